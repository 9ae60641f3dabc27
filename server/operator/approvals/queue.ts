// What waits for a second pair of eyes, oldest first: every pending manual balance adjustment, and every
// pending withdrawal above the owner's amount (or already approved once, should the amount have been
// raised since). In the wire shape of contracts/approvals.ts.
import { and, asc, eq, gt, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { balanceAdjustmentRequests, users, walletAccounts, withdrawalFirstApprovals, withdrawalRequests } from '../../db/schema/index.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import type { ApprovalItem } from '../../../contracts/approvals.ts';
import { fourEyesThresholdPoisha } from './settings.ts';

const LIMIT = 200;

export async function approvalQueue(db: Db): Promise<{ items: ApprovalItem[]; thresholdPoisha: number }> {
  const thresholdPoisha = await fourEyesThresholdPoisha(db);
  const staff = alias(users, 'staff');
  const [adjustments, withdrawals] = await Promise.all([
    db
      .select({ a: balanceAdjustmentRequests, username: users.username, balance: walletAccounts.balancePoisha, staff: staff.username })
      .from(balanceAdjustmentRequests)
      .innerJoin(users, eq(users.id, balanceAdjustmentRequests.userId))
      .leftJoin(walletAccounts, eq(walletAccounts.userId, balanceAdjustmentRequests.userId))
      .leftJoin(staff, eq(staff.id, balanceAdjustmentRequests.requestedBy))
      .where(eq(balanceAdjustmentRequests.status, 'pending'))
      .orderBy(asc(balanceAdjustmentRequests.id))
      .limit(LIMIT),
    db
      .select({ w: withdrawalRequests, username: users.username, balance: walletAccounts.balancePoisha, staff: staff.username })
      .from(withdrawalRequests)
      .innerJoin(users, eq(users.id, withdrawalRequests.userId))
      .leftJoin(walletAccounts, eq(walletAccounts.userId, withdrawalRequests.userId))
      .leftJoin(withdrawalFirstApprovals, eq(withdrawalFirstApprovals.withdrawalId, withdrawalRequests.id))
      .leftJoin(staff, eq(staff.id, withdrawalFirstApprovals.staffId))
      .where(
        and(
          eq(withdrawalRequests.status, 'pending'),
          or(gt(withdrawalRequests.amountPoisha, thresholdPoisha), isNotNull(withdrawalFirstApprovals.withdrawalId)),
        ),
      )
      .orderBy(asc(withdrawalRequests.id))
      .limit(LIMIT),
  ]);
  const items: ApprovalItem[] = [
    ...adjustments.map(({ a, username, balance, staff: by }) => ({
      kind: 'adjustment' as const,
      id: a.id,
      user_id: a.userId,
      username,
      amount: takaFromPoisha(a.amountPoisha),
      balance: takaFromPoisha(balance ?? 0),
      reason: a.reason,
      requested_by: by,
      first_approved_by: null,
      created_at: a.createdAt.toISOString(),
    })),
    ...withdrawals.map(({ w, username, balance, staff: by }) => ({
      kind: 'withdrawal' as const,
      id: w.id,
      user_id: w.userId,
      username,
      amount: takaFromPoisha(w.amountPoisha),
      balance: takaFromPoisha(balance ?? 0),
      reason: null,
      requested_by: null,
      first_approved_by: by,
      created_at: w.createdAt.toISOString(),
    })),
  ];
  items.sort((x, y) => x.created_at.localeCompare(y.created_at));
  return { items, thresholdPoisha };
}
