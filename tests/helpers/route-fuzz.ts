// Route fuzzing: from a well-formed request of a route (path parameters, query, JSON body), requests
// with one part spoiled by a hostile value (tests/helpers/hostile-values.ts), sent through the app.
// The property every route must keep: never a 5xx, and a 4xx always carries a translatable message.
import fc from 'fast-check';
import { hostileUrlValue, spoilOneField, urlEncode } from './hostile-values.ts';
import { expectTranslatableRefusal, type Answer } from './refusals.ts';
import type { TestApp } from './test-app.ts';

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With :name parameters, e.g. /api/operator/deposits/:id/reject. */
  path: string;
  /** Well-formed values; the fuzz spoils one at a time. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  token?: string;
  /** Called per request (a fresh Idempotency-Key each time). */
  headers?: () => Record<string, string>;
}

export interface FuzzedRequest {
  path: string;
  body?: Record<string, unknown>;
}

function build(route: FuzzRoute, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => urlEncode(params[name] ?? ''));
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${urlEncode(v)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const spoilOne = (valid: Record<string, string>) =>
  fc.tuple(fc.constantFrom(...Object.keys(valid)), hostileUrlValue).map(([key, value]) => ({ ...valid, [key]: value }));

/** Requests of `route` with exactly one part (a path parameter, a query value or a body field) spoiled. */
export function hostileRequest(route: FuzzRoute): fc.Arbitrary<FuzzedRequest> {
  const params = route.params ?? {};
  const query = route.query ?? {};
  const choices: fc.Arbitrary<FuzzedRequest>[] = [];
  if (Object.keys(params).length > 0) choices.push(spoilOne(params).map((p) => ({ path: build(route, p, query), body: route.body })));
  if (Object.keys(query).length > 0) choices.push(spoilOne(query).map((q) => ({ path: build(route, params, q), body: route.body })));
  if (route.body) choices.push(spoilOneField(route.body).map((body) => ({ path: build(route, params, query), body })));
  if (choices.length === 0) throw new Error(`nothing to fuzz in ${route.method} ${route.path}`);
  return fc.oneof(...choices);
}

export async function sendFuzzed(t: TestApp, route: FuzzRoute, request: FuzzedRequest): Promise<Answer> {
  return t.call(route.method, request.path, { token: route.token, headers: route.headers?.(), body: request.body });
}

/** Runs `numRuns` spoiled requests of a route; fails with the request that broke the property. */
export async function fuzzRoute(t: TestApp, route: FuzzRoute, numRuns: number): Promise<void> {
  // The seed is the run's (tests/helpers/fuzz-seed.ts: fixed unless FUZZ_SEED=random).
  await fc.assert(
    fc.asyncProperty(hostileRequest(route), async (request) => {
      const res = await sendFuzzed(t, route, request);
      if (res.status >= 400) expectTranslatableRefusal(res, `${route.method} ${request.path.slice(0, 200)}`);
    }),
    { numRuns },
  );
}
