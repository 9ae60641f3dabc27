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

/**
 * What crosses from the worker to the main thread: the keys' new values and the keys that are gone.
 * The main thread holds the previous values (its mirror), so the diff's `from` halves and removed
 * values would only double the bytes of every message (issue 4: at most 10 KiB a tick).
 */
export interface FeedPatch {
  set: Record<string, FeedValue>;
  del: string[];
}

export const patchOf = (diff: FeedDiff): FeedPatch => {
  const set: Record<string, FeedValue> = { ...diff.added };
  for (const key in diff.updated) set[key] = (diff.updated[key] as [FeedValue, FeedValue])[1];
  return { set, del: Object.keys(diff.removed) };
};

/** A new snapshot; the old one is left as it was. */
export function applyPatch(snapshot: Snapshot, patch: FeedPatch): Snapshot {
  const next: Snapshot = { ...snapshot };
  for (const key of patch.del) delete next[key];
  for (const key in patch.set) next[key] = patch.set[key] as FeedValue;
  return next;
}

/** Two patches in a row as one (several ticks within one frame are applied once; the last value wins). */
export function squashPatches(first: FeedPatch, second: FeedPatch): FeedPatch {
  const set = { ...first.set };
  const del = new Set(first.del);
  for (const key of second.del) {
    delete set[key];
    del.add(key);
  }
  for (const key in second.set) {
    set[key] = second.set[key] as FeedValue;
    del.delete(key);
  }
  return { set, del: [...del] };
}
