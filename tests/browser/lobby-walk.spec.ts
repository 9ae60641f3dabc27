// The lobby walk: a player on a phone opens every game the product lists anywhere (the home's favourites
// and featured rows, its category tabs and sports entries, the side menu's categories and providers, the
// lobby of every category) and each one launches: a game screen in /gamerun's frame, or the exchange's
// own page; never "This game is not available yet". A category or provider with nothing to launch is not
// offered, so the walk meets none.
import { expect, test, type Page } from '@playwright/test';
import { GAME_TYPES } from '../../contracts/content.ts';
import { uiLogin, verifiedPlayer } from './casino-kit.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** Where a listed game was met, and what opening it did. */
interface Opened {
  where: string;
  name: string;
  outcome: string;
}

/** Opens one listed entry by tapping it and says what came: a game screen, a page of the site, or a refusal. */
async function openAndSee(page: Page, tap: () => Promise<void>, what = ''): Promise<string> {
  const from = new URL(page.url());
  await tap();
  const refusal = page.getByRole('dialog');
  const frame = page.locator('iframe.gamerun-frame');
  const look = async (): Promise<string> => {
    if (await refusal.isVisible()) return `refused: ${(await refusal.textContent())?.trim()}`;
    if (await frame.isVisible()) {
      const screen = page.frameLocator('iframe.gamerun-frame').locator('[data-screen]');
      return (await screen.count()) > 0 ? `game ${await screen.first().getAttribute('data-screen')}` : '';
    }
    const at = new URL(page.url());
    const moved = at.pathname !== '/gamerun' && `${at.pathname}${at.search}` !== `${from.pathname}${from.search}`;
    return moved ? `page ${at.pathname}` : '';
  };
  let outcome = '';
  for (const until = Date.now() + 20_000; outcome === '' && Date.now() < until; ) {
    outcome = await look();
    if (outcome === '') await page.waitForTimeout(200);
  }
  expect(outcome, `a tap on ${what} opened something (at ${page.url()})`).not.toBe('');
  // Back where the entry was, for the next one.
  if (outcome.startsWith('refused')) await refusal.getByRole('button').first().click();
  else if (outcome.startsWith('game')) await page.getByRole('button', { name: 'Close the game' }).click();
  await page.goto(`${from.pathname}${from.search}`);
  return outcome;
}

/** Every game tile of the lobby on screen, by name (the grid draws rows as they scroll into view). */
async function lobbyNames(page: Page): Promise<string[]> {
  await expect(page.getByTestId('game-tile').first().or(page.getByText('No games in this category yet.'))).toBeVisible();
  const names = new Set<string>();
  for (let y = 0, last = -1; y !== last; ) {
    for (const name of await page.locator('.game-tile-name').allTextContents()) names.add(name);
    last = y;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
    y = await page.evaluate(() => window.scrollY);
  }
  return [...names];
}

test('every game listed anywhere launches', async ({ page, request, baseURL }) => {
  test.setTimeout(600_000);
  const player = await verifiedPlayer(request, baseURL!);
  await uiLogin(page, player.username, player.password);
  const opened: Opened[] = [];
  /** Lobbies met on the way (by address), each walked once below. */
  const lobbies = new Set<string>();
  const launched = new Map<string, string>();

  // The home's favourites and featured games.
  for (const row of ['favourite-slider', 'featured-slider']) {
    await page.goto('/');
    await expect(page.getByTestId('main-slider')).toBeVisible();
    await expect(page.locator('.slide-card-placeholder')).toHaveCount(0);
    const names = await page.getByTestId(row).getByRole('button').allTextContents();
    for (const name of names) {
      const card = page.getByTestId(row).getByRole('button', { name, exact: true });
      const outcome = await openAndSee(
        page,
        async () => {
          // The row snaps as it scrolls: the card is brought into view and left to settle before the tap.
          await card.scrollIntoViewIfNeeded();
          await page.waitForTimeout(400);
          await card.click();
        },
        name,
      );
      opened.push({ where: `home ${row}`, name, outcome });
    }
  }

  // The home's category tabs: the sports entries launch; every other tab's providers lead to lobbies.
  await page.goto('/');
  const tabs = await page.getByRole('tab').allTextContents();
  for (const tab of tabs) {
    await page.goto('/');
    await page.getByRole('tab', { name: tab, exact: true }).click();
    if (tab === 'Sports') {
      for (const name of await page.getByTestId('sports-entries').getByRole('button').allTextContents()) {
        const outcome = await openAndSee(page, async () => {
          await page.getByRole('tab', { name: 'Sports', exact: true }).click();
          await page.getByTestId('sports-entries').getByRole('button', { name, exact: true }).click();
        });
        opened.push({ where: 'home sports entries', name, outcome });
      }
      continue;
    }
    await expect(page.getByTestId('provider-grid').or(page.locator('.category-empty'))).toBeVisible();
    const providers = await page.getByTestId('provider-grid').getByRole('button').allTextContents();
    expect(providers.length, `the ${tab} tab offers providers`).toBeGreaterThan(0);
    for (const provider of providers) {
      await page.goto('/');
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByTestId('provider-grid').getByRole('button', { name: provider, exact: true }).click();
      await expect(page).toHaveURL(/\/games\?/);
      lobbies.add(new URL(page.url()).pathname + new URL(page.url()).search);
    }
  }

  // The side menu: every category's sub-menu.
  const openMenu = async () => {
    const nav = page.getByRole('navigation', { name: 'Menu', exact: true });
    await expect(page.getByTestId('home-page')).toBeVisible();
    // A tap in the page's first moments can be undone by the shell closing the menu as it settles: tapped again.
    await expect(async () => {
      if (!(await nav.isVisible())) await page.getByTestId('mobile-top-bar').getByRole('button', { name: 'Open menu' }).click();
      await expect(nav.locator('button[aria-expanded]').first()).toBeVisible({ timeout: 1_000 });
      await page.waitForTimeout(300);
      await expect(nav).toBeVisible({ timeout: 100 });
    }).toPass({ timeout: 15_000 });
    return nav;
  };
  await page.goto('/');
  let menu = await openMenu();
  const categories = await menu.locator('button[aria-expanded]').allTextContents();
  expect(categories).toContain('Sports');
  for (const category of categories) {
    await page.goto('/');
    menu = await openMenu();
    await menu.getByRole('button', { name: category, exact: true }).click();
    await expect(menu.locator('.side-sub-menu button').or(menu.locator('.side-sub-empty')).first()).toBeVisible();
    await expect(menu.getByText('Loading…')).toHaveCount(0);
    const entries = await menu.locator('.side-sub-menu button').allTextContents();
    expect(entries.length, `the ${category} sub-menu lists something`).toBeGreaterThan(0);
    for (const entry of entries) {
      await page.goto('/');
      menu = await openMenu();
      await menu.getByRole('button', { name: category, exact: true }).click();
      if (category === 'Sports') {
        const outcome = await openAndSee(page, () => menu.locator('.side-sub-menu').getByRole('button', { name: entry, exact: true }).click());
        opened.push({ where: 'side menu sports', name: entry, outcome });
      } else {
        await menu.locator('.side-sub-menu').getByRole('button', { name: entry, exact: true }).click();
        await expect(page).toHaveURL(/\/games\?/);
        lobbies.add(new URL(page.url()).pathname + new URL(page.url()).search);
      }
    }
  }

  // Every category's lobby by its own address, and every lobby met above: each game tile launches.
  for (const type of GAME_TYPES) lobbies.add(`/games?type=${type}`);
  for (const route of ['/casino', '/slot', '/table', '/crash', '/fishing', '/arcade', '/lottery']) lobbies.add(route);
  for (const lobby of lobbies) {
    await page.goto(lobby);
    for (const name of await lobbyNames(page)) {
      const key = `${lobby.split('&')[0]} ${name}`;
      if (!launched.has(name)) {
        launched.set(
          name,
          await openAndSee(page, async () => {
            await page.getByRole('searchbox').fill(name);
            await page
              .getByTestId('game-tile')
              .getByRole('button', { name: `Play ${name}`, exact: true })
              .click();
          }),
        );
      }
      opened.push({ where: key, name, outcome: launched.get(name)! });
    }
  }

  const summary = opened.map((o) => `${o.where}: ${o.name} -> ${o.outcome}`);
  console.log(`${opened.length} listed entries walked:\n${summary.join('\n')}`);
  expect(opened.length).toBeGreaterThan(0);
  expect(summary.filter((line) => !/-> (game \w+|page \/exchange)$/.test(line))).toEqual([]);
});
