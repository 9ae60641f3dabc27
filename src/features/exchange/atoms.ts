// The exchange feed on the main thread: a plain mirror of the worker's snapshot plus one atom per
// key that a mounted component reads (jotai-family), all in the one store of src/lib/store.ts.
// A tick's patch is applied in one store write (applyOddsPatchAtom), so React commits once.
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { store } from '../../lib/store.ts';
import { sameValue, type FeedPatch, type FeedValue, type Snapshot } from '../../../workers/diff.ts';
import type { FeedHealth, FeedMessage } from '../../../workers/odds-poller.ts';

/** A price older than this is shown stale and cannot be acted on. */
export const STALE_AFTER_MS = 2000;

export interface Cell {
  value: FeedValue | undefined;
  prev: FeedValue | undefined;
}

let mirror: Snapshot = {};
/** How many mounted components read each key; a key's atom is released when this reaches 0. */
const readers = new Map<string, number>();

export const cellFamily = atomFamily((key: string) => atom<Cell>({ value: mirror[key], prev: undefined }));

/** A group is the key minus its last segment ("mr:1.1:" for "mr:1.1:7"): the rows of one list. */
export const groupOf = (key: string) => key.slice(0, key.lastIndexOf(':') + 1);
const groupReaders = new Map<string, number>();
export const groupFamily = atomFamily((group: string) => atom<string[]>(keysOf(group)));

function keysOf(group: string): string[] {
  const out: string[] = [];
  for (const key in mirror) if (key.startsWith(group) && key.indexOf(':', group.length) === -1) out.push(key);
  return out;
}

export type FeedMode = 'worker' | 'main-thread';
export const feedHealthAtom = atom<FeedHealth>({ status: 'connecting', lastOkAt: null, failures: 0 });
export const feedModeAtom = atom<FeedMode>('worker');
/** True while prices are older than STALE_AFTER_MS; flips rarely, so reading it costs nothing per tick. */
export const feedStaleAtom = atom(false);
/**
 * Set in the same transition as the page's own answers (feed.ts), so it commits with their rows: the
 * exchange frame's effect then says the first screen is drawn (first-screen.ts). The feed said so itself
 * before, when it had only handed the rows to React, and the waiting requests could start before their paint.
 */
export const firstAnswersAppliedAtom = atom(false);

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
export const retainCell = (key: string) => retain(readers, key);
export const releaseCell = (key: string) => release(readers, key, cellFamily);
export const retainGroup = (group: string) => retain(groupReaders, group);
export const releaseGroup = (group: string) => release(groupReaders, group, groupFamily);
/** For tests and the benchmark: how many cell atoms exist now. */
export const liveCellCount = () => [...cellFamily.getParams()].length;

/** The patch that turns the mirror into a full image: only keys whose value differs, so a resend after a gap renders nothing new. */
function patchToImage(image: Snapshot): FeedPatch {
  const set: Record<string, FeedValue> = {};
  for (const key in image) if (!(key in mirror) || !sameValue(mirror[key] as FeedValue, image[key] as FeedValue)) set[key] = image[key] as FeedValue;
  const del: string[] = [];
  for (const key in mirror) if (!(key in image)) del.push(key);
  return { set, del };
}

/**
 * Applies one patch to the mirror (in place: nothing else holds it) and to the atoms that mounted
 * components read. The previous value comes from the mirror and tells a price cell which way to
 * flash; a key added or removed changes its group (the rows of one list).
 */
export const applyOddsPatchAtom = atom(null, (get, set, patch: FeedPatch) => {
  const groups = new Set<string>();
  for (const key of patch.del) {
    if (!(key in mirror)) continue;
    delete mirror[key];
    groups.add(groupOf(key));
    if (readers.has(key)) set(cellFamily(key), { value: undefined, prev: undefined });
  }
  for (const key in patch.set) {
    const to = patch.set[key] as FeedValue;
    const from = mirror[key];
    if (from === undefined) groups.add(groupOf(key));
    // Several ticks squashed into one frame can end where they started: nothing to render.
    else if (sameValue(from, to)) continue;
    mirror[key] = to;
    if (readers.has(key)) set(cellFamily(key), { value: to, prev: from });
  }
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
    store.set(applyOddsPatchAtom, patchToImage(message.snapshot));
    return true;
  }
  if (fromSeq !== lastSeq + 1) return false;
  lastSeq = message.seq;
  if (message.kind === 'patch') {
    lastOkAt = message.at;
    store.set(applyOddsPatchAtom, message.patch);
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
  store.set(firstAnswersAppliedAtom, false);
}

export const currentMirror = () => mirror;
