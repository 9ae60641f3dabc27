// The operator's deposit and withdrawal queues, in the wire shape of contracts/wallet.ts.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DepositStatus, OperatorDeposit, OperatorWithdrawal } from '../../contracts/wallet.ts';
import type { Db } from '../db/client.ts';
import { depositRequests, paymentMethods, promotions, users, walletNumbers, withdrawalRequests } from '../db/schema/index.ts';
import { nameChecksOf } from '../operator/kyc/withdrawal-gate.ts';
import { fourEyesOf } from '../operator/approvals/withdrawals.ts';
import { takaFromPoisha } from '../lib/money.ts';

const QUEUE_LIMIT = 500;
type Method = typeof paymentMethods.$inferSelect | null;
const methodOf = (id: number | null, m: Method) => (id ? { id, name: m?.name ?? '', account_type: m?.accountType ?? '' } : null);

export async function listDepositQueue(db: Db, status: DepositStatus): Promise<OperatorDeposit[]> {
  const found = await db
    .select({ d: depositRequests, username: users.username, m: paymentMethods, promoName: promotions.name, walletNumber: walletNumbers.accountNumber })
    .from(depositRequests)
    .innerJoin(users, eq(users.id, depositRequests.userId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, depositRequests.paymentMethodId))
    .leftJoin(promotions, eq(promotions.id, depositRequests.promotionId))
    .leftJoin(walletNumbers, eq(walletNumbers.id, depositRequests.walletNumberId))
    .where(eq(depositRequests.status, status))
    // Waiting requests oldest first (first come, first served); decided ones newest first, what an operator looks back at.
    .orderBy(
      ...(status === 'pending' ? [asc(depositRequests.createdAt), asc(depositRequests.id)] : [desc(depositRequests.decidedAt), desc(depositRequests.id)]),
    )
    .limit(QUEUE_LIMIT);
  return found.map(({ d, username, m, promoName, walletNumber }) => ({
    id: d.id,
    user_id: d.userId,
    username,
    amount: takaFromPoisha(d.amountPoisha),
    status: d.status as DepositStatus,
    created_at: d.createdAt.toISOString(),
    decided_at: d.decidedAt?.toISOString() ?? null,
    reason: d.reason,
    transaction_id: d.transactionId ?? d.gatewayRef,
    account_number: d.accountNumber,
    wallet_number: walletNumber,
    payment_method: methodOf(d.paymentMethodId, m),
    promotion: d.promotionId ? { id: d.promotionId, name: promoName ?? '' } : null,
    channel: d.channel as OperatorDeposit['channel'],
    receipt_url: d.receiptPath ? `/api/operator/deposits/${d.id}/receipt` : null,
  }));
}

export async function listWithdrawalQueue(db: Db, status: DepositStatus): Promise<OperatorWithdrawal[]> {
  const found = await db
    .select({ w: withdrawalRequests, username: users.username, m: paymentMethods })
    .from(withdrawalRequests)
    .innerJoin(users, eq(users.id, withdrawalRequests.userId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, withdrawalRequests.paymentMethodId))
    .where(and(eq(withdrawalRequests.status, status)))
    .orderBy(
      ...(status === 'pending'
        ? [asc(withdrawalRequests.createdAt), asc(withdrawalRequests.id)]
        : [desc(withdrawalRequests.decidedAt), desc(withdrawalRequests.id)]),
    )
    .limit(QUEUE_LIMIT);
  const checks = await nameChecksOf(
    db,
    found.map((f) => f.w.id),
  );
  const fourEyes = await fourEyesOf(
    db,
    found.filter((f) => f.w.status === 'pending').map((f) => f.w),
  );
  return found.map(({ w, username, m }) => ({
    id: w.id,
    user_id: w.userId,
    username,
    amount: takaFromPoisha(w.amountPoisha),
    status: w.status as DepositStatus,
    created_at: w.createdAt.toISOString(),
    decided_at: w.decidedAt?.toISOString() ?? null,
    reason: w.reason,
    account_number: w.accountNumber,
    provider: w.provider,
    account_name: checks.get(w.id)?.accountName ?? null,
    name_mismatch: checks.get(w.id)?.nameMismatch ?? false,
    payment_method: methodOf(w.paymentMethodId, m),
    four_eyes: fourEyes.get(w.id)?.step ?? null,
    first_approved_by: fourEyes.get(w.id)?.firstBy ?? null,
  }));
}
