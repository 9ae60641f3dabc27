// Draws the site's art into public/storage/: the marks as SVG (logos, provider badges), the pictures
// (slider banners, game tiles) drawn as SVG and then photographed to WebP by Debian's Chromium.
// Run once by hand (`npx tsx server/seed/generate-images.ts`, CHROMIUM_PATH as for the browser tests);
// the files are committed and the database rows point at /storage/... paths, which the server serves
// from the built public/ folder.
//
// Why pictures are WebP (docs/decisions/0161): an SVG in an <img> is a whole document of its own, parsed,
// styled, laid out and painted on the page's main thread, about 40 ms each on this machine; a WebP is
// decoded off it. The lobby's tiles as SVG were most of /games's blocking time in Lighthouse (median
// 240 ms against 71 ms with no pictures at all). Real banners and tiles are photographs an operator
// uploads, so the seed's are pictures too.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import type { GameType } from '../../contracts/content.ts';
import { SLIDERS, STUDIOS, bnThumbnail, catalogueGames, providerLogo } from './content-catalogue.ts';
import { escapeHtml } from '../lib/escape-html.ts';

const ROOT = fileURLToPath(new URL('../../public', import.meta.url));
const FONT = 'font-family="\'Segoe UI\',Roboto,Arial,sans-serif"';
// Bangla banners name the Bengali fonts first (Android has Noto Sans Bengali; Windows Nirmala UI).
const FONT_BN = "font-family=\"'Noto Sans Bengali','Hind Siliguri','Nirmala UI',Vrinda,sans-serif\"";

function gradient(id: string, [a, b]: [string, string]) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

// A simple emblem per category, drawn in white over the tile.
const EMBLEM: Record<GameType, string> = {
  SPORTS:
    '<circle r="34" fill="none" stroke="#fff" stroke-width="6"/><path d="M-30 -10 Q0 8 30 -10 M-30 10 Q0 -8 30 10" stroke="#fff" stroke-width="4" fill="none"/>',
  LIVE: '<rect x="-30" y="-38" width="60" height="76" rx="8" fill="#fff"/><path d="M0 -18 L14 0 L0 18 L-14 0Z" fill="#e0245e"/>',
  SLOT:
    '<rect x="-40" y="-28" width="80" height="56" rx="10" fill="#fff"/><text y="14" text-anchor="middle" font-size="36" font-weight="800" fill="#d32f2f" ' +
    FONT +
    '>777</text>',
  TABLE: '<circle r="36" fill="#fff"/><circle r="24" fill="none" stroke="#0f5132" stroke-width="6" stroke-dasharray="8 6"/>',
  BINGO:
    '<path d="M0 -36 C22 -10 34 4 18 22 C10 30 4 26 0 20 C-4 26 -10 30 -18 22 C-34 4 -22 -10 0 -36Z" fill="#fff"/><path d="M-8 36 L8 36 L0 18Z" fill="#fff"/>',
  EGAME:
    '<path d="M-38 30 L-10 0 L6 14 L36 -30" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="36" cy="-30" r="8" fill="#fff"/>',
  FH: '<path d="M-38 0 C-18 -26 18 -26 30 0 C18 26 -18 26 -38 0Z M30 0 L44 -16 L44 16Z" fill="#fff"/><circle cx="-18" cy="-4" r="5" fill="#333"/>',
  LOTTO:
    '<circle cx="-20" cy="8" r="18" fill="#fff"/><circle cx="20" cy="8" r="18" fill="#ffd54f"/><circle cx="0" cy="-22" r="18" fill="#fff"/><text x="0" y="-15" text-anchor="middle" font-size="18" font-weight="800" fill="#333" ' +
    FONT +
    '>6</text>',
};

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function gameTile(name: string, studio: string, type: GameType, colors: [string, string]) {
  const lines = wrap(name, 14).slice(0, 2);
  const text = lines
    .map(
      (l, i) =>
        `<text x="100" y="${182 + i * 24 - (lines.length - 1) * 12}" text-anchor="middle" font-size="21" font-weight="700" fill="#fff" ${FONT}>${escapeHtml(l)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240" viewBox="0 0 200 240"><defs>${gradient('g', colors)}</defs>` +
    '<rect width="200" height="240" rx="16" fill="url(#g)"/><circle cx="170" cy="30" r="60" fill="#fff" opacity=".08"/><circle cx="20" cy="220" r="50" fill="#000" opacity=".12"/>' +
    `<g transform="translate(100 90)">${EMBLEM[type]}</g>${text}` +
    `<text x="100" y="226" text-anchor="middle" font-size="11" letter-spacing="1.5" fill="#fff" opacity=".8" ${FONT}>${escapeHtml(studio.toUpperCase())}</text></svg>\n`
  );
}

function banner(width: number, height: number, title: string, subtitle: string, colors: [string, string], lang: 'en' | 'bn' = 'en') {
  const big = Math.round(height * 0.16);
  const font = lang === 'bn' ? FONT_BN : FONT;
  const play = lang === 'bn' ? 'এখনই খেলুন' : 'PLAY NOW';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${gradient('g', colors)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.6}" fill="#fff" opacity=".08"/><circle cx="${width * 0.95}" cy="${height}" r="${height * 0.45}" fill="#000" opacity=".12"/>` +
    `<text x="${width * 0.06}" y="${height * 0.48}" font-size="${big}" font-weight="800" fill="#fff" ${font}>${escapeHtml(title)}</text>` +
    `<text x="${width * 0.06}" y="${height * 0.48 + big * 0.95}" font-size="${Math.round(big * 0.42)}" fill="#fff" opacity=".9" ${font}>${escapeHtml(subtitle)}</text>` +
    `<rect x="${width * 0.06}" y="${height * 0.72}" width="${big * 3.6}" height="${big * 0.9}" rx="${big * 0.45}" fill="#ffd54f"/>` +
    `<text x="${width * 0.06 + big * 1.8}" y="${height * 0.72 + big * 0.6}" text-anchor="middle" font-size="${Math.round(big * 0.4)}" font-weight="700" fill="#222" ${font}>${play}</text></svg>\n`
  );
}

// The wordmark: a six-sided ball (chakka = a six in cricket) beside the name.
const MARK =
  '<circle r="26" fill="#ffd54f"/><circle r="21" fill="none" stroke="#b71c1c" stroke-width="2" stroke-dasharray="3 3"/><text y="9" text-anchor="middle" font-size="24" font-weight="900" fill="#0f5132" ' +
  FONT +
  '>6</text>';
const logo = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<g transform="translate(32 ${h / 2})">${MARK}</g><text x="66" y="${h / 2 + 12}" font-size="34" font-weight="900" letter-spacing="1" fill="#ffd54f" ${FONT}>CHAKKA</text></svg>\n`;
const square = (size: number, bg: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-32 -32 64 64">` +
  (bg ? '<rect x="-32" y="-32" width="64" height="64" rx="14" fill="#0f5132"/>' : '') +
  `${MARK}</svg>\n`;

function providerBadge(name: string, colors: [string, string]) {
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64"><defs>${gradient('g', colors)}</defs>` +
    `<rect width="200" height="64" rx="12" fill="url(#g)"/><circle cx="32" cy="32" r="20" fill="#fff" opacity=".9"/>` +
    `<text x="32" y="39" text-anchor="middle" font-size="18" font-weight="800" fill="${colors[0]}" ${FONT}>${escapeHtml(initials)}</text>` +
    `<text x="60" y="38" font-size="${name.length > 16 ? 13 : 15}" font-weight="700" fill="#fff" ${FONT}>${escapeHtml(name)}</text></svg>\n`
  );
}

async function put(path: string, content: string | Buffer) {
  const file = `${ROOT}${path}`;
  await mkdir(file.slice(0, file.lastIndexOf('/')), { recursive: true });
  await writeFile(file, content);
}

/** Pictures: drawn at about the device pixels each takes on a phone (1.75-2 per CSS pixel: the banner is
 *  the screen's width, a card 156 CSS px, a tile 104-130), in WebP at WEBP_QUALITY. */
export const PICTURE_SIZES = {
  Main: [840, 280],
  Favourite: [280, 159],
  Features: [280, 280],
  game: [200, 240],
} as const;
const WEBP_QUALITY = 60;

/** Photographs an SVG at width × height (its viewBox scaled to fit) and writes it as WebP. */
async function putPicture(page: Page, path: string, svg: string, [width, height]: readonly [number, number]) {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<style>html,body{margin:0;overflow:hidden}</style><img width="${width}" height="${height}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
  );
  await page.waitForFunction(() => document.images[0]?.complete);
  const cdp = await page.context().newCDPSession(page);
  // Transparent where the art is (a tile's rounded corners), not the page's white.
  await cdp.send('Emulation.setDefaultBackgroundColorOverride', { color: { r: 0, g: 0, b: 0, a: 0 } });
  const shot = await cdp.send('Page.captureScreenshot', { format: 'webp', quality: WEBP_QUALITY });
  await cdp.detach();
  await put(path, Buffer.from(shot.data, 'base64'));
}

async function main() {
  await put('/storage/brand/logo.svg', logo(240, 64));
  await put('/storage/brand/mobile-logo.svg', logo(220, 56));
  await put('/storage/brand/loader-logo.svg', square(96, false));
  await put('/storage/brand/favicon.svg', square(64, true));
  for (const studio of STUDIOS) await put(providerLogo(studio.platform), providerBadge(studio.name, studio.colors));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    for (const s of SLIDERS) {
      // Drawn on the banners' own canvases (the shapes the home screen's CSS gives them), then scaled.
      const [w, h] = s.sliderType === 'Main' ? [1200, 400] : s.sliderType === 'Favourite' ? [600, 340] : [400, 400];
      const size = PICTURE_SIZES[s.sliderType];
      await putPicture(page, s.thumbnail, banner(w, h, s.art.title, s.art.subtitle, s.art.colors), size);
      await putPicture(page, bnThumbnail(s.thumbnail), banner(w, h, s.artBn.title, s.artBn.subtitle, s.art.colors, 'bn'), size);
    }
    const studioName = new Map(STUDIOS.map((s) => [s.platform, s.name]));
    for (const g of catalogueGames())
      await putPicture(page, g.thumbnail, gameTile(g.name, studioName.get(g.platform) ?? g.platform, g.type, g.colors), PICTURE_SIZES.game);
  } finally {
    await browser.close();
  }
  console.log(`wrote ${4 + SLIDERS.length * 2 + STUDIOS.length + catalogueGames().length} images under public/storage`);
}

await main();
