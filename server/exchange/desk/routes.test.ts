// The operator's exchange desk through app.request(): the limits per market type (and a player meeting
// them), every bet and each player's exposure, voiding a market with a reason, and the simulator's
// test control, which exists only with EXCHANGE_TEST_CONTROLS=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { readConfig } from '../../config.ts';
import {
  EVENING,
  balance,
  bestBack,
  bettingWorld,
  cricketInPlay,
  expectInvariants,
  fundedPlayer,
  heldFor,
  key,
  matchOddsAsk,
  type BettingWorld,
} from '../../../tests/helpers/exchange-kit.ts';
import { loginOperator } from '../../../tests/helpers/players.ts';
import { sql } from 'drizzle-orm';
import { one } from '../../db/sql.ts';

let w: BettingWorld;
let operator: string;
beforeAll(async () => {
  // The evening: each test here takes a cricket match in play (one is voided), and at 20:00 in Dhaka a
  // new T20 starts about every half hour to hour, where the morning has gaps longer than a test waits.
  w = await bettingWorld({ seed: 45, startMs: EVENING, config: { exchangeTestControls: true } });
  operator = await loginOperator(w.t);
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const op = (method: string, path: string, body?: unknown) => w.t.call(method, path, { token: operator, body });
/** A market voided by a test takes no more bets (a new bet on it is refused as closed). */
const voided = new Set<string>();
const LIMITS = { minStake: 100, maxStake: 50_000, maxProfit: 1_000_000, betDelaySeconds: 5, commissionPercent: 0 };

describe('the exchange limits', () => {
  it('are read as the migration set them and saved per market type', async () => {
    const before = (await op('GET', '/api/operator/exchange/settings')).body;
    expect(before.match_odds).toEqual(LIMITS);
    expect(before.bookmaker.betDelaySeconds).toBe(3);
    const saved = await op('PUT', '/api/operator/exchange/settings', { fancy: { ...before.fancy, minStake: 200, commissionPercent: 2.5 } });
    expect(saved).toMatchObject({
      status: 200,
      body: { code: 'exchangeSettingsSaved', settings: { fancy: { minStake: 200, commissionPercent: 2.5 }, match_odds: LIMITS } },
    });
    const p = await fundedPlayer(w.t, 0);
    expect((await w.t.call('GET', '/api/exchange/settings', { token: p.token })).body.fancy.minStake).toBe(200);
  });

  it.each([
    ['a minimum above the maximum', { ...LIMITS, minStake: 5000, maxStake: 1000 }, MESSAGES.exchangeSettingsMinAboveMax],
    ['a bet delay of 31 seconds', { ...LIMITS, betDelaySeconds: 31 }, MESSAGES.exchangeBetDelayInvalid],
    ['a commission of 25 percent', { ...LIMITS, commissionPercent: 25 }, MESSAGES.exchangeCommissionInvalid],
    ['a commission with three decimals', { ...LIMITS, commissionPercent: 1.005 }, MESSAGES.exchangeCommissionInvalid],
  ])('%s is refused with 422 and nothing changes', async (_, limits, message) => {
    const res = await op('PUT', '/api/operator/exchange/settings', { bookmaker: limits });
    expect(res).toMatchObject({ status: 422, body: { errors: { bookmaker: message } } });
    expect((await op('GET', '/api/operator/exchange/settings')).body.bookmaker.minStake).toBe(100);
  });

  it('a raised minimum refuses a smaller bet, with the new minimum in the message', async () => {
    await op('PUT', '/api/operator/exchange/settings', { match_odds: { ...LIMITS, minStake: 300 } });
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const res = await w.t.call('POST', '/api/exchange/bets', {
      token: p.token,
      headers: { 'Idempotency-Key': key() },
      body: matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 200),
    });
    expect(res.body.bet).toMatchObject({ status: 'refused', code: 'riskStakeBelowMin', vars: { min: '300' } });
    await op('PUT', '/api/operator/exchange/settings', { match_odds: LIMITS });
  });
});

describe('bets, exposure and voiding a market', () => {
  it("shows the player's bet and exposure, voids the market with a reason and refunds it, and refuses a second void", async () => {
    const p = await fundedPlayer(w.t, 2000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 300);
    const bet = (
      await w.t.call('POST', '/api/exchange/bets', {
        token: p.token,
        headers: { 'Idempotency-Key': key() },
        body: matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 300),
      })
    ).body.bet;
    expect(bet.status).toBe('matched');

    const bets = (await op('GET', `/api/operator/exchange/bets?status=open&marketKey=${ev.marketId}`)).body.bets;
    expect(bets.map((b: { id: number; userId: number }) => [b.id, b.userId])).toEqual([[bet.id, p.userId]]);
    const exposure = (await op('GET', '/api/operator/exchange/exposure')).body.players.find((x: { userId: number }) => x.userId === p.userId);
    expect(exposure).toMatchObject({ exposure: 300, openMarkets: 1 });
    const market = (await op('GET', '/api/operator/exchange/markets?status=open')).body.markets.find((m: { marketKey: string }) => m.marketKey === ev.marketId);
    expect(market).toMatchObject({ bets: 1, players: 1, exposure: 300, status: 'open' });

    expect((await op('POST', `/api/operator/exchange/markets/${ev.marketId}/void`, { reason: 'x' })).status).toBe(422);
    expect((await op('POST', '/api/operator/exchange/markets/1.404/void', { reason: 'Feed error' })).body.code).toBe('exchangeMarketNotFound');
    const done = await op('POST', `/api/operator/exchange/markets/${ev.marketId}/void`, { reason: 'Feed error on the score' });
    voided.add(ev.marketId);
    expect(done).toMatchObject({ status: 200, body: { status: 'void', refundedBets: 1, players: 1, code: 'exchangeMarketVoided' } });
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([2000, 0]);
    expect(await op('POST', `/api/operator/exchange/markets/${ev.marketId}/void`, { reason: 'Feed error on the score' })).toMatchObject({
      status: 409,
      body: { code: 'exchangeMarketAlreadySettled' },
    });
    const settled = (await op('GET', `/api/operator/exchange/bets?status=settled&userId=${p.userId}`)).body.bets;
    expect(settled.map((b: { status: string }) => b.status)).toEqual(['void']);
    await expectInvariants(w);
  });

  it('a void says why on the bet and in one inbox message to each player, with the names in both languages', async () => {
    const [a, b] = [await fundedPlayer(w.t, 2000), await fundedPlayer(w.t, 2000)];
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 200 && !voided.has(e.marketId));
    for (const [who, stake] of [
      [a, 100],
      [a, 100],
      [b, 100],
    ] as const) {
      const placed = await w.t.call('POST', '/api/exchange/bets', {
        token: who.token,
        headers: { 'Idempotency-Key': key() },
        body: matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, stake),
      });
      expect(placed.body.bet.status).toBe('matched');
    }
    expect((await op('POST', `/api/operator/exchange/markets/${ev.marketId}/void`, { reason: 'Wrong score shown by the feed' })).status).toBe(200);
    voided.add(ev.marketId);
    const history = (await w.t.call('GET', '/api/exchange/bets?status=settled', { token: a.token })).body.bets;
    expect(history.map((x: { status: string; voidReason: unknown }) => [x.status, x.voidReason])).toEqual([
      [
        'void',
        { code: 'exchangeVoidByOperator', message: 'Voided by the operator: Wrong score shown by the feed', vars: { reason: 'Wrong score shown by the feed' } },
      ],
      [
        'void',
        { code: 'exchangeVoidByOperator', message: 'Voided by the operator: Wrong score shown by the feed', vars: { reason: 'Wrong score shown by the feed' } },
      ],
    ]);
    for (const who of [a, b]) {
      const inbox = (await w.t.call('GET', `/api/inbox?remote_id=${who.userId}&page=1`, { token: who.token })).body.data;
      expect(inbox.data).toHaveLength(1);
      expect(inbox.data[0]).toMatchObject({
        code: 'notifyExchangeVoidByOperator',
        message: `Your bets on ${ev.name} (Match Odds) were voided by the operator: Wrong score shown by the feed. Every stake on it is back in your balance.`,
        vars: { event: ev.name, market: 'Match Odds', marketBn: 'ম্যাচ অডস', reason: 'Wrong score shown by the feed' },
      });
      // The Bangla text names the event in Bangla: its name is not the feed's English.
      expect(inbox.data[0].vars.eventBn).not.toBe(ev.name);
      expect(inbox.data[0].vars.eventBn).toMatch(/[\u0980-\u09ff]/);
    }
    await expectInvariants(w);
  });

  it('a voided market the feed still lists is named voided to anyone (no session) and refuses new bets as closed', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 100 && !voided.has(e.marketId));
    const ask = () => matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100);
    expect((await w.t.call('POST', '/api/exchange/bets', { token: p.token, headers: { 'Idempotency-Key': key() }, body: ask() })).body.bet.status).toBe(
      'matched',
    );
    const listed = () => w.t.call('GET', `/api/exchange/voided-markets?eventId=${ev.id}`);
    expect(await listed()).toMatchObject({ status: 200, body: { markets: [] } });
    expect((await op('POST', `/api/operator/exchange/markets/${ev.marketId}/void`, { reason: 'Wrong teams listed' })).status).toBe(200);
    voided.add(ev.marketId);
    expect(w.sim.events.get(ev.id)?.status).toBe('inplay');
    expect((await listed()).body).toEqual({ markets: [{ marketId: ev.marketId, marketType: 'match_odds', lineKey: null, lineId: null }] });
    // The lists ask once for every listed event: the voided match odds is among them, no fancy line is.
    const everyListed = (await w.t.call('GET', '/api/exchange/voided-markets')).body.markets as { marketId: string; marketType: string }[];
    expect(everyListed).toContainEqual({ marketId: ev.marketId, marketType: 'match_odds', lineKey: null, lineId: null });
    expect(everyListed.filter((m) => m.marketType === 'fancy')).toEqual([]);
    const again = (await w.t.call('POST', '/api/exchange/bets', { token: p.token, headers: { 'Idempotency-Key': key() }, body: ask() })).body.bet;
    expect(again).toMatchObject({ status: 'refused', code: 'exchangeMarketClosed' });
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([1000, 0]);
    expect((await w.t.call('GET', '/api/exchange/voided-markets?eventId=%00')).status).toBe(422);
  });

  it('a voided fancy line names the feed row that still quotes it, so the odds view can mark that row Voided', async () => {
    const p = await fundedPlayer(w.t, 2000);
    const ev = cricketInPlay(w.sim, (e) => e.cricket!.current.balls < 30 && !voided.has(e.marketId));
    while (!ev.match.flags().ballRunning) w.sim.advance(250);
    while (ev.match.flags().ballRunning || ev.match.flags().suspended) w.sim.advance(250);
    const { fancyLines } = await import('../source/simulator/fancy-derivation.ts');
    const lineId = `s${ev.cricket!.inningsIndex + 1}-6`;
    const line = fancyLines(ev.cricket!)[lineId]!;
    const ask = { eventId: ev.id, marketId: ev.id, marketType: 'fancy', selectionId: lineId, side: 'yes', price: line.yes_rate, line: line.yes, stake: 200 };
    expect((await w.t.call('POST', '/api/exchange/bets', { token: p.token, headers: { 'Idempotency-Key': key() }, body: ask })).body.bet.status).toBe(
      'matched',
    );
    const marketKey = `${ev.id}:${lineId}`;
    expect((await op('POST', `/api/operator/exchange/markets/${encodeURIComponent(marketKey)}/void`, { reason: 'Wrong over count' })).status).toBe(200);
    const listed = (await w.t.call('GET', `/api/exchange/voided-markets?eventId=${ev.id}`)).body.markets;
    expect(listed).toEqual([{ marketId: ev.id, marketType: 'fancy', lineKey: lineId, lineId }]);
    await expectInvariants(w);
  });

  it('refuses hostile query values with 422, never a 5xx', async () => {
    for (const q of ['status=maybe', 'userId=-1', 'limit=100000', 'before=1e99', 'marketKey=%00']) {
      expect((await op('GET', `/api/operator/exchange/bets?${q}`)).status, q).toBe(422);
    }
  });
});

describe('the simulator test control', () => {
  it('moves the simulated clock on, and the watch settles the markets that finished', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 100 && !voided.has(e.marketId));
    const bet = (
      await w.t.call('POST', '/api/exchange/bets', {
        token: p.token,
        headers: { 'Idempotency-Key': key() },
        body: matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100),
      })
    ).body.bet;
    expect(bet.status, JSON.stringify(bet)).toBe('matched');
    const before = w.sim.now;
    const res = await op('POST', '/api/operator/exchange/simulator/advance', { minutes: 300 });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.simulatedAt) - before).toBe(300 * 60_000);
    expect(res.body.finished).toBeGreaterThan(0);
    const entry = await one<{ action: string; who: string; after: { minutes: number; finished: number } }>(
      w.t.deps.database.db,
      sql`SELECT action, actor_username AS who, after FROM staff_audit ORDER BY seq DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ action: 'exchange.simulator_advance', who: 'opsadmin', after: { minutes: 300, finished: res.body.finished } });
    expect(ev.status).toBe('closed');
    expect(await heldFor(w.t, p.userId)).toBe(0);
    expect((await w.t.call('GET', '/api/exchange-hub', { token: p.token })).body.data[0].status).toMatch(/^(WON|LOST|VOID)$/);
    await expectInvariants(w);
  });

  it('is refused with 422 outside 1 to 600 minutes or without exactly one of minutes and a moment, and is 404 when test controls are off', async () => {
    expect((await op('POST', '/api/operator/exchange/simulator/advance', { minutes: 0 })).status).toBe(422);
    expect((await op('POST', '/api/operator/exchange/simulator/advance', { minutes: 601 })).status).toBe(422);
    // Either minutes or a moment to move to, not both, not neither.
    expect((await op('POST', '/api/operator/exchange/simulator/advance', {})).status).toBe(422);
    expect((await op('POST', '/api/operator/exchange/simulator/advance', { minutes: 5, to: '2026-11-23T05:00:00Z' })).status).toBe(422);
    expect((await op('POST', '/api/operator/exchange/simulator/advance', { to: 'soon' })).status).toBe(422);
    const off = await bettingWorld({ seed: 46 });
    const entries = () => one<{ n: string }>(off.t.deps.database.db, sql`SELECT count(*)::text AS n FROM staff_audit`);
    const token = await loginOperator(off.t);
    const before = await entries();
    const res = await off.t.call('POST', '/api/operator/exchange/simulator/advance', { token, body: { minutes: 5 } });
    expect(res).toMatchObject({ status: 404, body: { code: 'notFound' } });
    expect(await entries()).toEqual(before);
    off.watch.stop();
    off.feed.stop();
  });

  it('cannot be turned on in production', () => {
    expect(() => readConfig({ EXCHANGE_TEST_CONTROLS: '1', NODE_ENV: 'production' })).toThrow(/EXCHANGE_TEST_CONTROLS/);
    expect(readConfig({ EXCHANGE_TEST_CONTROLS: '1' }).exchangeTestControls).toBe(true);
    expect(readConfig({}).exchangeTestControls).toBe(false);
  });
});
