import { expect, test } from '@playwright/test';

test('a protected route without a session goes to /login, and a reload of a deep link serves the app', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  const res = await page.request.get('/transaction-record');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<div id="root">');
});

test('the health call reports the embedded database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(await res.json()).toEqual({ status: 'ok', db: 'pglite' });
});
