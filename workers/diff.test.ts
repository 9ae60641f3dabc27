import { describe, expect, it } from 'vitest';
import { applyDiff, diffSnapshots, sameValue, squashDiffs, type FeedDiff, type FeedValue, type Snapshot } from './diff.ts';

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
    expect([Object.keys(d.added), Object.keys(d.updated), d.removed]).toEqual([added, updated, removed]);
  });

  it('an updated price carries its new value only: the receiver holds the old one', () => {
    expect(diffSnapshots({ p: { price: 1.5, size: 10 } }, { p: { price: 1.52, size: 10 } })).toEqual({
      added: {},
      updated: { p: { price: 1.52, size: 10 } },
      removed: [],
    });
  });

  it('a record with the same fields is not a change', () => {
    expect(diffSnapshots({ p: { price: 1.5, size: 10 } }, { p: { size: 10, price: 1.5 } }).updated).toEqual({});
  });
});

/** "A:1.52" updated, "+C:3" added, "-B" removed: the compact notation of the squash cases. */
const d = (...changes: string[]): FeedDiff => {
  const out: FeedDiff = { added: {}, updated: {}, removed: [] };
  for (const c of changes) {
    const [k, v] = c.slice(c[0] === '+' || c[0] === '-' ? 1 : 0).split(':') as [string, string];
    if (c[0] === '+') out.added[k] = Number(v);
    else if (c[0] === '-') out.removed.push(k);
    else out.updated[k] = Number(v);
  }
  return out;
};

describe('squashDiffs', () => {
  const cases: [string, FeedDiff, FeedDiff, FeedDiff][] = [
    // name, first, second, squashed
    ['two moves of one price keep the last value', d('A:1.52'), d('A:1.55'), d('A:1.55')],
    ['a price that moves and comes back is updated to where it started (the receiver skips it)', d('A:1.52'), d('A:1.50'), d('A:1.50')],
    ['added then moved is added with the last value', d('+C:3'), d('C:3.5'), d('+C:3.5')],
    ['added then removed is nothing', d('+C:3'), d('-C'), d()],
    ['removed then added back is updated: the key was there before both', d('-B'), d('+B:2.2'), d('B:2.2')],
    ['moved then removed is removed', d('A:1.52'), d('-A'), d('-A')],
    ['changes to other keys are kept side by side', d('A:2', '+C:3'), d('-B', 'D:6'), d('A:2', '+C:3', '-B', 'D:6')],
  ];
  it.each(cases)('%s', (_name, first, second, squashed) => {
    expect(squashDiffs(first, second)).toEqual(squashed);
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

/** Removed keys in order: a squash lists them in the order it met them. */
const sorted = (diff: FeedDiff): FeedDiff => ({ ...diff, removed: [...diff.removed].sort() });

/** The squash less the updates to a key's value in `base`: what the main thread skips against its mirror. */
function withoutReturns(base: Snapshot, diff: FeedDiff): FeedDiff {
  const updated = Object.fromEntries(Object.entries(diff.updated).filter(([k, v]) => !(k in base && sameValue(base[k] as FeedValue, v))));
  return sorted({ ...diff, updated });
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

  it('a squash of two diffs applied once equals the two in turn, and is the diff from the first snapshot to the last but for keys that came back', () => {
    const next = rng(7);
    for (let i = 0; i < 500; i++) {
      const [a, b, c] = [randomSnapshot(next), randomSnapshot(next), randomSnapshot(next)];
      const first = diffSnapshots(a, b);
      const second = diffSnapshots(b, c);
      const squashed = squashDiffs(first, second);
      expect(applyDiff(a, squashed)).toEqual(c);
      expect(applyDiff(applyDiff(a, first), second)).toEqual(c);
      expect(withoutReturns(a, squashed)).toEqual(sorted(diffSnapshots(a, c)));
    }
  });

  it('the diffs of a frame squashed in turn give its last snapshot, and the diff from its first to its last but for keys that came back, and leave their arguments as they were', () => {
    const next = rng(3);
    for (let i = 0; i < 200; i++) {
      const snapshots = Array.from({ length: 2 + Math.floor(next() * 6) }, () => randomSnapshot(next));
      const diffs = snapshots.slice(1).map((s, k) => diffSnapshots(snapshots[k] as Snapshot, s));
      const copies = structuredClone(diffs);
      const squashed = diffs.reduce((acc, d) => squashDiffs(acc, d));
      const [first, last] = [snapshots[0] as Snapshot, snapshots.at(-1) as Snapshot];
      expect(applyDiff(first, squashed)).toEqual(last);
      expect(withoutReturns(first, squashed)).toEqual(sorted(diffSnapshots(first, last)));
      expect(diffs).toEqual(copies);
    }
  });
});
