// The one diff shape of the exchange feed, after tldraw's RecordsDiff: added, updated as [from, to],
// removed, and a squash of several into one. The poller diffs each tick's snapshot against the last and
// posts the diff as it is; the main thread squashes the diffs of one frame and applies the result to the
// atoms as it is (docs/decisions/0200), so the screen gets no other shape on the way. Imports nothing, so
// the worker and the main thread share it.
//
// A snapshot is flat: one key per thing that can change on its own (a price cell, a fancy line's
// status, an event's listing; workers/feed-keys.ts builds every key). Flat keys make the diff and the
// per-cell atoms the same shape, and an added or removed key is how events, markets and lines appear
// and disappear.

/** A value of one snapshot key: a primitive or a small flat record of primitives. */
export type FeedValue = string | number | boolean | null | { readonly [field: string]: string | number | boolean | null };
export type Snapshot = Record<string, FeedValue>;

export interface FeedDiff {
  added: Record<string, FeedValue>;
  /** [from, to]: the value the screen shows and the one it shows next; a price cell flashes up or down by the two. */
  updated: Record<string, [from: FeedValue, to: FeedValue]>;
  /** With the value each key had: a squash that sees the key come back compares the two. */
  removed: Record<string, FeedValue>;
}

export const emptyDiff = (): FeedDiff => ({ added: {}, updated: {}, removed: {} });

export function sameValue(a: FeedValue, b: FeedValue): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}

export function diffSnapshots(from: Snapshot, to: Snapshot): FeedDiff {
  const out = emptyDiff();
  for (const key in to) {
    const next = to[key] as FeedValue;
    if (!(key in from)) out.added[key] = next;
    else if (!sameValue(from[key] as FeedValue, next)) out.updated[key] = [from[key] as FeedValue, next];
  }
  for (const key in from) if (!(key in to)) out.removed[key] = from[key] as FeedValue;
  return out;
}

export function isEmptyDiff(diff: FeedDiff): boolean {
  for (const _ in diff.added) return false;
  for (const _ in diff.updated) return false;
  for (const _ in diff.removed) return false;
  return true;
}

/** How many keys the diff touches. */
export function diffSize(diff: FeedDiff): number {
  return Object.keys(diff.added).length + Object.keys(diff.updated).length + Object.keys(diff.removed).length;
}

/** A new snapshot; the old one is left as it was (the worker keeps it until the next tick). */
export function applyDiff(snapshot: Snapshot, diff: FeedDiff): Snapshot {
  const next: Snapshot = { ...snapshot };
  for (const key in diff.removed) delete next[key];
  for (const key in diff.added) next[key] = diff.added[key] as FeedValue;
  for (const key in diff.updated) next[key] = (diff.updated[key] as [FeedValue, FeedValue])[1];
  return next;
}

/**
 * Two diffs in a row as one (the ticks that arrive within one frame are applied once): the same diff as
 * diffSnapshots(a, c) for diffs a→b and b→c. A key that ends where it started is left out, so a squash
 * renders nothing for a price that moved and came back; `from` stays the value before the first diff,
 * which is what the screen shows. Neither argument is changed.
 */
export function squashDiffs(first: FeedDiff, second: FeedDiff): FeedDiff {
  const out: FeedDiff = { added: { ...first.added }, updated: { ...first.updated }, removed: { ...first.removed } };
  for (const key in second.added) {
    const value = second.added[key] as FeedValue;
    if (key in out.removed) {
      const was = out.removed[key] as FeedValue;
      delete out.removed[key];
      if (!sameValue(was, value)) out.updated[key] = [was, value];
    } else out.added[key] = value;
  }
  for (const key in second.updated) {
    const [from, to] = second.updated[key] as [FeedValue, FeedValue];
    if (key in out.added) {
      out.added[key] = to;
      continue;
    }
    const start = key in out.updated ? (out.updated[key] as [FeedValue, FeedValue])[0] : from;
    if (sameValue(start, to)) delete out.updated[key];
    else out.updated[key] = [start, to];
  }
  for (const key in second.removed) {
    if (key in out.added) delete out.added[key];
    else if (key in out.updated) {
      out.removed[key] = (out.updated[key] as [FeedValue, FeedValue])[0];
      delete out.updated[key];
    } else out.removed[key] = second.removed[key] as FeedValue;
  }
  return out;
}
