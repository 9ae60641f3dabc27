// Cash out on match odds: the hedge that locks the same profit or loss on every runner.
import { describe, expect, it } from 'vitest';
import { cashOut, cashOutFromDepth, roundingSlack, type RunnerDepth, type RunnerPrice } from './cash-out.ts';
import { poisha } from './test-kit.ts';

const prices = (rows: [string, number | null, number | null][]): RunnerPrice[] =>
  rows.map(([selectionId, back, lay]) => ({ selectionId, bestBackX100: back && Math.round(back * 100), bestLayX100: lay && Math.round(lay * 100) }));

describe('cash out', () => {
  it.each([
    // [case, P&L per runner (taka), prices [runner, best back, best lay], hedge bets [runner, side, price, stake], locked amount]
    [
      'a back whose price shortened locks a profit with one lay',
      [200, -100],
      [
        ['A', 1.98, 2.0],
        ['B', 1.98, 2.02],
      ],
      [['A', 'lay', 2.0, 150]],
      50,
    ],
    [
      'a back whose price drifted locks a smaller loss',
      [200, -100],
      [
        ['A', 4.9, 5.0],
        ['B', 1.24, 1.25],
      ],
      [['A', 'lay', 5.0, 60]],
      -40,
    ],
    [
      'a lay whose price drifted locks a profit by backing it back',
      [-150, 100],
      [
        ['A', 4.0, 4.1],
        ['B', 1.3, 1.5],
      ],
      [['A', 'back', 4.0, 62.5]],
      37.5,
    ],
    [
      'or by laying the other runner, when that pays more',
      [-150, 100],
      [
        ['A', 4.0, 4.1],
        ['B', 1.3, 1.32],
      ],
      [['B', 'lay', 1.32, 189.39]],
      39.39,
    ],
    [
      'three runners: one lay hedges a back against both others',
      [200, -100, -100],
      [
        ['A', 1.5, 1.52],
        ['B', 4.0, 4.2],
        ['D', 5.0, 5.2],
      ],
      [['A', 'lay', 1.52, 197.36]],
      97.36,
    ],
    [
      'three runners: two lays',
      [200, -100, 50],
      [
        ['A', 1.5, 1.52],
        ['B', 4.0, 4.2],
        ['D', 5.0, 5.2],
      ],
      [
        ['A', 'lay', 1.52, 197.36],
        ['D', 'lay', 5.2, 28.84],
      ],
      126.2,
    ],
  ] as const)('%s', (_, position, book, hedge, amount) => {
    const quoted = prices(book.map((row) => [...row]));
    const r = cashOut(position.map(poisha), quoted)!;
    expect(r.bets).toEqual(hedge.map(([selectionId, dir, price, stake]) => ({ selectionId, dir, oddsX100: Math.round(price * 100), stake: poisha(stake) })));
    expect(r.amount).toBe(poisha(amount));
    // Equal to within the rounding of the stakes to the poisha (see the property test).
    expect(Math.max(...r.after) - Math.min(...r.after)).toBeLessThanOrEqual(roundingSlack(quoted));
  });

  it('offers nothing on a flat position, when a needed price is missing, or below the worst case now', () => {
    expect(
      cashOut(
        [poisha(25), poisha(25)],
        prices([
          ['A', 2, 2.02],
          ['B', 2, 2.02],
        ]),
      ),
    ).toBeNull();
    // Two poisha backed at 1.01: rounding the hedges to the poisha would lock in less than the worst case.
    expect(
      cashOut(
        [0, -2, -2],
        prices([
          ['A', 5.6, 5.62],
          ['B', 1.01, 1.03],
          ['D', 1.01, 1.03],
        ]),
      ),
    ).toBeNull();
    expect(
      cashOut(
        [poisha(200), poisha(-100)],
        prices([
          ['A', 1.98, null],
          ['B', null, 2.02],
        ]),
      ),
    ).toBeNull();
  });
});

describe('cash out against a book with depth', () => {
  /** A runner's lay levels as [price, taka], best first (its back side empty: these cases lay). */
  const lays = (selectionId: string, levels: [number, number][]): RunnerDepth => ({
    selectionId,
    back: [],
    lay: levels.map(([price, taka]) => ({ oddsX100: Math.round(price * 100), sizePoisha: poisha(taka) })),
  });
  // Backed A for 100 at 2.0: +100 if A wins, -100 if B. Laying A at q for 200/q locks 200/q - 100.
  const position = [poisha(100), poisha(-100)];
  const noB: RunnerDepth = { selectionId: 'B', back: [], lay: [] };

  it.each([
    ['the best lay holds the whole hedge: priced there', [[1.6, 500]], 160, 125],
    [
      'the best lay is thin: priced at the next level, whose money and the best’s cover it',
      [
        [1.6, 50],
        [1.62, 500],
      ],
      162,
      123.45,
    ],
    [
      'two thin levels, the third covers the rest',
      [
        [1.6, 50],
        [1.62, 50],
        [1.7, 500],
      ],
      170,
      117.64,
    ],
  ] as [string, [number, number][], number, number][])('%s', (_case, levels, oddsX100, stakeTaka) => {
    const out = cashOutFromDepth(position, [lays('A', levels), noB])!;
    expect(out.bets).toEqual([{ selectionId: 'A', dir: 'lay', oddsX100, stake: poisha(stakeTaka) }]);
  });

  it('is null when every level together holds less than the hedge', () => {
    expect(
      cashOutFromDepth(position, [
        lays('A', [
          [1.6, 50],
          [1.62, 50],
        ]),
        noB,
      ]),
    ).toBeNull();
  });

  it('prices as cashOut does when the best level is deep enough', () => {
    const deep = [lays('A', [[1.6, 1e6]]), noB];
    expect(cashOutFromDepth(position, deep)).toEqual(
      cashOut(
        position,
        prices([
          ['A', null, 1.6],
          ['B', null, null],
        ]),
      ),
    );
  });
});
