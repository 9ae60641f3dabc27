// The built client's server: pages for client routes, 404 for files that are not there (issue 11:
// "No link offers a file that is not an app"; the old app link saved index.html as chakka.apk).
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context.ts';
import { mountClient } from './static.ts';

function clientServer() {
  const dist = mkdtempSync(join(tmpdir(), 'chakka-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  const app = new Hono<AppEnv>();
  mountClient(app, dist);
  return app;
}

describe('the client server', () => {
  const app = clientServer();

  it('answers the page for every client route, the spec\'s old register.jsp address included', async () => {
    for (const path of ['/', '/deposit', '/odds-view', '/page/guest/register.jsp']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it('answers 404, never the page, for a file that is not there: no chakka.apk, no stale chunk', async () => {
    for (const path of ['/app/chakka.apk', '/app/Chakka.APK', '/assets/gone-9z8y.js', '/favicon-old.png']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
  });

  it('still serves the files that are there', async () => {
    const res = await app.request('/assets/app-1a2b.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
  });
});
