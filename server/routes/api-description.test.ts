// The API description covers the whole API: every route the Hono app serves under /api is declared
// (docs/decisions/0025, 0027) but for the exceptions named below, each with its reason; every declared
// route is in /api/openapi.json with its access, request and answers; and the document is valid
// OpenAPI 3.1 by the official JSON schemas (@seriousme/openapi-schema-validator).
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/** Served but not declared, and why. A route added to this list needs a reason as good. */
const UNDECLARED: Record<string, string> = {
  'GET /api/openapi.json': 'the description itself',
  'GET /api/docs': 'the page that renders the description',
  'GET /api/docs/reference.css': "the page's style sheet",
};

/** The exchange feed is an API of its own, declared the same way and described apart. */
const FEED = '/exchange-api';
/** The API description each declared route is in, and the path it has there. */
const describedAt = (path: string) =>
  path.startsWith(`${FEED}/`) ? { doc: `${FEED}/openapi.json`, path: path.slice(FEED.length) } : { doc: '/api/openapi.json', path: path.replace(/^\/api/, '') };

let t: TestApp;
let served: string[];
beforeAll(async () => {
  // The sandbox on, so its calls are served as they are when they exist.
  t = await createTestApp({ config: { paymentGateway: 'sandbox' } });
  served = [...new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
});

/** A concrete URL for a route pattern: every parameter becomes 1. */
const urlOf = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, '1');

describe('the API description covers the API', () => {
  it('declares every route served under /api, but for the named exceptions', () => {
    const declared = t.app.declaredRoutes().filter((d) => d.path.startsWith('/api/'));
    const api = served.filter((r) => r.split(' ')[1]!.startsWith('/api/'));
    const undeclared = api.filter((r) => {
      const [method, path] = r.split(' ') as [string, string];
      return !declared.some((d) => d.matches(method, urlOf(path)));
    });
    expect(undeclared.sort()).toEqual(Object.keys(UNDECLARED).sort());
    // Counts for the record: most of the API is declared.
    expect(declared.length).toBeGreaterThanOrEqual(54);
    expect(api.length - declared.length).toBe(Object.keys(UNDECLARED).length);
  });

  it('names no exception that is declared after all, or no longer served', () => {
    for (const route of Object.keys(UNDECLARED)) expect(served, route).toContain(route);
  });

  it('declares every route of the exchange feed, and describes it in a document of its own', async () => {
    const declared = t.app.declaredRoutes();
    const feed = served.filter((r) => r.split(' ')[1]!.startsWith(`${FEED}/`));
    const undeclared = feed.filter((r) => {
      const [method, path] = r.split(' ') as [string, string];
      return !declared.some((d) => d.matches(method, urlOf(path)));
    });
    expect(undeclared).toEqual([`GET ${FEED}/openapi.json`]);
    expect(declared.filter((d) => d.path.startsWith(`${FEED}/`)).length).toBe(8);
    const doc = (await t.call('GET', `${FEED}/openapi.json`)).body;
    expect(Object.keys(doc.paths)).toContain('/api/sports-events/{sport}');
    expect(doc.paths['/health']).toBeUndefined();
  });

  it('describes every declared route with its access, its request and its answers', async () => {
    const docs: Record<string, any> = {};
    for (const at of ['/api/openapi.json', `${FEED}/openapi.json`]) docs[at] = (await t.call('GET', at)).body;
    const missing: string[] = [];
    for (const route of t.app.declaredRoutes()) {
      const at = describedAt(route.path);
      const op = docs[at.doc].paths[at.path]?.[route.method.toLowerCase()];
      const where = `${route.method} ${route.path}`;
      if (!op) {
        missing.push(`${where}: not in the document`);
        continue;
      }
      if (op['x-access'] !== route.access) missing.push(`${where}: access ${op['x-access']}`);
      if (!op.tags?.length || !op.summary) missing.push(`${where}: no area tag or summary`);
      const success = Object.keys(op.responses).filter((s) => Number(s) < 300);
      if (success.length === 0) missing.push(`${where}: no success answer`);
      if (route.access !== 'public' && !op.responses['401']) missing.push(`${where}: no 401`);
      if ((route.access === 'player' || route.access === 'operator') && !op.responses['403']) missing.push(`${where}: no 403`);
      const params = (op.parameters ?? []) as { in: string; name: string }[];
      for (const name of route.path.match(/\{(\w+)\}/g) ?? []) {
        if (!params.some((p) => p.in === 'path' && `{${p.name}}` === name)) missing.push(`${where}: path parameter ${name} undescribed`);
      }
      if (route.request.query && !params.some((p) => p.in === 'query')) missing.push(`${where}: query undescribed`);
      if (route.request.body && !op.requestBody?.content) missing.push(`${where}: body undescribed`);
    }
    expect(missing).toEqual([]);
  });

  it('states the rules that span two fields in a form a client can read', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const body = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema;
    // Query parameters are separate schemas: the operation names them, and says so in words.
    const positions = doc.paths['/exchange/positions'].get;
    expect(positions['x-exactly-one-of']).toEqual(['marketId', 'eventId']);
    expect(positions.description).toContain('exactly one of the query parameters marketId and eventId');
    // Bodies say it in JSON Schema.
    expect(body('/operator/exchange/simulator/advance').oneOf).toEqual([{ required: ['minutes'] }, { required: ['to'] }]);
    expect(body('/operator/trading/markets/{id}/settle').oneOf).toEqual([{ required: ['runs'] }, { required: ['winner'] }]);
    const fancy = body('/exchange/bets').oneOf.find((branch: any) => branch.properties.marketType.const === 'fancy');
    expect(fancy).toEqual({ properties: { marketType: { const: 'fancy' }, side: { enum: ['yes', 'no'] } }, required: ['line'] });
  });

  it.each(['/api/openapi.json', `${FEED}/openapi.json`])('%s is a valid OpenAPI 3.1 document', async (at) => {
    const doc = (await t.call('GET', at)).body;
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });
});
