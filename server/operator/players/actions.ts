// What staff do to a player: a note, lock and unlock, a password reset, a limit within the player's own,
// and the request for a balance adjustment (it moves nothing until a second staff member approves it).
// Each is one transaction; lock and reset end every session of the player at once.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceAdjustmentRequests, playerNotes, rgEvents, rgLimits, users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { poishaFromTaka, takaMessageText } from '../../lib/money.ts';
import { limitInForce } from '../../services/responsible-gaming.ts';
import { revokeAllSessions } from '../../services/sessions.ts';
import type { LimitKind, LimitPeriod } from '../../../contracts/safer-play.ts';
import { requirePlayerRow } from './player-page.ts';

export async function addNote(db: Db, userId: number, staffId: number, body: string, now: Date): Promise<void> {
  await requirePlayerRow(db, userId);
  await db.insert(playerNotes).values({ userId, staffId, body, createdAt: now });
}

/** Locks (no log-in, every session ended) or unlocks the account. Idempotent by state. */
export async function setLocked(db: Db, userId: number, locked: boolean): Promise<void> {
  await requirePlayerRow(db, userId);
  await db
    .update(users)
    .set({ status: locked ? 'locked' : 'active' })
    .where(eq(users.id, userId));
  if (locked) await revokeAllSessions(db, userId);
}

/**
 * The old password stops opening the account (log-in answers passwordResetRequired) and every session
 * ends; the player sets a new one with the code sent to their phone or e-mail, which clears the mark.
 */
export async function requirePasswordReset(db: Db, userId: number): Promise<void> {
  await requirePlayerRow(db, userId);
  await db.update(users).set({ passwordResetRequired: true }).where(eq(users.id, userId));
  await revokeAllSessions(db, userId);
}

/**
 * A limit set by staff: applies at once, and may only be as tight as or tighter than the one the player
 * has in force (a player without one may be given any). A raise the player had waiting is dropped, as
 * when the player lowers a limit. The row is locked, so a player's change cannot slip between the check
 * and the write.
 */
export async function setStaffLimit(
  db: Db,
  userId: number,
  staffId: number,
  req: { kind: LimitKind; period: LimitPeriod; amount: number },
  now: Date,
): Promise<void> {
  await requirePlayerRow(db, userId);
  const wanted = poishaFromTaka(req.amount);
  await db.transaction(async (tx) => {
    await tx.insert(rgLimits).values({ userId, kind: req.kind, period: req.period }).onConflictDoNothing();
    const where = and(eq(rgLimits.userId, userId), eq(rgLimits.kind, req.kind), eq(rgLimits.period, req.period));
    const [row] = await tx.select().from(rgLimits).where(where).for('update');
    const current = limitInForce(row!, now);
    if (current !== null && wanted > current) throw fail(422, 'staffLimitLooser', { limit: takaMessageText(current) });
    await tx.update(rgLimits).set({ amountPoisha: wanted, pendingAmountPoisha: null, pendingAt: null, updatedAt: now }).where(where);
    await tx
      .insert(rgEvents)
      .values({ userId, action: 'staff_limit', detail: { kind: req.kind, period: req.period, asked: wanted, from: current, staff_id: staffId } });
  });
}

/** A pending adjustment request; the approval (by another staff member) posts it to the ledger. */
export async function requestAdjustment(db: Db, userId: number, staffId: number, req: { amount: number; reason: string }, now: Date) {
  await requirePlayerRow(db, userId);
  const [row] = await db
    .insert(balanceAdjustmentRequests)
    .values({ userId, amountPoisha: poishaFromTaka(req.amount), reason: req.reason, requestedBy: staffId, createdAt: now })
    .returning({ id: balanceAdjustmentRequests.id });
  return row!.id;
}
