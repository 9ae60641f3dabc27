// Positions (P&L per runner, the money held) and cash out, through the services a route will call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOutQuoteSchema, cashOutResponseSchema, positionsResponseSchema } from '../../../contracts/exchange-bets.ts';
import { fancyLines } from '../source/simulator/fancy-derivation.ts';
import { stepPrice } from '../../../contracts/exchange-ladder.ts';
import {
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
import { placeBet } from './place-and-cancel.ts';
import { cashOut, cashOutQuote } from './cash-out.ts';
import { positions } from './positions.ts';

let w: BettingWorld;
beforeAll(async () => {
  w = await bettingWorld({ seed: 73 });
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

describe('positions', () => {
  it('shows the matched profit or loss if each runner wins, and the money held counting waiting bets at their worst', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 100);
    const price = bestBack(ev, 0).price;
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', price, 100), key());
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 1, 'lay', 1.01, 300), key());
    const { markets } = positionsResponseSchema.parse(await positions(w.t.deps, p.userId, { marketId: ev.marketId }));
    expect(markets).toHaveLength(1);
    const win = Math.floor((10_000 * Math.round((price - 1) * 100)) / 100) / 100;
    expect(markets[0]!.runners.map((r) => r.profitLoss)).toEqual([win, -100]);
    // Worst case: runner 1 wins (the back loses 100, the waiting lay at 1.01 would lose 3 more).
    expect(markets[0]!.liability).toBe(103);
    expect(await heldFor(w.t, p.userId)).toBe(103);
  });

  it('shows a fancy line as runs ranges, and every market of an event by its id', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim, (e) => e.cricket!.current.balls < 30);
    const n = ev.cricket!.inningsIndex + 1;
    const line = fancyLines(ev.cricket!)[`s${n}-6`]!;
    await placeBet(
      w.t.deps,
      p,
      { eventId: ev.id, marketId: ev.id, marketType: 'fancy', selectionId: line.lineId, side: 'yes', price: line.yes_rate, line: line.yes, stake: 200 },
      key(),
    );
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 1000, 100), key());
    const { markets } = await positions(w.t.deps, p.userId, { eventId: ev.id });
    expect(markets.map((m) => m.marketType).sort()).toEqual(['fancy', 'match_odds']);
    const fancy = markets.find((m) => m.marketType === 'fancy')!;
    expect(fancy).toMatchObject({ lineTitle: line.title, liability: 200, runners: [] });
    expect(fancy.fancyBook).toEqual([
      { from: 0, to: line.yes - 1, profitLoss: -200 },
      { from: line.yes, to: null, profitLoss: (200 * line.yes_rate) / 100 },
    ]);
  });
});

describe('cash out', () => {
  it('locks the same profit on every runner after the price shortened, and frees the held money', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 200 && bestBack(e, 0).price >= 1.5);
    const price = bestBack(ev, 0).price;
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', price, 200), key());
    // The backed runner's price comes in: its best lay is now three ticks below where it was backed.
    ev.depth[0]!.lay = [{ price: stepPrice(price, -3), size: 10_000 }];
    const quote = cashOutQuoteSchema.parse(await cashOutQuote(w.t.deps, p.userId, ev.marketId));
    expect(quote).toMatchObject({ available: true, bets: [{ side: 'lay', price: stepPrice(price, -3) }] });
    expect(quote.amount).toBeGreaterThan(0);
    const done = cashOutResponseSchema.parse(await cashOut(w.t.deps, p, { marketId: ev.marketId, amount: quote.amount! }, key()));
    expect(done).toMatchObject({ code: 'exchangeCashOutDone', amount: quote.amount });
    expect(done.bets.every((b) => b.status === 'matched')).toBe(true);
    const [market] = (await positions(w.t.deps, p.userId, { marketId: ev.marketId })).markets;
    const pnl = market!.runners.map((r) => r.profitLoss);
    expect(Math.min(...pnl)).toBe(quote.amount);
    expect(Math.max(...pnl) - Math.min(...pnl)).toBeLessThanOrEqual(0.05);
    expect(market!.liability).toBe(0);
    expect(await cashOutQuote(w.t.deps, p.userId, ev.marketId)).toMatchObject({ available: false, code: 'exchangeNothingToCashOut' });
    await expectInvariants(w);
  });

  it('is refused when the amount got worse than the one accepted, and offered on match odds only', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 1).size >= 100);
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 1, 'back', bestBack(ev, 1).price, 100), key());
    const quote = await cashOutQuote(w.t.deps, p.userId, ev.marketId);
    expect(quote.available).toBe(true);
    const refused = await cashOut(w.t.deps, p, { marketId: ev.marketId, amount: quote.amount! + 1 }, key());
    expect(refused).toMatchObject({ amount: null, code: 'exchangePriceMoved', bets: [{ status: 'refused' }] });
    await expect(cashOutQuote(w.t.deps, p.userId, ev.bookmakerId)).rejects.toMatchObject({ status: 422, code: 'exchangeCashOutMatchOddsOnly' });
    await expectInvariants(w);
  });
});
