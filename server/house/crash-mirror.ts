// The crash round seen from a follower process (docs/decisions/0115): the leader runs the one set of rounds
// and stores its snapshot after every event (publishCrashState); a follower reads it when NOTIFY
// crash_state arrives and serves it to its pollers and streams, with the clock moved on to now (the
// multiplier climbs between events by the public curve; the crash itself is the leader's next event).
// Bets and cash-outs are leader calls (server/services/house-crash.ts): the round's money lives there.
import { eq, sql } from 'drizzle-orm';
import type { CrashState } from '../../contracts/games.ts';
import { multiplierAtX100 } from '../../games/crash.ts';
import type { Db } from '../db/client.ts';
import { crashRoundState } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';

/** What the crash routes need of a round: the runner in the leader, this mirror in a follower. */
export interface CrashView {
  snapshot(): CrashState;
  subscribe(listener: (state: CrashState) => void): () => void;
}

export class CrashMirror implements CrashView {
  private latest: CrashState | null = null;
  private readonly listeners = new Set<(state: CrashState) => void>();

  constructor(private readonly db: Db) {}

  async refresh(): Promise<void> {
    const [row] = await this.db.select({ state: crashRoundState.state }).from(crashRoundState).where(eq(crashRoundState.id, 1));
    const state = row?.state;
    if (!state || (state.gameId === this.latest?.gameId && state.version === this.latest.version)) return;
    this.latest = state;
    const now = this.snapshot();
    for (const listener of this.listeners) listener(now);
  }

  snapshot(): CrashState {
    if (!this.latest) throw fail(409, 'crashNotRunning');
    const now = Date.now();
    const running = this.latest.phase === 'running';
    return { ...this.latest, serverTime: now, multiplier: running ? multiplierAtX100(now - this.latest.startedAt) / 100 : this.latest.multiplier };
  }

  subscribe(listener: (state: CrashState) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

/** The leader's side: stores each event's snapshot, one write at a time, the newest winning. */
export function crashStatePublisher(db: Db): (state: CrashState) => void {
  let next: CrashState | null = null;
  let writing = false;
  const write = async () => {
    writing = true;
    while (next) {
      const state = next;
      next = null;
      try {
        await db
          .insert(crashRoundState)
          .values({ id: 1, state })
          .onConflictDoUpdate({ target: crashRoundState.id, set: { state, updatedAt: new Date() } });
        await db.execute(sql`SELECT pg_notify('crash_state', ${`${state.gameId}:${state.version}`})`);
      } catch (err) {
        logger.warn('crash state not published', { error: err instanceof Error ? err.message : String(err) });
      }
    }
    writing = false;
  };
  return (state) => {
    next = state;
    if (!writing) void write();
  };
}
