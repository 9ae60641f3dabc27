// The game categories of the category navigation, shared by the side menu, the
// desktop navigation and the home screen. `type` is the catalogue's category type on the wire.
import type { GameType } from '../../contracts/content.ts';
import { openGame } from './game-launch.ts';

export interface Category {
  key: string;
  type: GameType;
  route: string;
}

export const CATEGORIES: Category[] = [
  { key: 'sports', type: 'SPORTS', route: '/exchange' },
  { key: 'casino', type: 'LIVE', route: '/casino' },
  { key: 'slot', type: 'SLOT', route: '/slot' },
  { key: 'table', type: 'TABLE', route: '/table' },
  { key: 'poker', type: 'BINGO', route: '/games?type=BINGO' },
  { key: 'crash', type: 'EGAME', route: '/crash' },
  { key: 'fishing', type: 'FH', route: '/fishing' },
  { key: 'lottery', type: 'LOTTO', route: '/lottery' },
];

/**
 * SPORTS is a fixed list, not providers. Exchange is ours; each other entry launches a
 * sports game of the house studio that carries it in the seeded catalogue (CHAKKA or BAUL). Until a
 * provider serves that game the entry is not shown (game-categories.ts); launched by its address it
 * answers "{name} is not available yet. The Exchange is open for sports betting."
 */
/** Each entry's name is `shell:sports.<key>` in the locale files; `code` is the sports game it launches. */
export interface SportsEntry {
  key: string;
  platform?: string;
  code?: string;
}
export const SPORTS_ENTRIES: SportsEntry[] = [
  { key: 'exchange' },
  { key: 'isports', platform: 'CHAKKA', code: 'chakka_chakka_sportsbook' },
  { key: 'e1sports', platform: 'BAUL', code: 'baul_e_sports_arena' },
  { key: 'horsebook', platform: 'BAUL', code: 'baul_horse_racing_derby' },
  { key: 'virtual', platform: 'CHAKKA', code: 'chakka_virtual_cricket' },
  { key: 'kabaddi', platform: 'CHAKKA', code: 'chakka_kabaddi_live' },
  { key: 'fantasy', platform: 'BAUL', code: 'baul_fantasy_eleven' },
  { key: 'sbo', platform: 'BAUL', code: 'baul_baul_cricket_live' },
];

/** Opens a sports entry: Exchange by its route, the others by launching their game (/gamerun). */
export function openSportsEntry(entry: SportsEntry, label: string, navigate: (to: string, options?: { state?: unknown }) => void): void {
  if (!entry.platform || !entry.code) return navigate(sportsHref(entry, label));
  openGame(navigate, { platform: entry.platform, type: 'SPORTS', code: entry.code }, label);
}

/** /games?type&system&title: the games screen of one category, filtered to some providers. */
export function gamesHref(type: GameType, systems: string[], title: string): string {
  const q = new URLSearchParams({ type, system: systems.join(','), title });
  return `/games?${q.toString()}`;
}

/** Where a sports entry goes: Exchange to its home, the others to their provider's games (titled in the player's language). */
export const sportsHref = (entry: SportsEntry, title: string) => (entry.platform ? gamesHref('SPORTS', [entry.platform], title) : '/exchange');
