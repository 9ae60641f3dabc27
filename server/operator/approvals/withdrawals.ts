// The approval of a withdrawal, with four eyes above the owner's amount. The request row is locked first,
// so the first approval, the second and a rejection of one withdrawal go one at a time. Above the amount,
// the first approval only records who gave it (the request stays pending, its hold in place); the second,
// by another staff member, is the conditional UPDATE from pending that makes the hold final. At or below
// the amount one approval does it, as before. A rejection, by either, releases the hold (withdrawals.ts).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, withdrawalFirstApprovals, withdrawalRequests } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { approveWithdrawal } from '../../services/withdrawals.ts';
import { recordStaffAction, type SignedStaffActor } from '../audit/record.ts';
import { fourEyesThresholdPoisha } from './settings.ts';

export interface WithdrawalApproval {
  status: 'approved' | 'awaiting_second_approval';
  /** false when the withdrawal was already approved (the same decision again changes nothing). */
  changed: boolean;
}

/** Runs in the caller's transaction, which writes nothing else to the audit trail for it. */
export async function approveWithdrawalWithFourEyes(tx: Db, id: number, actor: SignedStaffActor): Promise<WithdrawalApproval> {
  const [w] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)).for('update');
  if (!w) throw fail(404, 'requestNotFound');
  // Decided already: approved again answers the same, rejected is a 409 (decidePending says which).
  if (w.status !== 'pending') return { status: 'approved', changed: await approveWithdrawal(tx, id, actor.id) };
  const [first] = await tx.select().from(withdrawalFirstApprovals).where(eq(withdrawalFirstApprovals.withdrawalId, id));
  const amount = { user_id: w.userId, amount_poisha: w.amountPoisha };
  if (first) {
    if (first.staffId === actor.id) throw fail(403, 'approvalSameStaff');
    await approveWithdrawal(tx, id, actor.id);
    await recordStaffAction(tx, actor, {
      action: 'withdrawal.second_approve',
      objectType: 'withdrawal',
      objectId: id,
      before: { status: 'awaiting_second_approval', first_approved_by: first.staffId },
      after: { status: 'approved', ...amount },
    });
    return { status: 'approved', changed: true };
  }
  const threshold = await fourEyesThresholdPoisha(tx);
  if (w.amountPoisha > threshold) {
    await tx.insert(withdrawalFirstApprovals).values({ withdrawalId: id, staffId: actor.id });
    await recordStaffAction(tx, actor, {
      action: 'withdrawal.first_approve',
      objectType: 'withdrawal',
      objectId: id,
      before: { status: 'pending' },
      after: { status: 'awaiting_second_approval', threshold_poisha: threshold, ...amount },
    });
    return { status: 'awaiting_second_approval', changed: true };
  }
  await approveWithdrawal(tx, id, actor.id);
  await recordStaffAction(tx, actor, {
    action: 'withdrawal.approve',
    objectType: 'withdrawal',
    objectId: id,
    before: { status: 'pending' },
    after: { status: 'approved' },
  });
  return { status: 'approved', changed: true };
}

/** Where pending withdrawals stand under four eyes, for the cashier's queue: absent when one approval pays it. */
export async function fourEyesOf(
  db: Db,
  pending: { id: number; amountPoisha: number }[],
): Promise<Map<number, { step: 'first' | 'second'; firstBy: string | null }>> {
  if (pending.length === 0) return new Map();
  const [threshold, firsts] = await Promise.all([
    fourEyesThresholdPoisha(db),
    db
      .select({ id: withdrawalFirstApprovals.withdrawalId, by: users.username })
      .from(withdrawalFirstApprovals)
      .leftJoin(users, eq(users.id, withdrawalFirstApprovals.staffId))
      .where(
        inArray(
          withdrawalFirstApprovals.withdrawalId,
          pending.map((w) => w.id),
        ),
      ),
  ]);
  const firstBy = new Map(firsts.map((f) => [f.id, f.by]));
  const steps = new Map<number, { step: 'first' | 'second'; firstBy: string | null }>();
  for (const w of pending) {
    if (firstBy.has(w.id)) steps.set(w.id, { step: 'second', firstBy: firstBy.get(w.id) ?? null });
    else if (w.amountPoisha > threshold) steps.set(w.id, { step: 'first', firstBy: null });
  }
  return steps;
}
