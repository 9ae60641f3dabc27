import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

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

  it('renders a docs page that loads its script from this server, not a CDN', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await t.call('GET', '/api/docs/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
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
