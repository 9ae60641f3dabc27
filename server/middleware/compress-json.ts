// The API's JSON answers gzipped (or deflated) for a client that asks, when over 1 KB (/api/general is
// the settings on every first visit). Instead of hono/compress, because of what the
// profile of /api/balance under load showed (docs/decisions/0145): hono/compress adds its Vary header
// with `c.header()`, and on an answer already made that re-wraps the body as a stream (hono's
// Context.header), so every small JSON answer, compressed or not, went out through a WHATWG
// ReadableStream (undici's Response, stream reads, a transfer per chunk) instead of one socket write:
// about a fifth of the server's time per call. It also gzipped a 30-byte balance when the client
// accepted gzip. Here the Vary header is set on the answer's own headers, a body is read only when
// the client takes gzip or deflate, and only a body of at least THRESHOLD bytes is compressed.
import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';

const THRESHOLD_BYTES = 1024;
const ENCODERS = { gzip: promisify(gzip), deflate: promisify(deflate) };
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** gzip, else deflate, as the Accept-Encoding header allows (q=0 refuses; `*` stands for any). */
export function acceptedEncoding(header: string | undefined): 'gzip' | 'deflate' | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name!.trim(), weight ? Number(weight.slice(2)) : 1);
  }
  const ok = (enc: string) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  return ok('gzip') ? 'gzip' : ok('deflate') ? 'deflate' : null;
}

export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
  if (!res.headers.get('content-type')?.startsWith('application/json') || res.headers.has('content-encoding')) return;
  // The answer depends on Accept-Encoding whichever way this call goes.
  const vary = res.headers.get('vary');
  if (vary !== '*' && !(vary && VARIES_ON_ENCODING.test(vary))) res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = acceptedEncoding(c.req.header('accept-encoding'));
  if (!encoding || NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = res.headers;
  let out = body;
  if (body.byteLength >= THRESHOLD_BYTES) {
    const packed = await ENCODERS[encoding](body);
    out = new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength);
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  }
  // Cleared first, so hono does not copy the old answer's headers over the same headers again.
  c.res = undefined;
  c.res = new Response(out, { status: res.status, headers });
};
