// Which game categories, providers and sports entries have a game to launch (GET /api/games/categories,
// written into every page by the server: server/pages/site-lookups-block.ts). The menus, the desktop navigation and
// the home's category tabs show only those: a category, provider or sports entry with nothing to launch
// is not shown. The Exchange is always open (it is ours). While the answer is not known (a page without
// it, on a slow link) only what is always open is shown, never a dead entry.
import { gameCategoriesResponseSchema, type GameCategories, type GameType } from '../../contracts/content.ts';
import { getJson } from './api.ts';
import { CATEGORIES, SPORTS_ENTRIES, type Category, type SportsEntry } from './categories.ts';
import { useRead } from './use-read.ts';

export type { GameCategories };

/** The lookup cache's key (the page's answer is primed under it: site-answers.ts). */
export const GAME_CATEGORIES_KEY = 'gameCategories';

export const getGameCategories = () => getJson(gameCategoriesResponseSchema, 'games/categories');

export const useGameCategories = () => useRead(GAME_CATEGORIES_KEY, getGameCategories, { shared: true }).data;

/** The providers of a type with a game to launch ([] for none, or while unknown). */
export const launchableSystems = (index: GameCategories | undefined, type: GameType): string[] => index?.categories.find((c) => c.type === type)?.systems ?? [];

/** Whether a lobby (a type, maybe narrowed to a tag) has a game to launch. */
export const lobbyLaunches = (index: GameCategories | undefined, type: GameType, tag?: string): boolean => {
  const category = index?.categories.find((c) => c.type === type);
  return category !== undefined && (!tag || category.tags.includes(tag));
};

/** The sports entries that open: the Exchange, and each entry whose sports game launches. */
export const shownSportsEntries = (index: GameCategories | undefined): SportsEntry[] =>
  SPORTS_ENTRIES.filter((e) => !e.code || (index?.sports.includes(e.code) ?? false));

/** The categories to show: Sports (the Exchange is always there) and each category with a game to launch. */
export const shownCategories = (index: GameCategories | undefined): Category[] => CATEGORIES.filter((c) => c.key === 'sports' || lobbyLaunches(index, c.type));
