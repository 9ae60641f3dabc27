import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { referencePage } from './api-reference-page.ts';

// One app for the reading tests, made in the hook (its own time limit covers the first migration run).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the API description', () => {
  it("is generated from the route declarations, with each route's access", async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/health'].get['x-access']).toBe('public');
    expect(Object.keys(res.body.paths['/health'].get.responses)).toContain('200');
  });

  it('renders every operation on a reference page of this server, with no script and nothing from elsewhere', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = String(page.body);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/i);
    // Every address the page loads or links is on this server (an example's text may name another site).
    for (const [, address] of html.matchAll(/\s(?:src|href)="([^"]*)"/g)) expect(address).toMatch(/^(\/|#)/);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'self'");
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>)) {
      for (const op of Object.values(item)) {
        operations++;
        expect(html, path).toContain(`<details id="${op.operationId}"`);
      }
    }
    expect(operations).toBeGreaterThan(100);
    // The deprecated GET is marked as such, the rules of a field are written out in words.
    expect(html).toMatch(/<details id="getConvertVipcoin" class="deprecated">.*?<span class="tag">deprecated<\/span>/s);
    expect(html).toContain('vip_coin (required): integer, 10 to 2147483647');
    const css = await t.call('GET', '/api/docs/reference.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('writes what the description says as text, never as markup', () => {
    const html = referencePage(
      { info: { title: '<b>x</b>' }, paths: { '/a': { get: { operationId: 'getA', summary: '<img src=x onerror=alert(1)>', responses: {} } } } },
      '/api/openapi.json',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<title>&lt;b&gt;x&lt;/b&gt;</title>');
  });

  it('is off in production unless API_DOCS=1', async () => {
    const off = await createTestApp({ config: { apiDocs: false } });
    expect((await off.call('GET', '/api/openapi.json')).status).toBe(404);
    expect((await off.call('GET', '/api/docs')).status).toBe(404);
    expect((await off.call('GET', '/exchange-api/openapi.json')).status).toBe(404);
  });

  it('lists every declared route with an access, for the suites that walk them', async () => {
    const routes = t.app.declaredRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect(r.access, `${r.method} ${r.path}`).toBeDefined();
    expect(routes.find((r) => r.matches('GET', '/api/health'))?.access).toBe('public');
  });
});
