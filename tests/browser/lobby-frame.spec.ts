// The lobby's first tiles in /games's static frame (server/lobby-frame.ts): drawn by the server before any
// script runs, they must stand exactly where React's lobby then draws the same games, in either language,
// or the player would see the grid jump as the app starts. On a wide screen the frame draws no tiles.
import { expect, test, type Browser } from '@playwright/test';

const LOBBY = '/games?type=SLOT';

interface Tile {
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Runs in the page: the first `count` pictures `selector` finds, with their boxes. */
const tileBoxes = ([selector, count]: readonly [string, number]) =>
  [...document.querySelectorAll<HTMLImageElement>(selector)].slice(0, count).map((img) => {
    const r = img.getBoundingClientRect();
    return { src: img.getAttribute('src') ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
  });

/**
 * The lobby as the app draws it in `lang`, then the same page again with every script refused: the server's
 * frame alone, sent in the language the app told it (the `lang` cookie, server/page-language.ts).
 */
async function appThenFrame(browser: Browser, width: number, lang: string): Promise<{ app: Tile[]; frame: Tile[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await page.goto(LOBBY);
  await expect(page.locator('.boot-frame')).toHaveCount(0);
  await expect(page.getByTestId('game-tile')).not.toHaveCount(0);
  const app = await page.evaluate(tileBoxes, ['[data-testid="game-tile"] img', 6] as const);
  // Until the player scrolls, the grid draws no rows ahead of the screen: no more than it drew before it had
  // measured anything (FIRST_TILES, game-grid.tsx). With 300 px ahead from the start it drew 15 at 412 px.
  await page.waitForTimeout(500);
  expect(await page.getByTestId('game-tile').count(), `${lang}: tiles drawn before any scroll`).toBeLessThanOrEqual(12);
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
  await page.goto(LOBBY);
  expect(await page.getAttribute('html', 'lang')).toBe(lang);
  const frame = await page.evaluate(tileBoxes, ['.boot-frame .game-tile img', 12] as const);
  await context.close();
  return { app, frame };
}

for (const width of [360, 412]) {
  test(`at ${width} px the frame's tiles are the lobby's first games, where the lobby draws them, in English and in Bangla`, async ({ browser }) => {
    for (const lang of ['en', 'bn']) {
      const { app, frame } = await appThenFrame(browser, width, lang);
      expect(frame, lang).toHaveLength(6);
      expect(
        app.map((t) => t.src),
        lang,
      ).toEqual(frame.map((t) => t.src));
      for (const [i, tile] of app.entries()) {
        for (const key of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(tile[key] - frame[i]![key]), `${lang}: tile ${i + 1}'s ${key}: app ${tile[key]}, frame ${frame[i]![key]}`).toBeLessThan(0.5);
        }
      }
    }
  });
}

test('on a wide screen the frame draws no tiles: the desktop shell comes instead', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
  await page.goto(LOBBY);
  await expect(page.locator('.boot-frame .game-tile img')).toHaveCount(6);
  await expect(page.locator('.boot-frame .game-tile img').first()).toBeHidden();
  await context.close();
});
