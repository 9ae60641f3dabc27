// What staff do to a player: a note, lock and unlock, a password reset, a limit within the player's own,
// and the request for a balance adjustment (it moves nothing until a second staff member approves it).
// Each is one transaction with its audit entry; lock and reset end every session of the player at once.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceAdjustmentRequests, playerNotes, rgEvents, rgLimits, users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { poishaFromTaka, takaMessageText } from '../../lib/money.ts';
import { limitInForce } from '../../services/responsible-gaming.ts';
import { revokeAllSessions } from '../../services/sessions.ts';
import type { LimitKind, LimitPeriod } from '../../../contracts/safer-play.ts';
import { recordStaffAction, type SignedStaffActor } from '../audit/record.ts';
import { requirePlayerRow } from './player-page.ts';

export async function addNote(db: Db, userId: number, actor: SignedStaffActor, body: string, now: Date): Promise<void> {
  await requirePlayerRow(db, userId);
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(playerNotes).values({ userId, staffId: actor.id, body, createdAt: now }).returning({ id: playerNotes.id });
    await recordStaffAction(tx, actor, { action: 'player.note', objectType: 'player', objectId: userId, after: { note_id: row!.id, body } });
  });
}

/**
 * Locks (no log-in, every session ended) or unlocks the account. Idempotent by state: the same state
 * again changes nothing and writes nothing to the audit trail.
 */
export async function setLocked(db: Db, userId: number, actor: SignedStaffActor, locked: boolean): Promise<void> {
  await requirePlayerRow(db, userId);
  const to = locked ? 'locked' : 'active';
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId)).for('update');
    if (!before || before.status === to) return;
    await tx.update(users).set({ status: to }).where(eq(users.id, userId));
    await recordStaffAction(tx, actor, {
      action: locked ? 'player.lock' : 'player.unlock',
      objectType: 'player',
      objectId: userId,
      before,
      after: { status: to },
    });
  });
  if (locked) await revokeAllSessions(db, userId);
}

/**
 * The old password stops opening the account (log-in answers passwordResetRequired) and every session
 * ends; the player sets a new one with the code sent to their phone or e-mail, which clears the mark.
 */
export async function requirePasswordReset(db: Db, userId: number, actor: SignedStaffActor): Promise<void> {
  const user = await requirePlayerRow(db, userId);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordResetRequired: true }).where(eq(users.id, userId));
    await recordStaffAction(tx, actor, {
      action: 'player.password_reset',
      objectType: 'player',
      objectId: userId,
      before: { password_reset_required: user.passwordResetRequired },
      after: { password_reset_required: true },
    });
  });
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
  actor: SignedStaffActor,
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
      .values({ userId, action: 'staff_limit', detail: { kind: req.kind, period: req.period, asked: wanted, from: current, staff_id: actor.id } });
    await recordStaffAction(tx, actor, {
      action: 'player.limit',
      objectType: 'player',
      objectId: userId,
      before: { kind: req.kind, period: req.period, amount_poisha: current },
      after: { kind: req.kind, period: req.period, amount_poisha: wanted },
    });
  });
}

/** A pending adjustment request; the approval (by another staff member) posts it to the ledger. */
export async function requestAdjustment(db: Db, userId: number, actor: SignedStaffActor, req: { amount: number; reason: string }, now: Date) {
  await requirePlayerRow(db, userId);
  const amountPoisha = poishaFromTaka(req.amount);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(balanceAdjustmentRequests)
      .values({ userId, amountPoisha, reason: req.reason, requestedBy: actor.id, createdAt: now })
      .returning({ id: balanceAdjustmentRequests.id });
    await recordStaffAction(tx, actor, {
      action: 'adjustment.request',
      objectType: 'balance_adjustment',
      objectId: row!.id,
      after: { user_id: userId, amount_poisha: amountPoisha, reason: req.reason, status: 'pending' },
    });
    return row!.id;
  });
}
