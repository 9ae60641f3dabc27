// A verified, funded player for the exchange browser tests, made through the API the way the product
// does it: sign-up (solving the challenge when asked), phone verification with the code from the
// outbox, and a manual deposit that the operator approves.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';
import { postSolving } from './api-with-challenges.ts';
import { operatorToken } from './operator-session.ts';

export interface FundedPlayer {
  token: string;
  remote_id: string;
  username: string;
  auth: { authorization: string };
}

export async function fundedPlayer(request: APIRequestContext, taka: number): Promise<FundedPlayer> {
  const tag = randomBytes(4).toString('hex');
  const player = { username: `x${tag}`, password: 'Secret123', phone: `018${String(randomInt(0, 1e8)).padStart(8, '0')}` };
  const signup = await postSolving(request, '/api/v1/create-players', {
    data: { ...player, confirmPassword: player.password, name: 'Exchange Bettor', email: `${player.username}@example.com`, currency: 'BDT' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const session = (await (await request.post('/api/login', { data: { username: player.username, password: player.password } })).json()) as FundedPlayer;
  const auth = { authorization: `Bearer ${session.token}` };
  expect((await request.post('/api/send-verification-code', { headers: auth, data: { phone: player.phone } })).status()).toBe(200);
  const op = await operatorToken(request);
  const outbox = (await (await request.get('/api/operator/outbox', { headers: { authorization: `Bearer ${op}` } })).json()).data as {
    recipient: string;
    text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((o) => o.recipient.endsWith(player.phone.slice(1)))?.text ?? '')?.[1];
  expect((await request.post('/api/verify-phone-number', { headers: auth, data: { verification_code: code } })).status()).toBe(200);

  // A manual deposit, approved by the operator as the cashier's queue does it.
  const methods = (await (await request.get('/api/payment-methods')).json()).data as { id: number }[];
  const deposit = await request.post('/api/submit-deposit', {
    headers: { ...auth, 'Idempotency-Key': `fund-${tag}` },
    data: {
      remote_id: session.remote_id,
      account_number: player.phone,
      transaction_id: `TRX${tag}`,
      amount: taka,
      payment_id: methods[0]!.id,
      promotion_id: 0,
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const approved = await request.post(`/api/operator/deposits/${(await deposit.json()).data.id}/approve`, { headers: { authorization: `Bearer ${op}` } });
  expect(approved.status(), await approved.text()).toBe(200);
  return { ...session, auth };
}

export async function balanceOf(request: APIRequestContext, p: FundedPlayer): Promise<number> {
  return Number((await (await request.post('/api/balance', { headers: p.auth, data: {} })).json()).balance);
}

/** Signs the page in as the player, in English or (lang 'bn') in Bangla, as a stored choice would. */
export const signIn = (page: Page, p: FundedPlayer, lang: 'en' | 'bn' = 'en') =>
  page.addInitScript(
    (s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('remote_id', s.remote_id);
      localStorage.setItem('username', s.username);
      localStorage.setItem('lang', s.lang);
    },
    { token: p.token, remote_id: p.remote_id, username: p.username, lang },
  );

export interface Listed {
  EventId: string;
  MarketId: string;
  Event: string;
  inplay: boolean;
}

/** The best back price of each runner of a market's match odds as the feed has them now (0 where none is offered). */
async function bestBacks(request: APIRequestContext, marketId: string): Promise<number[]> {
  const answer = await request.get(`/exchange-api/api/match-odds/${marketId}`);
  const [market] = answer.ok() ? ((await answer.json()) as { runners?: { ex?: { availableToBack?: { price: number }[] } }[] }[]) : [];
  return (market?.runners ?? []).map((r) => r.ex?.availableToBack?.[0]?.price ?? 0);
}

/**
 * An in-play cricket match whose match odds offer a back price above 1.5 now (the tests bet on the outsider):
 * which matches are in play, and which are between innings with their book suspended, follows the hour the
 * run started at, and the journeys before may have moved the simulator's clock on by hours. Asked again
 * each second until one offers it, for up to an innings break (150 s); the first in-play match after that.
 */
export async function inPlayCricket(request: APIRequestContext): Promise<Listed> {
  let inPlay: Listed[] = [];
  for (const until = Date.now() + 150_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 1000))) {
    const list = (await (await request.get('/exchange-api/api/sports-events/cricket?when=inplay')).json()) as Listed[];
    inPlay = list.filter((e) => e.inplay);
    for (const event of inPlay) if ((await bestBacks(request, event.MarketId)).some((price) => price > 1.5)) return event;
  }
  expect(inPlay[0], 'an in-play cricket match in the seeded simulator').toBeTruthy();
  return inPlay[0]!;
}

/**
 * A cricket match whose match odds offer a back price now, one not yet in play first (no ball running
 * to wait out). The simulator's clock may have been moved on by hours by the journeys before, so the
 * first listed match can be in an innings break or finished, its book suspended: asked again each
 * second for up to a minute.
 */
export async function openCricketMatch(request: APIRequestContext): Promise<Listed> {
  for (let tries = 0; tries < 60; tries++) {
    const list = (await (await request.get('/exchange-api/api/sports-events/cricket?when=all')).json()) as Listed[];
    for (const event of [...list.filter((e) => !e.inplay), ...list.filter((e) => e.inplay)]) {
      if ((await bestBacks(request, event.MarketId)).some((price) => price > 1)) return event;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no cricket match offers a back price');
}

/** Bengali digits as Latin ones ("১.৯৫" -> "1.95"); Latin text is left as it is. */
export const latinDigits = (text: string) => text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/**
 * The match-odds row of the outsider (the highest back price), once a price is offered: a favourite
 * late in a match can stand at 1.02, where the odds cannot go two ticks lower and a lay at 1.01
 * might match. Prices read in either digits.
 */
export async function outsiderRow(page: Page): Promise<{ runner: Locator; index: number; rows: Locator }> {
  const rows = page.getByTestId('match-odds').getByTestId('runner-row');
  await expect(rows.first()).toBeVisible();
  const readBackPrices = async () =>
    // The best back is the last of a row's backs (three levels, the best nearest the middle).
    (await rows.evaluateAll((els) => els.map((el) => [...el.querySelectorAll('.price-back .price')].at(-1)?.textContent ?? ''))).map(
      (text) => Number(latinDigits(text)) || 0,
    );
  // A suspended book shows no prices for a moment: wait for one to be offered.
  await expect.poll(async () => Math.max(...(await readBackPrices())), { timeout: 30_000 }).toBeGreaterThan(1.5);
  const prices = await readBackPrices();
  const index = prices.indexOf(Math.max(...prices));
  return { runner: rows.nth(index), index, rows };
}

/**
 * Sets a back slip's odds to half its shown winnings (1 + (odds - 1) / 2, snapped to the ladder when
 * the field is left). A back matches at the book's own better prices, so it still takes the best one
 * offered; but an in-play outsider can shorten by more than a couple of ticks while the bet is refused
 * ball after ball (CI saw a back two ticks under the price left unmatched), and half keeps it matched.
 */
export async function askHalfTheOdds(slip: Locator, oddsLabel: string): Promise<number> {
  const odds = slip.getByLabel(oddsLabel, { exact: true });
  const shown = Number(latinDigits(await odds.inputValue()));
  const half = Math.floor((1 + (shown - 1) / 2) * 100) / 100;
  await odds.fill(half.toFixed(2));
  await odds.press('Tab');
  await expect.poll(async () => Number(latinDigits(await odds.inputValue()))).toBeLessThan(shown);
  return half;
}

/**
 * Presses the slip's place button (named `place`) until the server takes the bet: an in-play market
 * refuses while the ball is running or the market is suspended, which comes and goes every ball.
 * Reads the server's answer.
 */
export async function placeFromSlip(page: Page, slip: Locator, place: RegExp): Promise<{ status: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exchange/bets' && r.request().method() === 'POST'),
      slip.getByRole('button', { name: place }).click(),
    ]);
    const { bet } = (await answer.json()) as { bet: { status: string; code?: string } };
    if (bet.status !== 'refused') return bet;
    expect(bet.code).toMatch(/^exchange(BallRunning|MarketSuspended)$/);
    await expect(slip.locator('.notice')).toBeVisible();
    await page.waitForTimeout(1000);
  }
  throw new Error('the bet was refused on every try');
}

/** "৳ 1,234.50" or "-৳ 12.00" as a number. */
export const takaOf = (text: string) => {
  const n = Number(text.replace(/[^0-9.-]/g, ''));
  return text.trim().startsWith('(') ? -n : n;
};
