// Fancy lines: the key a bet is filed under, and what each line settles on, from a hand-made innings.
import { describe, expect, it } from 'vitest';
import { candidateValues, type InningsView, lineKeyOf, lineResult, propositionHolds } from './fancy-lines.ts';

/** An innings where every legal ball scores `perBall` runs (plus given wides), with wickets at given balls. */
function innings(balls: number, opts: { perBall?: number; wicketsAt?: number[]; end?: InningsView['end'] } = {}): InningsView {
  const per = opts.perBall ?? 1;
  const ballRuns = Array.from({ length: balls }, (_, i) => (i + 1) * per);
  const wickets = (opts.wicketsAt ?? []).filter((b) => b <= balls);
  return {
    balls,
    runs: balls * per,
    wickets: wickets.length,
    deliveryRuns: ballRuns,
    ballRuns,
    wicketRuns: wickets.map((b) => b * per),
    end: opts.end ?? null,
  };
}

describe('the line key a fancy bet is filed under', () => {
  it.each([
    ['s1-6', innings(10), 's1-6'],
    ['k2', innings(10), 'k2'],
    ['w1-3', innings(10), 'w1-3'],
    ['o1', innings(10), 'o1@1'],
    ['b1', innings(10), 'b1@10'],
    ['l1', innings(10), 'l1@6'],
    ['e1', innings(40), 'e1@10'],
    ['x1', innings(1), null],
  ] as const)('%s at this point of the innings is %s', (lineId, inn, key) => {
    expect(lineKeyOf(lineId, inn)).toBe(key);
  });
});

describe('what a fancy line settles on', () => {
  it.each([
    // [case, line key, innings, result]
    ['a 6-over session once 36 balls are bowled', 's1-6', innings(40, { perBall: 2 }), { state: 'settled', value: 72 }],
    ['a 6-over session still being played', 's1-6', innings(20), { state: 'open' }],
    ['a 10-over session cut short by an all-out settles on the total', 's1-10', innings(50, { end: 'all_out' }), { state: 'settled', value: 50 }],
    ['a session cut short by a won chase is abandoned', 's2-20', innings(90, { end: 'chase' }), { state: 'void' }],
    ['an over on its own runs', 'o1@2', innings(20, { perBall: 3 }), { state: 'settled', value: 18 }],
    ['an over cut short by an all-out', 'o1@3', innings(21, { perBall: 3, end: 'all_out' }), { state: 'settled', value: 9 }],
    ['the next delivery once bowled', 'b1@4', innings(6, { perBall: 2 }), { state: 'settled', value: 2 }],
    ['the next delivery never bowled is abandoned', 'b2@9', innings(9, { end: 'chase' }), { state: 'void' }],
    ['the fall of the 2nd wicket', 'w1-2', innings(30, { wicketsAt: [5, 12, 20] }), { state: 'settled', value: 12 }],
    ['a wicket that never fell in 20 overs settles on the total', 'w1-9', innings(120, { end: 'overs' }), { state: 'settled', value: 120 }],
    ['a lottery on the 6-over runs', 'l1@6', innings(36, { perBall: 2 }), { state: 'settled', value: 72 }],
    ['an innings not started yet', 's2-6', undefined, { state: 'open' }],
  ] as const)('%s', (_, key, inn, result) => {
    expect(lineResult(key, inn)).toEqual(result);
  });

  it.each([
    ['runs', 55, 54, false],
    ['runs', 55, 55, true],
    ['digit', 7, 47, true],
    ['digit', 7, 46, false],
    ['parity', 1, 33, true],
    ['parity', 1, 32, false],
  ] as const)('a %s line at %i on %i runs holds: %s', (kind, line, value, holds) => {
    expect(propositionHolds(kind, line, value)).toBe(holds);
  });

  it('checks the runs values where a bet changes sides, and every digit of a lottery', () => {
    expect(candidateValues('runs', [55, 60, 55])).toEqual([0, 54, 55, 59, 60]);
    expect(candidateValues('digit', [3])).toHaveLength(10);
    expect(candidateValues('parity', [])).toEqual([0, 1]);
  });
});
