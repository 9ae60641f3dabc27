// The marks a market's state leaves for the flag rules: when an event's markets suspended, when a ball
// started running, and the span its prices were stale. A recorder is shown the events' states (by the
// feed each time it moves, or by a poll) and writes a mark when a state begins and closes it when it ends.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riskMarketMarks } from '../../db/schema/index.ts';

export type MarkKind = 'suspended' | 'ball_running' | 'stale';
export interface EventState {
  eventId: string;
  suspended: boolean;
  ballRunning: boolean;
  stale: boolean;
}

export class MarkRecorder {
  /** Open marks by `eventId kind`, read from the table on the first observation (a restart continues them). */
  private open: Map<string, number> | null = null;

  constructor(private readonly db: Db) {}

  async observe(at: Date, states: EventState[]): Promise<void> {
    if (!this.open) {
      const found = await this.db.select().from(riskMarketMarks).where(isNull(riskMarketMarks.endsAt));
      this.open = new Map(found.map((m) => [`${m.eventId} ${m.kind}`, m.id]));
    }
    for (const s of states) {
      const now: Record<MarkKind, boolean> = { suspended: s.suspended, ball_running: s.ballRunning, stale: s.stale };
      for (const kind of Object.keys(now) as MarkKind[]) {
        const key = `${s.eventId} ${kind}`;
        const id = this.open.get(key);
        if (now[kind] && id === undefined) {
          const [row] = await this.db.insert(riskMarketMarks).values({ eventId: s.eventId, kind, startsAt: at }).returning({ id: riskMarketMarks.id });
          this.open.set(key, row!.id);
        } else if (!now[kind] && id !== undefined) {
          await this.db
            .update(riskMarketMarks)
            .set({ endsAt: at })
            .where(and(eq(riskMarketMarks.id, id), isNull(riskMarketMarks.endsAt)));
          this.open.delete(key);
        }
      }
    }
  }
}
