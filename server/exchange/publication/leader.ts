// The leader's exchange feed: it runs the simulator from the wall clock and publishes what followers need
// to replay it (replay.ts): the clock row after every tick and each book change by a bet, in one queue,
// so a clock a follower reads never runs ahead of a change made before it. Every SNAPSHOT_EVERY_SIM_MS of
// simulated time it also stores the whole simulator (docs/decisions/0145), so a process joining later
// replays minutes, not the whole run. A single process over PGlite leads its own feed the same way
// (server/exchange/background.ts): what it stores is what its next start resumes from.
// A new leader, or a restarted single process, continues the same run (the same matches, ids and bets)
// whenever the run is the same settings' and under FEED_RESUME_WITHIN_MS old, walking the time since
// (Feed.catchUp) with the market watch on it (docs/decisions/0165); only past that, or with another
// seed or ball length, does it start a fresh run.
import { eq, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../context.ts';
import { exchangeBookTakes, exchangeFeedClock, exchangeFeedSnapshots } from '../../db/schema/index.ts';
import { feedSettings, installFeed, installSourceFeed, type Feed } from '../source/running-feed.ts';
import type { ExchangeSimulator } from '../source/simulator/simulator.ts';
import { snapshotOf } from '../source/simulator/simulator-snapshot.ts';
import { logger } from '../../lib/logger.ts';
import { catchUp, readClock, replayStart, simulatorOf, takesSince, type FeedClock } from './replay.ts';
import { createSource, sourceKind } from '../source/select-source.ts';
import { publishSource } from './source-publication.ts';
import type { Replica } from './follower.ts';

/**
 * A run last published longer ago than this starts afresh instead (its open markets then wait for the
 * operator): walking a day of simulated time costs a few seconds before the process serves, and every
 * match under way when the product stopped has long finished.
 */
export const FEED_RESUME_WITHIN_MS = 24 * 3_600_000;
/** A snapshot this often in simulated time bounds a joiner's replay to about a quarter second (0115: 1.4 s an hour). */
export const SNAPSHOT_EVERY_SIM_MS = 10 * 60_000;

type Job = { kind: 'clock'; simNow: number; wallMs: number } | { kind: 'take' | 'snapshot'; run: () => Promise<unknown> };

class Publisher {
  private readonly jobs: Job[] = [];
  private draining = false;
  private stopped = false;

  constructor(
    private readonly deps: Deps,
    private readonly epoch: string,
  ) {}

  /** The simulator stood at `simNow` at the wall-clock moment `wallMs` (behind now while a catch-up walks). */
  clock(simNow: number, wallMs: number): void {
    if (this.stopped) return;
    const last = this.jobs[this.jobs.length - 1];
    // A clock job not yet sent with nothing after it: the newer time replaces it (no take can be skipped).
    if (last?.kind === 'clock') {
      last.simNow = simNow;
      last.wallMs = wallMs;
    } else this.jobs.push({ kind: 'clock', simNow, wallMs });
    void this.drain();
  }

  take(values: typeof exchangeBookTakes.$inferInsert): void {
    if (this.stopped) return;
    this.jobs.push({ kind: 'take', run: () => this.deps.database.db.insert(exchangeBookTakes).values(values) });
    void this.drain();
  }

  /**
   * The simulator as it is now (taken at once, in the queue's order): every take queued before it is in it,
   * so `last_seq` is the run's highest take when the job runs (only this queue writes takes).
   */
  snapshot(sim: ExchangeSimulator): void {
    if (this.stopped) return;
    const simNow = sim.now;
    const state = snapshotOf(sim);
    this.jobs.push({
      kind: 'snapshot',
      run: () =>
        this.deps.database.db.execute(sql`
      INSERT INTO exchange_feed_snapshots (epoch, sim_now, last_seq, state)
      VALUES (${this.epoch}, ${simNow}, (SELECT coalesce(max(seq), 0) FROM exchange_book_takes WHERE epoch = ${this.epoch}), ${state})
      ON CONFLICT (epoch) DO UPDATE SET sim_now = excluded.sim_now, last_seq = excluded.last_seq, state = excluded.state, taken_at = now()
      WHERE exchange_feed_snapshots.sim_now <= excluded.sim_now`),
    });
    void this.drain();
  }

  /** A leader stepping down publishes nothing more: what it still holds would only race the new leader. */
  stop(): void {
    this.stopped = true;
    this.jobs.length = 0;
  }

  /** Resolves when everything queued so far is written (a process shutting down waits for its last snapshot). */
  async flush(): Promise<void> {
    while (this.draining || this.jobs.length > 0) await (this.drained ?? this.drain());
  }

  private drained: Promise<void> | null = null;

  private drain(): Promise<void> {
    if (!this.draining) this.drained = this.drainQueue();
    return this.drained!;
  }

  private async drainQueue(): Promise<void> {
    this.draining = true;
    while (this.jobs.length > 0) {
      const job = this.jobs.shift()!;
      try {
        if (job.kind !== 'clock') await job.run();
        // Never backwards: a clock from a leader that has just stepped down cannot undo the new leader's.
        else
          await this.deps.database.db.execute(sql`
          WITH moved AS (UPDATE exchange_feed_clock SET sim_now = ${job.simNow}, wall_ms = ${job.wallMs}, updated_at = now()
                         WHERE id = 1 AND epoch = ${this.epoch} AND sim_now <= ${job.simNow} RETURNING sim_now)
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
  const start = s.startAt ?? now;
  const clock: FeedClock = {
    id: 1,
    epoch: randomUUID(),
    seed: s.seed,
    startMs: start,
    ballMs: s.ballMs,
    speed: s.speed,
    simNow: start,
    wallMs: now,
    updatedAt: new Date(),
  };
  const db = deps.database.db;
  await db
    .insert(exchangeFeedClock)
    .values(clock)
    .onConflictDoUpdate({ target: exchangeFeedClock.id, set: { ...clock, id: undefined } });
  await db.delete(exchangeBookTakes).where(ne(exchangeBookTakes.epoch, clock.epoch));
  await db.delete(exchangeFeedSnapshots).where(ne(exchangeFeedSnapshots.epoch, clock.epoch));
  return { sim: simulatorOf(clock), clock };
}

/** Same settings and published recently: this leader continues the run. */
function continues(clock: FeedClock | null): clock is FeedClock {
  const s = feedSettings();
  return !!clock && clock.seed === s.seed && clock.ballMs === s.ballMs && Date.now() - clock.wallMs <= FEED_RESUME_WITHIN_MS;
}

export interface LedFeed {
  feed: Feed;
  /** Steps down (a cluster leader that lost its lock): publishes nothing more and keeps serving as a replica. */
  stop: () => void;
  /** Ends the feed at shutdown: one last snapshot stored, so the next start walks only the time it was down. */
  close: () => Promise<void>;
}

/** Installs this process's feed as the leader's: the follower's replica when it has one, else rebuilt or fresh. */
export async function leadFeed(deps: Deps, replica: Replica | null): Promise<LedFeed> {
  if (sourceKind() !== 'simulator') return leadSourceFeed(deps);
  const db = deps.database.db;
  const clock = await readClock(db);
  let run: { sim: ExchangeSimulator; clock: FeedClock };
  if (continues(clock) && replica?.clock.epoch === clock.epoch) run = { sim: replica.sim, clock };
  else if (continues(clock)) {
    const { sim, lastSeq } = await replayStart(db, clock);
    await catchUp(sim, await takesSince(db, clock.epoch, lastSeq), clock.simNow);
    run = { sim, clock };
  } else run = await freshRun(deps);
  const publisher = new Publisher(deps, run.clock.epoch);
  const { sim } = run;
  sim.onBook = (ev, runner, book, fills, giveBack) =>
    publisher.take({ epoch: run.clock.epoch, simNow: sim.now, marketId: ev.marketId, runner, book, fills, giveBack });
  const speed = feedSettings().speed;
  let snapshotAt = -Infinity; // the first tick stores one: a new leader's run has a fresh start point at once
  let standsFor = run.clock.wallMs;
  const onTick = (wallMs: number) => {
    standsFor = wallMs;
    publisher.clock(sim.now, wallMs);
    if (sim.now - snapshotAt >= SNAPSHOT_EVERY_SIM_MS) {
      snapshotAt = sim.now;
      publisher.snapshot(sim);
    }
  };
  // Held until Feed.catchUp (server/exchange/background.ts, once the market watch follows it): then it walks the
  // time since the last tick anyone published, so the feed keeps wall-clock time.
  const feed = installFeed(sim, { speed, sinceWallMs: run.clock.wallMs, onTick });
  await db.update(exchangeFeedClock).set({ speed }).where(eq(exchangeFeedClock.id, 1));
  logger.info('exchange feed led here', { epoch: run.clock.epoch, simNow: new Date(sim.now).toISOString() });
  // Stopped, the simulator stays the process's feed as a replica (no timer, no results written): requests
  // keep getting its last answers, never a fresh local run, until the follower's replica replaces it.
  return {
    feed,
    stop: () => {
      publisher.stop();
      sim.onBook = null;
      feed.stop();
      installFeed(sim, { replica: true });
    },
    close: async () => {
      feed.stop();
      // The moment the simulator last stood for (a clock move since by the test tool included in it).
      publisher.clock(sim.now, standsFor);
      publisher.snapshot(sim);
      await publisher.flush();
      publisher.stop();
      sim.onBook = null;
    },
  };
}

/**
 * Leads a source that is not the simulator (EXCHANGE_SOURCE): this process makes it and, in a cluster,
 * publishes it for the followers (source-publication.ts). Nothing to resume: the source has its own state.
 */
async function leadSourceFeed(deps: Deps): Promise<LedFeed> {
  const source = createSource()!;
  const feed = installSourceFeed(source);
  const publication = deps.cluster ? publishSource(deps.database.db, source) : null;
  logger.info('exchange source led here', { kind: source.kind });
  return {
    feed,
    // Stepped down, the source stops; the follower's replica (from the new leader) replaces it.
    stop: () => {
      publication?.stop();
      feed.stop();
    },
    close: async () => {
      await publication?.flush();
      publication?.stop();
      feed.stop();
    },
  };
}
