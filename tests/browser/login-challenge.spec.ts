// The log-in challenge in a real browser at a cheap phone's width (docs/decisions/0015): after failed
// log-ins on an account, the owner's log-in shows "Checking..." while the browser solves the server's
// proof-of-work, then goes through. The solving time at 4x CPU slowdown is recorded as an annotation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { postSolving } from './api-with-challenges.ts';
import { randomInt } from 'node:crypto';

test.use({ viewport: { width: 360, height: 740 } });

async function playerWithFailures(request: APIRequestContext) {
  const n = randomInt(10_000_000, 99_999_999);
  const player = { username: `chal${n}`, password: `pass${n}` };
  const created = await postSolving(request, '/api/v1/create-players', {
    data: { ...player, confirmPassword: player.password, name: 'Karim', phone: `018${n}`, email: `chal${n}@example.com` },
  });
  expect(created.status(), await created.text()).toBe(201);
  for (let i = 0; i < 5; i += 1) {
    expect((await request.post('/api/login', { data: { username: player.username, password: 'Wrong1234' } })).status()).toBe(401);
  }
  return player;
}

async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Holds the log-in that carries a solved challenge until `release` is called (so the test can look at the
 * Checking... state however fast the solving was), and tells when that request left the page.
 */
async function holdSolvedLogin(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let solvedAt = 0;
  await page.route('**/api/login', async (route) => {
    if (route.request().headers()['x-challenge-solution']) {
      solvedAt = Date.now();
      await released;
    }
    await route.continue();
  });
  return { release, solvedAt: () => solvedAt };
}

test('after 5 failed log-ins the owner gets in on a 360 px screen, through a visible Checking... state', async ({ page, request }) => {
  const player = await playerWithFailures(request);
  await page.goto('/login');
  const held = await holdSolvedLogin(page);
  await slowCpu(page, 4);
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.status() === 429);
  await page.getByRole('button', { name: 'Login' }).click();
  await asked;
  const askedAt = Date.now();
  await expect(page.getByRole('button', { name: 'Checking...' })).toBeVisible();
  // The page has other live regions (the toasts'); this is the one that explains the wait.
  await expect(page.getByRole('status').filter({ hasText: 'A quick security check' })).toHaveText(
    'A quick security check after several failed log-ins. It takes a few seconds.',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect.poll(held.solvedAt, { timeout: 30_000 }).toBeGreaterThan(0);
  test.info().annotations.push({ type: 'solving-ms-at-4x-cpu-slowdown', description: String(held.solvedAt() - askedAt) });
  held.release();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('the Checking... state reads in Bangla and fits 360 px', async ({ page, request }) => {
  const player = await playerWithFailures(request);
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await page.goto('/login');
  const held = await holdSolvedLogin(page);
  await page.getByLabel('ইউজারনেম').fill(player.username);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'লগইন' }).click();
  await expect(page.getByRole('button', { name: 'যাচাই করা হচ্ছে...' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'নিরাপত্তা যাচাই' })).toHaveText('কয়েকবার ব্যর্থ লগইনের পর একটি ছোট নিরাপত্তা যাচাই। এতে কয়েক সেকেন্ড লাগে।');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  held.release();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
});
