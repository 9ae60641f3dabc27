// The one diff shape of the exchange feed (STYLE.md example 2, after tldraw's RecordsDiff).
// Runs in the odds worker and on the main thread; imports nothing, so both sides share it.
//
// A snapshot is flat: one key per thing that can change on its own (a price cell, a fancy line's
// status, an event's listing). Flat keys make the diff, its inverse and the per-cell atoms the same
// shape, and an added or removed key is how events, markets and lines appear and disappear.

/** A value of one snapshot key: a primitive or a small flat record of primitives. */
export type FeedValue = string | number | boolean | null | { readonly [field: string]: string | number | boolean | null };
export type Snapshot = Record<string, FeedValue>;

export interface FeedDiff {
  added: Record<string, FeedValue>;
  /** [from, to]: the pair tells a price cell whether to flash up or down. */
  updated: Record<string, [FeedValue, FeedValue]>;
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

/** A new snapshot; the old one is left as it was (the worker keeps it until the next tick). */
export function applyDiff(snapshot: Snapshot, diff: FeedDiff): Snapshot {
  const next: Snapshot = { ...snapshot };
  for (const key in diff.removed) delete next[key];
  for (const key in diff.added) next[key] = diff.added[key] as FeedValue;
  for (const key in diff.updated) next[key] = (diff.updated[key] as [FeedValue, FeedValue])[1];
  return next;
}

/** Two diffs in a row as one (several ticks within one frame are applied once). */
export function squashDiffs(first: FeedDiff, second: FeedDiff): FeedDiff {
  const out: FeedDiff = {
    added: { ...first.added },
    updated: { ...first.updated },
    removed: { ...first.removed },
  };
  for (const key in second.removed) {
    const gone = second.removed[key] as FeedValue;
    if (key in out.added) delete out.added[key];
    else if (key in out.updated) {
      out.removed[key] = (out.updated[key] as [FeedValue, FeedValue])[0];
      delete out.updated[key];
    } else out.removed[key] = gone;
  }
  for (const key in second.added) {
    const value = second.added[key] as FeedValue;
    if (key in out.removed) {
      const before = out.removed[key] as FeedValue;
      delete out.removed[key];
      if (!sameValue(before, value)) out.updated[key] = [before, value];
    } else out.added[key] = value;
  }
  for (const key in second.updated) {
    const [, to] = second.updated[key] as [FeedValue, FeedValue];
    if (key in out.added) out.added[key] = to;
    else if (key in out.updated) {
      const from = (out.updated[key] as [FeedValue, FeedValue])[0];
      if (sameValue(from, to)) delete out.updated[key];
      else out.updated[key] = [from, to];
    } else out.updated[key] = second.updated[key] as [FeedValue, FeedValue];
  }
  return out;
}
