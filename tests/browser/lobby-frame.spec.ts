// The lobby's first tiles in /games's static frame (server/pages/game-lobby-frame.ts): drawn by the server before any
// script runs, they must stand exactly where React's lobby then draws the same games, in either language,
// or the player would see the grid jump as the app starts. On a wide screen the frame draws no tiles.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { generatedCatalogue } from '../helpers/generated-catalogue.ts';

const LOBBY = '/games?type=SLOT';
/** The tiles the frame draws (LOBBY_FRAME_TILES): six, or every game of a smaller lobby. */
const FRAME_TILES = 6;

/**
 * The page's lobby answer swapped for 40 slots of one studio, before any script reads it: the app's grid then
 * has more than a screen to draw (a fresh site's lobbies hold the house's few games). The server's own frame
 * stays as it drew it.
 */
async function withLongLobby(page: Page) {
  const games = generatedCatalogue(40, 'SLOT').map((g) => ({ ...g, platform: 'CHAKKA' }));
  await page.route(/\/games\?type=SLOT/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<script type="application\/json" id="lobby-answers">)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => {
        const answers = JSON.parse(json);
        answers.games.games = games;
        return `${open}${JSON.stringify(answers).replace(/</g, '\\u003c')}${close}`;
      },
    );
    return route.fulfill({ response, body });
  });
}

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
 * frame alone, sent in the language the app told it (the `lang` cookie, server/pages/page-language.ts).
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

/** How many games the lobby lists (its page's answer). */
async function listedGames(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const html = await (await context.request.get(LOBBY)).text();
  await context.close();
  return JSON.parse(/<script type="application\/json" id="lobby-answers">(.*?)<\/script>/s.exec(html)![1]!).games.games.length;
}

for (const width of [360, 412]) {
  test(`at ${width} px the frame's tiles are the lobby's first games, where the lobby draws them, in English and in Bangla`, async ({ browser }) => {
    const listed = await listedGames(browser);
    expect(listed).toBeGreaterThan(0);
    for (const lang of ['en', 'bn']) {
      const { app, frame } = await appThenFrame(browser, width, lang);
      expect(frame, lang).toHaveLength(Math.min(FRAME_TILES, listed));
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
  const listed = await listedGames(browser);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
  await page.goto(LOBBY);
  await expect(page.locator('.boot-frame .game-tile img')).toHaveCount(Math.min(FRAME_TILES, listed));
  await expect(page.locator('.boot-frame .game-tile img').first()).toBeHidden();
  await context.close();
});

test('the first screen drawn before the virtualizer loads is where the virtualized grid then draws it, with no layout shift', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await withLongLobby(page);
  // The virtualizer's chunk is held back a second (it is loaded with the lobby, game-grid.tsx), so the
  // first screen is surely drawn without it first.
  let held = 0;
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('data-virtuoso-scroller')) {
      held++;
      await new Promise((r) => setTimeout(r, 1000));
    }
    await route.fulfill({ response, body });
  });
  await page.goto(LOBBY);
  await expect(page.locator('.boot-frame')).toHaveCount(0);
  await expect(page.getByTestId('game-tile')).toHaveCount(12);
  expect(await page.locator('[data-virtuoso-scroller]').count(), 'the plain first screen').toBe(0);
  const plain = await page.evaluate(tileBoxes, ['[data-testid="game-tile"] img', 12] as const);
  await expect(page.locator('[data-virtuoso-scroller]')).toHaveCount(1);
  const virtualized = await page.evaluate(tileBoxes, ['[data-testid="game-tile"] img', 12] as const);
  expect(held).toBe(1);
  // Once it has measured the screen, the virtualizer may keep fewer tiles than the plain first screen's 12.
  expect(virtualized.length).toBeGreaterThanOrEqual(6);
  expect(virtualized.map((t) => t.src)).toEqual(plain.slice(0, virtualized.length).map((t) => t.src));
  for (const [i, tile] of virtualized.entries()) {
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(tile[key] - plain[i]![key]), `tile ${i + 1}'s ${key}: virtualized ${tile[key]}, plain ${plain[i]![key]}`).toBeLessThan(0.5);
    }
  }
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  // Files the page asks for later (at idle) may still be in the handler: closing must not fail on them.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});
