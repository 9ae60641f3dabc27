import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { postSolving } from './api-with-challenges.ts';

// The work a first load does before a player can use the screen, counted exactly (milliseconds
// would only measure this machine). Zod schemas: the browser builds each contract schema on its first use
// (docs/decisions/0148); built eagerly, a first load built every schema the entry and the screen import:
// 552 on /login, 1,224 on the in-play list and the odds view. The ceilings leave room for a screen that
// parses a few more answers, not for the contracts coming back into the start-up.
const COUNT_SCHEMAS = `globalThis.__zodBuilt = 0;
globalThis.__zod_globalConfig = { postProcessor: function () { globalThis.__zodBuilt++; } };`;

async function schemasBuilt(page: Page) {
  return page.evaluate(() => (globalThis as unknown as { __zodBuilt: number }).__zodBuilt);
}

async function signedIn(page: Page, request: APIRequestContext) {
  const suffix = String(Date.now()).slice(-7);
  const username = `work${suffix}`;
  const password = 'Passw0rd2026';
  const created = await postSolving(request, '/api/v1/create-players', {
    data: { username, password, confirmPassword: password, phone: `0172${suffix}`, email: `${username}@example.com` },
  });
  expect(created.status()).toBeLessThan(300);
  const session = (await (await request.post('/api/login', { data: { username, password } })).json()) as Record<string, string>;
  await page.addInitScript((s) => {
    for (const key of ['token', 'remote_id', 'username']) localStorage.setItem(key, s[key] ?? '');
  }, session);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: COUNT_SCHEMAS });
});

test('the log-in page builds only the schemas its first calls parse', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const built = await schemasBuilt(page);
  expect(built).toBeGreaterThan(0);
  expect(built).toBeLessThanOrEqual(100);
});

test('the in-play list and an in-play odds view build a fraction of the exchange contracts', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/exchange-inplay');
  await expect(page.getByTestId('event-row').first()).toBeVisible();
  await page.waitForTimeout(2000); // a few polls parsed
  const onList = await schemasBuilt(page);
  expect(onList).toBeGreaterThan(0);
  expect(onList).toBeLessThanOrEqual(250);

  const list = (await (await request.get('/exchange-api/api/sports-events/cricket?when=inplay')).json()) as { EventId: string; MarketId: string }[];
  const live = list[0]!;
  await page.goto(`/odds-view?eventId=${live.EventId}&marketId=${live.MarketId}`);
  await expect(page.getByTestId('match-odds')).toBeVisible();
  await page.waitForTimeout(2000);
  const onOddsView = await schemasBuilt(page);
  expect(onOddsView).toBeGreaterThan(0);
  expect(onOddsView).toBeLessThanOrEqual(450);
});

test('a first load asks the API for none of the lookups the page carries (logo, settings, social links, game categories, the home sliders)', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (['/api/logo', '/api/general', '/api/sociallink', '/api/sliders', '/api/games/categories'].includes(path)) asked.push(path);
  });
  await page.goto('/');
  await expect(page.locator('.site-logo img').first()).toBeVisible();
  // The home's card rows are drawn from the page's sliders, with pictures of the seed's own.
  await expect(page.getByTestId('favourite-slider').locator('img').first()).toHaveAttribute('src', /^\/storage\/sliders\/.+\.webp$/);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The header drew the logo and the chat button from the page's answers.
  await expect(page.locator('.site-logo img').first()).toHaveAttribute('src', /\S/);
});

// When the first screen counts as drawn (src/lib/first-screen.ts): the page's own rows first, then what
// waited (the exposure, the bets, the worker). Started between React's slices of those rows, those
// requests delayed their paint, and Lighthouse put the largest paint after them (docs/decisions/0197).
// Order, not milliseconds: the frame that painted the first row began
// before the exposure was asked.
const WATCH_FIRST_ROW = `(() => {
  const seen = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="event-row"], [data-testid="match-odds"]')) return;
    seen.disconnect();
    globalThis.__rowInserted = performance.now();
    requestAnimationFrame((frame) => { globalThis.__rowFrame = frame; });
  });
  seen.observe(document, { childList: true, subtree: true });
})();`;

test('on the in-play list and the odds view, the exposure is asked only after the frame that paints the first rows', async ({ page, request }) => {
  await signedIn(page, request);
  await page.addInitScript({ content: WATCH_FIRST_ROW });
  const list = (await (await request.get('/exchange-api/api/sports-events/cricket?when=inplay')).json()) as { EventId: string; MarketId: string }[];
  const live = list[0]!;
  for (const path of ['/exchange-inplay', `/odds-view?eventId=${live.EventId}&marketId=${live.MarketId}`]) {
    const exposure = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exchange/balance-overview');
    await page.goto(path);
    await exposure;
    const order = await page.evaluate(() => {
      const g = globalThis as unknown as { __rowInserted?: number; __rowFrame?: number };
      const asked = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/exchange/balance-overview'));
      return { inserted: g.__rowInserted ?? null, frame: g.__rowFrame ?? null, asked: asked?.startTime ?? null };
    });
    expect(order.inserted, `${path}: rows inserted`).not.toBeNull();
    expect(order.frame, `${path}: a frame after the rows`).not.toBeNull();
    expect(order.asked, `${path}: the exposure asked`).not.toBeNull();
    expect(order.asked!, `${path}: the exposure asked after the rows' frame`).toBeGreaterThan(order.frame!);
  }
});

// The early script (src/early/), written into the head of /deposit: on a signed-in visit it sends the phone
// gate's two calls as the head is read, and the app takes their answers instead of asking again. Counted, not
// timed: each call sent once, the early script's store left empty (the app took both), and the page's
// Content-Security-Policy let it run (a blocked script would leave no store at all).
test('a signed-in /deposit sends its phone gate once, from the early script, and the screen uses those answers', async ({ page, request }) => {
  await signedIn(page, request);
  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (['/api/user/show', '/api/get/other/phone'].includes(path)) sent.push(path);
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/deposit');
  // The player has not verified a phone: the gate's notice is the screen.
  await expect(page.getByRole('link', { name: 'Go to Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent.sort()).toEqual(['/api/get/other/phone', '/api/user/show']);
  const left = await page.evaluate(() => (window as unknown as { __chakkaEarlyCalls?: Map<string, unknown> }).__chakkaEarlyCalls?.size ?? null);
  expect(left).toBe(0);
  expect(violations).toEqual([]);
});
