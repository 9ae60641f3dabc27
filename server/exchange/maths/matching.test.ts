// Matching against the book, one line per case: prices in odds, sizes and stakes in taka.
import { describe, expect, it } from 'vitest';
import { averageOddsX100, crossesBook, matchAgainstBook, type Level } from './matching.ts';
import { poisha } from './test-kit.ts';

const book = (levels: [number, number][]): Level[] => levels.map(([p, s]) => ({ oddsX100: Math.round(p * 100), sizePoisha: poisha(s) }));
const BACKS = book([
  [2.1, 100],
  [2.0, 150],
  [1.98, 500],
]);
const LAYS = book([
  [2.12, 100],
  [2.14, 100],
  [2.16, 500],
]);

describe('matching a bet against the book', () => {
  it.each([
    // [case, side, price, stake, levels, fills [price, stake], unmatched]
    [
      'a back takes every level at its price or better, best first',
      'back',
      2.0,
      300,
      BACKS,
      [
        [2.1, 100],
        [2.0, 150],
      ],
      50,
    ],
    ['a back above the best price waits unmatched', 'back', 2.2, 300, BACKS, [], 300],
    ['a back smaller than the best level matches there in full', 'back', 1.5, 40, BACKS, [[2.1, 40]], 0],
    [
      'a back at the worst level takes all three',
      'back',
      1.98,
      1000,
      BACKS,
      [
        [2.1, 100],
        [2.0, 150],
        [1.98, 500],
      ],
      250,
    ],
    [
      'a lay takes every level at its price or lower, lowest first',
      'lay',
      2.2,
      300,
      LAYS,
      [
        [2.12, 100],
        [2.14, 100],
        [2.16, 100],
      ],
      0,
    ],
    ['a lay between two levels takes only the cheaper one', 'lay', 2.13, 300, LAYS, [[2.12, 100]], 200],
    ['a lay below the best lay price waits unmatched', 'lay', 2.1, 50, LAYS, [], 50],
    ['an empty book matches nothing', 'back', 1.01, 100, [], [], 100],
  ] as const)('%s', (_, side, price, stake, levels, fills, unmatched) => {
    const r = matchAgainstBook(side, Math.round(price * 100), poisha(stake), levels);
    expect(r.fills).toEqual(fills.map(([p, s]) => ({ oddsX100: Math.round(p * 100), stake: poisha(s) })));
    expect(r.unmatched).toBe(poisha(unmatched));
  });

  it('tells cheaply whether a waiting bet could match now', () => {
    expect([crossesBook('back', 210, BACKS), crossesBook('back', 212, BACKS), crossesBook('lay', 212, LAYS), crossesBook('lay', 211, LAYS)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(crossesBook('back', 101, [])).toBe(false);
  });

  it('averages the matched prices by stake', () => {
    expect(
      averageOddsX100([
        { oddsX100: 210, stake: 100 },
        { oddsX100: 200, stake: 300 },
      ]),
    ).toBe(202.5);
    expect(averageOddsX100([])).toBeNull();
  });
});
