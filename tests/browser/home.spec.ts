import { expect, test, type APIRequestContext } from '@playwright/test';

// The home screen against the real product and its seeded content: what the lookups answer is
// what the page must show.

async function lookup<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

interface Sliders {
  main: unknown[];
  favourite: unknown[];
  feature: unknown[];
}

test('home renders the sliders and categories of the seeded content', async ({ page, request }) => {
  const sliders = await lookup<Sliders>(request, '/api/sliders');
  expect(sliders.main.length).toBeGreaterThan(0);
  const { notice } = await lookup<{ notice: string[] }>(request, '/api/general');

  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('main-slider').getByRole('img')).toHaveCount(1);
  await expect(page.getByTestId('main-slider').locator('.slider-dots button')).toHaveCount(sliders.main.length);
  await expect(page.getByTestId('favourite-slider').getByRole('button')).toHaveCount(sliders.favourite.length);
  await expect(page.getByTestId('featured-slider').getByRole('button')).toHaveCount(sliders.feature.length);
  if (notice.length > 0) await expect(page.getByRole('marquee')).toContainText(notice[0]);

  // A tab for Sports and for each other category of the seven with a game to launch (Lottery lives in the menu).
  const { categories } = await lookup<{ categories: { type: string }[] }>(request, '/api/games/categories');
  const tabTypes = ['LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH'];
  await expect(page.getByRole('tab')).toHaveCount(1 + categories.filter((c) => tabTypes.includes(c.type)).length);
  const { systems } = await lookup<{ systems: { platform: string; name: string }[] }>(request, '/api/get-system?type=SLOT');
  expect(systems.length).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Slot' }).click();
  const grid = page.getByTestId('provider-grid');
  await expect(grid.getByRole('button')).toHaveCount(systems.length + 1);
  await expect(grid.getByRole('button', { name: systems[0].name, exact: true })).toBeVisible();
  await grid.getByRole('button', { name: systems[0].name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/games\\?type=SLOT&system=${systems[0].platform}&`));
});

test('the announcement line moves while it is in sight and stops once scrolled out of it', async ({ page, request }) => {
  const { notice } = await lookup<{ notice: string[] }>(request, '/api/general');
  expect(notice.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const marquee = page.getByRole('marquee');
  await expect(marquee).toContainText(notice[0]!);
  const playState = () =>
    marquee.locator('.marquee-track').evaluate((el) =>
      el
        .getAnimations()
        .map((a) => a.playState)
        .join(','),
    );
  await expect.poll(playState).toBe('running');
  // Read below the first screen: nothing in sight moves, so the phone draws no frame for it (decision 0163).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(playState).toBe('paused');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(playState).toBe('running');
});

test('the footer carries the folding text, 18+ notice, app link and copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  // The footer's own copyright line runs to this year in Dhaka.
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Dhaka', year: 'numeric' }).format(new Date());
  await expect(footer).toContainText(`2017–${year}`);
  await expect(footer).toContainText('18+');
  await expect(page.getByTestId('seo-text')).toHaveClass(/folded/);
  await footer.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByTestId('seo-text')).not.toHaveClass(/folded/);
});

test('the language switch to Bangla persists across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('desktop-header').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.getByTestId('desktop-header').getByRole('combobox', { name: 'Language' }).selectOption('bn');
  await expect(page.getByTestId('desktop-header').getByRole('link', { name: 'লগইন' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('desktop-header').getByRole('link', { name: 'লগইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('tab', { name: 'স্লট' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest gets the top bar, and the side menu opens and closes on its backdrop', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('mobile-top-bar');
    await expect(bar.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByTestId('desktop-header')).toHaveCount(0);

    await bar.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Sports' }).click();
    await expect(menu.getByRole('button', { name: 'Exchange' })).toBeVisible();
    await page.getByTestId('side-menu-backdrop').click({ position: { x: 370, y: 400 } });
    await expect(menu).toHaveCount(0);
  });
});
