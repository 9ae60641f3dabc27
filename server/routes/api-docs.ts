// The API description generated from the route declarations (server/lib/route.ts), and a page that
// renders it for developers (api-reference-page.ts: written by the server, no script, nothing from a
// CDN). Off in production unless API_DOCS=1 (config.apiDocs).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { anyone } from '../middleware/auth.ts';
import { SECURITY_SCHEMES } from '../lib/security-schemes.ts';
import { withExamples } from './api-examples.ts';
import { REFERENCE_CSS, REFERENCE_CSS_PATH, referencePage } from './api-reference-page.ts';

/** Public (for developers), and absent altogether when switched off. */
const docsOn = async (c: Context<AppEnv>, next: Next) => {
  if (!c.var.deps.config.apiDocs) throw fail(404, 'notFound');
  await next();
};

/**
 * Serves /openapi.json on an area: the OpenAPI 3.1 description of the routes declared on it, with the
 * base path its paths are relative to, every security scheme its operations name, and an example per
 * operation. Built once, on first request (the declarations do not change while the app runs).
 */
export function describeApi(area: OpenAPIHono<AppEnv>, info: { title: string; description: string }, basePath: string, schemes = true) {
  if (schemes) for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) area.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  let doc: object | undefined;
  const published = () =>
    (doc ??= withExamples(area.getOpenAPI31Document({ openapi: '3.1.0', info: { ...info, version: '1' }, servers: [{ url: basePath }] })));
  area.get('/openapi.json', anyone, docsOn, (c) => c.json(published()));
  return published;
}

/** Adds /openapi.json and /docs to the API app (they describe the app they are mounted on). */
export function mountApiDocs(api: OpenAPIHono<AppEnv>) {
  for (const path of ['/docs', '/docs/*']) api.use(path, anyone, docsOn);
  const published = describeApi(
    api,
    {
      title: 'Chakka API',
      description:
        'Player, operator and provider calls. Every error answer is { message, code, errors?, vars? }. A known path called with a method it does not take answers 405 with Allow. The exchange feed is described apart, at /exchange-api/openapi.json.',
    },
    '/api',
  );
  let page: string | undefined;
  api.get('/docs', (c) => c.html((page ??= referencePage(published(), '/api/openapi.json'))));
  api.get(REFERENCE_CSS_PATH.replace(/^\/api/, ''), (c) =>
    c.body(REFERENCE_CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=86400' }),
  );
}
