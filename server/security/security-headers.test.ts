// Security headers on every answer: API, exchange API, the built client and its files, error
// answers and 404s (no answer carried any of them).
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { mountClient } from '../pages/client-files.ts';
import { contentSecurityPolicy, HSTS_VALUE, withScriptHashes } from '../middleware/security-headers.ts';
import { testConfig } from '../../tests/helpers/test-config.ts';
import { sportsEventsResponseSchema } from '../../contracts/exchange.ts';

/** The CSP as a map of directive to its sources. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chakka-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'app.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'assets', 'odds.worker-abc.js'), 'self.onmessage=()=>{}');
  mkdirSync(join(dir, 'storage'));
  // The first bytes of a WebP and of a PNG; the server types files by their extension.
  writeFileSync(join(dir, 'storage', 'banner.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
  writeFileSync(join(dir, 'storage', 'upload.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'storage', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let t: TestApp;
let eventId: string;
beforeAll(async () => {
  t = await createTestApp();
  mountClient(t.app, fakeDist());
  const list = sportsEventsResponseSchema.parse((await t.call('GET', '/exchange-api/api/sports-events/cricket?when=all')).body);
  eventId = list[0]!.EventId;
});

describe('security headers', () => {
  const answers = () =>
    [
      ['an API answer', 'GET', '/api/health', 200],
      ['an API 404', 'GET', '/api/no-such-call', 404],
      ['an API refusal', 'POST', '/api/balance', 401],
      ['an API input error', 'POST', '/api/login', 422],
      ['an exchange API 404', 'GET', '/exchange-api/nothing-here', 404],
      ['the live score page', 'GET', `/exchange-api/live-score/${eventId}`, 200],
      ['the client page', 'GET', '/', 200],
      ['a deep link into the client', 'GET', '/deposit', 200],
      ['the odds worker (its answer is its policy)', 'GET', '/assets/odds.worker-abc.js', 200],
      ['an SVG picture (a document that can hold script)', 'GET', '/storage/logo.svg', 200],
    ] as const;

  it('puts a strict Content-Security-Policy, nosniff, a Referrer-Policy and frame protection on every kind of answer', async () => {
    for (const [what, method, path, status] of answers()) {
      const res = await t.app.request(path, { method, ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}) });
      expect(res.status, what).toBe(status);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src'), what).toEqual(["'self'"]);
      expect(csp.get('object-src'), what).toEqual(["'none'"]);
      expect(csp.get('base-uri'), what).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
      expect(csp.get('frame-src'), what).toEqual(["'self'"]);
      expect(csp.get('default-src'), what).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security'), what).toBeNull();
    }
  });

  it("gives the client's scripts and stylesheets nosniff and CORP without the page-only headers (they never render as a page)", async () => {
    for (const path of ['/assets/app.js', '/assets/app.css']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('cache-control'), path).toMatch(/immutable/);
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy'])
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
    }
  });

  it('gives raster pictures nosniff and CORP without the page-only headers (they are drawn, never run)', async () => {
    for (const [path, type] of [
      ['/storage/banner.webp', 'image/webp'],
      ['/storage/upload.png', 'image/png'],
    ] as const) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe(type);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy'])
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
    }
  });

  it("gives the exchange feed's JSON answers a policy that renders nothing and frames nothing, with nosniff, and no page-only headers", async () => {
    for (const path of ['/exchange-api/api/sports-events/cricket?when=all', '/exchange-api/api/match-odds/no-such-market']) {
      const res = await t.app.request(path);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      expect(res.headers.get('permissions-policy'), path).toBeNull();
    }
  });

  it('never lets an inline script run: no unsafe-inline or unsafe-eval for scripts, and the live score page loads its script as a file', async () => {
    const csp = contentSecurityPolicy(testConfig());
    expect(csp.scriptSrc.join(' ')).not.toMatch(/unsafe/);
    const page = await (await t.app.request(`/exchange-api/live-score/${eventId}`)).text();
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBe(1);
    expect(scripts[0]![1]).toContain('src="../live-score.js"');
    expect(scripts[0]![2]!.trim()).toBe('');
    const script = await t.app.request('/exchange-api/live-score.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('/state');
  });

  it('lets the one script the server writes into a page run by its hash, on that page alone', async () => {
    const dist = fakeDist();
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>C</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'early-a.js'), 'fetch(`/api/get/other/phone`);\n');
    const plan = { '/deposit': { scripts: [], styles: [], early: 'assets/early-a.js' }, '/': { scripts: [], styles: [] } };
    writeFileSync(join(dist, 'first-paint.json'), JSON.stringify(plan));
    const app = await createTestApp();
    mountClient(app.app, dist);
    const deposit = await app.app.request('/deposit');
    const html = await deposit.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc=|application\/json/.test(attributes!));
    expect(inline.map(([, , body]) => body)).toEqual(['fetch(`/api/get/other/phone`);']);
    const hash = `'sha256-${createHash('sha256').update(inline[0]![2]!).digest('base64')}'`;
    expect(directives(deposit.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'", hash]);
    // Every other answer keeps the plain policy.
    for (const path of ['/', '/api/health'])
      expect(directives((await app.app.request(path)).headers.get('content-security-policy')).get('script-src'), path).toEqual(["'self'"]);
  });

  it('adds hashes to script-src alone, wherever it stands in the policy', () => {
    expect(withScriptHashes("default-src 'self'; script-src 'self'; style-src 'self'", ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self'",
    );
    expect(withScriptHashes("script-src 'self'", ["'sha256-a'"])).toBe("script-src 'self' 'sha256-a'");
    expect(withScriptHashes("default-src 'self'; script-src-elem 'none'", ["'sha256-a'"])).toBe("default-src 'self'; script-src-elem 'none'");
  });

  it('allows frames and feed calls only from the addresses the client is built with', () => {
    const csp = contentSecurityPolicy(testConfig({ exchangeApiUrl: 'https://feed.example.com/exchange-api', streamUrl: 'https://tv.example.net/embed/' }));
    expect(csp.frameSrc).toEqual(["'self'", 'https://feed.example.com', 'https://tv.example.net']);
    expect(csp.connectSrc).toEqual(["'self'", 'https://feed.example.com']);
    const plain = contentSecurityPolicy(testConfig({ exchangeApiUrl: '/exchange-api', streamUrl: undefined }));
    expect(plain.frameSrc).toEqual(["'self'"]);
    expect(plain.connectSrc).toEqual(["'self'"]);
  });

  it('gives a 304 only what refreshes the stored answer (ETag, Vary, Cache-Control), and HSTS too when reached over TLS', async () => {
    const path = '/exchange-api/live-score.js';
    const etag = (await t.app.request(path)).headers.get('etag')!;
    const again = await t.app.request(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect([...again.headers.keys()].sort()).toEqual(['cache-control', 'etag', 'vary']);
    // A request whose own address is https (no proxy, no configured origin) still gets HSTS, on a 304 too.
    const secure = await t.app.request(`https://chakka.example${path}`, { headers: { 'if-none-match': etag } });
    expect(secure.status).toBe(304);
    expect([...secure.headers.keys()].sort()).toEqual(['cache-control', 'etag', 'strict-transport-security', 'vary']);
    expect((await t.app.request(`https://chakka.example${path}`)).headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends HSTS only when the product is reached over TLS', async () => {
    const tls = await createTestApp({ config: { publicOrigin: 'https://chakka.example' } });
    expect((await tls.app.request('/api/health')).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    const proxied = await createTestApp({ config: { trustProxy: 1 } });
    expect((await proxied.app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    expect((await proxied.app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    // Without a proxy we trust, anyone could claim https; the header is not sent on their say-so.
    expect((await t.app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  });
});
