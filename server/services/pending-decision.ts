// The one decision a pending deposit or withdrawal request ever gets: a conditional update from 'pending', so
// two operators (or one double click) deciding at once land exactly one decision.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { depositRequests, withdrawalRequests } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';

type RequestTable = typeof depositRequests | typeof withdrawalRequests;

/**
 * Moves request `id` of `table` from pending to `to`. `changed` is false when it already stood at `to` (the
 * same decision again answers the same); a request decided the other way is 409, an unknown one 404.
 */
export async function decidePending<T extends RequestTable>(
  db: Db,
  table: T,
  id: number,
  to: 'approved' | 'rejected',
  operatorId: number | null,
  reason: string | null,
): Promise<{ row: T['$inferSelect']; changed: boolean }> {
  // One table at a time for drizzle's types: both share these columns.
  const t = table as typeof depositRequests;
  const [row] = await db
    .update(t)
    .set({ status: to, decidedAt: sql`now()`, decidedBy: operatorId, reason })
    .where(and(eq(t.id, id), eq(t.status, 'pending')))
    .returning();
  if (row) return { row: row as T['$inferSelect'], changed: true };
  const [current] = await db.select().from(t).where(eq(t.id, id));
  if (!current) throw fail(404, 'requestNotFound');
  if (current.status !== to) throw fail(409, 'requestAlreadyDecided');
  return { row: current as T['$inferSelect'], changed: false };
}
