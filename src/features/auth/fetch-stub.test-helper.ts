// Test support: the network is the only thing stubbed. Each route answers a status and a body;
// every request is recorded with its parsed JSON body so tests assert on what was sent.
import { vi } from 'vitest';

// jsdom has no fetch: Node's Request refuses the relative '/api/..' URL that ky builds, as a
// browser would not, so relative URLs are resolved against a local origin.
const NodeRequest = globalThis.Request;
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}

export interface Sent { method: string; path: string; search: URLSearchParams; body: unknown; headers: Headers }
type Reply = { status?: number; body: unknown } | 'network-error';
export type Answer = Reply | (() => Reply | Promise<Reply>);

export function stubFetch(routes: Record<string, Answer>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new RelativeRequest(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({ method: request.method, path: url.pathname, search: url.searchParams, body: text ? JSON.parse(text) : undefined, headers: request.headers });
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = typeof route === 'function' ? await route() : route;
    if (!reply) return new Response(JSON.stringify({ message: 'Not found.', code: 'notFound' }), { status: 404, headers: { 'content-type': 'application/json' } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('Request', RelativeRequest);
  return sent;
}
