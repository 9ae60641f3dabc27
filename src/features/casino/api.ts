// The casino's calls, parsed by the contracts: the games of
// a category, the player's favourites (the heart on a tile), recently played games, and the launch.
import { getGamesResponseSchema, type GameItem, type GameType } from '../../../contracts/content.ts';
import { favouritesResponseSchema, gameRunResponseSchema, recentGamesResponseSchema } from '../../../contracts/games-lobby.ts';
import { getJson, postJson, request } from '../../lib/api.ts';
import type { GameLaunchRequest } from '../../lib/game-launch.ts';

export type { GameItem };

/** The games of a type, of some providers (none: every provider of the type). */
export async function getGames(type: GameType, systems: string[] = []): Promise<GameItem[]> {
  const query: Record<string, string> = { type };
  if (systems.length > 0) query.system = systems.join(',');
  return (await getJson(getGamesResponseSchema, 'get-games', query)).games;
}

export const getFavourites = async () => (await getJson(favouritesResponseSchema, 'games/favourites')).favourites;

export const setFavourite = async (code: string, on: boolean) =>
  (await request(favouritesResponseSchema, `games/favourites/${encodeURIComponent(code)}`, { method: on ? 'put' : 'delete' })).favourites;

export const getRecentGames = async () => (await getJson(recentGamesResponseSchema, 'games/recent')).games;

/** POST /api/game-run: the url of the game for the signed-in player. */
export function runGame(launch: GameLaunchRequest, remoteId: string, language: 'en' | 'bn', mobile: boolean) {
  return postJson(gameRunResponseSchema, 'game-run', {
    userId: remoteId,
    externalURL: launch.returnTo,
    isMobileLogin: mobile,
    gameCode: launch.code,
    gameType: launch.type,
    platform: launch.platform,
    language,
  });
}
