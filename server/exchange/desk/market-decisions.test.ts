// The operator's decisions through app.request(): the list of markets waiting for one, settling a market
// by hand (winners named, a reason required), rolling a settled result back (every poisha paid reversed,
// the market waiting again) and settling it anew, voiding after a roll back (the player reads the reason
// and gets one inbox message), a roll back refused whole when a player spent the winnings, and the site's
// take of a mirrored book.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { exchangeFills, exchangeMarketDecisions } from '../../db/schema/index.ts';
import { one } from '../../db/sql.ts';
import { postEntry } from '../../services/ledger.ts';
import {
  EVENING,
  balance,
  bestBack,
  bettingWorld,
  expectInvariants,
  fundedPlayer,
  heldFor,
  inPlay,
  key,
  matchOddsAsk,
  type BettingWorld,
} from '../../../tests/helpers/exchange-kit.ts';
import { auditActionsOn, loginOperator } from '../../../tests/helpers/players.ts';
import { closedMarket } from '../../../tests/helpers/source-results.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import { winAmount } from '../maths/price.ts';
import { settleFromSource } from '../bets/source-settlement.ts';

let w: BettingWorld;
let operator: string;
beforeAll(async () => {
  w = await bettingWorld({ seed: 48, startMs: EVENING });
  operator = await loginOperator(w.t);
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const op = (method: string, path: string, body?: unknown) => w.t.call(method, path, { token: operator, body });
const used = new Set<string>();
function freshMarket(): SimEvent {
  const ev = inPlay(w.sim, (e) => !used.has(e.marketId) && e.depth.every((d) => (d.back[0]?.size ?? 0) >= 300));
  used.add(ev.marketId);
  return ev;
}
async function back(p: { token: string; userId: number }, ev: SimEvent, r: number, stake: number): Promise<number> {
  const placed = (
    await w.t.call('POST', '/api/exchange/bets', {
      token: p.token,
      headers: { 'Idempotency-Key': key() },
      body: matchOddsAsk(ev, r, 'back', bestBack(ev, r).price, stake),
    })
  ).body.bet;
  expect(placed.status).toBe('matched');
  const [fill] = await w.t.deps.database.db.select().from(exchangeFills).where(eq(exchangeFills.betId, placed.id));
  return fill!.oddsX100;
}
const decisionsOf = async (marketKey: string) =>
  (
    await w.t.deps.database.db
      .select()
      .from(exchangeMarketDecisions)
      .where(eq(exchangeMarketDecisions.marketKey, marketKey))
      .orderBy(exchangeMarketDecisions.id)
  ).map((d) => [d.action, d.reason, d.decidedBy === null ? 'source' : 'operator']);

describe('markets waiting for the operator', () => {
  it('lists a market closed without a result, settles it by hand on the winner named, and refuses bad winners and a second settle', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = freshMarket();
    const odds = await back(p, ev, 0, 200);
    await settleFromSource(w.t.deps, closedMarket(ev, ['LOSER', 'LOSER']));
    const waiting = (await op('GET', '/api/operator/exchange/markets/waiting')).body.markets.find((m: { marketKey: string }) => m.marketKey === ev.marketId);
    expect(waiting).toMatchObject({
      status: 'open',
      places: 1,
      bets: 1,
      exposure: 200,
      awaitingOperator: { code: 'exchangeMarketNoResult', message: MESSAGES.exchangeMarketNoResult },
      lastDecision: null,
    });
    expect(waiting.runners.map((r: { selectionId: string }) => r.selectionId)).toEqual(ev.selectionIds.map(String));
    const path = `/api/operator/exchange/markets/${ev.marketId}/settle`;
    const winner = String(ev.selectionIds[0]);
    expect(await op('POST', path, { winners: [winner], reason: 'x' })).toMatchObject({
      status: 422,
      body: { errors: { reason: MESSAGES.exchangeDecisionReasonRequired } },
    });
    expect(await op('POST', path, { winners: ['999999'], reason: 'Official result' })).toMatchObject({ status: 422, body: { code: 'exchangeWinnersInvalid' } });
    expect(await op('POST', path, { winners: ev.selectionIds.map(String), reason: 'Official result' })).toMatchObject({ status: 422 });
    expect(await op('POST', '/api/operator/exchange/markets/1.404/settle', { winners: [winner], reason: 'Official result' })).toMatchObject({ status: 404 });
    expect(await op('POST', path, { winners: [winner], reason: 'Official result from the racecourse' })).toMatchObject({
      status: 200,
      body: { status: 'settled', bets: 1, players: 1, code: 'exchangeMarketSettled' },
    });
    expect(await balance(w.t, p.userId)).toBe((500_000 + winAmount(20_000, odds)) / 100);
    expect(await op('POST', path, { winners: [winner], reason: 'Official result from the racecourse' })).toMatchObject({ status: 409 });
    expect(await auditActionsOn(w.t, 'exchange_market', ev.marketId)).toEqual(['market.settle']);
    expect(await decisionsOf(ev.marketId)).toEqual([['settle', 'Official result from the racecourse', 'operator']]);
    await expectInvariants(w);
  });

  it('rolls a wrong result back exactly, lists the market again with why, and settles it anew on the right winner', async () => {
    const [a, b] = [await fundedPlayer(w.t, 5000), await fundedPlayer(w.t, 5000)];
    const ev = freshMarket();
    const oddsA = await back(a, ev, 0, 300);
    const oddsB = await back(b, ev, 1, 100);
    const [heldA, heldB] = [await heldFor(w.t, a.userId), await heldFor(w.t, b.userId)];
    await settleFromSource(w.t.deps, closedMarket(ev, ['WINNER', 'LOSER']));
    expect([await balance(w.t, a.userId), await balance(w.t, b.userId)]).toEqual([(500_000 + winAmount(30_000, oddsA)) / 100, 4900]);

    const path = `/api/operator/exchange/markets/${ev.marketId}/rollback`;
    expect(await op('POST', path, { reason: '' })).toMatchObject({ status: 422 });
    expect(await op('POST', path, { reason: 'The source reported the wrong winner' })).toMatchObject({
      status: 200,
      body: { status: 'open', players: 2, bets: 2, code: 'exchangeMarketRollbackDone' },
    });
    // Exactly as before the settlement: the stake held again, nothing paid.
    expect([await balance(w.t, a.userId), await heldFor(w.t, a.userId), await balance(w.t, b.userId), await heldFor(w.t, b.userId)]).toEqual([
      5000 - heldA,
      heldA,
      5000 - heldB,
      heldB,
    ]);
    expect(await op('POST', path, { reason: 'The source reported the wrong winner' })).toMatchObject({
      status: 409,
      body: { code: 'exchangeMarketNotSettled' },
    });
    const waiting = (await op('GET', '/api/operator/exchange/markets/waiting')).body.markets.find((m: { marketKey: string }) => m.marketKey === ev.marketId);
    expect(waiting).toMatchObject({
      awaitingOperator: { code: 'exchangeMarketRolledBack' },
      lastDecision: { action: 'rollback', reason: 'The source reported the wrong winner', decidedBy: 'opsadmin' },
    });
    // The source repeating its wrong result changes nothing now.
    expect(await settleFromSource(w.t.deps, closedMarket(ev, ['WINNER', 'LOSER']))).toBe('waiting');
    expect(
      await op('POST', `/api/operator/exchange/markets/${ev.marketId}/settle`, { winners: [String(ev.selectionIds[1])], reason: 'Corrected result' }),
    ).toMatchObject({
      status: 200,
    });
    expect([await balance(w.t, a.userId), await balance(w.t, b.userId)]).toEqual([4700, (500_000 + winAmount(10_000, oddsB)) / 100]);
    expect(await decisionsOf(ev.marketId)).toEqual([
      ['settle', expect.any(String), 'source'],
      ['rollback', 'The source reported the wrong winner', 'operator'],
      ['settle', 'Corrected result', 'operator'],
    ]);
    // The source's settlement is no staff action; each of the operator's is one entry.
    expect(await auditActionsOn(w.t, 'exchange_market', ev.marketId)).toEqual(['market.rollback', 'market.settle']);
    // The stakes count once toward turnover however often the market is settled.
    const fed = await one<{ n: string }>(w.t.deps.database.db, sql`SELECT count(*) AS n FROM exchange_holds WHERE market_key = ${ev.marketId} AND play_fed`);
    expect(Number(fed!.n)).toBe(2);
    await expectInvariants(w);
  });

  it('voids a rolled-back market with a reason the player reads on the bet and in the inbox', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = freshMarket();
    await back(p, ev, 0, 200);
    await settleFromSource(w.t.deps, closedMarket(ev, ['LOSER', 'WINNER']));
    expect(await balance(w.t, p.userId)).toBe(4800);
    await op('POST', `/api/operator/exchange/markets/${ev.marketId}/rollback`, { reason: 'Race declared void by the stewards' });
    expect((await op('POST', `/api/operator/exchange/markets/${ev.marketId}/void`, { reason: 'Race declared void' })).status).toBe(200);
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([5000, 0]);
    const [bet] = (await w.t.call('GET', '/api/exchange/bets?status=settled', { token: p.token })).body.bets;
    expect(bet).toMatchObject({ status: 'void', voidReason: { code: 'exchangeVoidByOperator', vars: { reason: 'Race declared void' } } });
    const inbox = (await w.t.call('GET', `/api/inbox?remote_id=${p.userId}&page=1`, { token: p.token })).body.data;
    expect(inbox.data.map((m: { code: string }) => m.code)).toEqual(['notifyExchangeVoidByOperator']);
    expect((await decisionsOf(ev.marketId)).map((d) => d[0])).toEqual(['settle', 'rollback', 'void']);
    await expectInvariants(w);
  });

  it('refuses the whole roll back when a player no longer has the winnings, and changes nothing', async () => {
    const [a, b] = [await fundedPlayer(w.t, 1000), await fundedPlayer(w.t, 1000)];
    const ev = freshMarket();
    await back(a, ev, 0, 500);
    await back(b, ev, 1, 100);
    await settleFromSource(w.t.deps, closedMarket(ev, ['WINNER', 'LOSER']));
    // The winner takes everything out.
    const all = (await balance(w.t, a.userId)) * 100;
    await postEntry(w.t.deps.database.db, { userId: a.userId, amountPoisha: -all, kind: 'adjustment', memo: 'test: withdrawn' });
    const res = await op('POST', `/api/operator/exchange/markets/${ev.marketId}/rollback`, { reason: 'Wrong winner' });
    expect(res).toMatchObject({ status: 409, body: { code: 'exchangeRollbackShortfall' } });
    expect([await balance(w.t, a.userId), await balance(w.t, b.userId), await heldFor(w.t, b.userId)]).toEqual([0, 900, 0]);
    expect((await decisionsOf(ev.marketId)).map((d) => d[0])).toEqual(['settle']);
    await expectInvariants(w);
  });
});

describe("the site's take of a mirrored book", () => {
  it('reads the default, refuses bad values with 422, and caps what a bet takes at one price', async () => {
    expect((await op('GET', '/api/operator/exchange/settings/mirror')).body).toEqual({ takePercent: 100, maxTakePerLevel: 500_000 });
    for (const bad of [
      { takePercent: 0, maxTakePerLevel: 1000 },
      { takePercent: 101, maxTakePerLevel: 1000 },
      { takePercent: 50.5, maxTakePerLevel: 1000 },
      { takePercent: 50, maxTakePerLevel: 99 },
    ]) {
      expect((await op('PUT', '/api/operator/exchange/settings/mirror', bad)).status).toBe(422);
    }
    expect(await op('PUT', '/api/operator/exchange/settings/mirror', { takePercent: 100, maxTakePerLevel: 100 })).toMatchObject({
      status: 200,
      body: { settings: { takePercent: 100, maxTakePerLevel: 100 }, code: 'exchangeSettingsSaved' },
    });
    const p = await fundedPlayer(w.t, 5000);
    const ev = inPlay(w.sim, (e) => !used.has(e.marketId) && (e.depth[0]?.back[0]?.size ?? 0) >= 1000);
    used.add(ev.marketId);
    const best = bestBack(ev, 0).price;
    const placed = (
      await w.t.call('POST', '/api/exchange/bets', { token: p.token, headers: { 'Idempotency-Key': key() }, body: matchOddsAsk(ev, 0, 'back', best, 400) })
    ).body.bet;
    // At most 100 taka at each price at or above the one asked; the rest waits at the price asked.
    expect(placed.matchedStake).toBeLessThanOrEqual(100);
    expect(placed.matchedStake + placed.unmatchedStake).toBe(400);
    await op('PUT', '/api/operator/exchange/settings/mirror', { takePercent: 100, maxTakePerLevel: 500_000 });
    await expectInvariants(w);
  });
});
