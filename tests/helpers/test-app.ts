// A real app over a real (test) database, called through app.request() with no port.
import { randomInt } from 'node:crypto';
import { createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import type { Deps } from '../../server/context.ts';
import { createTestDatabase } from './test-db.ts';
import { outboxAdapter } from '../../server/delivery/adapter.ts';
import { testConfig } from './test-config.ts';
import { closeAfterFile } from './close-after-file.ts';
import { forgetFeedDatabase } from '../../server/exchange/source/running-feed.ts';

/** An address in 10.0.0.0/8, different for (almost) every call. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  /**
   * JSON request helper: returns status and parsed body. `address` is the caller's IP address as the server
   * sees it (the socket's remote address); without one, each call comes from an address of its own.
   */
  call: (
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; address?: string },
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  close: () => Promise<void>;
}

/** Builds a test app; closes it after the file's tests unless `closeAfterAll` is false. */
export async function createTestApp(
  opts: { config?: Partial<Config>; now?: () => Date; closeAfterAll?: boolean; gameAdapters?: Deps['gameAdapters'] } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const deps: Deps = {
    database,
    config: testConfig(opts.config),
    now: opts.now ?? (() => new Date()),
    delivery: outboxAdapter(database),
    ...(opts.gameAdapters ? { gameAdapters: opts.gameAdapters } : {}),
  };
  const app = createApp(deps);
  const declared = app.declaredRoutes();
  // Every answer of a declared route is parsed with its contract, so the server cannot drift from
  // what the client and the API description promise.
  const checkAnswer = (method: string, path: string, status: number, body: unknown) => {
    const route = declared.find((r) => r.matches(method, path));
    const schema = route?.answers[status];
    if (!route || !schema) return;
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new Error(
        `${method} ${path} answered ${status} off its contract: ${JSON.stringify(result.error.issues.slice(0, 3))}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  };
  const call: TestApp['call'] = async (method, path, { body, token, headers = {}, address = randomAddress() } = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    // What @hono/node-server's getConnInfo reads: the incoming request's socket.
    const res = await app.request(path, init, { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    checkAnswer(method, path, res.status, parsed);
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const close = async () => {
    // The exchange feed is the worker's, and goes on into the next test file (the node project is not isolated).
    forgetFeedDatabase(database);
    await database.close();
  };
  const testApp = { app, deps, call, close };
  if (opts.closeAfterAll !== false) closeAfterFile(testApp.close);
  return testApp;
}
