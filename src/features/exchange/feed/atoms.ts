// The exchange feed on the main thread: one atom per key that a mounted component reads (jotai-family),
// all in the one store of src/lib/store.ts, and a plain mirror of the poller's snapshot. A tick's diff
// (workers/diff.ts) is applied as it comes, in one store write (applyFeedDiffAtom), so React commits once.
// The diff carries new values only: the value a key had is the mirror's, and a cell gets both, so a
// price cell flashes up or down by them (docs/decisions/0271).
//
// The mirror holds every key, read or not: atoms exist only for what is mounted, so a row or cell that
// mounts later starts from it, a list's keys are found in it, a tap on a price reads the runner's
// name and the price there without holding an atom, and it is the "before" of every update.
import { atom, type Atom, type PrimitiveAtom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { store } from '../../../lib/store.ts';
import { diffSnapshots, sameValue, type FeedDiff, type FeedValue, type Snapshot } from '../../../../workers/diff.ts';
import { groupOf, inGroup, type FeedGroup, type FeedKey } from '../../../../workers/feed-keys.ts';
import type { FeedHealth, FeedMessage } from '../../../../workers/odds-poller.ts';

/** A price older than this is shown stale and cannot be acted on. */
export const STALE_AFTER_MS = 2000;

/** A key's value now, and before the tick that set it (undefined for a key that is new or was mounted since). */
export interface Cell<V extends FeedValue = FeedValue> {
  value: V | undefined;
  prev: V | undefined;
}

let mirror: Snapshot = {};
/** How many mounted components read each key; a key's atom is released when this reaches 0. */
const readers = new Map<string, number>();

export const cellFamily = atomFamily((key: string) => atom<Cell>({ value: mirror[key], prev: undefined }));
/** The atom of one key, holding what its builder says (feed-keys.ts). */
export const cellAtom = <V extends FeedValue>(key: FeedKey<V>) => cellFamily(key) as unknown as PrimitiveAtom<Cell<V>>;

const groupReaders = new Map<string, number>();
export const groupFamily = atomFamily((group: string) => atom<string[]>(keysOf(group)));
/** The atom of one list's keys (a market's runners, an event's fancy lines). */
export const groupAtom = <V extends FeedValue>(group: FeedGroup<V>) => groupFamily(group) as unknown as Atom<FeedKey<V>[]>;

function keysOf(group: string): string[] {
  const out: string[] = [];
  for (const key in mirror) if (inGroup(key, group)) out.push(key);
  return out;
}
/** The keys of one list as the mirror holds them now. */
export const keysInGroup = <V extends FeedValue>(group: FeedGroup<V>) => keysOf(group) as FeedKey<V>[];

export type FeedMode = 'worker' | 'main-thread';
export const feedHealthAtom = atom<FeedHealth>({ status: 'connecting', lastOkAt: null, failures: 0 });
export const feedModeAtom = atom<FeedMode>('worker');
/** True while prices are older than STALE_AFTER_MS; flips rarely, so reading it costs nothing per tick. */
export const feedStaleAtom = atom(false);

export function retain(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}
export function release(map: Map<string, number>, key: string, family: { remove(key: string): void }) {
  const n = (map.get(key) ?? 0) - 1;
  if (n > 0) map.set(key, n);
  else {
    map.delete(key);
    family.remove(key);
  }
}
export const retainCell = (key: FeedKey) => retain(readers, key);
export const releaseCell = (key: FeedKey) => release(readers, key, cellFamily);
export const retainGroup = (group: FeedGroup) => retain(groupReaders, group);
export const releaseGroup = (group: FeedGroup) => release(groupReaders, group, groupFamily);
/** For tests and the benchmark: how many cell atoms exist now. */
export const liveCellCount = () => [...cellFamily.getParams()].length;

/**
 * Applies one diff to the mirror (in place: nothing else holds it) and to the atoms that mounted
 * components read: a key that had a value gets the mirror's as its prev, so the cell knows which way it
 * moved. A key added or removed changes its group (the rows of one list). A squash cannot see a key
 * that moved within a frame and came back (workers/diff.ts); it arrives with the value the mirror
 * already holds and is skipped here, so every key that is set renders a change.
 */
export const applyFeedDiffAtom = atom(null, (get, set, diff: FeedDiff) => {
  const groups = new Set<string>();
  for (const key of diff.removed) {
    if (!(key in mirror)) continue;
    delete mirror[key];
    groups.add(groupOf(key));
    if (readers.has(key)) set(cellFamily(key), { value: undefined, prev: undefined });
  }
  const put = (key: string, value: FeedValue) => {
    const had = key in mirror;
    const prev = mirror[key];
    if (had && sameValue(prev as FeedValue, value)) return;
    mirror[key] = value;
    if (!had) groups.add(groupOf(key));
    if (readers.has(key)) set(cellFamily(key), { value, prev });
  };
  for (const key in diff.added) put(key, diff.added[key] as FeedValue);
  for (const key in diff.updated) put(key, diff.updated[key] as FeedValue);
  for (const group of groups) {
    if (!groupReaders.has(group)) continue;
    const next = keysOf(group);
    const current = get(groupFamily(group));
    if (next.length !== current.length || next.some((k, i) => k !== current[i])) set(groupFamily(group), next);
  }
});

let lastSeq = 0;
let lastOkAt: number | null = null;

/** One message of the poller. Returns false on a sequence gap: the caller asks for a new image. */
export function applyFeedMessage(message: FeedMessage, fromSeq = message.seq): boolean {
  if (message.health) {
    store.set(feedHealthAtom, message.health);
    if (message.health.lastOkAt) lastOkAt = message.health.lastOkAt;
  }
  if (message.kind === 'image') {
    lastSeq = message.seq;
    lastOkAt = message.at;
    // Against what is on screen: a resend after a gap renders only the keys that differ.
    store.set(applyFeedDiffAtom, diffSnapshots(mirror, message.snapshot));
    return true;
  }
  if (fromSeq !== lastSeq + 1) return false;
  lastSeq = message.seq;
  if (message.kind === 'diff') {
    lastOkAt = message.at;
    store.set(applyFeedDiffAtom, message.diff);
  }
  return true;
}

/**
 * Called by the feed's clock. The poller sends health only when its status changes (an unchanged
 * poll sends nothing), so 'live' means the last poll succeeded; otherwise the prices are as old as
 * the last good answer the poller reported.
 */
export function updateStaleness(now: number) {
  const health = store.get(feedHealthAtom);
  const lastGood = Math.max(lastOkAt ?? 0, health.lastOkAt ?? 0);
  // Still connecting with no answer yet: there are no prices to call old (the screen shows its skeleton;
  // a banner that came and went pushed the markets down and up). A failing first poll turns 'degraded'.
  const stale =
    health.status === 'live' || (health.status === 'connecting' && lastGood === 0)
      ? false
      : health.status === 'offline' || lastGood === 0 || now - lastGood > STALE_AFTER_MS;
  store.set(feedStaleAtom, stale);
}

/** For tests: forget everything. */
export function resetFeedState() {
  mirror = {};
  lastSeq = 0;
  lastOkAt = null;
  store.set(feedHealthAtom, { status: 'connecting', lastOkAt: null, failures: 0 });
  store.set(feedStaleAtom, false);
}

export const currentMirror = () => mirror;
