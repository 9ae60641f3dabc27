// Hooks that read one feed key (or one list of keys) and hold its atom only while mounted.
import { atom, type Atom } from 'jotai';
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useEffect, useMemo } from 'react';
import { store } from '../../lib/store.ts';
import type { FeedValue } from '../../../workers/diff.ts';
import { cellFamily, currentMirror, groupFamily, releaseCell, releaseGroup, retainCell, retainGroup, type Cell } from './atoms.ts';

function holdCell(key: string): () => void {
  retainCell(key);
  // A tick applied between this render and this effect did not know the key was read: catch up.
  const now = currentMirror()[key];
  if (store.get(cellFamily(key)).value !== now) store.set(cellFamily(key), { value: now, prev: undefined });
  return () => releaseCell(key);
}

export function useCell(key: string): Cell {
  const cellAtom = cellFamily(key);
  useEffect(() => holdCell(key), [key]);
  return useAtomValue(cellAtom);
}

/**
 * A primitive derived from some keys (a market's state from its record, which changes with every
 * trade), as an atom: a reader renders only when the derived value changes, not with each tick of
 * the keys. The keys are held while the caller is mounted.
 */
export function useFeedDerivedAtom<T extends string | number | boolean | null>(keys: string[], derive: (values: (FeedValue | undefined)[]) => T): Atom<T> {
  const id = keys.join('\u001f');
  useEffect(() => {
    const releases = id.split('\u001f').map(holdCell);
    return () => releases.forEach((release) => release());
  }, [id]);
  // `derive` is a pure function of the values; a new one each render must not make a new atom.
  return useMemo(() => atom((get) => derive(id.split('\u001f').map((k) => get(cellFamily(k)).value))), [id]);
}

export function useFeedDerived<T extends string | number | boolean | null>(keys: string[], derive: (values: (FeedValue | undefined)[]) => T): T {
  return useAtomValue(useFeedDerivedAtom(keys, derive));
}

/** A record-valued key (runner, fancy line, event) as its fields, or null when absent. */
export function useRecord<T>(key: string): T | null {
  const value = useCell(key).value;
  return value && typeof value === 'object' ? (value as T) : null;
}

export function useGroup(group: string): string[] {
  const groupAtom = groupFamily(group);
  useEffect(() => {
    retainGroup(group);
    const prefix = group;
    const now = Object.keys(currentMirror()).filter((k) => k.startsWith(prefix) && k.indexOf(':', prefix.length) === -1);
    const held = store.get(groupFamily(group));
    if (now.length !== held.length || now.some((k, i) => k !== held[i])) store.set(groupFamily(group), now);
    return () => releaseGroup(group);
  }, [group]);
  return useAtomValue(groupAtom);
}

export const mirrorValue = <T>(key: string): T | null => {
  const v: FeedValue | undefined = currentMirror()[key];
  return v && typeof v === 'object' ? (v as T) : null;
};
