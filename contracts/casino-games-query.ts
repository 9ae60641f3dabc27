// What /games?type=&system=&title= asks for, read the same way by the screen
// (src/features/casino/games-page.tsx) and by the server writing the lobby's first answers into the page
// (server/pages/game-lobby-block.ts): pure, no React, so both agree by construction.
import { GAME_TYPES, type GameType } from './content.ts';

export interface GamesQuery {
  type: GameType;
  systems: string[];
  title: string | null;
}

export function parseGamesQuery(search: string | URLSearchParams): GamesQuery {
  const query = new URLSearchParams(search);
  const raw = query.get('type')?.toUpperCase() ?? '';
  const type = (GAME_TYPES as readonly string[]).includes(raw) ? (raw as GameType) : 'SLOT';
  const systems = (query.get('system') ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s) => /^[A-Z0-9_]{1,32}$/.test(s));
  const title = query.get('title')?.trim().slice(0, 60) || null;
  return { type, systems: [...new Set(systems)], title };
}

/**
 * The lobby a query opens: more than one provider named lists only theirs; one provider named lists the
 * whole type, opened on that provider's tab (All is a tap away).
 */
export function lobbyOf(query: GamesQuery): { systems: string[]; initialProvider: string | null } {
  return { systems: query.systems.length > 1 ? query.systems : [], initialProvider: query.systems.length === 1 ? query.systems[0]! : null };
}

/** The key of one lobby's game list: its type and the providers it is about. */
export const lobbyKey = (type: GameType, systems: readonly string[]) => `${type}|${systems.join(',')}`;
