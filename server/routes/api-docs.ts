// The API description generated from the route declarations (server/lib/route.ts), and a page that
// renders it for developers. Off in production unless API_DOCS=1 (config.apiDocs). Swagger UI's files
// are served from the installed package, never a CDN, and the page has no inline script (our CSP).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { anyone } from '../middleware/auth.ts';
import { SECURITY_SCHEMES } from '../lib/security-schemes.ts';
import { withExamples } from './api-examples.ts';

const uiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Chakka API</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

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
  area.get('/openapi.json', anyone, docsOn, (c) => {
    doc ??= withExamples(area.getOpenAPI31Document({ openapi: '3.1.0', info: { ...info, version: '1' }, servers: [{ url: basePath }] }));
    return c.json(doc);
  });
}

/** Adds /openapi.json and /docs to the API app (they describe the app they are mounted on). */
export function mountApiDocs(api: OpenAPIHono<AppEnv>) {
  for (const path of ['/docs', '/docs/*']) api.use(path, anyone, docsOn);
  describeApi(
    api,
    {
      title: 'Chakka API',
      description:
        'Player, operator and provider calls. Every error answer is { message, code, errors?, vars? }. A known path called with a method it does not take answers 405 with Allow. The exchange feed is described apart, at /exchange-api/openapi.json.',
    },
    '/api',
  );
  api.get('/docs', (c) => c.html(PAGE));
  api.get('/docs/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  api.get('/docs/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) throw fail(404, 'notFound');
    return c.body(await readFile(join(uiDir, file)), 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
}
