// The way into the operator console: staff who log in on the player's /login land on its second step (the
// code; their password is not asked twice), a guest who opens it gets its log-in, and a player who opens it
// is told it is not for them.
import { expect, test } from '@playwright/test';
import { verifiedPlayer } from './casino-kit.ts';
import { consoleLogIn, nextOperatorCode, OPERATOR } from './operator-session.ts';

const consoleHeading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1, name: 'Operator console' });

test('staff who log in on /login are taken to the console at the code, enter it without the password again, and the site header leads back to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await page.getByLabel('Username').fill(OPERATOR.username);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The player's log-in gives staff no session, but it passed the password step: the console asks only for
  // the second factor. The password is in neither the address nor the browser's storage.
  await expect(page).toHaveURL(/\/operator$/);
  await expect(consoleHeading(page)).toBeVisible();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Deposits' })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(OPERATOR.password);
  expect(page.url()).not.toContain(OPERATOR.password);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await codeField.fill(await nextOperatorCode());
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('tab', { name: 'Deposits' })).toBeVisible();
  await expect(page).toHaveURL(/\/operator$/);

  // A later visit to the console's log-in starts from the password: the step handed over is used once.
  await page.goto('/player/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/operator');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await consoleLogIn(page);

  // Wandering onto the player site, the header offers the console instead of a player's balance and Deposit.
  await page.goto('/');
  const bar = page.getByTestId('mobile-top-bar');
  await expect(bar.getByRole('link', { name: 'Operator console' })).toBeVisible();
  await expect(bar.getByTestId('header-balance')).toHaveCount(0);
  await bar.getByRole('link', { name: 'Operator console' }).click();
  await expect(consoleHeading(page)).toBeVisible();
});

test("a guest who opens /operator gets the console's own log-in and stays on the console after it", async ({ page }) => {
  await page.goto('/operator');
  await expect(consoleHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/operator$/);
  await consoleLogIn(page);
});

test('a player who opens /operator is told the page is for staff, with a way back, and no log-in form', async ({ page, request, baseURL }) => {
  const player = await verifiedPlayer(request, baseURL!);
  await page.goto('/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/operator');
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { name: 'This page is for staff' })).toBeVisible();
  await expect(page.getByText(player.username)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Deposits' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});
