// The seed's art as SVG, from the seeded data alone (no downloads): each game's tile (its own motif, accent and
// pattern: art-motifs.ts), the slider banners in both languages (their words fitted to the picture:
// art-text.ts), the promotions' pictures, the marks (logos, provider badges). generate-images.ts draws the
// pictures to WebP (docs/decisions/0161) and writes each picture's source hash beside them, which
// seed-art.test.ts compares with these builders, so the committed pictures are what this file draws.
import type { GameType } from '../../contracts/content.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { accentOf, motifOf, patternOf, pick } from './art-motifs.ts';
import { fitText } from './art-text.ts';
import { SLIDERS, STUDIOS, bnThumbnail, catalogueGames, type SliderSeed } from './content-catalogue.ts';
import { PROMOTION_ART, type PromotionArt } from './promotion-art.ts';

export const FONT = 'font-family="\'Segoe UI\',Roboto,Arial,sans-serif"';
// Bangla banners name the Bengali fonts first (Android has Noto Sans Bengali; Windows Nirmala UI).
const FONT_BN = "font-family=\"'Noto Sans Bengali','Hind Siliguri','Nirmala UI',Vrinda,sans-serif\"";

export function gradient(id: string, [a, b]: [string, string]) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/** A game's tile, 200 × 240: its studio's gradient, its own pattern and motif, its name and its studio. */
function gameTile(game: { code: string; name: string; type: GameType; colors: [string, string] }, studio: string) {
  const name = fitText(game.name, 21, 176);
  // Where the motif stands and how wide its disc is: the game's own, so two games of one motif differ.
  const cx = 88 + pick(game.code, 'cx', 25);
  const r = 48 + pick(game.code, 'r', 13);
  const text = name.lines
    .map(
      (l, i) =>
        `<text x="100" y="${184 + i * (name.fontSize + 3) - (name.lines.length - 1) * 12}" text-anchor="middle" font-size="${name.fontSize}" font-weight="700" fill="#fff" ${FONT}>${escapeHtml(l)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240" viewBox="0 0 200 240"><defs>${gradient('g', game.colors)}` +
    `<clipPath id="c"><rect width="200" height="240" rx="16"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="200" height="240" fill="url(#g)"/>${patternOf(game.code)}</g>` +
    `<circle cx="${cx}" cy="88" r="${r}" fill="#000" opacity=".14"/><circle cx="${cx}" cy="88" r="${r}" fill="${accentOf(game.code)}" opacity=".35"/>` +
    `<circle cx="${cx}" cy="88" r="${r}" fill="none" stroke="${accentOf(game.code)}" stroke-width="4" opacity=".9"/>` +
    `<g transform="translate(${cx} 88)">${motifOf(game.name, game.type, game.code)}</g>${text}` +
    `<text x="100" y="226" text-anchor="middle" font-size="11" letter-spacing="1.5" fill="#fff" opacity=".85" ${FONT}>${escapeHtml(studio.toUpperCase())}</text></svg>\n`
  );
}

/** A banner: the title (one line, or two when it must), the sub line and a Play button, all inside the picture. */
export function banner(width: number, height: number, title: string, subtitle: string, colors: [string, string], lang: 'en' | 'bn' = 'en') {
  const big = Math.round(height * 0.16);
  const font = lang === 'bn' ? FONT_BN : FONT;
  const play = lang === 'bn' ? 'এখনই খেলুন' : 'PLAY NOW';
  const left = width * 0.06;
  const room = width - 2 * left;
  const head = fitText(title, big, room);
  const sub = fitText(subtitle, Math.round(big * 0.42), room, 2);
  const buttonTop = height * 0.72;
  const subLines = sub.lines.length;
  // The title's last line, then the sub line, sit just above the button.
  const subTop = buttonTop - big * 0.35 - subLines * sub.fontSize * 1.2;
  const titleBase = subTop - big * 0.2;
  const titleText = head.lines
    .map(
      (l, i) =>
        `<text x="${left}" y="${(titleBase - (head.lines.length - 1 - i) * head.fontSize * 1.05).toFixed(1)}" font-size="${head.fontSize}" font-weight="800" fill="#fff" ${font}>${escapeHtml(l)}</text>`,
    )
    .join('');
  const subText = sub.lines
    .map(
      (l, i) =>
        `<text x="${left}" y="${(subTop + (i + 1) * sub.fontSize * 1.2).toFixed(1)}" font-size="${sub.fontSize}" fill="#fff" opacity=".9" ${font}>${escapeHtml(l)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${gradient('g', colors)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.6}" fill="#fff" opacity=".08"/><circle cx="${width * 0.95}" cy="${height}" r="${height * 0.45}" fill="#000" opacity=".12"/>` +
    `${titleText}${subText}` +
    `<rect x="${left}" y="${buttonTop}" width="${big * 3.6}" height="${big * 0.9}" rx="${big * 0.45}" fill="#ffd54f"/>` +
    `<text x="${left + big * 1.8}" y="${buttonTop + big * 0.6}" text-anchor="middle" font-size="${Math.round(big * 0.4)}" font-weight="700" fill="#222" ${font}>${play}</text></svg>\n`
  );
}

/** Pictures: drawn at about the device pixels each takes on a phone (1.75-2 per CSS pixel: the banner is the
 *  screen's width, a card 156 CSS px, a tile 104-130, a promotion card 328), in WebP. */
const PICTURE_SIZES = {
  Main: [840, 280],
  Favourite: [280, 159],
  Features: [280, 280],
  game: [200, 240],
  promotion: [640, 280],
} as const;

/** The banners' own canvases (the shapes the home screen's CSS gives them), scaled to PICTURE_SIZES. */
const CANVAS: Record<SliderSeed['sliderType'], [number, number]> = { Main: [1200, 400], Favourite: [600, 340], Features: [400, 400] };

export interface Picture {
  path: string;
  svg: string;
  size: readonly [number, number];
}

export function sliderPictures(): Picture[] {
  return SLIDERS.flatMap((s) => {
    const [w, h] = CANVAS[s.sliderType];
    const size = PICTURE_SIZES[s.sliderType];
    return [
      { path: s.thumbnail, svg: banner(w, h, s.art.title, s.art.subtitle, s.art.colors), size },
      { path: bnThumbnail(s.thumbnail), svg: banner(w, h, s.artBn.title, s.artBn.subtitle, s.art.colors, 'bn'), size },
    ];
  });
}

export function gamePictures(): Picture[] {
  const studioName = new Map(STUDIOS.map((s) => [s.platform, s.name]));
  return catalogueGames().map((g) => ({ path: g.thumbnail, svg: gameTile(g, studioName.get(g.platform) ?? g.platform), size: PICTURE_SIZES.game }));
}

const promotionPictures = (): Picture[] => PROMOTION_ART.map((p: PromotionArt) => ({ path: p.thumbnail, svg: p.svg(), size: PICTURE_SIZES.promotion }));

/** Every WebP picture the seed points at. */
export const allPictures = (): Picture[] => [...sliderPictures(), ...gamePictures(), ...promotionPictures()];
