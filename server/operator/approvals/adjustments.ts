// The second pair of eyes on a manual balance adjustment. Approval is one transaction: a conditional UPDATE
// moves the request from pending to approved only when the approver is not the staff member who asked, then
// the ledger entry (integer poisha; a debit never takes the balance below zero, or the whole transaction
// rolls back and the request stays pending), then the audit entry. Two approvers at once, or one twice:
// the UPDATE lets exactly one through, so the money moves once.
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceAdjustmentRejections, balanceAdjustmentRequests } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { takaMessageText } from '../../lib/money.ts';
import { balanceOf, postEntry } from '../../services/ledger.ts';
import { recordStaffAction, type SignedStaffActor } from '../audit/record.ts';

type Row = typeof balanceAdjustmentRequests.$inferSelect;

/** Why a conditional UPDATE matched nothing: no such request, decided already, or asked for by this staff member. */
async function refusal(tx: Db, id: number, actor: SignedStaffActor, approving: boolean): Promise<never> {
  const [row] = await tx.select().from(balanceAdjustmentRequests).where(eq(balanceAdjustmentRequests.id, id));
  if (!row) throw fail(404, 'approvalNotFound');
  if (row.status !== 'pending') throw fail(409, 'approvalAlreadyDecided');
  if (approving && row.requestedBy === actor.id) throw fail(403, 'approvalSameStaff');
  throw fail(409, 'approvalAlreadyDecided');
}

const pendingAnd = (id: number) => and(eq(balanceAdjustmentRequests.id, id), eq(balanceAdjustmentRequests.status, 'pending'));

export async function approveAdjustment(db: Db, id: number, actor: SignedStaffActor, now: Date): Promise<Row> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(balanceAdjustmentRequests)
      .set({ status: 'approved', decidedBy: actor.id, decidedAt: now })
      .where(and(pendingAnd(id), or(isNull(balanceAdjustmentRequests.requestedBy), ne(balanceAdjustmentRequests.requestedBy, actor.id))))
      .returning();
    if (!row) return refusal(tx, id, actor, true);
    const balance = await postEntry(tx, { userId: row.userId, amountPoisha: row.amountPoisha, kind: 'adjustment', memo: `adjustment ${id}` });
    if (balance === null) throw fail(422, 'adjustmentOverBalance', { balance: takaMessageText(await balanceOf(tx, row.userId)) });
    await recordStaffAction(tx, actor, {
      action: 'adjustment.approve',
      objectType: 'balance_adjustment',
      objectId: id,
      before: { status: 'pending', requested_by: row.requestedBy },
      after: { status: 'approved', user_id: row.userId, amount_poisha: row.amountPoisha, balance_poisha: balance },
    });
    return row;
  });
}

/** A refusal moves no money; the staff member who asked may withdraw their own request this way too. */
export async function rejectAdjustment(db: Db, id: number, actor: SignedStaffActor, reason: string, now: Date): Promise<Row> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(balanceAdjustmentRequests).set({ status: 'rejected', decidedBy: actor.id, decidedAt: now }).where(pendingAnd(id)).returning();
    if (!row) return refusal(tx, id, actor, false);
    await tx.insert(balanceAdjustmentRejections).values({ requestId: id, reason });
    await recordStaffAction(tx, actor, {
      action: 'adjustment.reject',
      objectType: 'balance_adjustment',
      objectId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    return row;
  });
}
