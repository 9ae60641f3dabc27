// The account screens end to end against the real product: sign up, see the welcome popup, open
// the profile, send the phone code, read it from the outbox (as the seeded operator), enter it,
// see the phone verified, log out, log in again.
import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { operatorToken } from './operator-session.ts';

test('a new player signs up, verifies the phone with the code from the outbox, logs out and in again', async ({ page, request }) => {
  const n = randomInt(10_000_000, 99_999_999);
  const player = { username: `acct${n}`, password: `pass${n}`, phone: `017${n}`, email: `acct${n}@example.com` };

  await page.goto('/signup');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(player.password);
  await page.getByLabel('Full Name').fill('Rahim Uddin');
  await page.getByLabel('Phone Number').fill(player.phone);
  await page.getByLabel('Email').fill(player.email);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/$/);
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).click();

  await page.goto('/profile');
  await expect(page.getByText(player.username, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Verify phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify phone number' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
  await expect(dialog.getByRole('button', { name: 'Send code' })).toHaveCount(0);

  const token = await operatorToken(request);
  const outbox = await request.get('/api/operator/outbox', { headers: { authorization: `Bearer ${token}` } });
  expect(outbox.status()).toBe(200);
  const entries = (await outbox.json()).data as { recipient: string; channel: string; text: string }[];
  const sms = entries.find((e) => e.channel === 'sms' && e.recipient.endsWith(player.phone.slice(-10)));
  const code = sms?.text.match(/\b\d{6}\b/)?.[0];
  expect(code, JSON.stringify(entries.slice(0, 3))).toBeTruthy();

  await dialog.getByLabel('Verification code').fill(code!);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('phone-flag')).toHaveText('Verified');

  await page.goto('/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('regPopup'))).toBe('0');
  await page.goto('/profile');
  await expect(page.getByTestId('phone-flag')).toHaveText('Verified');
});
