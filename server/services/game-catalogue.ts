// The game catalogue of the lobby: systems (providers with games of a type),
// providers with their types, the games of a type, and the game types of the betting-record filter.
// Every game carries its tags, the day it came out and its plays over the last seven Asia/Dhaka days
// (the lobby's Latest and Recommend sorts). Only games that launch are listed: active games of active
// providers that a provider adapter serves (game-adapters.ts), one rule every list reads.
import { and, asc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameCatalogue, gamePlaysDaily, gameProviders } from '../db/schema/index.ts';
import {
  GAME_TYPES,
  type GameCategories,
  type GameItem,
  type GameType,
  type GameTypeItem,
  type ProviderItem,
  type SystemItem,
} from '../../contracts/content.ts';
import type { GameAdapter } from './game-adapters.ts';

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;
/** "Recommend" ranks by plays over this many days, today included. */
const POPULARITY_DAYS = 7;

/** The Asia/Dhaka calendar day of an instant, YYYY-MM-DD (GMT+6, no daylight saving since 2009). */
export const dhakaDay = (at: Date): string => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The first day counted by "Recommend" on `now`. */
export const popularitySince = (now: Date): string => dhakaDay(new Date(now.getTime() - (POPULARITY_DAYS - 1) * DAY_MS));

/** Names of the categories for the betting-record filter (BINGO is Poker, and so on). */
const TYPE_NAMES: Record<GameType, string> = {
  SPORTS: 'Sports',
  LIVE: 'Live Casino',
  SLOT: 'Slot',
  TABLE: 'Table',
  BINGO: 'Poker',
  EGAME: 'Crash',
  FH: 'Fishing',
  LOTTO: 'Lottery',
};

/**
 * The one rule of "this game launches", as a condition over game_catalogue joined with game_providers:
 * the game and its provider are active and an adapter serves it. Every list of games reads it.
 */
export function launchableGame(adapters: readonly GameAdapter[]): SQL {
  const served = adapters.map((a) =>
    a.serves === 'every game'
      ? eq(gameCatalogue.platform, a.platform)
      : and(eq(gameCatalogue.platform, a.platform), inArray(gameCatalogue.code, [...a.serves])),
  );
  return and(eq(gameCatalogue.status, 1), eq(gameProviders.status, 1), served.length > 0 ? or(...served) : sql`false`)!;
}

export const listGameTypes = (): GameTypeItem[] => GAME_TYPES.map((type) => ({ type, name: TYPE_NAMES[type] }));

/** GET get-system?type: a system is a provider with at least one game of the type that launches. */
export async function listSystems(db: Db, adapters: readonly GameAdapter[], type: GameType): Promise<SystemItem[]> {
  const rows = await db
    .selectDistinct({ platform: gameProviders.platform, name: gameProviders.name, logo: gameProviders.logo, sortOrder: gameProviders.sortOrder })
    .from(gameProviders)
    .innerJoin(gameCatalogue, eq(gameCatalogue.platform, gameProviders.platform))
    .where(and(launchableGame(adapters), eq(gameCatalogue.type, type)))
    .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.platform));
  return rows.map((r) => ({ platform: r.platform, name: r.name, logo: r.logo, type }));
}

/** GET get-provider?system: the providers (all, or those named) with a game that launches, and the types of those games. */
export async function listProviders(db: Db, adapters: readonly GameAdapter[], systems: string[]): Promise<ProviderItem[]> {
  const rows = await db
    .selectDistinct({
      platform: gameProviders.platform,
      name: gameProviders.name,
      logo: gameProviders.logo,
      sortOrder: gameProviders.sortOrder,
      type: gameCatalogue.type,
    })
    .from(gameProviders)
    .innerJoin(gameCatalogue, eq(gameCatalogue.platform, gameProviders.platform))
    .where(and(launchableGame(adapters), systems.length > 0 ? inArray(gameProviders.platform, systems) : undefined))
    .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.platform));
  const providers = new Map<string, ProviderItem>();
  for (const r of rows) {
    const p = providers.get(r.platform) ?? { platform: r.platform, name: r.name, logo: r.logo, types: [] };
    p.types.push(r.type);
    providers.set(r.platform, p);
  }
  return [...providers.values()].map((p) => ({ ...p, types: GAME_TYPES.filter((t) => p.types.includes(t)) }));
}

export interface LaunchableGame {
  code: string;
  type: GameType;
  platform: string;
  tags: string[];
}

/** Every game that launches, in the lobby's provider order. */
export async function listLaunchable(db: Db, adapters: readonly GameAdapter[]): Promise<LaunchableGame[]> {
  return db
    .select({ code: gameCatalogue.code, type: gameCatalogue.type, platform: gameCatalogue.platform, tags: gameCatalogue.tags })
    .from(gameCatalogue)
    .innerJoin(gameProviders, eq(gameProviders.platform, gameCatalogue.platform))
    .where(launchableGame(adapters))
    .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.platform), asc(gameCatalogue.code));
}

/** GET games/categories: each category with a game that launches, its providers and tags, and the sports games' codes. */
export async function listGameCategories(db: Db, adapters: readonly GameAdapter[]): Promise<GameCategories> {
  const games = await listLaunchable(db, adapters);
  const categories = GAME_TYPES.map((type) => {
    const of = games.filter((g) => g.type === type);
    return { type, systems: [...new Set(of.map((g) => g.platform))], tags: [...new Set(of.flatMap((g) => g.tags))].sort() };
  }).filter((c) => c.systems.length > 0);
  return { categories, sports: games.filter((g) => g.type === 'SPORTS').map((g) => g.code) };
}

/** Plays of each game since `since` (a Dhaka day), as a subquery to join on. */
const playsSince = (db: Db, since: string) =>
  db
    .select({ gameCode: gamePlaysDaily.gameCode, plays: sql<number>`sum(${gamePlaysDaily.plays})::int`.as('plays') })
    .from(gamePlaysDaily)
    .where(gte(gamePlaysDaily.day, since))
    .groupBy(gamePlaysDaily.gameCode)
    .as('recent_plays');

/** The lobby's games matching `where`, in the catalogue's own order (the client sorts as asked). */
export async function listGameItems(
  db: Db,
  adapters: readonly GameAdapter[],
  now: Date,
  filter: { type?: GameType; systems?: string[]; codes?: string[] },
): Promise<GameItem[]> {
  const plays = playsSince(db, popularitySince(now));
  const rows = await db
    .select({
      code: gameCatalogue.code,
      name: gameCatalogue.name,
      platform: gameCatalogue.platform,
      type: gameCatalogue.type,
      thumbnail: gameCatalogue.thumbnail,
      tags: gameCatalogue.tags,
      launchedOn: gameCatalogue.launchedOn,
      popularity: sql<number>`coalesce(${plays.plays}, 0)`,
    })
    .from(gameCatalogue)
    .innerJoin(gameProviders, eq(gameProviders.platform, gameCatalogue.platform))
    .leftJoin(plays, eq(plays.gameCode, gameCatalogue.code))
    .where(
      and(
        launchableGame(adapters),
        filter.type ? eq(gameCatalogue.type, filter.type) : undefined,
        filter.systems && filter.systems.length > 0 ? inArray(gameCatalogue.platform, filter.systems) : undefined,
        filter.codes ? inArray(gameCatalogue.code, filter.codes.length > 0 ? filter.codes : ['']) : undefined,
      ),
    )
    .orderBy(asc(gameProviders.sortOrder), asc(gameCatalogue.sortOrder), asc(gameCatalogue.name));
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    platform: r.platform,
    type: r.type,
    thumbnail: r.thumbnail,
    tags: r.tags,
    launched_on: r.launchedOn,
    popularity: Number(r.popularity),
  }));
}

/** GET get-games?type&system */
export const listGames = (db: Db, adapters: readonly GameAdapter[], now: Date, type: GameType, systems: string[]) =>
  listGameItems(db, adapters, now, { type, systems });

/** One more play of a game today (a launch): one upsert, so launches at the same moment all count. */
export async function countPlay(db: Db, gameCode: string, now: Date): Promise<void> {
  await db
    .insert(gamePlaysDaily)
    .values({ gameCode, day: dhakaDay(now), plays: 1 })
    .onConflictDoUpdate({ target: [gamePlaysDaily.gameCode, gamePlaysDaily.day], set: { plays: sql`${gamePlaysDaily.plays} + 1` } });
}
