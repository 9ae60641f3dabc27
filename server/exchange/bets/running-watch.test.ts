// The market watch's life with the simulator: the bet delay against a ball about to be bowled, watching only
// markets with bets, and starting again over a database that already holds bets.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fancyLines } from '../source/simulator/fancy-derivation.ts';
import { installFeed } from '../source/running-feed.ts';
import { stepPrice } from '../../../contracts/exchange-ladder.ts';
import { bookmakerBook } from '../source/simulator/market-book.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import { ExchangeSimulator } from '../source/simulator/simulator.ts';
import {
  START,
  balance,
  bestBack,
  bestLay,
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
import { listBets } from './bet-views.ts';
import { installMarketWatch } from './running-watch.ts';
import { operatorMarkets } from '../desk/operator-desk.ts';

let w: BettingWorld;
const waits: number[] = [];
/** What the feed does while a bet waits its delay (a test moves the book here), after the simulator's own steps. */
let duringDelay: (() => void) | null = null;
beforeAll(async () => {
  // Real ball timing (25 s a ball, 7.5 s of it running) and the real delays; waiting moves the simulator.
  w = await bettingWorld({
    seed: 52,
    ballMs: 25_000,
    watch: {
      delayScale: 1,
      wait: async (ms) => {
        waits.push(ms);
        w.sim.advance(ms);
        duringDelay?.();
        duringDelay = null;
      },
    },
  });
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

/** Moves the simulator to the moment a ball has landed and bets are open again: 17.5 s before the next ball. */
function justAfterABall(ev: SimEvent): void {
  while (!ev.match.flags().ballRunning) w.sim.advance(250);
  while (ev.match.flags().ballRunning || ev.match.flags().suspended) w.sim.advance(250);
}

describe('the bet delay', () => {
  it('an in-play match-odds bet placed just before a ball is refused when the ball is running at the end of its 5 s delay', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    justAfterABall(ev);
    w.sim.advance(14_000);
    expect(ev.match.flags()).toEqual({ suspended: false, ballRunning: false });
    waits.length = 0;
    const bet = (await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), key())).bet;
    expect(waits).toEqual([5000]);
    expect(bet).toMatchObject({ status: 'refused', code: 'exchangeBallRunning', message: 'Ball running: bets are not taken until the ball is complete.' });
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([1000, 0]);
  });

  it('placed early in the gap between balls, it waits its 5 s and is matched', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 100);
    justAfterABall(ev);
    waits.length = 0;
    const bet = (await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), key())).bet;
    expect(waits).toEqual([5000]);
    expect(bet.status).not.toBe('refused');
    await expectInvariants(w);
  });

  it('the bookmaker waits 3 s, fancy lines not at all, and a match before the off not at all', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim);
    justAfterABall(ev);
    waits.length = 0;
    const rate = bookmakerBook(ev.match.winProbs())[0]!.back;
    await placeBet(
      w.t.deps,
      p,
      { eventId: ev.id, marketId: ev.bookmakerId, marketType: 'bookmaker', selectionId: String(ev.selectionIds[0]), side: 'back', price: rate, stake: 100 },
      key(),
    );
    const line = Object.values(fancyLines(ev.cricket!))[0]!;
    await placeBet(
      w.t.deps,
      p,
      { eventId: ev.id, marketId: ev.id, marketType: 'fancy', selectionId: line.lineId, side: 'yes', price: line.yes_rate, line: line.yes, stake: 100 },
      key(),
    );
    const later = [...w.sim.events.values()].find((e) => e.status === 'upcoming')!;
    await placeBet(w.t.deps, p, matchOddsAsk(later, 0, 'back', 1000, 100), key());
    expect(waits).toEqual([3000]);
  });
});

describe('best execution under the bet delay', () => {
  it('a back and a lay take a better price that appeared while they waited their 5 s; a worse one is never taken', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).price >= 2 && bestBack(e, 0).price <= 10);
    justAfterABall(ev);
    const back = bestBack(ev, 0).price;
    // Asked at `back`; by the end of the delay the book offers two ticks more (better for a back).
    duringDelay = () => {
      ev.depth[0]!.back = [{ price: stepPrice(back, 2), size: 1000 }];
    };
    const better = (await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', back, 100), key())).bet;
    expect(waits.at(-1)).toBe(5000);
    expect(better).toMatchObject({ status: 'matched', matchedStake: 100, averagePrice: stepPrice(back, 2) });
    justAfterABall(ev);
    const lay = bestLay(ev, 0).price;
    duringDelay = () => {
      ev.depth[0]!.lay = [{ price: stepPrice(lay, -2), size: 1000 }];
    };
    expect((await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'lay', lay, 100), key())).bet).toMatchObject({
      status: 'matched',
      averagePrice: stepPrice(lay, -2),
    });
    // Worse for the player (the back's price came in): nothing matches below the asked price; the bet waits at it.
    justAfterABall(ev);
    const asked = bestBack(ev, 0).price;
    duringDelay = () => {
      ev.depth[0]!.back = [{ price: stepPrice(asked, -2), size: 1000 }];
    };
    const worse = (await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', asked, 100), key())).bet;
    expect(worse).toMatchObject({ status: 'unmatched', matchedStake: 0, unmatchedStake: 100, averagePrice: null });
    await expectInvariants(w);
  });

  it('the bookmaker takes a better rate after its 3 s and refuses a worse one: the player is asked again', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim);
    justAfterABall(ev);
    const ask = { eventId: ev.id, marketId: ev.bookmakerId, marketType: 'bookmaker' as const, selectionId: String(ev.selectionIds[0]), side: 'back' as const };
    const rate = bookmakerBook(ev.match.winProbs())[0]!.back;
    // Asked well below the rate: whatever it is after the delay, it is better, and taken.
    const taken = (await placeBet(w.t.deps, p, { ...ask, price: Math.max(1, rate - 20), stake: 100 }, key())).bet;
    expect(taken.status).toBe('matched');
    expect(taken.averagePrice).toBeGreaterThan(Math.max(1, rate - 20));
    justAfterABall(ev);
    const now = bookmakerBook(ev.match.winProbs())[0]!.back;
    const refused = (await placeBet(w.t.deps, p, { ...ask, price: now + 20, stake: 100 }, key())).bet;
    expect(refused).toMatchObject({ status: 'refused', code: 'exchangePriceMoved' });
    await expectInvariants(w);
  });
});

describe('watching only markets with bets', () => {
  it('the simulator tells the watch nothing about markets nobody bets on, and a waiting bet far from the book costs no database work', async () => {
    const sim = new ExchangeSimulator({ seed: 8, startMs: START + 3_600_000, ballMs: 6000 });
    const feed = installFeed(sim);
    const watch = await installMarketWatch(w.t.deps, { delayScale: 0 });
    const told: string[] = [];
    sim.onWatched((ev) => told.push(ev.id));
    sim.advance(10 * 60_000);
    expect(told).toEqual([]);
    const p = await fundedPlayer(w.t, 1000);
    const ev = [...sim.events.values()].find((e) => e.status === 'inplay' && e.sport === 'soccer' && !e.match.flags().suspended)!;
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 1000, 100), key());
    await watch.flush();
    const queued = watch.queued;
    sim.advance(5 * 60_000);
    expect(told.length).toBeGreaterThan(10);
    expect(new Set(told)).toEqual(new Set([ev.id]));
    expect(watch.queued - queued, 'database jobs while the book never reached the bet').toBe(0);
    watch.stop();
    feed.stop();
  });
});

describe('starting over a database that holds bets', () => {
  it('flags a market the feed no longer knows (a fresh simulator run) for the operator and voids nothing', async () => {
    // Each run of the simulator has its own ids (by its start time), as a real feed's are unique.
    const sim = new ExchangeSimulator({ seed: 9, startMs: START + 2 * 3_600_000, ballMs: 6000 });
    const feed = installFeed(sim);
    let watch = await installMarketWatch(w.t.deps, { delayScale: 0 });
    const p = await fundedPlayer(w.t, 1000);
    const ev = [...sim.events.values()].find((e) => e.status === 'upcoming' && bestBack(e, 0).size >= 100)!;
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), key());
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 1000, 100), key());
    expect(await heldFor(w.t, p.userId)).toBe(200);
    watch.stop();
    feed.stop();
    const restarted = installFeed(new ExchangeSimulator({ seed: 9, startMs: START + 3 * 3_600_000, ballMs: 6000 }));
    watch = await installMarketWatch(w.t.deps, { delayScale: 0 });
    await watch.flush();
    // Nothing refunded or settled: the bets stay open and held, and the market says why it waits.
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([800, 200]);
    expect((await listBets(w.t.deps, p.userId, { status: 'settled' })).bets).toEqual([]);
    const open = (await listBets(w.t.deps, p.userId, { status: 'open' })).bets;
    expect(open.map((b) => [b.status, b.awaitingOperator?.code])).toEqual([
      ['unmatched', 'exchangeMarketFeedGone'],
      ['matched', 'exchangeMarketFeedGone'],
    ]);
    const desk = (await operatorMarkets(w.t.deps, 'open')).markets;
    expect(desk[0]).toMatchObject({ marketKey: ev.marketId, status: 'open', awaitingOperator: { code: 'exchangeMarketFeedGone' } });
    // Started once more, the watch leaves the flag as it was (its time too).
    const [{ flaggedAt }] = (await operatorMarkets(w.t.deps, 'open')).markets;
    watch = await installMarketWatch(w.t.deps, { delayScale: 0 });
    await watch.flush();
    expect((await operatorMarkets(w.t.deps, 'open')).markets[0]!.flaggedAt).toBe(flaggedAt);
    await expectInvariants({ ...w, watch });
    watch.stop();
    restarted.stop();
  });

  it('resumes a settlement that was cut off after its outcome was fixed', async () => {
    const sim = new ExchangeSimulator({ seed: 10, startMs: START + 4 * 3_600_000, ballMs: 6000 });
    const feed = installFeed(sim);
    let watch = await installMarketWatch(w.t.deps, { delayScale: 0 });
    const p = await fundedPlayer(w.t, 1000);
    const ev = [...sim.events.values()].find((e) => e.status === 'upcoming')!;
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 1000, 100), key());
    watch.stop();
    const winner = String(ev.selectionIds[1]);
    await w.t.deps.database.db.execute(sql`
      UPDATE exchange_markets SET status = 'settling', outcome = ${JSON.stringify({ kind: 'winner', selectionId: winner })}::jsonb WHERE market_key = ${ev.marketId}`);
    watch = await installMarketWatch(w.t.deps, { delayScale: 0 });
    await watch.flush();
    // The back (unmatched, at 1000) lapses at settlement: the stake comes back, nothing won or lost.
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([1000, 0]);
    expect((await listBets(w.t.deps, p.userId, { status: 'settled' })).bets).toEqual([]);
    await expectInvariants({ ...w, watch });
    watch.stop();
    feed.stop();
  });
});
