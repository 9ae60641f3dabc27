// Steps for the casino browser tests, through the real API: a phone-verified player, a manual deposit
// with a bonus promotion approved by the operator (so a turnover requirement is open), and the
// log-in on a page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';
import { postSolving } from './api-with-challenges.ts';
import { operatorToken } from './operator-session.ts';

export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

export interface E2ePlayer {
  username: string;
  password: string;
  phone: string;
  token: string;
}

/** A new player, signed up and phone-verified through the API (the code read from the outbox). */
export async function verifiedPlayer(request: APIRequestContext, baseURL: string): Promise<E2ePlayer> {
  const tag = randomBytes(4).toString('hex');
  const player = { username: `c${tag}`, password: 'Secret123', phone: `017${String(randomInt(0, 1e8)).padStart(8, '0')}` };
  const signup = await postSolving(request, '/api/v1/create-players', {
    headers: { origin: baseURL },
    data: { ...player, confirmPassword: player.password, name: 'Casino Flow', email: `${player.username}@example.com`, currency: 'BDT', status: 'active' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const token = await apiLogin(request, player.username, player.password);
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/send-verification-code', { headers: auth, data: { phone: player.phone } })).status()).toBe(200);
  const op = await operatorToken(request);
  const outbox = (await (await request.get('/api/operator/outbox', { headers: { authorization: `Bearer ${op}` } })).json()).data as {
    recipient: string;
    text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((o) => o.recipient.endsWith(player.phone.slice(1)))?.text ?? '')?.[1];
  expect(code).toBeTruthy();
  expect((await request.post('/api/verify-phone-number', { headers: auth, data: { verification_code: code } })).status()).toBe(200);
  return { ...player, token };
}

/**
 * A manual deposit of `amount` taka with the promotion named `promotion` (if any), approved by the
 * operator: the balance gets the deposit and its bonus, and a turnover requirement opens.
 */
export async function approvedBonusDeposit(request: APIRequestContext, player: E2ePlayer, amount: number, promotion?: string): Promise<void> {
  const auth = { authorization: `Bearer ${player.token}` };
  const methods = (await (await request.get('/api/payment-methods', { headers: auth })).json()).data as { id: number; name: string }[];
  const promos = (await (await request.get('/api/promotion', { headers: auth })).json()).data as { id: number; name: string }[];
  const promo = promotion === undefined ? undefined : promos.find((p) => p.name === promotion);
  if (promotion !== undefined) expect(promo, `promotion ${promotion}`).toBeTruthy();
  const submitted = await request.post('/api/submit-deposit', {
    headers: { ...auth, 'Idempotency-Key': randomBytes(8).toString('hex') },
    data: {
      account_number: player.phone,
      transaction_id: `TRX${randomBytes(4).toString('hex')}`,
      amount,
      payment_id: methods[0]!.id,
      ...(promo ? { promotion_id: promo.id } : {}),
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const depositId = (await submitted.json()).data.id as number;
  const op = await operatorToken(request);
  const approved = await request.post(`/api/operator/deposits/${depositId}/approve`, { headers: { authorization: `Bearer ${op}` }, data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
}

export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post('/api/balance', { headers: { authorization: `Bearer ${token}` }, data: {} });
  return Number((await res.json()).balance);
}

export async function uiLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/$/);
  // A log-in shows the site's system notice once; it is the home screen's, not this test's.
  const gotIt = page.getByRole('button', { name: 'Got it' });
  await gotIt.waitFor({ timeout: 5_000 }).then(
    () => gotIt.click(),
    () => undefined,
  );
}

/** No sideways scroll: the page is no wider than the screen. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'page wider than the screen').toBeLessThanOrEqual(client);
}

/** No sideways scroll inside the open game's frame either (the house screens run on a 360 px phone). */
export async function expectGameFrameFits(page: Page) {
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/house/'));
  expect(frame, 'the game frame').toBeTruthy();
  const { scroll, client } = await frame!.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'game wider than its frame').toBeLessThanOrEqual(client);
}
