// The risk desk through its routes, over real bets on a simulated exchange and a test clock: the flag
// rules each raised by a scripted sequence and not by its near miss, voiding a flagged bet (open and
// settled) with the player told why, the liability book against a real settlement, the big-bet ticker,
// a player's risk view, and a player's token refused everywhere.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBets } from '../../db/schema/index.ts';
import { installFeed } from '../source/running-feed.ts';
import { ExchangeSimulator } from '../source/simulator/simulator.ts';
import { installMarketWatch } from '../bets/running-watch.ts';
import { placeBet } from '../bets/place-and-cancel.ts';
import { settleMarket } from '../bets/settlement.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import { createTestApp } from '../../../tests/helpers/test-app.ts';
import { testClock } from '../../../tests/helpers/clock.ts';
import { auditActionsOn, loginOperator } from '../../../tests/helpers/players.ts';
import {
  EVENING,
  balance,
  bestBack,
  expectInvariants,
  fundedPlayer,
  heldFor,
  inPlay,
  key,
  matchOddsAsk,
  type BettingWorld,
} from '../../../tests/helpers/exchange-kit.ts';
import { MarkRecorder } from './market-marks.ts';

const clock = testClock();
let w: BettingWorld;
let operator: string;
let recorder: MarkRecorder;
beforeAll(async () => {
  const t = await createTestApp({ now: clock.now });
  const sim = new ExchangeSimulator({ seed: 48, startMs: EVENING, ballMs: 6000 });
  const feed = installFeed(sim);
  const watch = await installMarketWatch(t.deps, { delayScale: 0 });
  w = { t, sim, feed, watch };
  operator = await loginOperator(t);
  recorder = new MarkRecorder(t.deps.database.db);
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const op = (method: string, path: string, body?: unknown) => w.t.call(method, path, { token: operator, body });
const used = new Set<string>();
const freshEvent = (): SimEvent => {
  const ev = inPlay(w.sim, (e) => !used.has(e.id) && bestBack(e, 0).size >= 50);
  used.add(ev.id);
  return ev;
};
type Player = Awaited<ReturnType<typeof fundedPlayer>>;
let addresses = 0;
/** A funded player with an address of their own, so only the address test shares one. */
const player = async (taka: number): Promise<Player> => ({
  ...(await fundedPlayer(w.t, taka)),
  ip: `10.36.${Math.floor(++addresses / 250)}.${addresses % 250}`,
});
const backBet = async (p: Player, ev: SimEvent, stake = 100, ip = p.ip, device: string | null = null) => {
  const answer = await placeBet(w.t.deps, { userId: p.userId, ip, device }, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, stake), key());
  expect(answer.bet.status, JSON.stringify(answer.bet)).not.toBe('refused');
  return answer.bet.id!;
};
const scan = async () => (await op('POST', '/api/operator/risk/flags/scan')).body.raised as number;
const flagsOf = async (userId: number) =>
  (await op('GET', `/api/operator/risk/flags?userId=${userId}`)).body.flags as {
    id: number;
    betId: number;
    rule: string;
    reason: { code: string; vars?: Record<string, string> };
  }[];
const state = (eventId: string, s: Partial<{ suspended: boolean; ballRunning: boolean; stale: boolean }>) => ({
  eventId,
  suspended: false,
  ballRunning: false,
  stale: false,
  ...s,
});

describe('the flag rules', () => {
  it('betting the same market again within 60 seconds is flagged, at 61 seconds or on another market it is not', async () => {
    const ev = freshEvent();
    const other = freshEvent();
    const [p, q] = [await player(5000), await player(5000)];
    await backBet(p, ev);
    await backBet(q, ev);
    clock.advance(59_000);
    const again = await backBet(p, ev);
    await backBet(q, other);
    clock.advance(2000);
    await backBet(q, ev);
    await scan();
    expect(await flagsOf(p.userId)).toMatchObject([{ betId: again, rule: 'repeat_bet', reason: { code: 'riskFlagRepeatBet', vars: { seconds: '59' } } }]);
    expect(await flagsOf(q.userId)).toEqual([]);
  });

  it('a bet placed 4 seconds before a suspend or a ball is flagged, one placed 6 seconds before is not', async () => {
    const [a, b, c, d] = [freshEvent(), freshEvent(), freshEvent(), freshEvent()];
    const p = await player(5000);
    const q = await player(5000);
    clock.advance(120_000);
    const early = await backBet(p, a);
    const ball = await backBet(p, b);
    await backBet(q, c);
    await backBet(q, d);
    clock.advance(4000);
    await recorder.observe(clock.now(), [state(a.id, { suspended: true }), state(b.id, { ballRunning: true })]);
    clock.advance(2000);
    await recorder.observe(clock.now(), [state(a.id, {}), state(b.id, {}), state(c.id, { suspended: true }), state(d.id, { ballRunning: true })]);
    await scan();
    expect((await flagsOf(p.userId)).map((f) => [f.betId, f.reason.code, f.reason.vars]).sort()).toEqual(
      [
        [early, 'riskFlagBeforeSuspend', { seconds: '4' }],
        [ball, 'riskFlagBeforeBallRunning', { seconds: '4' }],
      ].sort(),
    );
    expect(await flagsOf(q.userId)).toEqual([]);
  });

  it('three accounts betting from one address are flagged, two from another are not', async () => {
    const ev = freshEvent();
    clock.advance(120_000);
    const trio = [await player(5000), await player(5000), await player(5000)];
    const pair = [await player(5000), await player(5000)];
    for (const p of trio) await backBet(p, ev, 100, '198.51.100.20');
    for (const p of pair) await backBet(p, ev, 100, '198.51.100.21');
    await scan();
    for (const p of trio) expect(await flagsOf(p.userId)).toMatchObject([{ rule: 'shared_address', reason: { vars: { accounts: '3', ip: '198.51.100.20' } } }]);
    for (const p of pair) expect(await flagsOf(p.userId)).toEqual([]);
  });

  it('three accounts betting from one device are flagged whatever their addresses, two on another device are not', async () => {
    const ev = freshEvent();
    clock.advance(120_000);
    const trio = [await player(5000), await player(5000), await player(5000)];
    const pair = [await player(5000), await player(5000)];
    for (const p of trio) await backBet(p, ev, 100, p.ip, 'a1b2c3d4-0000-4000-8000-000000000001');
    for (const p of pair) await backBet(p, ev, 100, p.ip, 'a1b2c3d4-0000-4000-8000-000000000002');
    await scan();
    for (const p of trio)
      expect(await flagsOf(p.userId)).toMatchObject([{ rule: 'shared_device', reason: { code: 'riskFlagSharedDevice', vars: { accounts: '3' } } }]);
    for (const p of pair) expect(await flagsOf(p.userId)).toEqual([]);
  });

  it('keeps the device id a bet is sent with, and refuses a malformed one with 422 before anything is written', async () => {
    const ev = freshEvent();
    const p = await player(5000);
    const send = (device: string) =>
      w.t.call('POST', '/api/exchange/bets', {
        token: p.token,
        headers: { 'Idempotency-Key': key(), 'X-Device-Id': device },
        body: matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100),
      });
    const placed = await send('f00dcafe-1234-4abc-8def-0123456789ab');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [row] = await w.t.deps.database.db.select({ device: exchangeBets.deviceId }).from(exchangeBets).where(eq(exchangeBets.id, placed.body.bet.id));
    expect(row?.device).toBe('f00dcafe-1234-4abc-8def-0123456789ab');
    const bad = await send('<script>');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'x-device-id': 'This device could not be recognised. Please reload the page and try again.' });
    expect(await heldFor(w.t, p.userId)).toBe(100);
  });

  it('a winning bet placed while the market was stale is flagged; a loser then, or a winner after, is not', async () => {
    const ev = freshEvent();
    clock.advance(120_000);
    const [p, q, r] = [await player(5000), await player(5000), await player(5000)];
    await recorder.observe(clock.now(), [state(ev.id, { stale: true })]);
    clock.advance(1000);
    const staleWin = await backBet(p, ev);
    const staleLoss = await placeBet(w.t.deps, q, matchOddsAsk(ev, 1, 'back', bestBack(ev, 1).price, 100), key());
    clock.advance(1000);
    await recorder.observe(clock.now(), [state(ev.id, {})]);
    clock.advance(1000);
    await backBet(r, ev);
    w.watch.forget(ev.id, ev.marketId);
    await settleMarket(w.t.deps, ev.marketId, { kind: 'winner', selectionId: String(ev.selectionIds[0]) });
    expect(staleLoss.bet.status).not.toBe('refused');
    await scan();
    expect(await flagsOf(p.userId)).toMatchObject([{ betId: staleWin, rule: 'stale_win', reason: { code: 'riskFlagStaleWin' } }]);
    expect(await flagsOf(q.userId)).toEqual([]);
    expect(await flagsOf(r.userId)).toEqual([]);
    // Flags never void by themselves: the winner was paid and stays paid until the risk team decides.
    const [bet] = await w.t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.id, staleWin));
    expect(bet!.state).toBe('settled');
  });
});

describe('voiding a flagged bet', () => {
  it('an open bet: the hold goes back, the player reads the reason in the inbox, and a second void is refused', async () => {
    const ev = freshEvent();
    const p = await player(5000);
    clock.advance(120_000);
    await backBet(p, ev, 300);
    clock.advance(10_000);
    const second = await backBet(p, ev, 200);
    await scan();
    const [flag] = await flagsOf(p.userId);
    expect(flag!.betId).toBe(second);
    expect(await heldFor(w.t, p.userId)).toBe(500);
    expect((await op('POST', `/api/operator/risk/flags/${flag!.id}/void`, { reason: 'x' })).status).toBe(422);
    const done = await op('POST', `/api/operator/risk/flags/${flag!.id}/void`, { reason: 'Bet placed on a delayed picture' });
    expect(done).toMatchObject({ status: 200, body: { code: 'riskBetVoided' } });
    expect(await heldFor(w.t, p.userId)).toBe(300);
    expect(await balance(w.t, p.userId)).toBe(4700);
    const inbox = (await w.t.call('GET', `/api/inbox?remote_id=${p.userId}&page=1`, { token: p.token })).body.data;
    expect(inbox.data[0]).toMatchObject({ code: 'notifyExchangeVoidByOperator', vars: { reason: 'Bet placed on a delayed picture' } });
    expect((await op('GET', `/api/operator/risk/flags?status=voided&userId=${p.userId}`)).body.flags).toHaveLength(1);
    // The flag is closed; opened again by hand, its bet is void already and cannot be voided twice.
    await w.t.deps.database.db.execute(sql`UPDATE risk_flags SET status = 'open' WHERE id = ${flag!.id}`);
    expect(await op('POST', `/api/operator/risk/flags/${flag!.id}/void`, { reason: 'twice over' })).toMatchObject({
      status: 409,
      body: { code: 'riskBetNotVoidable' },
    });
    expect(await auditActionsOn(w.t, 'exchange_bet', flag!.betId)).toEqual(['risk.bet_void']);
    await expectInvariants(w);
  });

  it('a settled winning bet: its winnings are taken back, and the rest of the player’s money stays', async () => {
    const ev = freshEvent();
    const p = await player(5000);
    clock.advance(120_000);
    await recorder.observe(clock.now(), [state(ev.id, { stale: true })]);
    clock.advance(1000);
    const id = await backBet(p, ev, 400);
    clock.advance(1000);
    await recorder.observe(clock.now(), [state(ev.id, {})]);
    w.watch.forget(ev.id, ev.marketId);
    await settleMarket(w.t.deps, ev.marketId, { kind: 'winner', selectionId: String(ev.selectionIds[0]) });
    const won = await balance(w.t, p.userId);
    expect(won).toBeGreaterThan(5000);
    await scan();
    const flag = (await flagsOf(p.userId)).find((f) => f.rule === 'stale_win')!;
    expect(flag.betId).toBe(id);
    expect((await op('POST', `/api/operator/risk/flags/${flag.id}/void`, { reason: 'Prices were stale' })).status).toBe(200);
    expect(await balance(w.t, p.userId)).toBe(5000);
    const [bet] = await w.t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.id, id));
    expect(bet).toMatchObject({ state: 'void', profitLossPoisha: 0 });
    await expectInvariants(w);
  });
});

describe('the liability book', () => {
  it('lists what the site wins or pays on each runner, worst first, and a real settlement pays exactly that', async () => {
    const ev = freshEvent();
    const [p, q] = [await player(10_000), await player(10_000)];
    await backBet(p, ev, 500);
    await placeBet(w.t.deps, q, matchOddsAsk(ev, 1, 'back', bestBack(ev, 1).price, 300), key());
    const book = (await op('GET', '/api/operator/risk/book')).body;
    const market = book.markets.find((m: { marketKey: string }) => m.marketKey === ev.marketId);
    expect(market.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(ev.selectionIds.map(String));
    expect(market.worst).toBe(Math.min(...market.outcomes.map((o: { site: number }) => o.site)));
    expect(book.markets.map((m: { worst: number }) => m.worst)).toEqual([...book.markets.map((m: { worst: number }) => m.worst)].sort((a, b) => a - b));
    expect(book.totalWorst).toBeCloseTo(
      book.markets.reduce((s: number, m: { worst: number }) => s + m.worst, 0),
      2,
    );
    const detail = (await op('GET', `/api/operator/risk/book/${ev.marketId}`)).body;
    expect(detail.players.map((x: { userId: number }) => x.userId).sort()).toEqual([p.userId, q.userId].sort());
    const before = (await balance(w.t, p.userId)) + (await heldFor(w.t, p.userId)) + (await balance(w.t, q.userId)) + (await heldFor(w.t, q.userId));
    w.watch.forget(ev.id, ev.marketId);
    await settleMarket(w.t.deps, ev.marketId, { kind: 'winner', selectionId: String(ev.selectionIds[0]) });
    const after = (await balance(w.t, p.userId)) + (await balance(w.t, q.userId));
    const site = market.outcomes[0].site;
    expect(Math.round((after - before) * 100)).toBe(Math.round(-site * 100));
    expect((await op('GET', '/api/operator/risk/book')).body.markets.some((m: { marketKey: string }) => m.marketKey === ev.marketId)).toBe(false);
    await expectInvariants(w);
  });
});

describe('the big-bet ticker and the player view', () => {
  it('filters by size and sorts by stake or exposure', async () => {
    const ev = freshEvent();
    const p = await player(20_000);
    for (const stake of [150, 2500, 900]) await backBet(p, ev, stake);
    const big = (await op('GET', '/api/operator/risk/ticker?minStake=800&sort=stake&limit=2')).body.bets;
    expect(big.map((b: { stake: number }) => b.stake)).toEqual([2500, 900]);
    const byExposure = (await op('GET', `/api/operator/risk/ticker?sort=exposure&sport=${ev.sport}&marketType=match_odds`)).body.bets;
    const exposures = byExposure.map((b: { exposure: number }) => b.exposure);
    expect(exposures).toEqual([...exposures].sort((a, b) => b - a));
    expect(byExposure.every((b: { sport: string }) => b.sport === ev.sport)).toBe(true);
    expect((await op('GET', '/api/operator/risk/ticker?sort=sideways')).status).toBe(422);
  });

  it("shows a player's positions, limits, blocks and flags, and a day's settled profit in Dhaka", async () => {
    const ev = freshEvent();
    const p = await player(5000);
    await backBet(p, ev, 250);
    await op('PUT', '/api/operator/risk/limits', {
      scope: 'player',
      userId: p.userId,
      limits: { minStake: null, maxStake: 2000, maxProfit: null, marketMaxStake: null, marketMaxProfit: null },
    });
    await op('POST', '/api/operator/risk/blocks', { scope: 'event', target: 'some-event', userId: p.userId, reason: 'watch list' });
    const view = (await op('GET', `/api/operator/risk/players/${p.userId}`)).body;
    expect(view.positions).toMatchObject([{ marketKey: ev.marketId, held: 250, bets: 1 }]);
    expect(view.limits.find((l: { kind: string }) => l.kind === 'match_odds').limits).toMatchObject({ minStake: 100, maxStake: 2000 });
    expect(view.blocks).toMatchObject([{ target: 'some-event', reason: 'watch list' }]);
    w.watch.forget(ev.id, ev.marketId);
    await settleMarket(w.t.deps, ev.marketId, { kind: 'winner', selectionId: String(ev.selectionIds[1]) });
    const after = (await op('GET', `/api/operator/risk/players/${p.userId}`)).body;
    const today = new Date(clock.now().getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
    expect(after.pnlByDay).toEqual([{ day: today, product: 'match_odds', pnl: -250, stake: 250 }]);
    expect((await op('GET', '/api/operator/risk/players/99999999')).status).toBe(404);
  });
});

describe('access', () => {
  it.each([
    ['GET', '/api/operator/risk/limits'],
    ['PUT', '/api/operator/risk/limits'],
    ['GET', '/api/operator/risk/book'],
    ['GET', '/api/operator/risk/ticker'],
    ['GET', '/api/operator/risk/flags'],
    ['POST', '/api/operator/risk/flags/scan'],
    ['POST', '/api/operator/risk/flags/1/void'],
    ['POST', '/api/operator/risk/blocks'],
    ['GET', '/api/operator/risk/players/1'],
  ])('%s %s answers 401 without a token and 403 to a player', async (method, path) => {
    const p = await player(0);
    const body = method === 'GET' ? undefined : {};
    expect((await w.t.call(method, path, { body })).status).toBe(401);
    expect((await w.t.call(method, path, { token: p.token, body })).status).toBe(403);
  });
});
