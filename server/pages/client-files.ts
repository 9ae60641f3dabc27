// Serves the built client from dist/ (docs/decisions/0090-precompressed-static-assets.md):
// - each file in the encoding the browser accepts: the `.br` or `.gz` the build wrote beside it
//   (scripts/precompress.ts), else the plain file; `Vary: Accept-Encoding` wherever variants exist;
// - hashed files under /assets/ cached for a year as immutable (a new build gives new names);
// - everything else (index.html, the service worker, its manifest, the offline page, public/ files)
//   revalidated on every use, so an installed app learns of a new version at once:
//   `no-cache` with a strong ETag per encoding, so a repeat visit costs a 304;
// - index.html for every other GET that is not an API path, so a reload or a shared link of any
//   client route works.
// The files are read once into memory at start-up (dist/ is about 2 MB); a new build needs a restart.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { etagMatches } from '../lib/etag.ts';
import {
  firstPaintPages,
  imagePreloads,
  loadFirstPaintPlan,
  withBlock,
  type FirstPaintFactsOf,
  type OneAnswerPage,
  type PageVariant,
} from './page-variants.ts';
import { firstAnswersBlock, type FeedRequest } from './exchange-feed-block.ts';
import { lobbyAnswers } from './game-lobby-block.ts';
import { LANGUAGE_COOKIE, pageLanguage } from './page-language.ts';
import { keptSiteAnswersBlock } from './site-lookups-block.ts';

const API_PREFIXES = ['/api/', '/exchange-api/'];
/** Client routes that look like a file name (the wire's old sign-up address). */
const CLIENT_ROUTES_WITH_DOT = new Set(['/page/guest/register.jsp']);
/** The last segment ends in a file extension: /app/chakka.apk, /favicon-old.png. */
const looksLikeFile = (path: string) => /\.[A-Za-z0-9]{1,8}$/.test(path.slice(path.lastIndexOf('/')));
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NOT_BUILT = 'The client is not built: run `npm start` (it builds it) or `npm run build`.';

type Encoding = 'br' | 'gzip';
interface Variant {
  body: ArrayBuffer;
  length: number;
  etag: string;
}
interface StaticFile {
  type: string;
  cacheControl: string;
  /** A page: its `<html lang>` follows the player's language cookie (server/pages/page-language.ts). */
  page?: boolean;
  /** The hashes of the page's inline scripts, allowed by its Content-Security-Policy (security-headers.ts). */
  scriptHashes?: readonly string[];
  plain: Variant;
  br?: Variant;
  gzip?: Variant;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

function variant(bytes: Buffer, tag: string, suffix: string): Variant {
  // An ArrayBuffer of exactly the file, made once: every answer sends it without a copy.
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { body, length: bytes.byteLength, etag: `"${tag}${suffix}"` };
}

/** Every file of dist/ by its URL path, with its precompressed variants attached (not served alone). */
function loadClientFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return files;
  const all = [...filesUnder(distDir)];
  const present = new Set(all);
  for (const path of all) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    if (path.endsWith('.build-stamp')) continue;
    const urlPath = `/${relative(distDir, path).split(sep).join('/')}`;
    const plain = readFileSync(path);
    const tag = createHash('sha256').update(plain).digest('base64url').slice(0, 22);
    const file: StaticFile = {
      type: getMimeType(path) ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      plain: variant(plain, tag, ''),
    };
    if (present.has(`${path}.br`)) file.br = variant(readFileSync(`${path}.br`), tag, '-br');
    if (present.has(`${path}.gz`)) file.gzip = variant(readFileSync(`${path}.gz`), tag, '-gz');
    files.set(urlPath, file);
  }
  return files;
}

/** Whether Accept-Encoding allows `name` (q above 0, by name or by `*`). */
export function acceptsEncoding(accept: string | undefined, name: Encoding): boolean {
  if (!accept) return false;
  let star = 0;
  for (const part of accept.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (token!.trim() === name) return weight > 0;
    if (token!.trim() === '*') star = weight;
  }
  return star > 0;
}

/** The encoding a client gets: br when accepted, else gzip when accepted, else none. */
const encodingFor = (accept: string | undefined): Encoding | null => (acceptsEncoding(accept, 'br') ? 'br' : acceptsEncoding(accept, 'gzip') ? 'gzip' : null);

/** br when accepted and built, else gzip when accepted and built, else the plain file. */
function choose(file: StaticFile, accept: string | undefined): { v: Variant; enc: Encoding | null } {
  if (file.br && acceptsEncoding(accept, 'br')) return { v: file.br, enc: 'br' };
  if (file.gzip && acceptsEncoding(accept, 'gzip')) return { v: file.gzip, enc: 'gzip' };
  return { v: file.plain, enc: null };
}

function send(c: Context<AppEnv>, file: StaticFile): Response {
  if (file.scriptHashes?.length) c.set('inlineScriptHashes', file.scriptHashes);
  const { v, enc } = choose(file, c.req.header('Accept-Encoding'));
  const headers: Record<string, string> = { 'Cache-Control': file.cacheControl, ETag: v.etag };
  const vary = [...(file.br || file.gzip ? ['Accept-Encoding'] : []), ...(file.page ? ['Cookie'] : [])];
  if (vary.length > 0) headers.Vary = vary.join(', ');
  if (etagMatches(c.req.header('If-None-Match'), v.etag)) return c.body(null, 304, headers);
  headers['Content-Type'] = file.type;
  headers['Content-Length'] = String(v.length);
  if (enc) headers['Content-Encoding'] = enc;
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(v.body, 200, headers);
}

/** A route's index.html (with its first-paint links) as a file send() answers, its ETag per encoding. */
const pageFile = (p: PageVariant | OneAnswerPage): StaticFile => ({
  type: 'text/html; charset=utf-8',
  cacheControl: REVALIDATE,
  page: true,
  scriptHashes: p.scriptHashes,
  plain: variant(p.html, p.tag, ''),
  br: p.br && variant(p.br, p.tag, '-br'),
  gzip: p.gzip && variant(p.gzip, p.tag, '-gz'),
});

/**
 * `firstPaint`: what the page's static frame and preloads show (server/pages/page-variants.ts); `feed`: the app's own
 * feed and API, asked for the first answers a data screen draws (server/pages/exchange-feed-block.ts, server/pages/game-lobby-block.ts).
 */
export function mountClient(app: Hono<AppEnv>, distDir: string, opts: { firstPaint?: FirstPaintFactsOf; feed?: FeedRequest } = {}) {
  const files = loadClientFiles(distDir);
  // Build-time files the server reads itself: not for the browser.
  files.delete('/first-paint.json');
  const index = files.get('/index.html');
  const routePage = index ? firstPaintPages(Buffer.from(index.plain.body).toString('utf8'), loadFirstPaintPlan(distDir), opts.firstPaint) : null;
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    if (API_PREFIXES.some((p) => path.startsWith(p))) return c.notFound();
    const file = files.get(path);
    if (file) return send(c, file);
    // A file that is not in dist/ is missing, not a page: answering index.html would save the site's own
    // page as "chakka.apk", or feed HTML to a script tag asking for a chunk of a previous build.
    if (path.startsWith('/assets/') || (looksLikeFile(path) && !CLIENT_ROUTES_WITH_DOT.has(path))) return c.notFound();
    if (!index) return c.text(NOT_BUILT, 503);
    const route = path.replace(/(.)\/$/, '$1').toLowerCase();
    const search = new URL(c.req.url).searchParams;
    const lang = pageLanguage(getCookie(c, LANGUAGE_COOKIE));
    const [page, block, lobby, site] = await Promise.all([
      routePage?.(path, lang),
      opts.feed ? firstAnswersBlock(route, search, opts.feed, lang) : '',
      opts.feed ? lobbyAnswers(route, search, opts.feed).catch(() => null) : null,
      opts.feed ? keptSiteAnswersBlock(c.var.deps.database, opts.feed, route).catch(() => '') : '',
    ]);
    if (!page) return send(c, index);
    const blocks = `${site}${block}${lobby?.block ?? ''}`;
    const encoding = encodingFor(c.req.header('Accept-Encoding'));
    return send(c, pageFile(blocks ? withBlock(page, blocks, encoding, { links: imagePreloads(lobby?.images ?? []), frame: lobby?.frame }) : page));
  });
}
