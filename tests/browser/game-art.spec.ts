// The look of the lobby and home in the real product: every game's tile has art of its own (not one picture
// per category with only the name changed); promotion cards show their picture; card titles are never cut
// at the phone, tablet and desktop widths; no word of a payment method's tile breaks across lines.
import { expect, test, type Page } from '@playwright/test';
import { catalogueGames, SLIDERS } from '../../server/seed/content-catalogue.ts';
import { gamePictures, sliderPictures } from '../../server/seed/art.ts';
import { fundedPlayer, signIn } from './exchange-player.ts';

/**
 * Runs in the page: each picture drawn small, its art (above the name) as grey levels. Two tiles whose art
 * differs by less than ART_SAME on average are the same art with another name under it.
 */
async function artOf(paths: string[]): Promise<number[][]> {
  const canvas = document.createElement('canvas');
  canvas.width = 50;
  canvas.height = 60;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const out: number[][] = [];
  for (const path of paths) {
    const img = new Image();
    img.src = path;
    await img.decode();
    ctx.clearRect(0, 0, 50, 60);
    ctx.drawImage(img, 0, 0, 50, 60);
    // Rows 8-37 of 60: the art's part of a 240 px tile (32-148), above the game's name.
    const data = ctx.getImageData(0, 8, 50, 30).data;
    const grey: number[] = [];
    for (let i = 0; i < data.length; i += 4) grey.push((data[i]! + data[i + 1]! + data[i + 2]!) / 3);
    out.push(grey);
  }
  return out;
}
const ART_SAME = 6;
const meanDiff = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

test('every game tile has art of its own', async ({ page }) => {
  const games = catalogueGames();
  await page.goto('/promotions');
  const art = await page.evaluate(
    artOf,
    games.map((g) => g.thumbnail),
  );
  const same: string[] = [];
  for (let i = 0; i < games.length; i++) {
    for (let j = i + 1; j < games.length; j++) {
      if (meanDiff(art[i]!, art[j]!) < ART_SAME) same.push(`${games[i]!.name} = ${games[j]!.name}`);
    }
  }
  console.log(`${games.length} tiles, ${(games.length * (games.length - 1)) / 2} pairs compared; the same art: ${same.length}`);
  expect(same).toEqual([]);
});

test("every banner's and tile's words lie inside the picture, in both languages, with the fonts the pictures are drawn in", async ({ page }) => {
  const pictures = [...sliderPictures(), ...gamePictures()];
  const outside: string[] = [];
  for (const picture of pictures) {
    await page.setContent(`<!doctype html><body style="margin:0">${picture.svg}</body>`);
    await page.evaluate(() => document.fonts.ready);
    // The SVG is drawn at its own size, so page pixels are its units; a motif's words are placed by transforms.
    const words = await page.evaluate(() => {
      const svg = document.querySelector('svg')!.getBoundingClientRect();
      return [...document.querySelectorAll('svg text')].flatMap((t) => {
        const b = t.getBoundingClientRect();
        const inside = b.left >= svg.left && b.right <= svg.right && b.top >= svg.top && b.bottom <= svg.bottom;
        return inside ? [] : [`"${t.textContent}" (${Math.round(b.left - svg.left)}-${Math.round(b.right - svg.left)} of ${svg.width})`];
      });
    });
    for (const w of words) outside.push(`${picture.path}: ${w}`);
  }
  expect(outside).toEqual([]);
});

test('every promotion card shows its picture, not a letter', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/promotions');
  const cards = page.getByTestId('promo-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const picture = card.locator('.promo-card-thumb img');
    await expect(picture).toHaveCount(1);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

/**
 * The home's card rows with the seed's own sliders, as a site whose providers serve every studio shows them
 * (a fresh site lists only the games that launch, whose names are short): the page's sliders are swapped
 * before any script reads them.
 */
async function withSeededSliders(page: Page) {
  const item = (s: (typeof SLIDERS)[number], id: number) => ({
    id,
    name: s.name,
    link: s.link,
    thubmnail: s.thumbnail,
    status: 1,
    slider_type: s.sliderType,
    name_bn: s.nameBn,
    thumbnail_bn: s.thumbnail.replace(/\.(\w+)$/, '.bn.$1'),
  });
  const items = SLIDERS.map(item);
  const sliders = {
    main: items.filter((s) => s.slider_type === 'Main'),
    favourite: items.filter((s) => s.slider_type === 'Favourite'),
    feature: items.filter((s) => s.slider_type === 'Features'),
  };
  await page.route(/\/$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<script type="application\/json" id="site-answers">)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => {
        const answers = JSON.parse(json);
        answers.sliders = sliders;
        return `${open}${JSON.stringify(answers).replace(/</g, '\\u003c')}${close}`;
      },
    );
    return route.fulfill({ response, body });
  });
}

for (const width of [360, 768, 1024, 1280]) {
  for (const lang of ['en', 'bn']) {
    test(`at ${width} px in ${lang === 'en' ? 'English' : 'Bangla'} no card title on the home screen is cut`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await withSeededSliders(page);
      await page.goto('/');
      await expect(page.getByTestId('featured-slider').getByRole('button')).toHaveCount(SLIDERS.filter((s) => s.sliderType === 'Features').length);
      const titles = await page.locator('.slide-card > span:last-child').evaluateAll((els) =>
        els.map((el) => ({
          text: el.textContent,
          title: el.closest('button')?.getAttribute('title') ?? null,
          cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
        })),
      );
      expect(titles.length).toBe(SLIDERS.filter((s) => s.sliderType !== 'Main').length);
      expect(titles.filter((t) => t.cut)).toEqual([]);
      // The whole name is there for whoever needs it (a pointer's tooltip, a screen reader).
      for (const t of titles) expect(t.title).toBe(t.text);
    });
  }
}

for (const lang of ['en', 'bn'] as const) {
  test(`at 360 px in ${lang === 'en' ? 'English' : 'Bangla'} no word of a payment method tile breaks across lines`, async ({ page, request }) => {
    const player = await fundedPlayer(request, 100);
    await signIn(page, player, lang);
    for (const screen of ['/deposit', '/withdrawal']) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(screen);
      const tiles = page.getByTestId('payment-methods');
      await expect(tiles.getByRole('radio').first()).toBeVisible();
      const broken = await tiles.evaluate((root) => {
        const out: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index!);
            range.setEnd(node, m.index! + m[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) out.push(m[0]);
          }
        }
        return out;
      });
      expect(broken, screen).toEqual([]);
    }
  });
}
