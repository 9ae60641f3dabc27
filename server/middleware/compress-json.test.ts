import { Hono } from 'hono';
import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressJson } from './compress-json.ts';

const big = { settings: Array.from({ length: 200 }, (_, i) => ({ key: `setting_${i}`, value: i })) };
const app = new Hono()
  .use(compressJson)
  .get('/big', (c) => c.json(big, 200, { ETag: '"v1"' }))
  .get('/small', (c) => c.json({ balance: '12.50' }))
  .get('/page', (c) => c.html(`<p>${'x'.repeat(5000)}</p>`))
  .get('/kept', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));

const get = (path: string, accept?: string) => app.request(path, { headers: accept ? { 'accept-encoding': accept } : {} });

describe("compressing the API's JSON answers", () => {
  it('gzips a JSON answer over 1 KB for a client that takes gzip, weakens its ETag and keeps its content', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it('deflates for a client that takes only deflate', async () => {
    const res = await get('/big', 'deflate');
    expect(res.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it('sends a small answer, and any answer to a client that takes no gzip, as it is, still varying on Accept-Encoding', async () => {
    for (const [path, accept] of [
      ['/small', 'gzip'],
      ['/big', undefined],
      ['/big', 'gzip;q=0, identity'],
    ] as const) {
      const res = await get(path, accept);
      expect(res.headers.get('content-encoding'), `${path} ${accept}`).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual(path === '/small' ? { balance: '12.50' } : big);
    }
  });

  it('leaves what is not JSON, and an answer marked no-transform, alone', async () => {
    const page = await get('/page', 'gzip');
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(page.headers.get('vary')).toBeNull();
    expect((await get('/kept', 'gzip')).headers.get('content-encoding')).toBeNull();
  });

  it('reads Accept-Encoding as RFC 9110 says: q-values, a wildcard, and a refusal', () => {
    expect(acceptedEncoding('br, gzip')).toBe('gzip');
    expect(acceptedEncoding('deflate, gzip;q=0')).toBe('deflate');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('*;q=0')).toBeNull();
    expect(acceptedEncoding('br')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
