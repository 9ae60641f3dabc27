// Which of the site's links lead to a game that launches: the home sliders link a game
// ('PLATFORM-TYPE-code', launched in place) or a page of the site, and a page can be a category's lobby
// (/games?type=LIVE, /casino). A slider whose game, or whose category, has nothing to launch is left out,
// so the home screen offers only what opens (the rule of "launches" is game-catalogue.ts's).
import type { GameType, SliderItem, SlidersResponse } from '../../contracts/content.ts';
import { GAME_TYPES } from '../../contracts/content.ts';
import type { LaunchableGame } from './game-catalogue.ts';

/** The client's category routes (src/features/casino/category-page.tsx), each a lobby of one type (Arcade: a tag of it). */
const CATEGORY_ROUTES: Record<string, { type: GameType; tag?: string }> = {
  '/casino': { type: 'LIVE' },
  '/slot': { type: 'SLOT' },
  '/table': { type: 'TABLE' },
  '/crash': { type: 'EGAME' },
  '/fishing': { type: 'FH' },
  '/arcade': { type: 'EGAME', tag: 'arcade' },
  '/lottery': { type: 'LOTTO' },
};

const isGameType = (type: string | null): type is GameType => (GAME_TYPES as readonly string[]).includes(type ?? '');

/** Whether a link leads to something that opens: a game that launches, a lobby with one, or any other page. */
function linkLaunches(link: string, launchable: readonly LaunchableGame[]): boolean {
  if (link === '') return true; // a banner that is only a picture
  if (!link.startsWith('/')) {
    const [platform, type, code] = link.split('-');
    return launchable.some((g) => g.code === code && g.platform === platform && g.type === type);
  }
  const url = new URL(link, 'http://site.invalid');
  const path = url.pathname.replace(/(.)\/$/, '$1').toLowerCase();
  const category = CATEGORY_ROUTES[path];
  if (category) return launchable.some((g) => g.type === category.type && (!category.tag || g.tags.includes(category.tag)));
  if (path !== '/games') return true;
  const type = url.searchParams.get('type');
  if (!isGameType(type)) return true; // the lobby's own default then applies; it is not a dead end of ours
  const systems = (url.searchParams.get('system') ?? '').split(',').filter(Boolean);
  return launchable.some((g) => g.type === type && (systems.length === 0 || systems.includes(g.platform)));
}

/** The sliders whose link opens something. */
export function launchableSliders(sliders: SlidersResponse, launchable: readonly LaunchableGame[]): SlidersResponse {
  const keep = (items: SliderItem[]) => items.filter((s) => linkLaunches(s.link, launchable));
  return { main: keep(sliders.main), favourite: keep(sliders.favourite), feature: keep(sliders.feature) };
}
