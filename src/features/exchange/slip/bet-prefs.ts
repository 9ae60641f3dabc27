// The player's betting preferences: the six quick stakes under the stake field, and one-click betting
// (off until the player turns it on) with its own stake. Kept on the
// device per account (localStorage), read through one atom so the slip and the profile page agree.
import { atom } from 'jotai';
import { sessionAtom } from '../../../lib/session.ts';

export interface BetPrefs {
  quickStakes: number[];
  oneClick: boolean;
  oneClickStake: number;
}

export const DEFAULT_QUICK_STAKES = [100, 500, 1000, 5000, 10_000, 25_000] as const;
export const DEFAULT_BET_PREFS: BetPrefs = { quickStakes: [...DEFAULT_QUICK_STAKES], oneClick: false, oneClickStake: 100 };
/** A quick stake or the one-click stake: whole taka, within what any market could take. */
export const PREF_STAKE_MAX = 10_000_000;

const storageKey = (user: string) => `exchange-bet-prefs:${user}`;
const wholeStake = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= PREF_STAKE_MAX;

/** What is stored, checked field by field: a bad or old value falls back to its default. */
export function readBetPrefs(user: string): BetPrefs {
  let raw: Partial<BetPrefs> = {};
  try {
    raw = JSON.parse(localStorage.getItem(storageKey(user)) ?? '{}') as Partial<BetPrefs>;
  } catch {
    /* unreadable: defaults */
  }
  const stakes =
    Array.isArray(raw.quickStakes) && raw.quickStakes.length === 6 && raw.quickStakes.every(wholeStake) ? raw.quickStakes : DEFAULT_BET_PREFS.quickStakes;
  return {
    quickStakes: [...stakes],
    oneClick: raw.oneClick === true,
    oneClickStake: wholeStake(raw.oneClickStake) ? raw.oneClickStake : DEFAULT_BET_PREFS.oneClickStake,
  };
}

const loadedAtom = atom<Record<string, BetPrefs>>({});
const userOf = (session: { username: string } | null) => session?.username ?? '';

export const betPrefsAtom = atom(
  (get) => {
    const user = userOf(get(sessionAtom));
    return get(loadedAtom)[user] ?? readBetPrefs(user);
  },
  (get, set, change: Partial<BetPrefs>) => {
    const user = userOf(get(sessionAtom));
    const next = { ...get(betPrefsAtom), ...change };
    localStorage.setItem(storageKey(user), JSON.stringify(next));
    set(loadedAtom, { ...get(loadedAtom), [user]: next });
  },
);
