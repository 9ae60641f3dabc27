// Pinned markets for /exchange-multi, kept in localStorage so they survive a reload.
import { atom } from 'jotai';

export interface Pin {
  eventId: string;
  marketId: string;
  name: string;
  /** The event's Bangla name from the feed (absent on pins made before it). */
  nameBn?: string | null;
}
const KEY = 'exchange-pins';

function read(): Pin[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((p): p is Pin => typeof p?.eventId === 'string' && typeof p?.marketId === 'string') : [];
  } catch {
    return [];
  }
}

const basePinsAtom = atom<Pin[]>(read());
export const pinsAtom = atom(
  (get) => get(basePinsAtom),
  (get, set, pin: Pin) => {
    const current = get(basePinsAtom);
    const next = current.some((p) => p.marketId === pin.marketId) ? current.filter((p) => p.marketId !== pin.marketId) : [...current, pin];
    localStorage.setItem(KEY, JSON.stringify(next));
    set(basePinsAtom, next);
  },
);
