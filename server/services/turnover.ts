// Turnover requirements opened by promotion deposits. Play (casino rounds, exchange bets) calls
// advanceTurnover with the stake; the oldest active requirement is worked down first.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { turnoverRequirements as requirements } from '../db/schema/wallet.ts';

export async function advanceTurnover(tx: Db, userId: number, stakePoisha: number): Promise<void> {
  let left = Math.trunc(stakePoisha);
  if (left <= 0) return;
  // Locked: two rounds settling at once work the same requirements one after the other.
  const active = await tx
    .select({ id: requirements.id, remainingPoisha: requirements.remainingPoisha })
    .from(requirements)
    .where(and(eq(requirements.userId, userId), eq(requirements.status, 'active')))
    .orderBy(asc(requirements.id))
    .for('update');
  for (const req of active) {
    if (left <= 0) break;
    const take = Math.min(left, req.remainingPoisha);
    left -= take;
    const remaining = req.remainingPoisha - take;
    await tx
      .update(requirements)
      .set(remaining === 0 ? { remainingPoisha: 0, status: 'complete', completedAt: sql`now()` } : { remainingPoisha: remaining })
      .where(eq(requirements.id, req.id));
  }
}

export async function hasActiveTurnover(tx: Db, userId: number): Promise<boolean> {
  const found = await tx
    .select({ id: requirements.id })
    .from(requirements)
    .where(and(eq(requirements.userId, userId), eq(requirements.status, 'active'), gt(requirements.remainingPoisha, 0)))
    .limit(1);
  return found.length > 0;
}
