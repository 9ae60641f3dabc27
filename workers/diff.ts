// The one diff shape of the exchange feed, after tldraw's RecordsDiff: added, updated, removed, and a
// squash of several into one. The poller diffs each tick's snapshot against the last and posts the diff
// as it is; the main thread squashes the diffs of one frame and applies the result to the atoms as it is,
// so the screen gets no other shape on the way. An update carries its new value only: the main thread
// holds the value the screen shows (its mirror of the snapshot), which is the "from" a price cell
// flashes by: sending it again would only add bytes to every changed price (docs/decisions/0271).
// Imports nothing, so the worker and the main thread share it.
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
  /** The value each changed key has now; the one it had is the receiver's (the main thread's mirror). */
  updated: Record<string, FeedValue>;
  removed: string[];
}

export const emptyDiff = (): FeedDiff => ({ added: {}, updated: {}, removed: [] });

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
    else if (!sameValue(from[key] as FeedValue, next)) out.updated[key] = next;
  }
  for (const key in from) if (!(key in to)) out.removed.push(key);
  return out;
}

export function isEmptyDiff(diff: FeedDiff): boolean {
  for (const _ in diff.added) return false;
  for (const _ in diff.updated) return false;
  return diff.removed.length === 0;
}

/** How many keys the diff touches. */
export function diffSize(diff: FeedDiff): number {
  return Object.keys(diff.added).length + Object.keys(diff.updated).length + diff.removed.length;
}

/** A new snapshot; the old one is left as it was (the worker keeps it until the next tick). */
export function applyDiff(snapshot: Snapshot, diff: FeedDiff): Snapshot {
  const next: Snapshot = { ...snapshot };
  for (const key of diff.removed) delete next[key];
  for (const key in diff.added) next[key] = diff.added[key] as FeedValue;
  for (const key in diff.updated) next[key] = diff.updated[key] as FeedValue;
  return next;
}

/**
 * Two diffs in a row as one (the ticks that arrive within one frame are applied once): applied to a,
 * the squash of diffs a→b and b→c gives c. Without the values the keys had, a squash cannot see a price
 * that moved and came back: it lists it as updated to the value it started with, and the main thread,
 * which holds that value, renders nothing for it. Neither argument is changed.
 */
export function squashDiffs(first: FeedDiff, second: FeedDiff): FeedDiff {
  const out: FeedDiff = { added: { ...first.added }, updated: { ...first.updated }, removed: [] };
  const removed = new Set(first.removed);
  for (const key in second.added) {
    const value = second.added[key] as FeedValue;
    // Removed by the first and back in the second: the key was there before both, so it is an update.
    if (removed.delete(key)) out.updated[key] = value;
    else out.added[key] = value;
  }
  for (const key in second.updated) {
    const value = second.updated[key] as FeedValue;
    if (key in out.added) out.added[key] = value;
    else out.updated[key] = value;
  }
  for (const key of second.removed) {
    // Added by the first and gone in the second: it was never there, so nothing is left of it.
    if (key in out.added) delete out.added[key];
    else {
      delete out.updated[key];
      removed.add(key);
    }
  }
  out.removed = [...removed];
  return out;
}
