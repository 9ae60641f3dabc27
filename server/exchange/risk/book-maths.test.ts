// The liability book against the settlement code on random books: for every outcome the book lists (and
// for every runs value a fancy line could settle on), the site's figure is minus the sum of what
// settlePosition (server/exchange/maths/settlement.ts) pays each player, commission taken, with the
// propositions decided as settlement decides them (fancy-lines.ts propositionHolds, the winner's id).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LADDER } from '../../../contracts/exchange-ladder.ts';
import { propositionHolds, type LineKind } from '../maths/fancy-lines.ts';
import type { BetPart, MarketShape } from '../maths/market-outcomes.ts';
import { settlePosition, type SettleFill } from '../maths/settlement.ts';
import { siteBook, type PlayerBook } from './book-maths.ts';

interface GenBet {
  dir: 'back' | 'lay';
  selectionId: string;
  line: number | null;
  fills: { oddsX100: number; stake: number }[];
  unmatched: number;
}

const ladderOdds = fc.constantFrom(...LADDER.slice(0, 250)).map((p) => Math.round(p * 100));
const rate = fc.integer({ min: 101, max: 1000 });
const stake = fc.integer({ min: 100, max: 5_000_000 });
const fills = (odds: fc.Arbitrary<number>) => fc.array(fc.record({ oddsX100: odds, stake }), { minLength: 0, maxLength: 3 });

function betsFor(shape: MarketShape): fc.Arbitrary<GenBet[]> {
  const fancy = shape.type === 'fancy';
  const line = shape.lineKind === 'digit' ? fc.integer({ min: 0, max: 9 }) : shape.lineKind === 'parity' ? fc.constant(1) : fc.integer({ min: 0, max: 200 });
  return fc.array(
    fc.record({
      dir: fc.constantFrom('back' as const, 'lay' as const),
      selectionId: fancy ? fc.constant('line') : fc.constantFrom(...shape.runners),
      line: fancy ? line : fc.constant(null),
      fills: fills(shape.type === 'match_odds' ? ladderOdds : rate),
      unmatched: fc.integer({ min: 0, max: 100_000 }),
    }),
    { minLength: 1, maxLength: 5 },
  );
}

const shapes: MarketShape[] = [
  { type: 'match_odds', runners: ['A', 'B'] },
  { type: 'match_odds', runners: ['A', 'B', 'draw'] },
  { type: 'bookmaker', runners: ['A', 'B'] },
  { type: 'fancy', runners: [], lineKind: 'runs' },
  { type: 'fancy', runners: [], lineKind: 'digit' },
  { type: 'fancy', runners: [], lineKind: 'parity' },
];

const partsOf = (bets: GenBet[]): BetPart[] =>
  bets.flatMap((b) => [
    ...b.fills.map((f) => ({ dir: b.dir, selectionId: b.selectionId, line: b.line, oddsX100: f.oddsX100, stake: f.stake, matched: true })),
    ...(b.unmatched > 0
      ? [{ dir: b.dir, selectionId: b.selectionId, line: b.line, oddsX100: b.fills[0]?.oddsX100 ?? 200, stake: b.unmatched, matched: false }]
      : []),
  ]);

/** What settlement pays one player (net after commission) if the market settles on `outcome`. */
function settledNet(shape: MarketShape, bets: GenBet[], outcome: string | number, commissionBp: number): number {
  const ids = bets.map((_, i) => i + 1);
  const settleFills: SettleFill[] = bets.flatMap((b, i) => b.fills.map((f) => ({ betId: i + 1, dir: b.dir, oddsX100: f.oddsX100, stake: f.stake })));
  const holds = (id: number) => {
    const b = bets[id - 1]!;
    return shape.type === 'fancy' ? propositionHolds(shape.lineKind as LineKind, b.line ?? 0, outcome as number) : b.selectionId === outcome;
  };
  const s = settlePosition(ids, settleFills, holds, commissionBp);
  return s.net - s.commission;
}

describe('the liability book equals what settlement pays', () => {
  it.each(shapes.map((s) => [s.type, s.lineKind ?? s.runners.length, s] as const))('on random %s books (%s)', (_, __, shape) => {
    fc.assert(
      fc.property(
        fc.array(betsFor(shape), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 260 }),
        (players, bp, anyRuns) => {
          const books: PlayerBook[] = players.map((bets, i) => ({ userId: i + 1, parts: partsOf(bets) }));
          const lines = siteBook(shape, books, bp);
          if (shape.type !== 'fancy') expect(lines.map((l) => l.outcome)).toEqual(shape.runners);
          for (const line of lines) {
            const paid = players.map((bets) => settledNet(shape, bets, line.outcome, bp));
            expect(line.site).toBe(-paid.reduce((a, b) => a + b, 0));
            expect(line.players.map((p) => p.net)).toEqual(paid);
          }
          if (shape.type === 'fancy') {
            // Any value the line could settle on falls in one of the book's outcomes, with the same figure.
            const value = shape.lineKind === 'digit' ? anyRuns % 10 : shape.lineKind === 'parity' ? anyRuns % 2 : anyRuns;
            const paid = players.reduce((sum, bets) => sum + settledNet(shape, bets, value, bp), 0);
            const covering = [...lines].reverse().find((l) => (l.outcome as number) <= value)!;
            const sameClass = shape.lineKind === 'runs' ? covering : lines.find((l) => l.outcome === value)!;
            expect(sameClass.site).toBe(-paid);
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
