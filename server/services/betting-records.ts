// GET /api/betting-record: the player's settled
// casino rounds, filtered by platform, game type and a date range cut at Asia/Dhaka midnight (GMT+6,
// no daylight saving). The screen groups them by date, platform and game type; rows are newest first.
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bettingRecords } from '../db/schema/index.ts';
import type { BettingRecord, BettingRecordQuery } from '../../contracts/games.ts';
import { takaFromPoisha } from '../lib/money.ts';

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;
/** A player's week of slot spins can be thousands of rows; the screen shows at most this many. */
const BETTING_RECORD_LIMIT = 2_000;

/** [from, to) of a date filter, as instants, with days starting at Dhaka midnight. */
export function dhakaRange(date: BettingRecordQuery['date'], now: Date): { from: Date; to: Date } {
  const todayStart = Math.floor((now.getTime() + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
  if (date === 'yesterday') return { from: new Date(todayStart - DAY_MS), to: new Date(todayStart) };
  if (date === 'last7') return { from: new Date(todayStart - 6 * DAY_MS), to: new Date(todayStart + DAY_MS) };
  return { from: new Date(todayStart), to: new Date(todayStart + DAY_MS) };
}

export async function listBettingRecords(db: Db, userId: number, query: BettingRecordQuery, now: Date): Promise<{ records: BettingRecord[] }> {
  const { from, to } = dhakaRange(query.date, now);
  const rows = await db
    .select()
    .from(bettingRecords)
    .where(
      and(
        eq(bettingRecords.userId, userId),
        gte(bettingRecords.createdAt, from),
        lt(bettingRecords.createdAt, to),
        query.platform ? eq(bettingRecords.platform, query.platform) : undefined,
        query.game_type ? eq(bettingRecords.gameType, query.game_type) : undefined,
      ),
    )
    .orderBy(desc(bettingRecords.createdAt), desc(bettingRecords.id))
    .limit(BETTING_RECORD_LIMIT);
  return {
    records: rows.map((r) => ({
      id: r.id,
      platform: r.platform,
      game_type: r.gameType,
      game_name: r.gameName,
      game_code: r.gameCode,
      bet_amount: takaFromPoisha(r.betPoisha),
      winAmount: takaFromPoisha(r.winPoisha),
      created_at: r.createdAt.toISOString(),
    })),
  };
}
