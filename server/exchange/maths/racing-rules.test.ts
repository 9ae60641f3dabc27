// Betfair's racing rules in poisha: the reduction factor (the published examples), dead heats, the
// several-winner hold against every set of winners counted out, and settlement from the source's statuses
// never asking more of a player than the money held for them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LADDER } from '../../../contracts/exchange-ladder.ts';
import { holdFor, type BetPart } from './market-outcomes.ts';
import { partPnl } from './position.ts';
import { deadHeatPnl, factorBp, MIN_ODDS_X100, placeBestCase, placeExposure, reduceOdds, settledOdds } from './racing-rules.ts';
import { settleRunners } from './runner-settlement.ts';
import { REMOVED_AT_CLOSE, verdictOf, type ResultRunner } from './source-result.ts';

describe('the reduction factor', () => {
  it.each([
    ['Betfair rules 13.7: 8.0 less 25%', 800, 25, 600],
    ["Betfair's help: 8.6 less 16.2% is 7.21", 860, 16.2, 721],
    ['4.0 less 9.69% is 3.61', 400, 9.69, 361],
    ['a price never goes below 1.01', 105, 90, MIN_ODDS_X100],
    ['no factor, no change', 550, 0, 550],
  ])('%s', (_, odds, percent, reduced) => {
    expect(reduceOdds(odds, factorBp(percent))).toBe(reduced);
  });

  it('reduces only fills matched at or before each removal, oldest removal first, and never the removed runner', () => {
    const removals = [
      { selectionId: '9', factorBp: 4500, at: 2000 },
      { selectionId: '8', factorBp: 2500, at: 1000 },
    ];
    expect(settledOdds({ selectionId: '1', oddsX100: 1000, matchedAt: 500 }, removals)).toBe(413);
    expect(settledOdds({ selectionId: '1', oddsX100: 1000, matchedAt: 1500 }, removals)).toBe(550);
    expect(settledOdds({ selectionId: '1', oddsX100: 1000, matchedAt: 2500 }, removals)).toBe(1000);
    expect(settledOdds({ selectionId: '9', oddsX100: 1000, matchedAt: 500 }, removals)).toBe(750);
  });

  it('never raises a price, for any factor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), fc.integer({ min: 0, max: 10_000 }), (odds, bp) => {
        const r = reduceOdds(odds, bp);
        expect(r).toBeLessThanOrEqual(odds);
        expect(r).toBeGreaterThanOrEqual(MIN_ODDS_X100);
        expect(Number.isInteger(r)).toBe(true);
      }),
    );
  });
});

describe('a dead heat', () => {
  it('pays the stake divided by the runners tied at the price, the rest lost', () => {
    // Back 10 taka at 4.0, two tied: 5 taka wins 15, 5 taka lost: +10 taka.
    expect(deadHeatPnl('back', 1000, 400, 2)).toBe(1000);
    expect(deadHeatPnl('lay', 1000, 400, 2)).toBe(-1000);
    // Three tied at 2.0: a third wins 1/3 of the stake, two thirds lost: -1/3 of the stake.
    expect(deadHeatPnl('back', 1000, 200, 3)).toBe(-334);
    expect(deadHeatPnl('lay', 1000, 200, 3)).toBe(333);
    expect(deadHeatPnl('back', 1000, 400, 1)).toBe(partPnl({ dir: 'back', stake: 1000, oddsX100: 400, matched: true }, true));
  });

  it('never makes a lay lose more than its full win would, nor a back more than its stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 101, max: 100_000 }), fc.integer({ min: 2, max: 6 }), (stake, odds, tied) => {
        expect(deadHeatPnl('lay', stake, odds, tied)).toBeGreaterThanOrEqual(-partPnl({ dir: 'back', stake, oddsX100: odds, matched: true }, true));
        expect(deadHeatPnl('back', stake, odds, tied)).toBeGreaterThanOrEqual(-stake);
      }),
    );
  });
});

const RUNNERS = ['1', '2', '3', '4', '5', '6'];
const ladderOdds = fc.constantFrom(...LADDER.slice(0, 250)).map((p) => Math.round(p * 100));
const parts = fc.array(
  fc.record({
    dir: fc.constantFrom('back' as const, 'lay' as const),
    oddsX100: ladderOdds,
    stake: fc.integer({ min: 1, max: 5_000_000 }),
    matched: fc.boolean(),
    selectionId: fc.constantFrom(...RUNNERS),
    line: fc.constant(null),
  }),
  { maxLength: 8 },
);

function subsets(items: string[], size: number): string[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, size - 1).map((s) => [first!, ...s]), ...subsets(rest, size)];
}
/** Counted out: the worst (or best) total over every set of winners. */
function bruteForce(ps: BetPart[], places: number, count: 'worst' | 'best'): number {
  const totals = subsets(RUNNERS, places).map((winners) =>
    ps.reduce((sum, p) => {
      const v = partPnl(p, winners.includes(p.selectionId));
      return sum + (p.matched ? v : count === 'worst' ? Math.min(0, v) : Math.max(0, v));
    }, 0),
  );
  return count === 'worst' ? Math.max(0, -Math.min(...totals)) : Math.max(0, ...totals);
}

describe('a several-winner market', () => {
  it('holds the largest loss over every set of winners, and its best case is the best set', () => {
    fc.assert(
      fc.property(parts, fc.integer({ min: 1, max: 4 }), (ps, places) => {
        if (ps.length === 0) return;
        expect(placeExposure(ps, RUNNERS, places)).toBe(bruteForce(ps, places, 'worst'));
        expect(placeBestCase(ps, RUNNERS, places)).toBe(bruteForce(ps, places, 'best'));
      }),
    );
  });

  it('with one place holds exactly what a win market holds', () => {
    fc.assert(
      fc.property(parts, (ps) => {
        expect(placeExposure(ps, RUNNERS, 1)).toBe(holdFor({ type: 'match_odds', runners: RUNNERS }, ps));
      }),
    );
  });
});

describe('settling from the source', () => {
  const runner = (id: number, status: ResultRunner['status'], factor: number | null = null, at: number | null = null): ResultRunner => ({
    selectionId: id,
    status,
    adjustmentFactor: factor,
    removalDate: at,
  });

  it.each([
    ['an open market', { status: 'OPEN' as const, numberOfWinners: 1, runners: [runner(1, 'ACTIVE')] }, { kind: 'open' }],
    [
      'a closed market without a winner',
      { status: 'CLOSED' as const, numberOfWinners: 1, runners: [runner(1, 'LOSER'), runner(2, 'LOSER')] },
      { kind: 'wait', why: 'exchangeMarketNoResult' },
    ],
    [
      'a PLACE market with more winners than places',
      { status: 'CLOSED' as const, numberOfWinners: 2, runners: [runner(1, 'WINNER'), runner(2, 'WINNER'), runner(3, 'WINNER')] },
      { kind: 'wait', why: 'exchangeMarketTieUnclear' },
    ],
    [
      'a PLACE market with its places and a non-runner',
      {
        status: 'CLOSED' as const,
        numberOfWinners: 2,
        runners: [runner(1, 'WINNER'), runner(2, 'LOSER'), runner(3, 'WINNER'), runner(4, 'REMOVED', 16.2, 5000)],
      },
      { kind: 'settle', outcome: { kind: 'winners', selectionIds: ['1', '3'], places: 2, removed: [{ selectionId: '4', factorBp: 1620, at: 5000 }] } },
    ],
    [
      'a dead heat for the win',
      { status: 'CLOSED' as const, numberOfWinners: 1, runners: [runner(1, 'WINNER'), runner(2, 'WINNER'), runner(3, 'REMOVED')] },
      { kind: 'settle', outcome: { kind: 'winners', selectionIds: ['1', '2'], places: 1, removed: [{ selectionId: '3', factorBp: 0, at: REMOVED_AT_CLOSE }] } },
    ],
  ])('%s', (_, market, verdict) => {
    expect(verdictOf(market)).toEqual(verdict);
  });

  it('voids bets on the non-runner, reduces the rest matched before it, and the hold covers every result', () => {
    const fillArb = fc.record({
      dir: fc.constantFrom('back' as const, 'lay' as const),
      oddsX100: ladderOdds,
      stake: fc.integer({ min: 1, max: 5_000_000 }),
      selectionId: fc.constantFrom(...RUNNERS),
      matchedAt: fc.integer({ min: 0, max: 10 }),
    });
    fc.assert(
      fc.property(
        fc.array(fillArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 3 }),
        fc.subarray(RUNNERS, { minLength: 1, maxLength: 4 }),
        fc.array(fc.record({ selectionId: fc.constantFrom(...RUNNERS), factorBp: fc.integer({ min: 0, max: 9000 }), at: fc.integer({ min: 0, max: 10 }) }), {
          maxLength: 2,
        }),
        fc.integer({ min: 0, max: 2000 }),
        (fills, places, winnersPicked, removedPicked, commissionBp) => {
          const removed = removedPicked.filter((r, i) => removedPicked.findIndex((o) => o.selectionId === r.selectionId) === i);
          const winners = winnersPicked.filter((id) => !removed.some((r) => r.selectionId === id)).slice(0, places === 1 ? 3 : places);
          if (winners.length === 0) return;
          const bets = fills.map((f, i) => ({ betId: i + 1, selectionId: f.selectionId }));
          const withIds = fills.map((f, i) => ({ ...f, betId: i + 1 }));
          const settled = settleRunners(bets, withIds, { kind: 'winners', selectionIds: winners, places, removed }, commissionBp);
          const held = holdFor(
            { type: 'match_odds', runners: RUNNERS, places },
            fills.map((f) => ({ ...f, matched: true, line: null })),
          );
          expect(held + settled.net - settled.commission, 'release + net − commission never overdraws').toBeGreaterThanOrEqual(0);
          expect(settled.bets.reduce((s, b) => s + b.pnl, 0)).toBe(settled.net);
          expect(settled.bets.reduce((s, b) => s + b.commission, 0)).toBe(settled.commission);
          for (const b of settled.bets) {
            expect(Number.isInteger(b.pnl)).toBe(true);
            if (b.void) expect([b.pnl, b.won, b.commission]).toEqual([0, false, 0]);
          }
        },
      ),
    );
  });

  it('settles a PLACE market in poisha: each placed runner wins, the reduced price pays', () => {
    const outcome = { kind: 'winners' as const, selectionIds: ['1', '3'], places: 2, removed: [{ selectionId: '4', factorBp: 2500, at: 100 }] };
    const settled = settleRunners(
      [
        { betId: 1, selectionId: '1' },
        { betId: 2, selectionId: '2' },
        { betId: 3, selectionId: '3' },
        { betId: 4, selectionId: '4' },
      ],
      [
        // 100 taka back at 3.0 before the removal: 2.25 after 25%, wins 125 taka.
        { betId: 1, dir: 'back', selectionId: '1', oddsX100: 300, stake: 10_000, matchedAt: 50 },
        { betId: 2, dir: 'back', selectionId: '2', oddsX100: 500, stake: 3333, matchedAt: 50 },
        // Matched after the removal: the price stands; the lay of a placed runner loses 0.55 × 77.77.
        { betId: 3, dir: 'lay', selectionId: '3', oddsX100: 155, stake: 7777, matchedAt: 150 },
        { betId: 4, dir: 'back', selectionId: '4', oddsX100: 900, stake: 5000, matchedAt: 50 },
      ],
      outcome,
      500,
    );
    expect(settled.bets).toEqual([
      { betId: 1, pnl: 12_500, won: true, commission: 244, void: false },
      { betId: 2, pnl: -3333, won: false, commission: 0, void: false },
      { betId: 3, pnl: -4277, won: false, commission: 0, void: false },
      { betId: 4, pnl: 0, won: false, commission: 0, void: true },
    ]);
    expect([settled.net, settled.commission]).toEqual([12_500 - 3333 - 4277, Math.floor(((12_500 - 3333 - 4277) * 500) / 10_000)]);
  });
});
