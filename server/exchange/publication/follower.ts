// A follower's exchange feed: a replica of the leader's simulator, moved on to the leader's published
// clock and given the same book changes (replay.ts), so every /exchange-api answer here is the
// leader's, byte for byte (same content ETag). Woken by NOTIFY exchange_feed after each leader tick;
// a missed notification costs nothing, as each sync reads the clock row and the takes since the last.
import type { Deps } from '../../context.ts';
import { installFeed, type Feed } from '../source/running-feed.ts';
import type { ExchangeSimulator } from '../source/simulator/simulator.ts';
import { logger } from '../../lib/logger.ts';
import { catchUp, readClock, replayStart, takesSince, type FeedClock } from './replay.ts';
import type { PgListener } from '../../cluster/pg-listener.ts';
import { sourceKind } from '../source/select-source.ts';
import { SourceFollower } from './source-publication.ts';

/** The simulator is replayed from its seed; any other source is copied from what the leader publishes. */
export const followerFor = (deps: Deps, listener: PgListener): FeedFollower | SourceFollower =>
  sourceKind() === 'simulator' ? new FeedFollower(deps, listener) : new SourceFollower(deps, listener);

export interface Replica {
  sim: ExchangeSimulator;
  clock: FeedClock;
  lastSeq: number;
}

export class FeedFollower {
  private replica: Replica | null = null;
  private feed: Feed | null = null;
  private running: Promise<void> = Promise.resolve();
  private again = false;
  private busy = false;
  private stopped = false;

  constructor(
    private readonly deps: Deps,
    private readonly listener: PgListener,
  ) {}

  async start(): Promise<void> {
    await this.listener.on('exchange_feed', () => this.wake());
    this.listener.onReconnect(() => this.wake());
    // The leader may be starting at the same moment: wait for its first clock before serving anything.
    for (let tries = 0; !this.replica && !this.stopped; tries++) {
      this.wake();
      await this.running;
      if (!this.replica) {
        if (tries === 0) logger.info('waiting for the leader to publish the exchange feed');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /** Stops following and hands over the replica, synced to the last published state (for a new leader). */
  async handOver(): Promise<Replica | null> {
    this.stopped = true;
    await this.running;
    if (this.replica) await this.sync(true);
    return this.replica;
  }

  private wake(): void {
    if (this.stopped && !this.busy) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.sync(false);
        } catch (err) {
          logger.warn('exchange feed sync failed', { error: err instanceof Error ? err.message : String(err) });
        }
      } while (this.again && !this.stopped);
      this.busy = false;
    })();
  }

  private async sync(final: boolean): Promise<void> {
    const db = this.deps.database.db;
    const clock = await readClock(db);
    if (!clock) return; // no leader has published yet
    if (!this.replica || this.replica.clock.epoch !== clock.epoch) {
      // A new run of the feed (first sync, or a leader that started afresh): replay it from its latest
      // snapshot, or from its start when it has none yet.
      const started = Date.now();
      const { sim, lastSeq, from } = await replayStart(this.deps.database.db, clock);
      const simFrom = sim.now;
      this.replica = { sim, clock, lastSeq };
      await this.follow(clock);
      logger.info('exchange feed replica built', {
        epoch: clock.epoch,
        from,
        replayedSimMinutes: Math.round((clock.simNow - simFrom) / 60_000),
        ms: Date.now() - started,
      });
    } else {
      await this.follow(clock);
    }
    if (!final && (!this.feed || this.feed.sim !== this.replica.sim)) this.feed = installFeed(this.replica.sim, { replica: true });
  }

  private async follow(clock: FeedClock): Promise<void> {
    const replica = this.replica!;
    const takes = await takesSince(this.deps.database.db, clock.epoch, replica.lastSeq);
    const last = await catchUp(replica.sim, takes, clock.simNow);
    if (last !== null) replica.lastSeq = last;
    replica.clock = clock;
  }
}
