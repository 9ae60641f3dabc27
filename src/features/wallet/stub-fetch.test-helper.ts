// Test support: a global fetch that answers by "METHOD /path" and records every request, so a
// test asserts on what was sent (body, Idempotency-Key) and on what the screen shows.
import { vi } from 'vitest';

const NodeRequest = globalThis.Request;
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;

type Reply = { status?: number; body: unknown };
export type Answer = Reply | (() => Reply | Promise<Reply>);
export interface Sent { method: string; path: string; search: URLSearchParams; headers: Headers; body: unknown }

export function stubFetch(routes: Record<string, Answer>) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(req.url, 'http://localhost');
    const type = req.headers.get('content-type') ?? '';
    const body = req.method === 'GET' ? undefined
      : type.includes('json') ? await req.json() : type.includes('multipart') ? await req.formData() : await req.text();
    sent.push({ method: req.method, path: url.pathname, search: url.searchParams, headers: req.headers, body });
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ message: 'not stubbed', code: 'notFound' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = typeof route === 'function' ? await route() : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no fetch of its own: Node's Request refuses the relative '/api/..' that ky builds,
  // and Node's fetch cannot read jsdom's FormData. Give both the Node versions, as a browser would.
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal('FormData', NodeFormData);
  return { sent, fetchMock };
}
