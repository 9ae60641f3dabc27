// Exposure (the money held) and the matched book per outcome, exact in poisha: one line per case.
import { describe, expect, it } from 'vitest';
import { bets, poisha } from './test-kit.ts';
import { bestCaseFor, bookFor, holdFor, pnlAt, type MarketShape } from './market-outcomes.ts';

const TWO: MarketShape = { type: 'match_odds', runners: ['A', 'B'] };
const THREE: MarketShape = { type: 'match_odds', runners: ['A', 'B', 'D'] };
const BM: MarketShape = { type: 'bookmaker', runners: ['bmA', 'bmB'] };

describe('exposure and the book on runner markets', () => {
  it.each([
    // [case, market, bets, hold (taka), matched P&L per runner (taka)]
    ['a back holds its stake', TWO, ['back A 100 @2.5'], 100, [150, -100]],
    ['a lay holds what the backer would win', TWO, ['lay A 100 @2.5'], 150, [-150, 100]],
    ['a lay at 1.01 holds one taka', TWO, ['lay A 100 @1.01'], 1, [-1, 100]],
    ['a lay rounds its liability down to the poisha', TWO, ['lay A 33.33 @1.37'], 12.33, [-12.33, 33.33]],
    ['a back at 1000 wins 999 times its stake', TWO, ['back A 100 @1000'], 100, [99_900, -100]],
    ['a matched hedge frees the money: back high, lay low', TWO, ['back A 100 @2.5', 'lay A 100 @2'], 0, [50, 0]],
    ['a full hedge locks the same profit on both runners', TWO, ['back A 100 @2.5', 'lay A 125 @2'], 0, [25, 25]],
    ['a bad trade holds the loss: back low, lay high', TWO, ['back A 100 @2', 'lay A 100 @2.5'], 50, [-50, 0]],
    ['backing both runners above evens wins either way', TWO, ['back A 100 @2.5', 'back B 100 @2.5'], 0, [50, 50]],
    ['backing both runners at odds-on loses either way', TWO, ['back A 100 @1.5', 'back B 100 @1.5'], 50, [-50, -50]],
    ['an unmatched back holds its stake, though it wins nothing yet', TWO, ['back A 100 @3 unmatched'], 100, [0, 0]],
    ['an unmatched hedge frees nothing', TWO, ['back A 100 @2.5', 'lay A 100 @2 unmatched'], 100, [150, -100]],
    ['an unmatched lay holds its full liability', TWO, ['lay B 200 @4 unmatched'], 600, [0, 0]],
    ['a partial match: 60 matched at 2.6, 40 waiting at 2.5', TWO, ['back A 60 @2.6', 'back A 40 @2.5 unmatched'], 100, [96, -60]],
    ['three runners: a back loses its stake on both others', THREE, ['back A 100 @3'], 100, [200, -100, -100]],
    ['three runners: laying the draw', THREE, ['lay D 100 @4'], 300, [100, 100, -300]],
    ['three runners: backing all three at 3.0 is flat', THREE, ['back A 100 @3', 'back B 100 @3', 'back D 100 @3'], 0, [0, 0, 0]],
    ['three runners: a back and a lay on different runners', THREE, ['back A 100 @2', 'lay B 50 @4'], 250, [150, -250, -50]],
    ['bookmaker: a back at rate 45 wins 45 per 100', BM, ['back bmA 100 @45'], 100, [45, -100]],
    ['bookmaker: a lay at rate 50 risks 50 per 100', BM, ['lay bmA 100 @50'], 50, [-50, 100]],
    ['bookmaker: back at 45, lay at 40 frees everything', BM, ['back bmA 100 @45', 'lay bmA 100 @40'], 0, [5, 0]],
  ] as const)('%s', (_, shape, texts, hold, book) => {
    const parts = bets([...texts]);
    expect(holdFor(shape, parts)).toBe(poisha(hold));
    expect(bookFor(shape, parts).map((r) => r.pnl)).toEqual(book.map(poisha));
  });

  it('the best case counts unmatched bets as if they matched, for the maximum-profit limit', () => {
    expect(bestCaseFor(TWO, bets(['back A 100 @3 unmatched']))).toBe(poisha(200));
    expect(bestCaseFor(TWO, bets(['back A 100 @2.5', 'lay A 125 @2']))).toBe(poisha(25));
    expect(bestCaseFor(TWO, bets(['back A 100 @1.5', 'back B 100 @1.5']))).toBe(0);
  });
});

describe('exposure on fancy lines (Yes wins stake × rate / 100 and risks the stake; No the other way)', () => {
  const runs: MarketShape = { type: 'fancy', runners: [], lineKind: 'runs' };
  const digit: MarketShape = { type: 'fancy', runners: [], lineKind: 'digit' };
  const parity: MarketShape = { type: 'fancy', runners: [], lineKind: 'parity' };
  it.each([
    // [case, shape, bets, hold, P&L at these runs values, the values]
    [
      'Yes at 55 and rate 100',
      runs,
      ['yes 100 @100 line 55'],
      100,
      [
        [54, -100],
        [55, 100],
      ],
    ],
    [
      'No at 55 and rate 100',
      runs,
      ['no 100 @100 line 55'],
      100,
      [
        [54, 100],
        [55, -100],
      ],
    ],
    [
      'No at rate 130 risks 130',
      runs,
      ['no 100 @130 line 1'],
      130,
      [
        [0, 100],
        [1, -130],
        [6, -130],
      ],
    ],
    [
      'Yes at rate 75 wins 75',
      runs,
      ['yes 100 @75 line 2'],
      100,
      [
        [1, -100],
        [2, 75],
      ],
    ],
    [
      'Yes at rate 90 on ৳33.33 rounds its win down',
      runs,
      ['yes 33.33 @90 line 10'],
      33.33,
      [
        [9, -33.33],
        [10, 29.99],
      ],
    ],
    [
      'No below and Yes above: both lose in the gap (khadda)',
      runs,
      ['no 100 @100 line 54', 'yes 100 @100 line 56'],
      200,
      [
        [53, 0],
        [54, -200],
        [55, -200],
        [56, 0],
      ],
    ],
    [
      'Yes low and No high: both win in the middle',
      runs,
      ['yes 100 @100 line 50', 'no 100 @100 line 55'],
      0,
      [
        [49, 0],
        [50, 200],
        [54, 200],
        [55, 0],
      ],
    ],
    [
      'Yes and No at the same line cancel',
      runs,
      ['yes 100 @100 line 40', 'no 100 @100 line 40'],
      0,
      [
        [39, 0],
        [40, 0],
      ],
    ],
    [
      'an unmatched-looking No never frees a Yes: fancy bets match in full',
      runs,
      ['yes 100 @100 line 60', 'no 50 @100 line 60'],
      50,
      [
        [59, -50],
        [60, 50],
      ],
    ],
    [
      'lottery: one digit wins nine times the stake',
      digit,
      ['yes 100 @900 line 7'],
      100,
      [
        [6, -100],
        [7, 900],
        [17, 900],
      ],
    ],
    [
      'lottery: two digits hold both stakes',
      digit,
      ['yes 100 @900 line 7', 'yes 100 @900 line 3'],
      200,
      [
        [3, 800],
        [7, 800],
        [5, -200],
      ],
    ],
    [
      'odd and even at 98 each are flat',
      parity,
      ['yes 100 @98 line 1', 'no 100 @98 line 0'],
      0,
      [
        [0, 0],
        [1, 0],
      ],
    ],
    [
      'odd alone',
      parity,
      ['yes 100 @98 line 1'],
      100,
      [
        [2, -100],
        [3, 98],
      ],
    ],
  ] as const)('%s', (_, shape, texts, hold, points) => {
    const parts = bets([...texts]);
    expect(holdFor(shape, parts)).toBe(poisha(hold));
    for (const [value, pnl] of points) expect(pnlAt(shape, parts, value), `P&L at ${value} runs`).toBe(poisha(pnl));
  });
});
