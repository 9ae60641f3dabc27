// The site's take of a mirrored book, and the in-play delay from the source's and the operator's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchAgainstBook } from './matching.ts';
import { FULL_TAKE, inPlayDelayMs, mirrorLevels } from './mirror-book.ts';

const book = [
  { oddsX100: 250, sizePoisha: 10_000 },
  { oddsX100: 248, sizePoisha: 333 },
  { oddsX100: 246, sizePoisha: 1 },
];

describe('the site’s take of a mirrored book', () => {
  it('scales each level to the poisha, caps it, and drops what is left empty', () => {
    expect(mirrorLevels(book, { takePercent: 50, maxPerLevelPoisha: 4000 })).toEqual([
      { oddsX100: 250, sizePoisha: 4000 },
      { oddsX100: 248, sizePoisha: 166 },
    ]);
    expect(mirrorLevels(book, FULL_TAKE)).toEqual(book);
  });

  it('a back at 2.48 takes 2.50 then 2.48 within the take, the rest waits', () => {
    const { fills, unmatched } = matchAgainstBook('back', 248, 10_000, mirrorLevels(book, { takePercent: 50, maxPerLevelPoisha: 4000 }));
    expect(fills).toEqual([
      { oddsX100: 250, stake: 4000 },
      { oddsX100: 248, stake: 166 },
    ]);
    expect(unmatched).toBe(10_000 - 4166);
  });

  it('never takes more than shown, nor more than the cap, at any price', () => {
    const level = fc.record({ oddsX100: fc.integer({ min: 101, max: 100_000 }), sizePoisha: fc.integer({ min: 0, max: 1e10 }) });
    fc.assert(
      fc.property(fc.array(level, { maxLength: 6 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 10_000, max: 1e10 }), (levels, pct, cap) => {
        const taken = mirrorLevels(levels, { takePercent: pct, maxPerLevelPoisha: cap });
        for (const t of taken) {
          const shown = levels.find((l) => l.oddsX100 === t.oddsX100)!;
          expect(t.sizePoisha).toBeLessThanOrEqual(shown.sizePoisha);
          expect(t.sizePoisha).toBeLessThanOrEqual(cap);
          expect(t.sizePoisha).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('the in-play delay', () => {
  it.each([
    ['the source’s 5 s over the operator’s 3 s', 5, 3000, 1, 5000],
    ['the operator’s 8 s over the source’s 5 s', 5, 8000, 1, 8000],
    ['no source delay: the operator’s', null, 3000, 1, 3000],
    ['scaled to nothing in tests', 5, 3000, 0, 0],
  ])('%s', (_, source, operator, scale, ms) => {
    expect(inPlayDelayMs(source, operator, scale)).toBe(ms);
  });
});
