// What the site has taken of a mirrored book's shown levels, kept in the database (exchange_taken_levels)
// so that every process, and a new leader after a hand-over, sees the same: the shown money is a mirror of
// money elsewhere, and the site may take of each level only the operator's share of its size, capped,
// whichever process and however many bets take it (docs/decisions/0285). A take is one conditional upsert
// per level in the caller's transaction: it adds at most what is left of the level and refuses to go over,
// so racing placements wait on the level's row and the later one gets only the rest.
// A level is its price: a new size shown at the same price keeps what was taken of it; a price no longer
// shown is forgotten at the next take on that side, and a market's rows go when the source drops it.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeTakenLevels } from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import type { Fill, Level } from '../maths/matching.ts';
import { mirrorLevels, type MirrorTake } from '../maths/mirror-book.ts';
import type { Dir } from '../maths/price.ts';
import type { MarketSource } from '../source/market-source.ts';

export interface LevelSide {
  marketId: string;
  selectionId: string;
  side: 'back' | 'lay';
}

export interface Claimed {
  fills: Fill[];
  unmatched: number;
  /** What the site has taken of each level tried, after this take (the process's hint, source-book.ts). */
  taken: Map<number, number>;
}

const crosses = (dir: Dir, limit: number, oddsX100: number) => (dir === 'back' ? oddsX100 >= limit : oddsX100 <= limit);

/**
 * Takes up to `stake` at `oddsX100` or better from `shown` (the side's levels as the source shows them now,
 * best first), of each level at most its allowed share less what the site already took, in `tx`.
 */
export async function claimLevels(
  tx: Db,
  at: LevelSide,
  shown: readonly Level[],
  take: MirrorTake,
  dir: Dir,
  oddsX100: number,
  stake: number,
): Promise<Claimed> {
  await forgetUnshown(tx, at, shown);
  const fills: Fill[] = [];
  const taken = new Map<number, number>();
  let left = stake;
  for (const level of mirrorLevels(shown, take)) {
    if (left <= 0 || !crosses(dir, oddsX100, level.oddsX100)) break;
    const allowed = level.sizePoisha;
    const [row] = await rows<{ got: string; taken: string }>(
      tx,
      sql`INSERT INTO exchange_taken_levels AS t (market_id, selection_id, side, odds_x100, taken_poisha, last_take_poisha)
          VALUES (${at.marketId}, ${at.selectionId}, ${at.side}, ${level.oddsX100}, LEAST(${left}::bigint, ${allowed}::bigint), LEAST(${left}::bigint, ${allowed}::bigint))
          ON CONFLICT (market_id, selection_id, side, odds_x100) DO UPDATE
            SET taken_poisha = t.taken_poisha + LEAST(${left}::bigint, ${allowed}::bigint - t.taken_poisha),
                last_take_poisha = LEAST(${left}::bigint, ${allowed}::bigint - t.taken_poisha)
            WHERE t.taken_poisha < ${allowed}::bigint
          RETURNING last_take_poisha AS got, taken_poisha AS taken`,
    );
    // No row: the level is already taken up to its share (by another bet, maybe in another process).
    const got = row ? Number(row.got) : 0;
    taken.set(level.oddsX100, row ? Number(row.taken) : allowed);
    if (got > 0) {
      fills.push({ oddsX100: level.oddsX100, stake: got });
      left -= got;
    }
  }
  return { fills, unmatched: left, taken };
}

/**
 * Forgets the side's levels the source no longer shows. A row another transaction is taking from is left
 * for the next time (SKIP LOCKED), so forgetting never waits on a lock and never joins a deadlock.
 */
async function forgetUnshown(tx: Db, at: LevelSide, shown: readonly Level[]): Promise<void> {
  const t = exchangeTakenLevels;
  const side = and(eq(t.marketId, at.marketId), eq(t.selectionId, at.selectionId), eq(t.side, at.side));
  const gone =
    shown.length > 0
      ? and(
          side,
          notInArray(
            t.oddsX100,
            shown.map((l) => l.oddsX100),
          ),
        )
      : side;
  const locked = tx.select({ oddsX100: t.oddsX100 }).from(t).where(gone).for('update', { skipLocked: true });
  await tx.delete(t).where(and(side, inArray(t.oddsX100, locked)));
}

/**
 * Forgets every level of the markets the source no longer has (a closed market dropped after its grace):
 * of `marketIds`, or of every market in the table. Answers the rows deleted.
 */
export async function forgetGoneMarkets(db: Db, source: MarketSource, marketIds?: readonly string[]): Promise<number> {
  const t = exchangeTakenLevels;
  const held = marketIds ?? (await db.selectDistinct({ marketId: t.marketId }).from(t)).map((r) => r.marketId);
  const gone = held.filter((id) => !source.market(id));
  if (gone.length === 0) return 0;
  const deleted = await db.delete(t).where(inArray(t.marketId, gone)).returning({ marketId: t.marketId });
  return deleted.length;
}
