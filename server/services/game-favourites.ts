// A player's favourite games (the heart on a lobby tile) and recently played games. Favourites are
// rows of game_favourites; recently played is read from the player's own launches (game_sessions),
// the one record of "this player opened this game" that the launch already writes.
import { and, count, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameCatalogue, gameFavourites, gameSessions } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { FAVOURITES_MAX, RECENT_GAMES_MAX } from '../../contracts/games.ts';
import type { GameItem } from '../../contracts/content.ts';
import { listGameItems } from './game-catalogue.ts';
import type { GameAdapter } from './game-adapters.ts';

/** The player's favourite game codes, newest first. */
export async function listFavourites(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ code: gameFavourites.gameCode })
    .from(gameFavourites)
    .where(eq(gameFavourites.userId, userId))
    .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameCode));
  return rows.map((r) => r.code);
}

/**
 * Hearts a game (again: no error, no second row). The cap guards no money, only a list's length, so
 * a count then an insert is enough: a race can land one row past it, harmlessly.
 */
export async function addFavourite(db: Db, userId: number, code: string): Promise<string[]> {
  const [game] = await db
    .select({ code: gameCatalogue.code })
    .from(gameCatalogue)
    .where(and(eq(gameCatalogue.code, code), eq(gameCatalogue.status, 1)));
  if (!game) throw fail(404, 'gameNotFound');
  const [held] = await db.select({ n: count() }).from(gameFavourites).where(eq(gameFavourites.userId, userId));
  if (Number(held?.n ?? 0) >= FAVOURITES_MAX) {
    const [already] = await db
      .select()
      .from(gameFavourites)
      .where(and(eq(gameFavourites.userId, userId), eq(gameFavourites.gameCode, code)));
    if (!already) throw fail(409, 'favouritesFull', { max: String(FAVOURITES_MAX) });
  }
  await db.insert(gameFavourites).values({ userId, gameCode: code }).onConflictDoNothing();
  return listFavourites(db, userId);
}

/** Un-hearts a game; removing one that is not a favourite is not an error. */
export async function removeFavourite(db: Db, userId: number, code: string): Promise<string[]> {
  await db.delete(gameFavourites).where(and(eq(gameFavourites.userId, userId), eq(gameFavourites.gameCode, code)));
  return listFavourites(db, userId);
}

/** The games the player launched most recently that still launch, newest first, each once. */
export async function listRecentGames(db: Db, adapters: readonly GameAdapter[], userId: number, now: Date): Promise<GameItem[]> {
  const last = await db
    .select({ code: gameSessions.gameCode, at: max(gameSessions.createdAt) })
    .from(gameSessions)
    .where(eq(gameSessions.userId, userId))
    .groupBy(gameSessions.gameCode)
    .orderBy(desc(max(gameSessions.createdAt)))
    .limit(RECENT_GAMES_MAX);
  if (last.length === 0) return [];
  const games = await listGameItems(db, adapters, now, { codes: last.map((r) => r.code) });
  const byCode = new Map(games.map((g) => [g.code, g]));
  return last.map((r) => byCode.get(r.code)).filter((g): g is GameItem => g !== undefined);
}
