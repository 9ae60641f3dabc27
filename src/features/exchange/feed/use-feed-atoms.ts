// Hooks that read one feed key (or one list of keys) and hold its atom only while mounted. Keys come
// from workers/feed-keys.ts, and each hook returns what its key's builder says the key holds.
import { atom, type Atom } from 'jotai';
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { useEffect, useMemo } from 'react';
import { store } from '../../../lib/store.ts';
import type { FeedValue } from '../../../../workers/diff.ts';
import type { FeedGroup, FeedKey } from '../../../../workers/feed-keys.ts';
import {
  cellAtom,
  cellFamily,
  currentMirror,
  groupAtom,
  groupFamily,
  keysInGroup,
  releaseCell,
  releaseGroup,
  retainCell,
  retainGroup,
  type Cell,
} from './atoms.ts';

function holdCell(key: FeedKey): () => void {
  retainCell(key);
  // A tick applied between this render and this effect did not know the key was read: catch up.
  const now = currentMirror()[key];
  if (store.get(cellFamily(key)).value !== now) store.set(cellFamily(key), { value: now, prev: undefined });
  return () => releaseCell(key);
}

export function useCell<V extends FeedValue>(key: FeedKey<V>): Cell<V> {
  const atomOfKey = cellAtom(key);
  useEffect(() => holdCell(key), [key]);
  return useAtomValue(atomOfKey);
}

/** The values of some keys, in their order, as a derivation receives them. */
type ValuesOf<K extends readonly FeedKey[]> = { [I in keyof K]: K[I] extends FeedKey<infer V> ? V | undefined : never };

/**
 * A primitive derived from some keys (a market's state from its record, which changes with every
 * trade), as an atom: a reader renders only when the derived value changes, not with each tick of
 * the keys. The keys are held while the caller is mounted.
 */
export function useFeedDerivedAtom<const K extends readonly FeedKey[], T extends string | number | boolean | null>(
  keys: K,
  derive: (values: ValuesOf<K>) => T,
): Atom<T> {
  const id = keys.join('\u001f');
  useEffect(() => {
    const releases = (id.split('\u001f') as FeedKey[]).map(holdCell);
    return () => releases.forEach((release) => release());
  }, [id]);
  // `derive` is a pure function of the values; a new one each render must not make a new atom.
  return useMemo(() => atom((get) => derive((id.split('\u001f') as FeedKey[]).map((k) => get(cellFamily(k)).value) as ValuesOf<K>)), [id]);
}

export function useFeedDerived<const K extends readonly FeedKey[], T extends string | number | boolean | null>(keys: K, derive: (values: ValuesOf<K>) => T): T {
  return useAtomValue(useFeedDerivedAtom(keys, derive));
}

/** A key's value, or null while the feed has none. */
export function useFeedValue<V extends FeedValue>(key: FeedKey<V>): V | null {
  return useCell(key).value ?? null;
}

export function useGroup<V extends FeedValue>(group: FeedGroup<V>): FeedKey<V>[] {
  const keysAtom = groupAtom(group);
  useEffect(() => {
    retainGroup(group);
    const now = keysInGroup(group);
    const held = store.get(keysAtom);
    if (now.length !== held.length || now.some((k, i) => k !== held[i])) store.set(groupFamily(group), now);
    return () => releaseGroup(group);
  }, [group]);
  return useAtomValue(keysAtom);
}

/** One key's value as the mirror holds it now (null when absent), outside React. */
export const mirrorValue = <V extends FeedValue>(key: FeedKey<V>): V | null => (currentMirror()[key] as V | undefined) ?? null;
