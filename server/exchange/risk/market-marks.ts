// The marks a market's state leaves for the flag rules: when an event's markets suspended, when a ball
// started running, and the span its prices were stale. A recorder is shown the events' states (by a poll)
// and writes a mark when a state begins and closes it when it ends. Stale spans come from the source's own
// stale marking as it happens (staleChanged), beginning when the source last heard from the market: the
// prices were unvouched from then, though bets were taken until the silence was long enough to call.
// docs/decisions/0296-stale-spans-from-the-source.md.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riskMarketMarks } from '../../db/schema/index.ts';

export type MarkKind = 'suspended' | 'ball_running' | 'stale';
export interface EventState {
  eventId: string;
  suspended: boolean;
  ballRunning: boolean;
  /** Absent where the source tells staleness by its own changes (staleChanged) rather than by a poll. */
  stale?: boolean;
}

export class MarkRecorder {
  /** Open marks by `eventId kind`, read from the table on the first observation (a restart continues them). */
  private open: Map<string, number> | null = null;

  /** One observation at a time: a poll and a source's change never write the same mark twice. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  observe(at: Date, states: EventState[]): Promise<void> {
    return this.inTurn(async () => {
      for (const s of states) {
        await this.mark(s.eventId, 'suspended', s.suspended, at);
        await this.mark(s.eventId, 'ball_running', s.ballRunning, at);
        if (s.stale !== undefined) await this.mark(s.eventId, 'stale', s.stale, at);
      }
    });
  }

  /** The source marked these events' markets stale (from `at`: when it last heard from them) or fresh (at `at`). */
  staleChanged(at: Date, eventIds: Iterable<string>, stale: boolean): Promise<void> {
    return this.inTurn(async () => {
      for (const eventId of eventIds) await this.mark(eventId, 'stale', stale, at);
    });
  }

  private inTurn(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(async () => {
      if (!this.open) {
        const found = await this.db.select().from(riskMarketMarks).where(isNull(riskMarketMarks.endsAt));
        this.open = new Map(found.map((m) => [`${m.eventId} ${m.kind}`, m.id]));
      }
      await work();
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async mark(eventId: string, kind: MarkKind, on: boolean, at: Date): Promise<void> {
    const key = `${eventId} ${kind}`;
    const id = this.open!.get(key);
    if (on && id === undefined) {
      const [row] = await this.db.insert(riskMarketMarks).values({ eventId, kind, startsAt: at }).returning({ id: riskMarketMarks.id });
      this.open!.set(key, row!.id);
    } else if (!on && id !== undefined) {
      await this.db
        .update(riskMarketMarks)
        .set({ endsAt: at })
        .where(and(eq(riskMarketMarks.id, id), isNull(riskMarketMarks.endsAt)));
      this.open!.delete(key);
    }
  }
}
