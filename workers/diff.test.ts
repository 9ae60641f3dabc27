import { describe, expect, it } from 'vitest';
import { applyDiff, applyPatch, diffSnapshots, patchOf, squashPatches, type FeedValue, type Snapshot } from './diff.ts';

/** "A:1.50" -> { A: 1.5 }: the compact notation of these cases. */
const snap = (...cells: string[]): Snapshot =>
  Object.fromEntries(
    cells.map((c) => {
      const [k, v] = c.split(':');
      return [k, Number(v)];
    }),
  );

describe('diffSnapshots', () => {
  const cases: [string, Snapshot, Snapshot, string[], string[], string[]][] = [
    // name, from, to, added, updated, removed
    ['identical snapshots give an empty diff', snap('A:1.5', 'B:2.1'), snap('A:1.5', 'B:2.1'), [], [], []],
    ['a moved price is updated, a new one added, a gone one removed', snap('A:1.50', 'B:2.10'), snap('A:1.52', 'C:3.0'), ['C'], ['A'], ['B']],
    ['everything new from nothing', snap(), snap('A:1', 'B:2'), ['A', 'B'], [], []],
    ['everything gone', snap('A:1', 'B:2'), snap(), [], [], ['A', 'B']],
  ];
  it.each(cases)('%s', (_name, from, to, added, updated, removed) => {
    const d = diffSnapshots(from, to);
    expect([Object.keys(d.added), Object.keys(d.updated), Object.keys(d.removed)]).toEqual([added, updated, removed]);
  });

  it('an updated price carries its from and to so a cell knows which way to flash', () => {
    expect(diffSnapshots({ p: { price: 1.5, size: 10 } }, { p: { price: 1.52, size: 10 } }).updated).toEqual({
      p: [
        { price: 1.5, size: 10 },
        { price: 1.52, size: 10 },
      ],
    });
  });

  it('a record with the same fields is not a change', () => {
    expect(diffSnapshots({ p: { price: 1.5, size: 10 } }, { p: { size: 10, price: 1.5 } }).updated).toEqual({});
  });
});

// A small seeded generator (mulberry32) so a failing case replays exactly.
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomSnapshot(next: () => number): Snapshot {
  const out: Snapshot = {};
  for (let i = 0; i < 30; i++) {
    if (next() < 0.6) {
      const v: FeedValue = next() < 0.5 ? Math.round(next() * 100) / 10 : { price: Math.round(next() * 5), size: Math.round(next() * 3), flag: next() < 0.5 };
      out[`k${i}`] = v;
    }
  }
  return out;
}

describe('diff properties over seeded random snapshots', () => {
  it('applying the diff of two snapshots to the first gives the second', () => {
    const next = rng(42);
    for (let i = 0; i < 500; i++) {
      const a = randomSnapshot(next);
      const b = randomSnapshot(next);
      expect(applyDiff(a, diffSnapshots(a, b))).toEqual(b);
    }
  });

  it('the patch of a diff applied to the first snapshot gives the second, and carries only new values', () => {
    const next = rng(11);
    for (let i = 0; i < 500; i++) {
      const a = randomSnapshot(next);
      const b = randomSnapshot(next);
      const diff = diffSnapshots(a, b);
      const patch = patchOf(diff);
      expect(applyPatch(a, patch)).toEqual(b);
      expect(Object.keys(patch.set).sort()).toEqual([...Object.keys(diff.added), ...Object.keys(diff.updated)].sort());
      expect(patch.del.sort()).toEqual(Object.keys(diff.removed).sort());
    }
  });

  it('a squash of two patches applied once equals the two applied in turn', () => {
    const next = rng(7);
    for (let i = 0; i < 500; i++) {
      const [a, b, c] = [randomSnapshot(next), randomSnapshot(next), randomSnapshot(next)];
      const first = patchOf(diffSnapshots(a, b));
      const second = patchOf(diffSnapshots(b, c));
      const squashed = squashPatches(first, second);
      expect(applyPatch(a, squashed)).toEqual(c);
      expect(applyPatch(applyPatch(a, first), second)).toEqual(c);
      for (const key of squashed.del) expect(key in squashed.set).toBe(false);
    }
  });
});
