// The casino lobby on a phone: a catalogue of 2,000 games keeps only a few dozen tiles in the page
// however far it scrolls, with the search, provider tabs and sort working over all of it; a player's
// hearts are stored on the server and lead the Favorite sort; a played game shows in Recently played;
// a player whose upline blocked the casino gets the Market Block popup instead of a category; only games
// that launch are offered, and one that does not, opened by its address, says so.
import { expect, test, type Page } from '@playwright/test';
import { lobbyGames } from '../../contracts/casino-lobby-sort.ts';
import { GENERATED_PLATFORMS, generatedCatalogue } from '../helpers/generated-catalogue.ts';
import { catalogueGames } from '../../server/seed/content-catalogue.ts';
import { expectNoSidewaysScroll, uiLogin, verifiedPlayer } from './casino-kit.ts';

test.use({ viewport: { width: 360, height: 740 } });

const CATALOGUE = generatedCatalogue(2_000, 'SLOT');
/** More tiles than this in the page means the grid is not virtualized (360 px shows two columns). */
const MAX_TILES_IN_PAGE = 60;

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The server's answers for a catalogue of 2,000 slot games by four studios (the DOM scale check). */
async function serveBigCatalogue(page: Page) {
  // The server writes its own catalogue into /games's page (server/pages/game-lobby-block.ts): taken out of the
  // page here, so the lobby asks the API as a page without it does, and gets the 2,000 games below.
  await page.route(/\/games\?/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="lobby-answers">.*?<\/script>/s, '');
    return route.fulfill({ response, body });
  });
  await page.route(/\/api\/get-games\?/, (route) => route.fulfill({ json: { games: CATALOGUE, message: 'Games' } }));
  await page.route(/\/api\/get-system\?/, (route) =>
    route.fulfill({
      json: {
        message: 'Systems',
        systems: GENERATED_PLATFORMS.map((platform) => ({ platform, name: platform[0] + platform.slice(1).toLowerCase(), type: 'SLOT', logo: '' })),
      },
    }),
  );
}

const tilesInPage = (page: Page) => page.getByTestId('game-tile').count();

test('a lobby of 2,000 games keeps a few dozen tiles in the page from its top to its last game', async ({ page }) => {
  const errors = consoleErrors(page);
  await serveBigCatalogue(page);
  await page.goto('/games?type=SLOT');
  await expect(page.getByText('2,000 games')).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  // The first screen is drawn before the virtualizer has loaded (game-grid.tsx); the rows below come with it.
  await expect(page.locator('[data-virtuoso-scroller]')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  const counts = [await tilesInPage(page)];
  // Once the player scrolls, rows are drawn ahead of the screen (lobby-frame.spec.ts: not before).
  const belowScreen = () =>
    page.evaluate(() => [...document.querySelectorAll('[data-testid="game-tile"]')].filter((t) => t.getBoundingClientRect().top >= window.innerHeight).length);

  // Ten stops down the page, then its very end, where the least played game is drawn.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the grid reserves the height of every row').toBeGreaterThan(100 * 740);
  for (let stop = 1; stop <= 10; stop++) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round((height * stop) / 11));
    await page.waitForTimeout(100);
    counts.push(await tilesInPage(page));
    if (stop === 1) await expect.poll(belowScreen).toBeGreaterThan(0);
  }
  const last = lobbyGames(CATALOGUE, { provider: null, search: '', sort: 'recommend' }).at(-1)!;
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: `Play ${last.name}`, exact: true })).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  counts.push(await tilesInPage(page));
  console.log(`tiles in the page at 12 scroll positions over 2,000 games: ${counts.join(', ')}`);
  for (const count of counts) {
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(MAX_TILES_IN_PAGE);
  }

  // Search is case-insensitive, over the whole catalogue; a provider tab narrows it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('searchbox', { name: 'Search by game name' }).fill('monsoon REELS');
  const matches = CATALOGUE.filter((g) => g.name.toLowerCase().includes('monsoon reels')).length;
  expect(matches).toBeGreaterThan(1);
  await expect(page.getByText(`${matches} games`, { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by game name' }).fill('');
  await page.getByRole('tab', { name: 'Padma' }).click();
  await expect(page.getByText('500 games', { exact: true })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('az');
  const firstPadma = lobbyGames(CATALOGUE, { provider: 'PADMA', search: '', sort: 'az' })[0]!;
  await expect(page.getByRole('button', { name: 'Play ' }).first()).toHaveAccessibleName(`Play ${firstPadma.name}`);

  // A guest's heart asks for a log-in, like a game tap.
  await page.getByRole('button', { name: `Add ${firstPadma.name} to favourites` }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

/**
 * The lobby of every seeded slot, as a site whose providers serve them all would answer (a fresh site lists only
 * the house's one slot): hearts are the server's own, for games its catalogue holds.
 */
async function serveSeededSlots(page: Page) {
  const slots = catalogueGames()
    .filter((g) => g.type === 'SLOT')
    .map((g, i) => ({
      code: g.code,
      name: g.name,
      platform: g.platform,
      type: g.type,
      thumbnail: g.thumbnail,
      tags: [],
      launched_on: null,
      popularity: 1000 - i,
    }));
  await page.route(/\/games\?type=SLOT/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="lobby-answers">.*?<\/script>/s, '');
    return route.fulfill({ response, body });
  });
  await page.route(/\/api\/get-games\?type=SLOT/, (route) => route.fulfill({ json: { games: slots, message: 'Games' } }));
}

test('a heart is kept on the server, leads the Favorite sort, and a played game shows in Recently played', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const player = await verifiedPlayer(request, baseURL!);
  await uiLogin(page, player.username, player.password);
  await serveSeededSlots(page);
  await page.goto('/games?type=SLOT');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.nth(5)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently played' })).toHaveCount(0);
  // The sixth most played slot: under Recommend it is not first.
  const name = (await tiles.nth(5).locator('.game-tile-name').textContent())!;
  await expect(tiles.first()).not.toContainText(name);
  await tiles
    .nth(5)
    .getByRole('button', { name: `Add ${name} to favourites` })
    .click();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  // Kept by the server: a fresh page still has the heart, and the Favorite sort puts it first.
  await page.reload();
  await page.getByLabel('Sort by').selectOption('favorite');
  await expect(tiles.first()).toContainText(name);
  await expect(tiles.first().getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  // Playing a game puts it in Recently played.
  await page.goto('/games?type=TABLE');
  await page.getByRole('button', { name: 'Play Jhandi Munda' }).click();
  await expect(page).toHaveURL(/\/gamerun$/);
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page).toHaveURL(/\/games\?type=TABLE/);
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.getByRole('button', { name: 'Play Jhandi Munda' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
});

test('a player whose upline blocked the casino gets the Market Block popup, not the category', async ({ page, request, baseURL }) => {
  const player = await verifiedPlayer(request, baseURL!);
  await page.route(/\/api\/market\/block$/, (route) => route.fulfill({ json: { exchange_market: 1, cs_market: 0, status: 'blocked' } }));
  await uiLogin(page, player.username, player.password);
  await page.getByTestId('mobile-top-bar').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Crash' }).click();
  await menu.getByRole('button', { name: 'Chakka Originals' }).click();
  const popup = page.getByRole('dialog', { name: 'Market Block' });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  // Reached by its address, the lobby says the same and shows no game.
  await page.goto('/crash');
  await expect(page.getByText('Market Block')).toBeVisible();
  await expect(page.getByTestId('game-tile')).toHaveCount(0);
});

test("a player's home game tiles open the game in place, and a studio game no provider serves, opened by its address, says so", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const player = await verifiedPlayer(request, baseURL!);
  await uiLogin(page, player.username, player.password);
  const featured = page.getByTestId('featured-slider');
  // Only games that launch are offered: the studio games no provider serves are not on the home screen.
  await expect(featured.getByRole('button', { name: 'Lucky Sixes' })).toBeVisible();
  await expect(featured.getByRole('button', { name: 'Hilsa Harvest' })).toHaveCount(0);
  await featured.getByRole('button', { name: 'Lucky Sixes' }).click();
  await expect(page).toHaveURL(/\/gamerun$/);
  expect(page.context().pages()).toHaveLength(1);
  await expect(page.frameLocator('iframe.gamerun-frame').getByTestId('slot-paytable')).toBeVisible();
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A launch of such a game by its address (an old bookmark of /gamerun, a link kept from before) still says so.
  await page.evaluate(() => {
    window.history.pushState(
      { gameLaunch: { platform: 'PADMA', type: 'SLOT', code: 'padma_hilsa_harvest', name: 'Hilsa Harvest', returnTo: '/' } },
      '',
      '/gamerun',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('dialog')).toContainText('This game is not available yet. Please choose another game.');
  await expect(page.locator('iframe.gamerun-frame')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  // Chromium logs the refused launch's 409 itself ("Failed to load resource"); nothing else may log.
  expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
});

test("the lobby is drawn from the catalogue written into its page: no games or providers asked, its first row's pictures preloaded", async ({ page }) => {
  const errors = consoleErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/get-(games|system)\?/.test(r.url())) asked.push(r.url());
  });
  const response = await page.goto('/games?type=SLOT');
  const html = await response!.text();
  // The first row's pictures: three, or every game of a smaller lobby.
  const listed = JSON.parse(/<script type="application\/json" id="lobby-answers">(.*?)<\/script>/s.exec(html)![1]!).games.games.length as number;
  expect(listed).toBeGreaterThan(0);
  expect(html.match(/<link rel="preload" as="image" href="\/storage\/games\/[^"]+" fetchpriority="high">/g)).toHaveLength(Math.min(3, listed));
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  // The first tile drawn is the first preloaded picture.
  const first = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)![1];
  await expect(page.getByTestId('game-tile').first().locator('img')).toHaveAttribute('src', first!);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});
