// A scripted week of real activity (sign-ups, deposits with a bonus, casino rounds through the provider
// wallet, an exchange bet settled by its market, withdrawals paid and refused), each day's rows moved onto
// their Dhaka day afterwards (the ledger stamps rows with the database's clock), and every figure of the
// report checked against totals worked out by hand.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestBack, bettingWorld, cricketInPlay, matchOddsAsk, key, type BettingWorld } from '../../../tests/helpers/exchange-kit.ts';
import { createPlayer, loginOperator, type TestPlayer } from '../../../tests/helpers/players.ts';
import { signedCall, SLOT_CODE, PROVIDER, txId } from '../../../tests/helpers/provider-kit.ts';
import { fund, firstMethodId, idem, verifiedPlayer } from '../../../tests/pg/wallet-kit.ts';
import { one } from '../../db/sql.ts';
import { dhakaDayStart } from '../../lib/dhaka-days.ts';
import { createLaunch } from '../../services/game-sessions.ts';
import { placeBet } from '../../exchange/bets/place-and-cancel.ts';
import { settleMarket } from '../../exchange/bets/settlement.ts';

let w: BettingWorld;
let op: string;
let method: string;

/** The last id of each table whose rows a day moves. */
async function marks() {
  const db = w.t.deps.database.db;
  const max = async (table: string) => Number((await one<{ m: string | null }>(db, sql`SELECT max(id) AS m FROM ${sql.identifier(table)}`))?.m ?? 0);
  return { ledger: await max('ledger_entries'), users: await max('users'), withdrawals: await max('withdrawal_requests'), at: new Date() };
}

/** Moves everything done since `from` onto noon of a Dhaka day, a second apart in the order it happened. */
async function onDay(from: Awaited<ReturnType<typeof marks>>, day: string) {
  const db = w.t.deps.database.db;
  const noon = new Date(dhakaDayStart(day).getTime() + 12 * 3_600_000).toISOString();
  // The ledger refuses every UPDATE (its trigger); only this test's clock move steps around it, in its own database.
  await db.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER USER`);
  await db.execute(sql`UPDATE ledger_entries SET created_at = ${noon}::timestamptz + (id - ${from.ledger}) * interval '1 second' WHERE id > ${from.ledger}`);
  await db.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER USER`);
  await db.execute(sql`UPDATE users SET created_at = ${noon}::timestamptz + (id - ${from.users}) * interval '1 second' WHERE id > ${from.users}`);
  await db.execute(sql`UPDATE withdrawal_requests SET decided_at = ${noon}::timestamptz WHERE id > ${from.withdrawals} AND decided_at IS NOT NULL`);
  await db.execute(sql`UPDATE exchange_holds SET settled_at = ${noon}::timestamptz WHERE settled_at >= ${from.at.toISOString()}::timestamptz`);
}

/** A game session for the slot, opened the way a provider opens one (launch token, then authenticate). */
async function createGameLaunch(userId: number) {
  const launchToken = await createLaunch(w.t.deps.database.db, {
    userId,
    siteSessionId: null,
    platform: PROVIDER,
    gameCode: SLOT_CODE,
    language: 'en',
    now: w.t.deps.now(),
  });
  const auth = await signedCall(w.t.deps, 'authenticate', { launchToken });
  if (auth.status !== 'OK') throw new Error(`authenticate refused: ${auth.code}`);
  return auth;
}

async function casinoRound(p: TestPlayer, betPoisha: number, winPoisha: number) {
  const session = await createGameLaunch(Number(p.remote_id));
  const roundId = txId('round');
  const base = { playerId: session.playerId, roundId, gameCode: SLOT_CODE, currency: 'BDT' };
  const bet = await signedCall(w.t.deps, 'bet', { ...base, txId: txId('bet'), sessionToken: session.sessionToken, amount: betPoisha });
  expect(bet.status, JSON.stringify(bet)).toBe('OK');
  const win = await signedCall(w.t.deps, 'win', { ...base, txId: txId('win'), amount: winPoisha, roundClosed: true });
  expect(win.status, JSON.stringify(win)).toBe('OK');
}

const withdraw = async (p: TestPlayer, amount: number) => {
  const res = await w.t.call('POST', '/api/submit-withdraw', {
    token: p.token,
    headers: idem(),
    body: { remote_id: p.remote_id, account_number: p.phone, amount, payment_id: 0, provider: 'bKash' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
};

beforeAll(async () => {
  w = await bettingWorld({ seed: 44, ballMs: 3000 });
  op = await loginOperator(w.t);
  const db = w.t.deps.database.db;
  method = (await one<{ name: string }>(db, sql`SELECT name FROM payment_methods WHERE id = ${await firstMethodId(w.t)}`))!.name;
  // The world: one promotion that gives a 10% deposit bonus.
  await db.execute(sql`UPDATE promotions SET deposit_bonus_bp = 1000 WHERE id = (SELECT min(id) FROM promotions)`);
  const promo = (await one<{ id: string }>(db, sql`SELECT min(id) AS id FROM promotions`))!.id;

  // Day 1: A, B and C sign up; A deposits 1,000 and plays two slot rounds (300 back 100, 200 back 0);
  // B deposits 2,000 with the promotion (200 bonus).
  let m = await marks();
  const a = await verifiedPlayer(w.t, { birthday: true });
  const b = await verifiedPlayer(w.t);
  const c = await verifiedPlayer(w.t);
  await fund(w.t, op, a, 1000);
  await fund(w.t, op, b, 2000, { promotion_id: Number(promo) });
  await casinoRound(a, 30_000, 10_000);
  await casinoRound(a, 20_000, 0);
  await onDay(m, '2026-11-02');

  // Day 2: D signs up; C makes a first deposit of 1,500; A deposits 500 more and is paid a withdrawal of
  // 600; B stakes 1,000 on a slot round and wins 2,500.
  m = await marks();
  await createPlayer(w.t);
  await fund(w.t, op, c, 1500);
  await fund(w.t, op, a, 500);
  const paid = await withdraw(a, 600);
  expect((await w.t.call('POST', `/api/operator/withdrawals/${paid}/approve`, { token: op })).status).toBe(200);
  await casinoRound(b, 100_000, 250_000);
  await onDay(m, '2026-11-03');

  // Day 4 (the 5th): C backs a runner for 100 on the exchange and the other runner wins; A asks for a
  // withdrawal of 500 that the cashier refuses (not paid, not counted).
  m = await marks();
  const ev = cricketInPlay(w.sim);
  const placed = await placeBet(w.t.deps, { userId: Number(c.remote_id), ip: '203.0.113.9' }, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), key());
  expect(placed.bet.matchedStake).toBe(100);
  await w.watch.flush();
  await settleMarket(w.t.deps, String(ev.marketId), { kind: 'winner', selectionId: String(ev.selectionIds[1]) });
  const refused = await withdraw(a, 500);
  expect((await w.t.call('POST', `/api/operator/withdrawals/${refused}/reject`, { token: op, body: { reason: 'Wrong number' } })).status).toBe(200);
  await onDay(m, '2026-11-05');
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const report = async (from: string, to: string) => {
  const res = await w.t.call('GET', `/api/operator/reports?from=${from}&to=${to}`, { token: op });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('the report of a scripted week', () => {
  it('gives each day its figures, from the ledger', async () => {
    const { days } = await report('2026-11-02', '2026-11-08');
    expect(days.map((d: { day: string }) => d.day)).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08']);
    const [d1, d2, d3, d4] = days;
    expect(d1).toMatchObject({
      deposits: { count: 2, sum: 3000, by_method: [{ method, count: 2, sum: 3000 }] },
      withdrawals: { count: 0, sum: 0 },
      bonuses: 200,
      products: [{ product: 'casino', game: SLOT_CODE, provider: PROVIDER, stakes: 500, payouts: 100, ggr: 400 }],
      stakes: 500,
      payouts: 100,
      ggr: 400,
      ngr: 200,
      signups: 3,
      first_deposits: { count: 2, sum: 3000 },
      active_players: 1,
    });
    expect(d2).toMatchObject({
      deposits: { count: 2, sum: 2000 },
      withdrawals: { count: 1, sum: 600, by_method: [{ method: 'bKash', count: 1, sum: 600 }] },
      bonuses: 0,
      stakes: 1000,
      payouts: 2500,
      ggr: -1500,
      ngr: -1500,
      signups: 1,
      first_deposits: { count: 1, sum: 1500 },
      active_players: 1,
    });
    expect(d3).toMatchObject({ deposits: { count: 0, sum: 0 }, products: [], ggr: 0, signups: 0, active_players: 0 });
    expect(d4).toMatchObject({
      withdrawals: { count: 0, sum: 0 },
      products: [{ product: 'exchange', game: null, provider: null, stakes: 100, payouts: 0, ggr: 100 }],
      ggr: 100,
      ngr: 100,
      active_players: 1,
    });
  });

  it('adds the week up, counting a player active on several days once', async () => {
    const { total } = await report('2026-11-02', '2026-11-08');
    expect(total).toMatchObject({
      deposits: { count: 4, sum: 5000 },
      withdrawals: { count: 1, sum: 600 },
      bonuses: 200,
      stakes: 1600,
      payouts: 2600,
      ggr: -1000,
      ngr: -1200,
      signups: 4,
      first_deposits: { count: 3, sum: 4500 },
      active_players: 3,
    });
    expect(total.products).toEqual([
      { product: 'exchange', game: null, provider: null, stakes: 100, payouts: 0, ggr: 100 },
      { product: 'casino', game: SLOT_CODE, provider: PROVIDER, stakes: 1500, payouts: 2600, ggr: -1100 },
    ]);
  });

  it('a range that misses the week is empty, and a day is a Dhaka day', async () => {
    expect((await report('2026-11-06', '2026-11-08')).total).toMatchObject({ deposits: { count: 0 }, ggr: 0, signups: 0, active_players: 0 });
    expect((await report('2026-11-03', '2026-11-03')).total).toMatchObject({ deposits: { count: 2, sum: 2000 }, signups: 1 });
  });

  it('drills down to the rows behind a figure, and they add up to it', async () => {
    const rows = async (figure: string, product = '') =>
      (await w.t.call('GET', `/api/operator/reports/rows?figure=${figure}&from=2026-11-02&to=2026-11-08${product && `&product=${product}`}`, { token: op }))
        .body;
    const deposits = await rows('deposits');
    expect(deposits.truncated).toBe(false);
    expect(deposits.data.map((r: { amount: number }) => r.amount)).toEqual([1000, 2000, 1500, 500]);
    const play = (await rows('play', 'casino')).data as { kind: string; amount: number }[];
    expect(play.filter((r) => r.kind === 'casino_bet').reduce((s, r) => s - r.amount, 0)).toBe(1500);
    const exchange = (await rows('play', 'exchange')).data;
    expect(exchange).toMatchObject([{ kind: 'exchange_settle', amount: -100 }]);
    expect((await rows('signups')).data).toHaveLength(4);
    expect((await rows('first_deposits')).data.map((r: { amount: number }) => r.amount)).toEqual([1000, 2000, 1500]);
    expect((await rows('bonuses')).data).toMatchObject([{ kind: 'bonus', amount: 200 }]);
    expect((await rows('withdrawals')).data).toMatchObject([{ amount: 600, detail: 'bKash', day: '2026-11-03' }]);
  });

  it('exports the days and the rows as CSV with money in taka to the poisha', async () => {
    const res = await w.t.app.request('/api/operator/reports/csv?from=2026-11-02&to=2026-11-03', { headers: { authorization: `Bearer ${op}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="report-2026-11-02-2026-11-03.csv"');
    const [header, day1, day2] = (await res.text())
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    const cell = (row: string[] | undefined, name: string) => row![header!.indexOf(name)];
    expect(cell(day1, 'deposits_sum')).toBe('3000.00');
    expect(cell(day1, 'casino_ggr')).toBe('400.00');
    expect(cell(day2, 'ggr')).toBe('-1500.00');
    expect(cell(day2, 'withdrawals_count')).toBe('1');
    const rows = await w.t.app.request('/api/operator/reports/rows/csv?figure=signups&from=2026-11-02&to=2026-11-08', {
      headers: { authorization: `Bearer ${op}` },
    });
    expect((await rows.text()).trim().split('\r\n')).toHaveLength(5);
  });

  it('refuses a range backwards or longer than a year, and a player', async () => {
    const backwards = await w.t.call('GET', '/api/operator/reports?from=2026-11-08&to=2026-11-02', { token: op });
    expect(backwards.status).toBe(422);
    expect((await w.t.call('GET', '/api/operator/reports?from=2025-01-01&to=2026-11-02', { token: op })).status).toBe(422);
    const p = await createPlayer(w.t);
    expect((await w.t.call('GET', '/api/operator/reports?from=2026-11-02&to=2026-11-02', { token: p.token })).status).toBe(403);
    expect((await w.t.call('GET', '/api/operator/reports/csv?from=2026-11-02&to=2026-11-02')).status).toBe(401);
  });
});
