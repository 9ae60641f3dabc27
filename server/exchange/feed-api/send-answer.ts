// Sends a prepared answer: 304 when the poller already has it, otherwise the body compressed as
// the client accepts (br, then gzip), compressing each answer version at most once per encoding.
// Not hono/compress: that compresses per request (and has no br), and many phones poll every 300 ms.
import type { Context } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagMatches } from '../../lib/etag.ts';
import type { Answer } from './answer-cache.ts';

/** Below this a compressed body is hardly smaller than its headers' cost. */
const MIN_COMPRESS_BYTES = 200;

export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const offered = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (enc: string) => (offered.get(enc) ?? offered.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

function encode(a: Answer, enc: 'br' | 'gzip'): Buffer {
  let out = a.encoded[enc];
  if (!out) {
    out =
      enc === 'br'
        ? brotliCompressSync(a.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: a.body.length } })
        : gzipSync(a.body, { level: 7 });
    a.encoded[enc] = out;
  }
  return out;
}

/**
 * What every answer of a version carries, and all a 304 carries (the stored answer keeps the rest):
 * names in lower case and in the order a WHATWG Headers lists them, so the 304 fast path
 * (not-modified-fast.ts) sends the same bytes as this path does through hono.
 */
export function unchangedHeaders(a: Answer, hsts?: string): Record<string, string> {
  // Revalidate every time: the poller relies on If-None-Match, never on a cached copy.
  const headers: Record<string, string> = { 'cache-control': 'no-cache', etag: a.etag };
  // Over TLS the full path's securityHeaders adds HSTS, which a Headers lists before vary.
  if (hsts) headers['strict-transport-security'] = hsts;
  headers.vary = 'Accept-Encoding';
  return headers;
}

export function sendAnswer(c: Context, a: Answer, status: 200 | 404 = 200): Response {
  const headers = unchangedHeaders(a);
  if (status === 200 && etagMatches(c.req.header('If-None-Match'), a.etag)) {
    return c.body(null, 304, headers);
  }
  headers['Content-Type'] = a.type;
  const enc = Buffer.byteLength(a.body) >= MIN_COMPRESS_BYTES ? pickEncoding(c.req.header('Accept-Encoding')) : null;
  if (!enc) return c.body(a.body, status, headers);
  headers['Content-Encoding'] = enc;
  const buf = encode(a, enc);
  // A Uint8Array view, not a copied ArrayBuffer: @hono/node-server writes a Uint8Array body straight to the
  // socket, while an ArrayBuffer made it build a WHATWG Response and stream it (docs/decisions/0145).
  return c.body(new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength), status, headers);
}
