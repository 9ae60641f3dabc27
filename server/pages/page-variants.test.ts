import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readRouteLines } from '../../scripts/first-paint-plan.ts';
import { firstPaintPages, imagePreloads, inlineScript, loadFirstPaintPlan, withBlock, type RouteFiles } from './page-variants.ts';

const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>Chakka</title></head><body><div id="root"></div></body></html>';
const plan = new Map<string, RouteFiles>([
  ['/', { scripts: ['assets/home-page-a.js'], styles: ['assets/home-page-b.css'] }],
  ['/chat-box/:chatId', { scripts: ['assets/chat-c.js', 'assets/locale-en-chat-d.js'], styles: [] }],
]);

describe('first-paint links in index.html', () => {
  it('writes the route chunks as modulepreload, its styles as stylesheets and its banner first, before </head>', async () => {
    const pages = firstPaintPages(INDEX, plan, async (route) => (route === '/' ? { image: '/storage/sliders/main-1.svg' } : {}));
    const page = (await pages('/'))!;
    const head = page.html.toString().split('</head>')[0]!;
    expect(head.match(/<link /g)).toHaveLength(3);
    expect(head).toContain('<link rel="preload" as="image" href="/storage/sliders/main-1.svg" fetchpriority="high">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-b.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-a.js">');
    // The compressed variants are the same page.
    expect(brotliDecompressSync(page.br).equals(page.html)).toBe(true);
    expect(gunzipSync(page.gzip).equals(page.html)).toBe(true);
  });

  it('puts a per-answer block before </body> and its pictures ahead of the route’s own links, asked for first', async () => {
    const pages = firstPaintPages(INDEX, plan, async () => ({ image: '/storage/brand/mobile-logo.svg' }));
    const page = withBlock((await pages('/'))!, '<script type="application/json" id="x">{}</script>', 'br', { links: imagePreloads(['/storage/games/a.svg']) });
    const html = page.html.toString();
    const images = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(images).toEqual(['/storage/games/a.svg', '/storage/brand/mobile-logo.svg']);
    expect(html.indexOf('id="x"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(brotliDecompressSync(page.br!).equals(page.html)).toBe(true);
  });

  it("sends a page in the player's language, each language its own page, and draws a block's frame in the empty <main>", async () => {
    const pages = firstPaintPages(INDEX.replace('<html>', '<html lang="en">'), plan);
    const en = (await pages('/chat-box/1'))!;
    const bn = (await pages('/chat-box/1', 'bn'))!;
    expect(en.html.toString()).toContain('<html lang="en">');
    expect(bn.html.toString()).toContain('<html lang="bn">');
    expect(bn.tag).not.toBe(en.tag);
    const framed = withBlock(bn, '<script type="application/json" id="x">{}</script>', null, { frame: '<section class="lobby"></section>' });
    expect(framed.html.toString()).toContain('<main class="shell-main"><section class="lobby"></section></main>');
    expect(framed.html.toString()).toContain('<html lang="bn">');
  });

  it('matches a route with a parameter, and answers null for a path no route has', async () => {
    const pages = firstPaintPages(INDEX, plan);
    expect((await pages('/chat-box/42'))!.html.toString().match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(await pages('/no-such-screen')).toBeNull();
  });

  it('draws the static frame in #root: the logo in the header on every route, the real first banner only on the home', async () => {
    const pages = firstPaintPages(INDEX, plan, async () => ({ logo: '/storage/brand/mobile-logo.svg', banner: '/storage/sliders/main-1.svg' }));
    const home = (await pages('/'))!.html.toString();
    const chat = (await pages('/chat-box/7'))!.html.toString();
    for (const html of [home, chat])
      expect(html).toContain(
        '<div id="root"><div class="shell shell-mobile boot-frame" aria-hidden="true"><header class="mobile-top-bar on-brand"><span class="site-logo"><img src="/storage/brand/mobile-logo.svg"',
      );
    expect(home.match(/<img /g)).toHaveLength(2);
    expect(home).toContain('<section class="main-slider"><span class="main-slide"><img src="/storage/sliders/main-1.svg" alt="" width="1200" height="400"');
    expect(chat.match(/<img /g)).toHaveLength(1);
  });

  it('draws the sign-in card with its logo when the route has one, and no card elsewhere', async () => {
    const pages = firstPaintPages(INDEX, plan, async (route) => (route === '/' ? {} : { cardLogo: '/storage/brand/logo.svg' }));
    expect((await pages('/chat-box/1'))!.html.toString()).toContain('<div class="auth-logo"><img src="/storage/brand/logo.svg" alt=""></div>');
    expect((await pages('/'))!.html.toString()).not.toContain('auth-card');
  });

  it('escapes a banner address an operator typed, so it cannot end the attribute', async () => {
    const pages = firstPaintPages(INDEX, plan, async () => ({ image: '/x.svg"><script>alert(1)</script>', banner: '/b.svg"><script>' }));
    const html = (await pages('/'))!.html.toString();
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/x.svg&quot;>&lt;script>alert(1)&lt;/script>"');
    expect(html).toContain('src="/b.svg&quot;>&lt;script>"');
  });

  it('writes the early script into the head after the charset, on a route the plan gives it to, with its hash', async () => {
    const early = inlineScript('fetch(`/api/x`);\n')!;
    expect(early).toEqual({ code: 'fetch(`/api/x`);', hash: `'sha256-${createHash('sha256').update('fetch(`/api/x`);').digest('base64')}'` });
    const withEarly = new Map<string, RouteFiles>([...plan, ['/deposit', { scripts: ['assets/deposit-e.js'], styles: [], early }]]);
    const pages = firstPaintPages(INDEX, withEarly);
    const deposit = (await pages('/deposit'))!;
    expect(deposit.html.toString()).toContain('<head><meta charset="UTF-8" /><script type="module" async>fetch(`/api/x`);</script><title>');
    expect(deposit.scriptHashes).toEqual([early.hash]);
    // A page made from it for one answer keeps the hash; a route without the script has none.
    expect(withBlock(deposit, '<script type="application/json" id="x">{}</script>', null).scriptHashes).toEqual([early.hash]);
    const home = (await pages('/'))!;
    expect(home.html.toString()).not.toContain('/api/x');
    expect(home.scriptHashes).toEqual([]);
  });

  it('never inlines a script whose text could end its element', () => {
    expect(inlineScript('const s = "</script><script>alert(1)";')).toBeNull();
    expect(inlineScript('const s = "</SCRIPT >";')).toBeNull();
    expect(inlineScript('x = "<!--";')).toBeNull();
  });

  it('reads from the built plan only the files this build wrote, and the early script as the page’s own', () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-paint-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/deposit-e.js'), '');
    writeFileSync(join(dist, 'assets/early-f.js'), 'fetch(`/api/x`);\n');
    const written = {
      '/deposit': { scripts: ['assets/deposit-e.js', 'assets/gone.js'], styles: [], early: 'assets/early-f.js' },
      '/withdrawal': { scripts: [], styles: [], early: 'assets/early-old.js' },
    };
    writeFileSync(join(dist, 'first-paint.json'), JSON.stringify(written));
    const loaded = loadFirstPaintPlan(dist);
    expect(loaded.get('/deposit')).toEqual({ scripts: ['assets/deposit-e.js'], styles: [], early: inlineScript('fetch(`/api/x`);') });
    expect(loaded.get('/withdrawal')).toEqual({ scripts: [], styles: [] });
  });

  it('reads every player-facing route of src/app/routes.ts with its screen module and namespaces', () => {
    const source = readFileSync('src/app/routes.ts', 'utf8');
    const lines = readRouteLines(source);
    const declared = source.split('\n').filter((l) => /^\s*\{ path: '/.test(l));
    const everyNamespace = declared.filter((l) => l.includes('ALL_NAMESPACES)'));
    expect(lines).toHaveLength(declared.length - everyNamespace.length);
    expect(lines.find((l) => l.path === '/')?.module).toMatch(/src\/features\/home\/home-page\.tsx$/);
    expect(lines.find((l) => l.path === '/deposit')?.namespaces).toEqual(['wallet', 'records', 'errors']);
  });
});
