// The built client as a phone receives it the precompressed file the browser accepts,
// Vary on Accept-Encoding, hashed chunks cached for a year, index.html and the API never kept
// without asking, and 304 on a repeat visit.
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { acceptsEncoding, IMMUTABLE, mountClient } from './client-files.ts';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row number ${i}" }`).join(',')}];\n`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<p>Chakka</p>'.repeat(200)}</body></html>`;
const BROWSER = 'gzip, deflate, br, zstd';

function builtDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chakka-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'tiny-Zz9.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'logo-Qq1.png'), Buffer.alloc(3000, 7));
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Chakka', icons: Array(60).fill({ src: '/icon.png' }) }));
  precompressDir(dir);
  return dir;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  t = await createTestApp();
  dist = builtDist();
  mountClient(t.app, dist);
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('precompressing the build', () => {
  it('writes a .br and a .gz beside each compressible file of 1 KB or more, and none beside small or binary files', () => {
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual(['index-AbC123.js', 'index-AbC123.js.br', 'index-AbC123.js.gz', 'logo-Qq1.png', 'tiny-Zz9.js']);
    expect(
      readdirSync(dist)
        .filter((f) => f.startsWith('index.html'))
        .sort(),
    ).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
  });
});

describe('serving the built client', () => {
  it('sends a hashed chunk as brotli to a browser, cached for a year as immutable, and varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts gzip only, or refuses brotli with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/assets/index-AbC123.js', { 'accept-encoding': accept });
      expect(res.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(await bytes(res)).toString(), accept).toBe(SCRIPT);
    }
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that accepts no compression', async () => {
    for (const headers of [{} as Record<string, string>, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br;q=0' }]) {
      const res = await get('/assets/index-AbC123.js', headers);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect((await bytes(res)).toString()).toBe(SCRIPT);
    }
  });

  it('sends a file too small to compress as it is, without Vary', async () => {
    const res = await get('/assets/tiny-Zz9.js', { 'accept-encoding': BROWSER });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await res.text()).toBe('export {};\n');
  });

  it('sends index.html compressed and revalidated on every visit, for the root and for any client route', async () => {
    for (const path of ['/', '/index.html', '/exchange-inplay', '/odds-view/123?x=1']) {
      const res = await get(path, { 'accept-encoding': BROWSER });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(brotliDecompressSync(await bytes(res)).toString(), path).toBe(PAGE);
    }
  });

  it('answers a repeat visit with 304 and no body when the ETag of the same encoding matches', async () => {
    const first = await get('/', { 'accept-encoding': BROWSER });
    const etag = first.headers.get('etag')!;
    const again = await get('/', { 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await bytes(again)).length).toBe(0);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // Another encoding is another representation: its own ETag, so no 304 for the brotli tag.
    const gzip = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('etag')).not.toBe(etag);
  });

  it('revalidates unhashed public files (such as the manifest) instead of caching them for a year', async () => {
    const res = await get('/manifest.webmanifest', { 'accept-encoding': BROWSER });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('answers 404 for a chunk of an older build rather than the page, and never serves the .br file by its own name', async () => {
    expect((await get('/assets/index-Old999.js')).status).toBe(404);
    const direct = await get('/assets/index-AbC123.js.br');
    expect(direct.status).toBe(404);
  });

  it('answers HEAD with the headers and length of the chosen encoding and no body', async () => {
    const res = await t.app.request('/assets/index-AbC123.js', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(100);
    expect((await bytes(res)).length).toBe(0);
  });

  it('never lets an API answer be cached, whether it succeeds or refuses', async () => {
    for (const path of ['/api/health', '/api/balance', '/api/no-such-call']) {
      const res = await get(path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('reading Accept-Encoding', () => {
  it('takes an encoding by name or by *, and refuses it at q=0', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('*;q=0.5, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

describe('pages and missing files', () => {
  it("answers the page for every client route, the spec's old register.jsp address included", async () => {
    for (const path of ['/', '/deposit', '/odds-view', '/page/guest/register.jsp']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it('answers 404, never the page, for a file that is not there: no chakka.apk, no stale chunk', async () => {
    for (const path of ['/app/chakka.apk', '/app/Chakka.APK', '/assets/gone-9z8y.js', '/favicon-old.png']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<p>Chakka</p>');
    }
  });
});
