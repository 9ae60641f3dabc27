// Per route, the links that let a phone ask for a screen's files together with the entry
// (docs/decisions/0140): index.html is sent with `<link rel="modulepreload">` for the opened route's screen chunk, the chunks it imports and its English strings, `<link rel="preload" as="style">` for
// their stylesheets, and on `/` a high-priority preload of the main banner (its largest paint), so the
// chain is no longer html → entry → screen chunk → strings → sliders → banner, each a round trip.
// The files come from dist/first-paint.json (written at build by scripts/first-paint-plan.ts); a build
// without it serves index.html as it is. Each variant is made once and kept (a new build restarts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageLanguage } from './page-language.ts';

/** A script written into the page itself, and its hash for the page's Content-Security-Policy. */
export interface InlineScript {
  code: string;
  /** `'sha256-…'` of exactly `code`: the policy lets this script run and no other inline one. */
  hash: string;
}
export interface RouteFiles {
  scripts: string[];
  styles: string[];
  /** The early script (src/early/early-calls.ts), on routes whose first screen waits for the player's own calls. */
  early?: InlineScript;
}
export interface PageVariant {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  tag: string;
  /** The hashes of the inline scripts the page carries (client-files.ts adds them to its Content-Security-Policy). */
  scriptHashes: readonly string[];
}
/** A per-request page (withBlock): compressed only in the encoding its one answer is sent in. */
export type OneAnswerPage = Omit<PageVariant, 'br' | 'gzip'> & Partial<Pick<PageVariant, 'br' | 'gzip'>>;
/**
 * What the server knows of a route's first paint from its own data: `image`, the route's largest picture
 * (the home's first main banner, the sign-in card's logo), preloaded; `logo`, the header's (mobile) logo,
 * `banner`, the home's first banner, and `cardLogo`, the sign-in card's logo, drawn in the static frame
 * shown until React's first commit.
 */
export interface FirstPaintFacts {
  image?: string | null;
  logo?: string | null;
  banner?: string | null;
  cardLogo?: string | null;
}
export type FirstPaintFactsOf = (route: string) => Promise<FirstPaintFacts>;

/** The static frame's content area: a per-request frame (withBlock) fills it where the route drew nothing. */
const MAIN_OPEN = '<main class="shell-main">';
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `/chat-box/:chatId` matches `/chat-box/12`; case-insensitive and an optional trailing slash, as wouter does. */
function patternOf(route: string): RegExp {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`, 'i');
}

export function loadFirstPaintPlan(distDir: string): Map<string, RouteFiles> {
  const path = join(distDir, 'first-paint.json');
  if (!existsSync(path)) return new Map();
  // Only files this build wrote: a link to a missing file would cost the phone a request and a 404.
  const present = (f: string) => existsSync(join(distDir, f));
  const plan = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { scripts: string[]; styles: string[]; early?: string }>;
  const inline = new Map<string, InlineScript | null>();
  const inlined = (file: string) => {
    if (!inline.has(file)) inline.set(file, present(file) ? inlineScript(readFileSync(join(distDir, file), 'utf8')) : null);
    return inline.get(file) ?? undefined;
  };
  return new Map(
    Object.entries(plan).map(([route, f]) => {
      const early = f.early ? inlined(f.early) : undefined;
      return [route, { scripts: f.scripts.filter(present), styles: f.styles.filter(present), ...(early ? { early } : {}) }];
    }),
  );
}

/**
 * A built script as the page's own (its module code, which imports nothing), or null when its text could end
 * the `<script>` element early: then the page goes without it and the app asks for itself, as before.
 */
export function inlineScript(source: string): InlineScript | null {
  const code = source.trim();
  if (/<\/script|<!--/i.test(code)) return null;
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/** High-priority preloads of the pictures a page's first screen draws from data the server wrote into it. */
export const imagePreloads = (images: readonly string[]) =>
  images.map((src) => `<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">`).join('');

function headLinks(files: RouteFiles, image: string | null | undefined): string {
  const links = [
    ...(image ? [`<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high">`] : []),
    // Applied at once (not only fetched): the static frame below is drawn with them, and the screen's
    // chunk finds them in place instead of adding them when it loads.
    ...files.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(f)}">`),
    ...files.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`),
  ];
  return links.join('');
}

/**
 * The early script (src/early/), written into the top of the head: it runs as the parser reaches it (an
 * async module with nothing to import), so its calls leave with the page's first requests instead of a round
 * trip later for a file of its own (decision 0159). A module keeps its names out of the page's globals. Allowed by its hash (client-files.ts).
 */
const earlyScriptTag = (files: RouteFiles) => (files.early ? `<script type="module" async>${files.early.code}</script>` : '');
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The static frame shown from the first byte until React's first commit replaces it (createRoot empties
 * #root): the header bar with the site's logo and, on the home, its first real banner, in the same
 * classes the screens use, so it is drawn exactly where they will be. Nothing in it is invented: no text,
 * no price, no balance; hidden from screen readers (it is gone before anyone could use it).
 */
function staticFrame(route: string, facts: FirstPaintFacts): string {
  const logo = facts.logo ? `<span class="site-logo"><img src="${escapeAttr(facts.logo)}" alt="" height="32"></span>` : '';
  const banner =
    route === '/' && facts.banner
      ? `<div class="home-page"><div class="home-main"><div class="home-top"><section class="main-slider"><span class="main-slide"><img src="${escapeAttr(facts.banner)}" alt="" width="1200" height="400" fetchpriority="high"></span></section></div></div></div>`
      : '';
  // The sign-in screens' card opens with the site's logo (features/auth/auth-layout.tsx), their largest paint.
  const card = facts.cardLogo
    ? `<section class="page page-narrow auth-page"><section class="card card-raised auth-card"><div class="card-body"><div class="auth-logo"><img src="${escapeAttr(facts.cardLogo)}" alt=""></div></div></section></section>`
    : '';
  return `<div class="shell shell-mobile boot-frame" aria-hidden="true"><header class="mobile-top-bar on-brand">${logo}</header>${MAIN_OPEN}${banner}${card}</main></div>`;
}

export function firstPaintPages(indexHtml: string, plan: Map<string, RouteFiles>, factsOf?: FirstPaintFactsOf) {
  const routes = [...plan.entries()].map(([route, files]) => ({ route, files, pattern: patternOf(route) }));
  const made = new Map<string, PageVariant>();
  const make = (key: string, lang: PageLanguage, files: RouteFiles, links: string, frame: string): PageVariant => {
    let page = made.get(key);
    if (!page) {
      const html = Buffer.from(
        indexHtml
          .replace('<html lang="en">', `<html lang="${lang}">`)
          // Right after the charset, which must stay the head's first tag.
          .replace(CHARSET, (charset) => `${charset}${earlyScriptTag(files)}`)
          .replace('</head>', `${links}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${frame}</div>`),
      );
      page = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        gzip: gzipSync(html, { level: 9 }),
        tag: createHash('sha256').update(html).digest('base64url').slice(0, 22),
        scriptHashes: files.early ? [files.early.hash] : [],
      };
      // Bounded: routes × languages × the banners an operator has set since the start.
      if (made.size > 500) made.clear();
      made.set(key, page);
    }
    return page;
  };
  /**
   * The page for a client path in the player's language (its `<html lang>`, so the first frame is laid out
   * with that language's fonts and line heights, as the screen will be), or null when no route matches
   * (index.html as built answers).
   */
  return async (path: string, lang: PageLanguage = 'en'): Promise<PageVariant | null> => {
    const hit = routes.find((r) => r.pattern.test(path));
    if (!hit) return null;
    const facts = (factsOf ? await factsOf(hit.route).catch(() => null) : null) ?? {};
    return make(
      `${hit.route}\n${lang}\n${facts.image ?? ''}\n${facts.logo ?? ''}\n${facts.banner ?? ''}`,
      lang,
      hit.files,
      headLinks(hit.files, facts.image),
      staticFrame(hit.route, facts),
    );
  };
}

/**
 * A page with a per-request block added before `</body>` (the feed's first answers, server/pages/exchange-feed-block.ts;
 * the lobby's, server/pages/game-lobby-block.ts), in `links` the head links of that block's pictures, and in `frame`
 * what the static frame draws of that block (the lobby's first tiles, server/pages/game-lobby-frame.ts), inside its
 * empty `<main>`: made for this answer only, so it is compressed once, in the encoding this answer is sent
 * in, and quickly (brotli 5, gzip 6), not at the cached pages' 11.
 */
export function withBlock(
  page: PageVariant,
  block: string,
  encoding: 'br' | 'gzip' | null,
  { links = '', frame = '' }: { links?: string; frame?: string } = {},
): OneAnswerPage {
  let text = page.html.toString('utf8');
  if (frame) text = text.replace(`${MAIN_OPEN}</main>`, `${MAIN_OPEN}${frame}</main>`);
  // Links of this answer's own data (the lobby's first pictures), ahead of the route's: asked for first.
  if (links) {
    const first = text.indexOf('<link');
    text = first >= 0 && first < text.indexOf('</head>') ? `${text.slice(0, first)}${links}${text.slice(first)}` : text.replace('</head>', `${links}</head>`);
  }
  const at = text.lastIndexOf('</body>');
  const html = Buffer.from(at < 0 ? `${text}${block}` : `${text.slice(0, at)}${block}${text.slice(at)}`);
  return {
    html,
    br:
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : undefined,
    gzip: encoding === 'gzip' ? gzipSync(html, { level: 6 }) : undefined,
    tag: createHash('sha256').update(html).digest('base64url').slice(0, 22),
    scriptHashes: page.scriptHashes,
  };
}
