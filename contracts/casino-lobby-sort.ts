// What the lobby grid shows (src/features/casino/lobby-page.tsx; the server orders the lobby's first
// pictures with it, server/pages/game-lobby-block.ts): the games of the chosen provider tab that match the search, in the
// chosen order. Pure, so it is tested as a table (src/features/casino/lobby-sort.test.ts) and runs in one pass over a
// catalogue of thousands on a phone.
import type { GameItem } from './content.ts';

export const SORTS = ['recommend', 'latest', 'favorite', 'az'] as const;
export type LobbySort = (typeof SORTS)[number];

/** A new game came out within this many days (its tile says New). */
export const NEW_GAME_DAYS = 30;
/** The most played games of the list (by plays over the last seven days) say Hot. */
export const HOT_GAMES = 10;

export interface LobbyQuery {
  /** A platform, or null for All. */
  provider: string | null;
  search: string;
  sort: LobbySort;
  /** Only games carrying this tag (the arcade category). */
  tag?: string;
}

const byName = (a: GameItem, b: GameItem) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.code.localeCompare(b.code);
const byPopularity = (a: GameItem, b: GameItem) => b.popularity - a.popularity || byName(a, b);
/** Newest first; a game without a launch day goes last. */
const byLaunch = (a: GameItem, b: GameItem) => (b.launched_on ?? '').localeCompare(a.launched_on ?? '') || byName(a, b);

export function lobbyGames(games: readonly GameItem[], query: LobbyQuery, favourites: readonly string[] = []): GameItem[] {
  const needle = query.search.trim().toLocaleLowerCase();
  const shown = games.filter(
    (g) =>
      (query.provider === null || g.platform === query.provider) &&
      (!query.tag || g.tags.includes(query.tag)) &&
      (needle === '' || g.name.toLocaleLowerCase().includes(needle)),
  );
  if (query.sort === 'az') return shown.sort(byName);
  if (query.sort === 'latest') return shown.sort(byLaunch);
  if (query.sort === 'favorite') {
    // Favourites first in the order the player hearted them (newest first), then the rest as Recommend.
    const rank = new Map(favourites.map((code, i) => [code, i]));
    return shown.sort((a, b) => (rank.get(a.code) ?? Infinity) - (rank.get(b.code) ?? Infinity) || byPopularity(a, b));
  }
  return shown.sort(byPopularity);
}

/** The codes of the most played games of a list: their tiles say Hot. */
export function hotCodes(games: readonly GameItem[]): Set<string> {
  return new Set(
    [...games]
      .sort(byPopularity)
      .slice(0, HOT_GAMES)
      .filter((g) => g.popularity > 0)
      .map((g) => g.code),
  );
}

/** True when a game came out in the last NEW_GAME_DAYS days before `today` (YYYY-MM-DD). */
export function isNewGame(game: Pick<GameItem, 'launched_on'>, today: string): boolean {
  if (!game.launched_on) return false;
  const days = (Date.parse(today) - Date.parse(game.launched_on)) / 86_400_000;
  return days >= 0 && days <= NEW_GAME_DAYS;
}
