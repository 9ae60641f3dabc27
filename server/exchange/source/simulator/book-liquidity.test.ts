import { describe, expect, it } from 'vitest';
import { putBackInBook, takeFromBook } from './book-liquidity.ts';
import type { SimEvent } from './sim-event.ts';

function event(): SimEvent {
  const depth = [
    {
      back: [
        { price: 2.1, size: 100 },
        { price: 2.08, size: 50 },
      ],
      lay: [{ price: 2.12, size: 80 }],
    },
  ];
  return { depth, totalMatched: 1000, lastTraded: [null] } as unknown as SimEvent;
}

describe('the simulated book as liquidity', () => {
  it('a fill takes its money out of its level, drops an emptied level and shows as traded', () => {
    const ev = event();
    expect(
      takeFromBook(
        ev,
        0,
        'back',
        [
          { price: 2.1, poisha: 10_000 },
          { price: 2.08, poisha: 1_000 },
        ],
        ev.depth,
      ),
    ).toBe(true);
    expect(ev.depth[0]!.back).toEqual([{ price: 2.08, size: 40 }]);
    expect([ev.totalMatched, ev.lastTraded[0]]).toEqual([1110, 2.08]);
  });

  it('money a failed bet took goes back to its level, best price first', () => {
    const ev = event();
    takeFromBook(ev, 0, 'back', [{ price: 2.1, poisha: 10_000 }], ev.depth);
    expect(putBackInBook(ev, 0, 'back', [{ price: 2.1, poisha: 10_000 }], ev.depth)).toBe(true);
    expect(ev.depth[0]!.back).toEqual([
      { price: 2.1, size: 100 },
      { price: 2.08, size: 50 },
    ]);
  });

  it('does nothing to a book repriced since the bet matched', () => {
    const ev = event();
    const old = ev.depth;
    ev.depth = [{ back: [{ price: 2.2, size: 10 }], lay: [] }];
    expect(takeFromBook(ev, 0, 'back', [{ price: 2.2, poisha: 500 }], old)).toBe(false);
    expect(putBackInBook(ev, 0, 'back', [{ price: 2.2, poisha: 500 }], old)).toBe(false);
    expect(ev.depth[0]!.back).toEqual([{ price: 2.2, size: 10 }]);
  });
});
