// Account engagement end to end on a phone, against the real product: a player reads and deletes
// inbox messages the operator sent, converts VIP points (the header balance moves at once, with the
// balance call held unanswered, so only the conversion's own answer can move it), and copies the referral
// link (Chromium's clipboard permission granted to the page).
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { postSolving } from './api-with-challenges.ts';

import { operatorAuth } from './operator-session.ts';
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

async function uiLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/$/);
}

/** Nothing on the screen may make the page wider than the phone (design system rule 4). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

/** Every console error and uncaught exception of a page: the test fails on any. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test('a player reads and deletes inbox messages, converts VP with the header balance moving at once, and copies the referral link', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(4).toString('hex');
  const player = { username: `e${tag}`, password: 'Secret123' };
  const signup = await postSolving(request, '/api/v1/create-players', {
    headers: { origin: baseURL! },
    data: {
      ...player,
      confirmPassword: player.password,
      name: 'Engaged Player',
      phone: `018${tag.replace(/\D/g, '1').padEnd(8, '3').slice(0, 8)}`,
      email: `${player.username}@example.com`,
      currency: 'BDT',
      status: 'active',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  // ---- the operator writes to the player and grants 25 VP (the rates are the seeded ৳1 a point)
  const op = await operatorAuth(request);
  for (const [title, message] of [
    ['Welcome aboard', 'Your first deposit bonus is waiting for you today'],
    ['Weekend reload', 'Reload on Saturday for twenty percent extra'],
  ]) {
    const sent = await request.post('/api/operator/inbox', { headers: op, data: { audience: 'one', username: player.username, title, message } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  expect((await request.post('/api/operator/vip-points', { headers: op, data: { username: player.username, points: 25, reason: 'E2E prize' } })).status()).toBe(
    201,
  );

  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await uiLogin(page, player.username, player.password);

  // ---- inbox: two unread messages; open one (read), then delete the other in edit mode
  await page.goto('/inbox');
  const rows = page.getByTestId('inbox-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'New' })).toHaveCount(2);
  await page.screenshot({ path: '.tmp/engagement-inbox.png', fullPage: true });
  await rows.filter({ hasText: 'Welcome aboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome aboard' });
  await expect(dialog.getByText('Your first deposit bonus is waiting for you today')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(rows.filter({ hasText: 'Welcome aboard' }).filter({ hasText: 'New' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Inbox options' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: /Weekend reload/ }).check();
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Welcome aboard');
  await page.reload();
  await expect(page.getByTestId('inbox-row')).toHaveCount(1);
  await expectNoSidewaysScroll(page);

  // ---- VIP: convert 20 of the 25 points; the header balance moves with the balance poll blocked
  await page.goto('/vip');
  await expect(page.locator('[data-field=vip]')).toHaveText('25');
  await page.screenshot({ path: '.tmp/engagement-vip.png', fullPage: true });
  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText(/0\.00/);
  // The balance call is held unanswered from here: only the conversion's own answer can move the header.
  await page.route('**/api/balance', () => undefined);
  await page.getByLabel('VP to convert').fill('5');
  await expect(page.getByText('Not enough points. Points must follow minimum VP required to convert.')).toBeVisible();
  await page.getByLabel('VP to convert').fill('20');
  await page.getByRole('button', { name: 'Convert' }).click();
  const message = page.getByRole('dialog', { name: 'Message' });
  await expect(message.getByText('You converted 20 VP into ৳20.00.')).toBeVisible();
  await expect(header).toHaveText(/20\.00/, { timeout: 2_000 });
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-field=vip]')).toHaveText('5');
  await expectNoSidewaysScroll(page);
  await page.unroute('**/api/balance');

  // ---- referral: copy the link; the clipboard holds it
  await page.goto('/refrrel-program');
  await page.getByRole('button', { name: 'Refer a friend now' }).click();
  const code = (await page.locator('[data-field=code]').textContent())!.trim();
  await expect(page.getByTestId('referral-qr').locator('svg')).toHaveAttribute('width', '128');
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Referral link copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${baseURL}/referral_code?referral_code=${code}`);

  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '.tmp/engagement-referral.png', fullPage: true });

  // ---- the account page and the promotions list fit the phone too
  for (const path of ['/account', '/promotions']) {
    await page.goto(path);
    await expect(page.locator('[data-screen]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `.tmp/engagement${path.replace('/', '-')}.png`, fullPage: true });
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('a guest on a desktop browses promotions: the banner carousel plays, the category strip filters, Details shows the terms', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto('/promotions');
  const banner = page.getByTestId('promo-banner-name');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('promo-card')).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '.tmp/engagement-promotions-desktop.png' });
  // Autoplay (3000 ms): the banner moves on by itself while nothing holds it.
  const first = await banner.textContent();
  await expect(banner).not.toHaveText(first!, { timeout: 8_000 });
  await page.getByRole('tab', { name: 'Slots' }).click();
  await expect(page.getByTestId('promo-card')).toHaveCount(1);
  await page.getByRole('button', { name: 'Details of Daily Reload 10%' }).click();
  const terms = page.getByRole('dialog', { name: 'Daily Reload 10%' });
  await expect(terms.locator('[data-field=bonus]')).toHaveText('10%');
  await expect(terms.locator('[data-field=games]')).toHaveText('Slots and live casino');
  await terms.getByRole('link', { name: 'Sign Up Now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(problems).toEqual([]);
  await context.close();
});
