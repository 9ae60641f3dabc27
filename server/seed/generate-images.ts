// Draws the site's art into public/storage/: the marks as SVG (logos, provider badges), the pictures
// (slider banners, game tiles, promotions: art.ts) drawn as SVG and then photographed to WebP by Debian's
// Chromium, and beside them art-sources.json, the hash of each picture's SVG.
// Run once by hand (`npx tsx server/seed/generate-images.ts`, CHROMIUM_PATH as for the browser tests);
// the files are committed and the database rows point at /storage/... paths, which the server serves
// from the built public/ folder.
//
// Why pictures are WebP (docs/decisions/0161): an SVG in an <img> is a whole document of its own, parsed,
// styled, laid out and painted on the page's main thread; a WebP is decoded off it. The lobby's tiles as
// SVG were most of /games's blocking time. Real banners and tiles are photographs an operator
// uploads, so the seed's are pictures too.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { STUDIOS, providerLogo } from './content-catalogue.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { allPictures, FONT, gradient, type Picture } from './art.ts';

const ROOT = fileURLToPath(new URL('../../public', import.meta.url));
/** Beside the pictures: each one's source hash (seed-art.test.ts checks them against art.ts). */
export const ART_SOURCES = '/storage/art-sources.json';
export const sourceHash = (svg: string) => createHash('sha256').update(svg).digest('hex');

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

const WEBP_QUALITY = 60;

/** Photographs an SVG at its picture size (its viewBox scaled to fit) and writes it as WebP. */
async function putPicture(page: Page, { path, svg, size: [width, height] }: Picture) {
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
  const pictures = allPictures();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    for (const picture of pictures) await putPicture(page, picture);
  } finally {
    await browser.close();
  }
  const sources = Object.fromEntries(pictures.map((p) => [p.path, sourceHash(p.svg)]));
  await put(ART_SOURCES, `${JSON.stringify(sources, null, 2)}\n`);
  console.log(`wrote ${4 + STUDIOS.length + pictures.length} images under public/storage`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
