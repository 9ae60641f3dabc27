// Serves the built client from dist/: hashed assets with a long cache, and index.html for every
// other GET that is not an API path or a file name, so a reload or a shared link of any client route works.
import { readFile } from 'node:fs/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const API_PREFIXES = ['/api/', '/exchange-api/'];
const FIXED_NAMES = new Set(['/sw.js', '/manifest.webmanifest', '/offline.html']);
/** Client routes that look like a file name (the spec's old sign-up address). */
const CLIENT_ROUTES_WITH_DOT = new Set(['/page/guest/register.jsp']);
/** The last segment ends in a file extension: /app/chakka.apk, /assets/gone-1a2b.js. */
const looksLikeFile = (path: string) => /\.[A-Za-z0-9]{1,8}$/.test(path.slice(path.lastIndexOf('/')));

export function mountClient(app: Hono<AppEnv>, distDir: string) {
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The service worker, its manifest and the offline page keep their names across versions: the
  // browser must ask for them afresh, or an installed app would never learn of a new version.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && FIXED_NAMES.has(c.req.path)) c.header('Cache-Control', 'no-cache');
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', async (c) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p))) return c.notFound();
    // A file that is not in dist/ is missing, not a page: answering index.html would save the site's own
    // page as "chakka.apk", or feed HTML to a script tag asking for a chunk an old version had.
    if (looksLikeFile(c.req.path) && !CLIENT_ROUTES_WITH_DOT.has(c.req.path)) return c.notFound();
    const html = await readFile(`${distDir}/index.html`, 'utf8').catch(() => null);
    if (html === null) return c.text('The client is not built: run `npm start` (it builds it) or `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
