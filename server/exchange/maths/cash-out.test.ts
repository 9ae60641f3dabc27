// Cash out on match odds: the hedge that locks the same profit or loss on every runner.
import { describe, expect, it } from 'vitest';
import { cashOut, roundingSlack, type RunnerPrice } from './cash-out.ts';
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
