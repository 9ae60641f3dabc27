// The exchange records and account pages, and the operator's desk, after bets placed and settled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogResponseSchema, balanceOverviewSchema, exchangeHubResponseSchema, profitLossResponseSchema } from '../../../contracts/exchange-records.ts';
import {
  operatorBetsResponseSchema,
  operatorExposureResponseSchema,
  operatorMarketsResponseSchema,
  voidMarketResponseSchema,
} from '../../../contracts/exchange-operator.ts';
import {
  balance,
  bestBack,
  bettingWorld,
  expectInvariants,
  fundedPlayer,
  inPlay,
  key,
  matchOddsAsk,
  upcoming,
  type BettingWorld,
} from '../../../tests/helpers/exchange-kit.ts';
import { stepPrice } from '../../../contracts/exchange-ladder.ts';
import { placeBet } from './place-and-cancel.ts';
import { cashOut, cashOutQuote } from './cash-out.ts';
import { listBets } from './bet-views.ts';
import { dhakaDayOf } from '../../lib/dhaka-days.ts';
import { operatorBets, operatorExposure, operatorMarkets, voidMarket } from '../desk/operator-desk.ts';
import { activityLog, balanceOverview, exchangeHub, profitLoss } from './records.ts';
import { settleMarket } from './settlement.ts';
import { seededOwnerActor } from '../../../tests/helpers/players.ts';

let w: BettingWorld;
beforeAll(async () => {
  w = await bettingWorld({ seed: 83 });
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});
/** Markets a test settled by hand while the simulator still plays them: they take no more bets. */
const settledByHand = new Set<string>();

describe('the exchange records and account', () => {
  it('a won and a lost bet show in the exchange-hub as WON and LOST with their net, by day in P&L, and in the balance', async () => {
    const p = await fundedPlayer(w.t, 2000);
    const ev = inPlay(w.sim, (e) => e.runnerNames.length === 2 && bestBack(e, 0).size >= 100 && bestBack(e, 1).size >= 100);
    const [a, b] = [bestBack(ev, 0).price, bestBack(ev, 1).price];
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', a, 100), key());
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 1, 'back', b, 100), key());
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 1, 'back', 1000, 100), key()); // waits, lapses at settlement
    // Held: the worse of runner 0 winning (the waiting back on runner 1 counts as lost too) and runner 1 winning.
    const win = (price: number) => Math.floor((10_000 * Math.round((price - 1) * 100)) / 100) / 100;
    const held = Math.max(0, -Math.min(win(a) - 200, win(b) - 100));
    expect(balanceOverviewSchema.parse(await balanceOverview(w.t.deps, p.userId))).toEqual({ balance: 2000, exposure: held, available: 2000 - held });
    const open = exchangeHubResponseSchema.parse(await exchangeHub(w.t.deps, p.userId, {})).data;
    expect(open.map((r) => [r.status, r.bet_status])).toEqual([
      ['open', 'unmatched'],
      ['open', 'matched'],
      ['open', 'matched'],
    ]);
    await settleMarket(w.t.deps, ev.marketId, { kind: 'winner', selectionId: String(ev.selectionIds[0]) });
    settledByHand.add(ev.marketId);
    const won = Math.floor((10_000 * Math.round((a - 1) * 100)) / 100) / 100;
    const hub = exchangeHubResponseSchema.parse(await exchangeHub(w.t.deps, p.userId, {})).data;
    expect(hub.map((r) => [r.status, r.net_profit_loss, r.bet_type, r.selection_name, r.odds, r.stake])).toEqual([
      ['LOST', -100, 'Back', ev.runnerNames[1], b, 100],
      ['WON', won, 'Back', ev.runnerNames[0], a, 100],
    ]);
    expect(hub[1]).toMatchObject({
      event_name: ev.name,
      market_name: 'Match Odds',
      potential_liability: 100,
      potential_profit: won,
      run: null,
      transaction_id: expect.stringMatching(/^EX\d+$/),
    });
    expect(await balance(w.t, p.userId)).toBeCloseTo(2000 + won - 100, 2);
    const day = dhakaDayOf(w.t.deps.now());
    const pl = profitLossResponseSchema.parse(await profitLoss(w.t.deps, p.userId, { from: day, to: day }));
    expect(pl.total).toBeCloseTo(won - 100, 2);
    expect(pl.days).toHaveLength(1);
    expect(pl.days[0]!.events[0]).toMatchObject({ eventId: ev.id, eventName: ev.name, markets: [{ marketName: 'Match Odds', commission: 0 }] });
    expect((await profitLoss(w.t.deps, p.userId, { from: '2020-01-01', to: '2020-01-02' })).days).toEqual([]);
    const history = await listBets(w.t.deps, p.userId, { status: 'settled', sport: ev.sport, from: day, to: day });
    expect(history.bets.map((x) => x.status)).toEqual(['lost', 'won']);
    expect((await listBets(w.t.deps, p.userId, { status: 'settled', sport: ev.sport === 'soccer' ? 'tennis' : 'soccer' })).bets).toEqual([]);
    await expectInvariants(w);
  });

  it("open bets show on the exchange-hub with their stake, odds and open status, placed time and bet id; a cash out's hedge is marked as one", async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = inPlay(w.sim, (e) => !settledByHand.has(e.marketId) && e.runnerNames.length === 2 && bestBack(e, 0).size >= 200 && bestBack(e, 0).price >= 1.5);
    const price = bestBack(ev, 0).price;
    const matched = (await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', price, 200), key())).bet;
    const waiting = (await placeBet(w.t.deps, p, matchOddsAsk(ev, 1, 'back', 1000, 150), key())).bet;
    const open = exchangeHubResponseSchema.parse(await exchangeHub(w.t.deps, p.userId, {})).data;
    expect(open.map((r) => [r.bet_id, r.status, r.bet_status, r.stake, r.matched_stake, r.unmatched_stake, r.odds, r.source])).toEqual([
      [waiting.id, 'open', 'unmatched', 150, 0, 150, 1000, 'player'],
      [matched.id, 'open', 'matched', 200, 200, 0, price, 'player'],
    ]);
    expect(open[1]!.created_at).toBe(matched.placedAt);
    expect(open[1]!.net_profit_loss).toBe(0);
    // Cash out: the lay it placed is the player's too, marked as the cash out's.
    ev.depth[0]!.lay = [{ price: stepPrice(price, -3), size: 10_000 }];
    const quote = await cashOutQuote(w.t.deps, p.userId, ev.marketId);
    const done = await cashOut(w.t.deps, p, { marketId: ev.marketId, amount: quote.amount! }, key());
    const hedge = done.bets[0]!;
    const after = exchangeHubResponseSchema.parse(await exchangeHub(w.t.deps, p.userId, {})).data;
    expect(after.find((r) => r.bet_id === hedge.id)).toMatchObject({ source: 'cash_out', bet_type: 'Lay', bet_status: 'matched' });
    const mine = (await listBets(w.t.deps, p.userId, { status: 'open' })).bets;
    expect(mine.find((b) => b.id === hedge.id)).toMatchObject({ source: 'cash_out', side: 'lay' });
    // The waiting back was cancelled by the cash out: nothing of it matched, so it is no record any more.
    expect(after.map((r) => r.bet_id)).not.toContain(waiting.id);
    await expectInvariants(w);
  });

  it('the activity log lists log-ins and bets, newest first, with the address, page by page', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = upcoming(w.sim);
    for (let i = 0; i < 3; i++) await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 1000, 100 + i), key());
    const first = activityLogResponseSchema.parse(await activityLog(w.t.deps, p.userId, { limit: 2 }));
    expect(first.items.map((i) => i.kind)).toEqual(['bet', 'bet']);
    expect(first.items[0]).toMatchObject({ ip: '203.0.113.7', stake: 102, status: 'unmatched', eventName: ev.name });
    const rest = await activityLog(w.t.deps, p.userId, { limit: 10, before: first.nextBefore! });
    expect(rest.items.map((i) => i.kind)).toEqual(['bet', 'login']);
    expect(rest.nextBefore).toBeNull();
  });
});

describe('the operator desk', () => {
  it("lists open bets with their players, each player's exposure, the markets, and voids a market", async () => {
    const a = await fundedPlayer(w.t, 3000);
    const b = await fundedPlayer(w.t, 3000);
    const ev = upcoming(w.sim, 'tennis');
    await placeBet(w.t.deps, a, matchOddsAsk(ev, 0, 'back', 1000, 300), key());
    await placeBet(w.t.deps, b, matchOddsAsk(ev, 1, 'lay', 1.01, 500), key());
    const bets = operatorBetsResponseSchema.parse(await operatorBets(w.t.deps, { status: 'open', marketKey: ev.marketId }));
    expect(bets.bets.map((x) => [x.userId, x.stake])).toEqual([
      [b.userId, 500],
      [a.userId, 300],
    ]);
    const exposure = operatorExposureResponseSchema.parse(await operatorExposure(w.t.deps));
    expect(exposure.players.find((x) => x.userId === a.userId)).toMatchObject({ exposure: 300, openMarkets: 1 });
    expect(exposure.players.find((x) => x.userId === b.userId)).toMatchObject({ exposure: 5, openMarkets: 1 });
    const markets = operatorMarketsResponseSchema.parse(await operatorMarkets(w.t.deps, 'open'));
    expect(markets.markets.find((m) => m.marketKey === ev.marketId)).toMatchObject({ bets: 2, players: 2, exposure: 305, status: 'open' });
    const voided = voidMarketResponseSchema.parse(await voidMarket(w.t.deps, seededOwnerActor(1), ev.marketId, 'Wrong prices in the feed'));
    expect(voided).toMatchObject({ status: 'void', refundedBets: 2, players: 2 });
    expect([await balance(w.t, a.userId), await balance(w.t, b.userId)]).toEqual([3000, 3000]);
    expect((await operatorMarkets(w.t.deps, 'void')).markets.find((m) => m.marketKey === ev.marketId)).toMatchObject({
      result: 'Wrong prices in the feed',
      exposure: 0,
    });
    await expect(voidMarket(w.t.deps, seededOwnerActor(1), ev.marketId, 'again')).rejects.toMatchObject({ status: 409, code: 'exchangeMarketAlreadySettled' });
    await expect(voidMarket(w.t.deps, seededOwnerActor(1), '1.404', 'nothing')).rejects.toMatchObject({ status: 404 });
    await expectInvariants(w);
  });
});
