// The exchange feed's shared state in PostgreSQL (docs/decisions/0115): the clock row the leader moves
// and the book changes bets made. A simulator built from the row's settings, advanced to a moment and
// given the same book changes at the same simulated times, is the leader's simulator at that moment.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeBookTakes, exchangeFeedClock, exchangeFeedSnapshots } from '../../db/schema/index.ts';
import { ExchangeSimulator } from '../source/simulator/simulator.ts';
import { simulatorFromSnapshot } from '../source/simulator/simulator-snapshot.ts';
import { logger } from '../../lib/logger.ts';

export type FeedClock = typeof exchangeFeedClock.$inferSelect;
export type BookTake = typeof exchangeBookTakes.$inferSelect;

/** Simulated time is replayed in slices this long, yielding between them, so a long catch-up never blocks requests. */
const REPLAY_SLICE_MS = 5 * 60_000;

export async function readClock(db: Db): Promise<FeedClock | null> {
  const [row] = await db.select().from(exchangeFeedClock).where(eq(exchangeFeedClock.id, 1));
  return row ?? null;
}

export async function takesSince(db: Db, epoch: string, seq: number): Promise<BookTake[]> {
  return db
    .select()
    .from(exchangeBookTakes)
    .where(and(eq(exchangeBookTakes.epoch, epoch), gt(exchangeBookTakes.seq, seq)))
    .orderBy(asc(exchangeBookTakes.seq));
}

export function simulatorOf(clock: FeedClock): ExchangeSimulator {
  return new ExchangeSimulator({ seed: clock.seed, startMs: clock.startMs, ballMs: clock.ballMs });
}

/**
 * Where a replay of the run starts: its latest snapshot (the simulator as the leader had it, holding every
 * book change up to `lastSeq`), else the run's start. So a process joining a run hours old replays minutes.
 */
export async function replayStart(db: Db, clock: FeedClock): Promise<{ sim: ExchangeSimulator; lastSeq: number; from: 'snapshot' | 'start' }> {
  const [snapshot] = await db.select().from(exchangeFeedSnapshots).where(eq(exchangeFeedSnapshots.epoch, clock.epoch));
  if (snapshot) {
    try {
      return { sim: simulatorFromSnapshot(snapshot.state), lastSeq: snapshot.lastSeq, from: 'snapshot' };
    } catch (err) {
      // A snapshot this version cannot read (written by a newer release mid-upgrade): the long way is still right.
      logger.warn('exchange feed snapshot not used', { error: err instanceof Error ? err.message : String(err) });
    }
  }
  return { sim: simulatorOf(clock), lastSeq: 0, from: 'start' };
}

/** Moves `sim` on to simulated time `target` (a whole number of steps on the same grid), in slices. */
export async function replayTo(sim: ExchangeSimulator, target: number): Promise<void> {
  while (target - sim.now > REPLAY_SLICE_MS) {
    sim.advance(REPLAY_SLICE_MS);
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (target > sim.now) sim.advance(target - sim.now);
}

/** Applies one book change as the leader made it (it published only those its book accepted). */
export function applyTake(sim: ExchangeSimulator, take: BookTake): void {
  const ev = sim.byMarket.get(take.marketId);
  if (!ev) return;
  if (take.giveBack) sim.giveBack(ev, take.runner, take.book, take.fills, ev.depth);
  else sim.consume(ev, take.runner, take.book, take.fills);
}

/** Replays the takes in order, each at its own simulated moment, then the clock's time. */
export async function catchUp(sim: ExchangeSimulator, takes: BookTake[], simNow: number): Promise<number | null> {
  let last: number | null = null;
  for (const take of takes) {
    await replayTo(sim, take.simNow);
    applyTake(sim, take);
    last = take.seq;
  }
  await replayTo(sim, simNow);
  return last;
}
