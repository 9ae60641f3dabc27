// The leader's exchange feed: it runs the simulator from the wall clock, as a single process does, and
// publishes what followers need to replay it (feed-clock.ts): the clock row after every tick and each
// book change by a bet, in one queue, so a clock a follower reads never runs ahead of a change made
// before it. A new leader continues the same run (the same matches, ids and bets) when the last leader
// published recently; after a longer silence (the whole product was down) it starts a fresh run, as a
// single process does at every start.
import { eq, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../context.ts';
import { exchangeBookTakes, exchangeFeedClock } from '../db/schema/index.ts';
import { feedSettings, installFeed, type Feed } from '../exchange/feed.ts';
import type { ExchangeSimulator } from '../exchange/simulator.ts';
import { logger } from '../lib/logger.ts';
import { catchUp, readClock, simulatorOf, takesSince, type FeedClock } from './feed-clock.ts';
import type { Replica } from './feed-follower.ts';

/** A run whose clock is older than this is not continued: its matches would have to be replayed blind. */
export const FEED_RESUME_WITHIN_MS = 60_000;

type Job = { kind: 'clock'; simNow: number; wallMs: number } | { kind: 'take'; run: () => Promise<unknown> };

class Publisher {
  private readonly jobs: Job[] = [];
  private draining = false;

  constructor(private readonly deps: Deps, private readonly epoch: string) {}

  clock(simNow: number): void {
    const last = this.jobs[this.jobs.length - 1];
    // A clock job not yet sent with nothing after it: the newer time replaces it (no take can be skipped).
    if (last?.kind === 'clock') { last.simNow = simNow; last.wallMs = Date.now(); }
    else this.jobs.push({ kind: 'clock', simNow, wallMs: Date.now() });
    void this.drain();
  }

  take(values: typeof exchangeBookTakes.$inferInsert): void {
    this.jobs.push({ kind: 'take', run: () => this.deps.database.db.insert(exchangeBookTakes).values(values) });
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    while (this.jobs.length > 0) {
      const job = this.jobs.shift()!;
      try {
        if (job.kind === 'take') await job.run();
        else await this.deps.database.db.execute(sql`
          WITH moved AS (UPDATE exchange_feed_clock SET sim_now = ${job.simNow}, wall_ms = ${job.wallMs}, updated_at = now()
                         WHERE id = 1 AND epoch = ${this.epoch} RETURNING sim_now)
          SELECT pg_notify('exchange_feed', ${String(job.simNow)}) FROM moved`);
      } catch (err) {
        // Followers see the next tick; a lost book change shows until that market's next reprice.
        logger.warn('exchange feed not published', { job: job.kind, error: err instanceof Error ? err.message : String(err) });
      }
    }
    this.draining = false;
  }
}

async function freshRun(deps: Deps): Promise<{ sim: ExchangeSimulator; clock: FeedClock }> {
  const s = feedSettings();
  const now = Date.now();
  const clock: FeedClock = {
    id: 1, epoch: randomUUID(), seed: s.seed, startMs: now, ballMs: s.ballMs, speed: s.speed, simNow: now, wallMs: now, updatedAt: new Date(),
  };
  const db = deps.database.db;
  await db.insert(exchangeFeedClock).values(clock).onConflictDoUpdate({ target: exchangeFeedClock.id, set: { ...clock, id: undefined } });
  await db.delete(exchangeBookTakes).where(ne(exchangeBookTakes.epoch, clock.epoch));
  return { sim: simulatorOf(clock), clock };
}

/** Same settings and published recently: this leader continues the run. */
function continues(clock: FeedClock | null): clock is FeedClock {
  const s = feedSettings();
  return !!clock && clock.seed === s.seed && clock.ballMs === s.ballMs && Date.now() - clock.wallMs <= FEED_RESUME_WITHIN_MS;
}

/** Installs this process's feed as the leader's: the follower's replica when it has one, else rebuilt or fresh. */
export async function leadFeed(deps: Deps, replica: Replica | null): Promise<Feed> {
  const db = deps.database.db;
  const clock = await readClock(db);
  let run: { sim: ExchangeSimulator; clock: FeedClock };
  if (continues(clock) && replica?.clock.epoch === clock.epoch) run = { sim: replica.sim, clock };
  else if (continues(clock)) {
    const sim = simulatorOf(clock);
    await catchUp(sim, await takesSince(db, clock.epoch, 0), clock.simNow);
    run = { sim, clock };
  } else run = await freshRun(deps);
  const publisher = new Publisher(deps, run.clock.epoch);
  const { sim } = run;
  sim.onBook = (ev, runner, book, fills, giveBack) =>
    publisher.take({ epoch: run.clock.epoch, simNow: sim.now, marketId: ev.marketId, runner, book, fills, giveBack });
  const speed = feedSettings().speed;
  // The first tick catches up the time since the last leader's last tick, so the feed keeps wall-clock time.
  const feed = installFeed(sim, { speed, sinceWallMs: run.clock.wallMs, onTick: () => publisher.clock(sim.now) });
  await db.update(exchangeFeedClock).set({ speed }).where(eq(exchangeFeedClock.id, 1));
  logger.info('exchange feed led here', { epoch: run.clock.epoch, simNow: new Date(sim.now).toISOString() });
  return feed;
}
