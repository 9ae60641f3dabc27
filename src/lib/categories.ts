// Game categories of spec part 1 §2 ("Game category navigation") shared by the side menu, the
// desktop navigation and the home screen. `type` is the catalogue's category type on the wire.
import type { GameType } from '../../contracts/content.ts';

export interface Category { key: string; type: GameType; route: string }

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
 * SPORTS is a fixed list, not providers (part 1 §2). Exchange is ours; each other entry opens the
 * sports games of the house studio that carries it in the seeded catalogue (CHAKKA: sportsbook,
 * kabaddi, virtual cricket; BAUL: e-sports, horse racing, fantasy), since the spec's third-party
 * sportsbooks are not part of this product.
 */
/** Each entry's name is `shell:sports.<key>` in the locale files. */
export interface SportsEntry { key: string; platform?: string }
export const SPORTS_ENTRIES: SportsEntry[] = [
  { key: 'exchange' },
  { key: 'isports', platform: 'CHAKKA' },
  { key: 'e1sports', platform: 'BAUL' },
  { key: 'horsebook', platform: 'BAUL' },
  { key: 'virtual', platform: 'CHAKKA' },
  { key: 'kabaddi', platform: 'CHAKKA' },
  { key: 'fantasy', platform: 'BAUL' },
  { key: 'sbo', platform: 'CHAKKA' },
];

/** Lucky Sports (mobile home tab row): every sports studio's games. */
export const LUCKY_SPORTS_PLATFORMS = ['CHAKKA', 'BAUL'];

/** /games?type&system&title: the games screen of one category, filtered to some providers. */
export function gamesHref(type: GameType, systems: string[], title: string): string {
  const q = new URLSearchParams({ type, system: systems.join(','), title });
  return `/games?${q.toString()}`;
}

/** Where a sports entry goes: Exchange to its home, the others to their provider's games (titled in the player's language). */
export const sportsHref = (entry: SportsEntry, title: string) =>
  entry.platform ? gamesHref('SPORTS', [entry.platform], title) : '/exchange';
