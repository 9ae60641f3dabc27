// Per route, the links that let a phone ask for a screen's files together with the entry (issue 15,
// docs/decisions/0140): index.html is sent with `<link rel="modulepreload">` for the opened route's
// screen chunk, the chunks it imports and its English strings, `<link rel="preload" as="style">` for
// their stylesheets, and on `/` a high-priority preload of the main banner (its largest paint), so the
// chain is no longer html → entry → screen chunk → strings → sliders → banner, each a round trip.
// The files come from dist/first-paint.json (written at build by scripts/first-paint-plan.ts); a build
// without it serves index.html as it is. Each variant is made once and kept (a new build restarts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface RouteFiles { scripts: string[]; styles: string[] }
export interface PageVariant { html: Buffer; br: Buffer; gzip: Buffer; tag: string }
/** The route's largest picture, when the server knows it (the home's first main banner). */
export type LcpImage = (route: string) => Promise<string | null | undefined>;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `/chat-box/:chatId` matches `/chat-box/12`; case-insensitive and an optional trailing slash, as wouter does. */
function patternOf(route: string): RegExp {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`, 'i');
}

export function loadFirstPaintPlan(distDir: string): Map<string, RouteFiles> {
  const path = join(distDir, 'first-paint.json');
  if (!existsSync(path)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, RouteFiles>));
}

export function headLinks(files: RouteFiles, image: string | null | undefined): string {
  const links = [
    ...(image ? [`<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high">`] : []),
    ...files.styles.map((f) => `<link rel="preload" as="style" href="/${escapeAttr(f)}">`),
    ...files.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`),
  ];
  return links.join('');
}

export function firstPaintPages(indexHtml: string, plan: Map<string, RouteFiles>, lcpImage?: LcpImage) {
  const routes = [...plan.entries()].map(([route, files]) => ({ route, files, pattern: patternOf(route) }));
  const made = new Map<string, PageVariant>();
  const make = (key: string, links: string): PageVariant => {
    let page = made.get(key);
    if (!page) {
      const html = Buffer.from(indexHtml.replace('</head>', `${links}</head>`));
      page = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        gzip: gzipSync(html, { level: 9 }),
        tag: createHash('sha256').update(html).digest('base64url').slice(0, 22),
      };
      // Bounded: routes × the banners an operator has set since the start.
      if (made.size > 500) made.clear();
      made.set(key, page);
    }
    return page;
  };
  /** The page for a client path, or null when no route matches (index.html as built answers). */
  return async (path: string): Promise<PageVariant | null> => {
    const hit = routes.find((r) => r.pattern.test(path));
    if (!hit) return null;
    const image = lcpImage ? await lcpImage(hit.route).catch(() => null) : null;
    return make(`${hit.route}\n${image ?? ''}`, headLinks(hit.files, image));
  };
}
