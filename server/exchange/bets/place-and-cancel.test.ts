// Placing and cancelling exchange bets through the services a route will call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBetResponseSchema, cancelBetResponseSchema, type PlaceBetRequest } from '../../../contracts/exchange-bets.ts';
import { stepPrice } from '../../../contracts/exchange-ladder.ts';
import { bookmakerBook } from '../source/simulator/market-book.ts';
import {
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
import { cancelBet, placeBet } from './place-and-cancel.ts';
import { listBets } from './bet-views.ts';

let w: BettingWorld;
beforeAll(async () => {
  w = await bettingWorld();
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const place = async (who: { userId: number; ip: string | null }, ask: PlaceBetRequest, k = key()) =>
  placeBetResponseSchema.parse(await placeBet(w.t.deps, who, ask, k)).bet;

describe('placing a bet on match odds', () => {
  it('a back at the best price matches at once, and its stake is held out of the balance', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const level = bestBack(ev, 0);
    const stake = Math.min(100, Math.floor(level.size));
    const bet = await place(p, matchOddsAsk(ev, 0, 'back', level.price, stake));
    expect(bet).toMatchObject({
      status: 'matched',
      matchedStake: stake,
      unmatchedStake: 0,
      averagePrice: level.price,
      liability: stake,
      code: 'exchangeBetMatched',
    });
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([1000 - stake, stake]);
    await expectInvariants(w);
  });

  it('takes the matched money out of the book, so the next bet cannot match it again', async () => {
    const p = await fundedPlayer(w.t, 100_000);
    const ev = cricketInPlay(w.sim);
    const level = { ...bestBack(ev, 1) };
    const first = await place(p, matchOddsAsk(ev, 1, 'back', level.price, level.size + 500));
    expect(first.matchedStake).toBeGreaterThanOrEqual(level.size);
    expect(bestBack(ev, 1)?.price ?? 0).not.toBe(level.price);
    await expectInvariants(w);
  });

  it('a lay at a price not yet available waits unmatched, holding its full liability; a cancel gives it back', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim);
    const below = stepPrice(bestLay(ev, 0).price, -3);
    const bet = await place(p, matchOddsAsk(ev, 0, 'lay', below, 200));
    const liability = Math.floor(200 * Math.round((below - 1) * 100)) / 100;
    expect(bet).toMatchObject({ status: 'unmatched', matchedStake: 0, unmatchedStake: 200, averagePrice: null, liability });
    expect(await heldFor(w.t, p.userId)).toBe(liability);
    const cancelled = cancelBetResponseSchema.parse(await cancelBet(w.t.deps, p.userId, bet.id!));
    expect(cancelled.bet).toMatchObject({ status: 'cancelled', cancelledStake: 200, unmatchedStake: 0 });
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([5000, 0]);
    await expect(cancelBet(w.t.deps, p.userId, bet.id!)).rejects.toMatchObject({ status: 409, code: 'exchangeNothingToCancel' });
    await expectInvariants(w);
  });

  it('a bigger stake than the best level matches partly; a cancel then leaves the matched part', async () => {
    const p = await fundedPlayer(w.t, 200_000);
    const ev = cricketInPlay(w.sim);
    const levels = ev.depth[0]!.back.map((l) => ({ ...l }));
    const stake = Math.ceil(levels.reduce((s, l) => s + l.size, 0)) + 1000;
    const bet = await place(p, matchOddsAsk(ev, 0, 'back', levels.at(-1)!.price, stake));
    expect(bet.status).toBe('partially_matched');
    expect(bet.matchedStake).toBeCloseTo(
      levels.reduce((s, l) => s + l.size, 0),
      2,
    );
    expect(bet.matchedStake + bet.unmatchedStake).toBeCloseTo(stake, 2);
    expect(bet.averagePrice).toBeGreaterThanOrEqual(levels.at(-1)!.price);
    const cancelled = await cancelBet(w.t.deps, p.userId, bet.id!);
    expect(cancelled.bet).toMatchObject({ status: 'matched', matchedStake: bet.matchedStake, cancelledStake: bet.unmatchedStake });
    expect(await heldFor(w.t, p.userId)).toBeCloseTo(bet.matchedStake, 2);
    await expectInvariants(w);
  });

  it('a matched hedge frees the held money: back high, then lay lower', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 200 && bestLay(e, 0).size >= 200);
    const back = bestBack(ev, 0).price;
    await place(p, matchOddsAsk(ev, 0, 'back', back, 100));
    ev.depth[0]!.lay[0]!.price = stepPrice(back, -1); // the lay price has come in below the back (the match swung)
    const lay = await place(p, matchOddsAsk(ev, 0, 'lay', stepPrice(back, -1), 100));
    expect(lay.status).toBe('matched');
    // Backed at P and laid at one tick less: no loss whoever wins, so nothing is held.
    expect(await heldFor(w.t, p.userId)).toBe(0);
    await expectInvariants(w);
  });
});

describe('refusals', () => {
  it.each([
    ['a stake below the minimum', (a: PlaceBetRequest) => ({ ...a, stake: 99.99 }), 'riskStakeBelowMin', 'The minimum stake per bet on this market is ৳100.'],
    [
      'a stake above the maximum',
      (a: PlaceBetRequest) => ({ ...a, stake: 50_000.01 }),
      'riskStakeAboveMax',
      'The maximum stake per bet on this market is ৳50,000.',
    ],
    [
      'a price between two ladder ticks (2 to 3 steps by 0.02)',
      (a: PlaceBetRequest) => ({ ...a, price: 2.03 }),
      'exchangePriceNotOnLadder',
      'This price is not on the exchange price ladder.',
    ],
    ['a runner not in the market', (a: PlaceBetRequest) => ({ ...a, selectionId: '1' }), 'exchangeRunnerNotActive', null],
  ] as const)('%s is answered as a refused bet with the catalogue message', async (_, change, code, text) => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const bet = await place(p, change(matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100)));
    expect(bet).toMatchObject({ id: null, status: 'refused', code, matchedStake: 0 });
    if (text) expect(bet.message).toBe(text);
    expect(await balance(w.t, p.userId)).toBe(1000);
  });

  it('not enough balance for the liability: refused, nothing held', async () => {
    const p = await fundedPlayer(w.t, 150);
    const ev = cricketInPlay(w.sim);
    const bet = await place(p, matchOddsAsk(ev, 0, 'back', 1000, 200));
    expect(bet).toMatchObject({ status: 'refused', code: 'exchangeInsufficientBalance' });
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([150, 0]);
    await expectInvariants(w);
  });

  it('a suspended market and a running ball refuse bets', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const ask = matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100);
    while (!ev.match.flags().ballRunning) w.sim.advance(250);
    expect((await place(p, ask)).code).toBe('exchangeBallRunning');
    while (!ev.match.flags().suspended && ev.status === 'inplay') w.sim.advance(250);
    if (ev.status === 'inplay') expect((await place(p, ask)).code).toBe('exchangeMarketSuspended');
  });

  it('a profit above the operator maximum is refused', async () => {
    const p = await fundedPlayer(w.t, 100_000);
    const ev = cricketInPlay(w.sim);
    const bet = await place(p, matchOddsAsk(ev, 0, 'back', 1000, 1500));
    expect(bet).toMatchObject({
      status: 'refused',
      code: 'exchangeMaxProfitExceeded',
      message: 'This bet would take your profit on this market above the maximum of ৳1,000,000.',
    });
  });

  it('an unknown market is a 404, not a refused bet', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    await expect(placeBet(w.t.deps, p, { ...matchOddsAsk(ev, 0, 'back', 2, 100), marketId: '1.999' }, key())).rejects.toMatchObject({ status: 404 });
  });
});

describe('idempotency', () => {
  it('a repeated key places one bet and answers the same; the same key with another bet is refused', async () => {
    const p = await fundedPlayer(w.t, 1000);
    const ev = cricketInPlay(w.sim);
    const ask = matchOddsAsk(ev, 0, 'back', 1000, 100);
    const k = key();
    const [a, b] = [await place(p, ask, k), await place(p, ask, k)];
    expect(b).toEqual(a);
    expect((await listBets(w.t.deps, p.userId, { status: 'open' })).bets).toHaveLength(1);
    await expect(placeBet(w.t.deps, p, { ...ask, stake: 200 }, k)).rejects.toMatchObject({ status: 422, code: 'idempotencyKeyReused' });
    expect(await heldFor(w.t, p.userId)).toBe(100);
  });
});

describe('the bookmaker and fancy lines', () => {
  it('a bookmaker back matches in full at the quoted rate; a rate better than asked is taken, a worse one refused', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim);
    const rate = bookmakerBook(ev.match.winProbs())[0]!.back;
    const ask: PlaceBetRequest = {
      eventId: ev.id,
      marketId: ev.bookmakerId,
      marketType: 'bookmaker',
      selectionId: String(ev.selectionIds[0]),
      side: 'back',
      price: rate,
      stake: 300,
    };
    expect(await place(p, ask)).toMatchObject({ status: 'matched', matchedStake: 300, averagePrice: rate, liability: 300 });
    expect(await place(p, { ...ask, price: rate - 1 })).toMatchObject({ status: 'matched', averagePrice: rate });
    expect(await place(p, { ...ask, price: rate + 1 })).toMatchObject({ status: 'refused', code: 'exchangePriceMoved' });
    await expectInvariants(w);
  });

  it('fancy Yes and No match in full at the line and rate quoted, and a changed line is refused', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim, (e) => e.cricket!.current.balls < 30);
    const { fancyLines } = await import('../source/simulator/fancy-derivation.ts');
    const line = fancyLines(ev.cricket!)['s' + (ev.cricket!.inningsIndex + 1) + '-6']!;
    const ask: PlaceBetRequest = {
      eventId: ev.id,
      marketId: ev.id,
      marketType: 'fancy',
      selectionId: line.lineId,
      side: 'no',
      price: line.no_rate,
      line: line.no,
      stake: 200,
    };
    expect(await place(p, ask)).toMatchObject({ status: 'matched', matchedStake: 200, liability: (200 * line.no_rate) / 100 });
    expect(await place(p, { ...ask, side: 'yes', price: line.yes_rate, line: line.yes })).toMatchObject({ status: 'matched', liability: 200 });
    // No at `no` and Yes one run above: both lose only if the runs land exactly on `no`.
    expect(await heldFor(w.t, p.userId)).toBe(400);
    expect(await place(p, { ...ask, line: line.no + 1 })).toMatchObject({ status: 'refused', code: 'exchangePriceMoved' });
    await expectInvariants(w);
  });

  it('a fancy bet takes a line or rate better than the one asked (best execution), recorded as taken; a worse one is refused', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim, (e) => e.cricket!.current.balls < 30);
    const { fancyLines } = await import('../source/simulator/fancy-derivation.ts');
    const n = ev.cricket!.inningsIndex + 1;
    const lines = fancyLines(ev.cricket!);
    const session = lines[`s${n}-6`]!;
    const base = { eventId: ev.id, marketId: ev.id, marketType: 'fancy' as const, selectionId: session.lineId, stake: 100 };
    // Yes needs the runs to reach the line: the feed's line now is one run lower than asked, better.
    const yes = await place(p, { ...base, side: 'yes', price: session.yes_rate, line: session.yes + 1 });
    expect(yes).toMatchObject({ status: 'matched', matchedStake: 100 });
    // No wins below the line: the feed's line now is one run higher than asked, better.
    const no = await place(p, { ...base, side: 'no', price: session.no_rate, line: session.no - 1 });
    expect(no).toMatchObject({ status: 'matched', matchedStake: 100 });
    const taken = (await listBets(w.t.deps, p.userId, { status: 'open' })).bets.filter((b) => b.selectionId === session.lineId);
    expect(taken.map((b) => [b.side, b.line]).sort()).toEqual([
      ['no', session.no],
      ['yes', session.yes],
    ]);
    // The next ball's Yes pays a rate: asked below the rate now, it is taken at the rate now.
    const ball = lines[`b${n}`]!;
    expect(await place(p, { ...base, selectionId: ball.lineId, side: 'yes', price: ball.yes_rate - 5, line: ball.yes })).toMatchObject({
      status: 'matched',
      averagePrice: ball.yes_rate,
    });
    // Worse than now: a Yes asking a lower line, a No asking a higher one, a Yes asking a higher rate.
    for (const worse of [
      { ...base, side: 'yes' as const, price: session.yes_rate, line: session.yes - 1 },
      { ...base, side: 'no' as const, price: session.no_rate, line: session.no + 1 },
      { ...base, selectionId: ball.lineId, side: 'yes' as const, price: ball.yes_rate + 5, line: ball.yes },
    ])
      expect(await place(p, worse)).toMatchObject({ status: 'refused', code: 'exchangePriceMoved' });
    await expectInvariants(w);
  });
});
