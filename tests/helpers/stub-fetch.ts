// Client tests: the network is the only thing stubbed. A global fetch answers by "METHOD /path" and
// records every request (parsed body, headers), so a test asserts on what was sent and what is shown.
import { vi } from 'vitest';

// jsdom has no fetch of its own: Node's Request refuses the relative '/api/..' that ky builds, and
// Node's fetch cannot read jsdom's FormData. Give both the Node versions, as a browser would have.
const NodeRequest = globalThis.Request;
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;

type Reply = { status?: number; body: unknown } | 'network-error';
export type Answer = Reply | (() => Reply | Promise<Reply>);
export interface Sent {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

async function readBody(req: Request): Promise<unknown> {
  if (req.method === 'GET') return undefined;
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('multipart')) return req.formData();
  const text = await req.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubFetch(routes: Record<string, Answer>) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new RelativeRequest(String(input), init);
    const url = new URL(req.url, 'http://localhost');
    sent.push({ method: req.method, path: url.pathname, search: url.searchParams, headers: req.headers, body: await readBody(req) });
    const route = routes[`${req.method} ${url.pathname}`];
    const reply = typeof route === 'function' ? await route() : route;
    if (!reply) return json({ message: 'Not found.', code: 'notFound' }, 404);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return json(reply.body, reply.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal('FormData', NodeFormData);
  return { sent, fetchMock };
}
