// First-start lobby data for the seeded catalogue: each game's tags and launch day, and a
// week of plays so "Recommend" has an order on a fresh site. Idempotent: tags and launch days are
// written only where no launch day is set yet (an operator's later edits survive), plays only into an
// empty table. Values come from a hash of the game code, so every start of a fresh site agrees.
import { createHash } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { gameCatalogue, gamePlaysDaily } from '../db/schema/index.ts';
import { HOUSE_GAMES } from '../../contracts/games.ts';
import { dhakaDay } from '../services/game-catalogue.ts';

const DAY_MS = 86_400_000;

/** Crash-style instant games (a multiplier that climbs until it stops); the other EGAMEs are arcade. */
const CRASH_STYLE = new Set([
  'chakka_chakka_crash',
  'chakka_sky_kite',
  'nokshi_rocket_rani',
  'nokshi_aviator_bay',
  'kopotaksho_balloon_burst',
  'kopotaksho_limbo_rush',
]);

/** A stable number in [0, n) for a game code and a purpose. */
const pick = (code: string, purpose: string, n: number) => createHash('sha256').update(`${purpose}:${code}`).digest().readUInt32BE(0) % n;

function seededTags(code: string, type: string): string[] {
  const tags: string[] = [];
  if (Object.hasOwn(HOUSE_GAMES, code)) tags.push('fair');
  if (type === 'EGAME') tags.push(CRASH_STYLE.has(code) ? 'crash' : 'arcade');
  if (type === 'SLOT' && pick(code, 'jackpot', 4) === 0) tags.push('jackpot');
  return tags;
}

/** House games came out lately (so they show as new); the studios' games over the last two years. */
function seededLaunchDay(code: string, now: Date): string {
  const daysAgo = Object.hasOwn(HOUSE_GAMES, code) ? 3 + pick(code, 'launch', 20) : 30 + pick(code, 'launch', 700);
  return dhakaDay(new Date(now.getTime() - daysAgo * DAY_MS));
}

/** A plausible week of plays: the house games are the most played. */
function seededPlays(code: string, day: number): number {
  const base = Object.hasOwn(HOUSE_GAMES, code) ? 400 : pick(code, 'popularity', 300);
  return base + pick(code, `day${day}`, 40);
}

export async function seedGames(database: Database): Promise<void> {
  const { db } = database;
  const now = new Date();
  const games = await db.select({ code: gameCatalogue.code, type: gameCatalogue.type }).from(gameCatalogue).where(isNull(gameCatalogue.launchedOn));
  for (const game of games) {
    await db
      .update(gameCatalogue)
      .set({ tags: seededTags(game.code, game.type), launchedOn: seededLaunchDay(game.code, now) })
      .where(eq(gameCatalogue.code, game.code));
  }
  const [played] = await db.select({ n: sql<number>`count(*)::int` }).from(gamePlaysDaily);
  if (Number(played?.n ?? 0) > 0) return;
  const all = await db.select({ code: gameCatalogue.code }).from(gameCatalogue);
  const rows = all.flatMap((g) =>
    Array.from({ length: 7 }, (_, d) => ({
      gameCode: g.code,
      day: dhakaDay(new Date(now.getTime() - d * DAY_MS)),
      plays: seededPlays(g.code, d),
    })),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(gamePlaysDaily).values(rows.slice(i, i + 500));
}
