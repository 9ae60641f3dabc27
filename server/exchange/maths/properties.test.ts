// Properties of the bet maths over generated positions: the hold is never negative and always covers the
// worst settlement; a hedge never raises the hold; cash out equalizes the runners.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOut, positionAfter, roundingSlack, type RunnerPrice } from './cash-out.ts';
import { LADDER } from '../../../contracts/exchange-ladder.ts';
import { bookFor, holdFor, pnlAt, type BetPart, type MarketShape } from './market-outcomes.ts';
import { liabilityOf } from './price.ts';
import { settlePosition } from './settlement.ts';

const ladderOdds = fc.constantFrom(...LADDER.slice(0, 200)).map((p) => Math.round(p * 100));
const stake = fc.integer({ min: 1, max: 5_000_000 });

function runnerBets(runners: string[]) {
  return fc.array(
    fc.record({
      dir: fc.constantFrom('back' as const, 'lay' as const),
      oddsX100: ladderOdds,
      stake,
      matched: fc.boolean(),
      selectionId: fc.constantFrom(...runners),
      line: fc.constant(null),
    }),
    { minLength: 0, maxLength: 8 },
  );
}
const fancyBets = fc.array(
  fc.record({
    dir: fc.constantFrom('back' as const, 'lay' as const),
    oddsX100: fc.integer({ min: 150, max: 1000 }),
    stake,
    matched: fc.constant(true),
    selectionId: fc.constant('line'),
    line: fc.integer({ min: 0, max: 250 }),
  }),
  { minLength: 1, maxLength: 6 },
);

const shapes: MarketShape[] = [
  { type: 'match_odds', runners: ['A', 'B'] },
  { type: 'match_odds', runners: ['A', 'B', 'D'] },
];
const shapeAndBets = fc.constantFrom(...shapes).chain((shape) => runnerBets(shape.runners).map((bets) => ({ shape, bets: bets as BetPart[] })));

describe('bet maths properties', () => {
  it('the hold is never negative, never more than all liabilities, and covers the worst settlement', () => {
    fc.assert(
      fc.property(shapeAndBets, ({ shape, bets }) => {
        const hold = holdFor(shape, bets);
        expect(hold).toBeGreaterThanOrEqual(0);
        expect(hold).toBeLessThanOrEqual(bets.reduce((s, b) => s + liabilityOf(b.dir, b.stake, b.oddsX100), 0));
        // Whichever runner wins, with unmatched bets lapsing, the loss never exceeds what was held.
        for (const winner of shape.runners) {
          const fills = bets.flatMap((b, i) => (b.matched ? [{ betId: i, dir: b.dir, oddsX100: b.oddsX100, stake: b.stake }] : []));
          const settled = settlePosition(
            bets.map((_, i) => i),
            fills,
            (i) => bets[i]!.selectionId === winner,
            0,
          );
          expect(settled.net).toBeGreaterThanOrEqual(-hold);
          expect(settled.net).toBe(pnlAt(shape, bets, winner));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('fancy: the hold covers the loss at every number of runs', () => {
    fc.assert(
      fc.property(fancyBets, fc.integer({ min: 0, max: 300 }), (bets, runs) => {
        const shape: MarketShape = { type: 'fancy', runners: [], lineKind: 'runs' };
        expect(pnlAt(shape, bets as BetPart[], runs)).toBeGreaterThanOrEqual(-holdFor(shape, bets as BetPart[]));
      }),
      { numRuns: 2000 },
    );
  });

  it('a matched hedge (part or all of the cash-out bets) never raises the hold', () => {
    fc.assert(
      fc.property(
        shapeAndBets,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(ladderOdds, { minLength: 3, maxLength: 3 }),
        ({ shape, bets }, share, backs) => {
          const matched = bets.filter((b) => b.matched);
          const prices: RunnerPrice[] = shape.runners.map((selectionId, k) => ({ selectionId, bestBackX100: backs[k]!, bestLayX100: backs[k]! + 2 }));
          const out = cashOut(
            bookFor(shape, matched).map((r) => r.pnl),
            prices,
          );
          if (!out) return;
          const hedge: BetPart[] = out.bets.map((b) => ({ ...b, stake: Math.floor(b.stake * share), matched: true, line: null }));
          expect(holdFor(shape, [...matched, ...hedge])).toBeLessThanOrEqual(holdFor(shape, matched));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('cash out leaves every runner on the same profit or loss, to within the rounding of its stakes', () => {
    fc.assert(
      fc.property(shapeAndBets, fc.array(ladderOdds, { minLength: 3, maxLength: 3 }), ({ shape, bets }, backs) => {
        const matched = bets.filter((b) => b.matched);
        const prices: RunnerPrice[] = shape.runners.map((selectionId, k) => ({ selectionId, bestBackX100: backs[k]!, bestLayX100: backs[k]! + 2 }));
        const position = bookFor(shape, matched).map((r) => r.pnl);
        const out = cashOut(position, prices);
        if (!out) return;
        expect(Math.max(...out.after) - Math.min(...out.after)).toBeLessThanOrEqual(roundingSlack(prices));
        expect(positionAfter(position, prices, out.bets)).toEqual(out.after);
        expect(out.amount).toBeGreaterThanOrEqual(Math.min(...position));
      }),
      { numRuns: 20_000 },
    );
  });
});
