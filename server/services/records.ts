// The player's records: the transaction record (deposits, withdrawals, bonuses) and the turnover
// record. Read through the drizzle schema; the one mapper per wire shape is at the end of each
// function (taka on the wire, integer poisha inside; the wire's key '0'/'1'/'2' for the status).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TransactionRecord, TurnoverRecord } from '../../contracts/wallet.ts';
import type { Db } from '../db/client.ts';
import { depositRequests, ledgerEntries, paymentMethods, promotions, turnoverRequirements, withdrawalRequests } from '../db/schema/index.ts';
import { takaFromPoisha } from '../lib/money.ts';

const KEY = { pending: '0', approved: '1', rejected: '2' } as const;
const statusKey = (status: string) => KEY[status as keyof typeof KEY] ?? '0';
const method = (name: string | null, type: string | null, icon: string | null) => (name ? { name, type: type ?? '', icon: icon ?? '' } : null);
const promotion = (name: string | null, turnoverX100: number | null) => (name ? { name, turnover: (turnoverX100 ?? 100) / 100 } : null);

/** Deposits, withdrawals and bonuses of one player, newest first. */
export async function listTransactions(db: Db, userId: number): Promise<TransactionRecord[]> {
  const [deposits, withdrawals, bonuses] = await Promise.all([
    db
      .select({ d: depositRequests, m: paymentMethods, p: promotions })
      .from(depositRequests)
      .leftJoin(paymentMethods, eq(paymentMethods.id, depositRequests.paymentMethodId))
      .leftJoin(promotions, eq(promotions.id, depositRequests.promotionId))
      .where(eq(depositRequests.userId, userId)),
    db
      .select({ w: withdrawalRequests, m: paymentMethods })
      .from(withdrawalRequests)
      .leftJoin(paymentMethods, eq(paymentMethods.id, withdrawalRequests.paymentMethodId))
      .where(eq(withdrawalRequests.userId, userId)),
    db
      .select({ l: ledgerEntries, p: promotions })
      .from(ledgerEntries)
      .innerJoin(depositRequests, eq(depositRequests.id, ledgerEntries.depositId))
      .leftJoin(promotions, eq(promotions.id, depositRequests.promotionId))
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'bonus'))),
  ]);
  const records: TransactionRecord[] = [
    ...deposits.map(
      ({ d, m, p }): TransactionRecord => ({
        id: d.id,
        action: 'deposit',
        amount: takaFromPoisha(d.amountPoisha),
        key: statusKey(d.status),
        created_at: d.createdAt.toISOString(),
        updated_at: (d.decidedAt ?? d.createdAt).toISOString(),
        transaction_id: d.transactionId ?? d.gatewayRef,
        account_number: d.accountNumber,
        reason: d.reason,
        payment_method: method(m?.name ?? (d.provider || null), m?.accountType ?? d.accountType, m?.icon ?? ''),
        promotion: promotion(p?.name ?? null, p?.turnoverX100 ?? null),
      }),
    ),
    ...withdrawals.map(
      ({ w, m }): TransactionRecord => ({
        id: w.id,
        action: 'withdraw',
        amount: takaFromPoisha(w.amountPoisha),
        key: statusKey(w.status),
        created_at: w.createdAt.toISOString(),
        updated_at: (w.decidedAt ?? w.createdAt).toISOString(),
        transaction_id: null,
        account_number: w.accountNumber,
        reason: w.reason,
        payment_method: method(m?.name ?? (w.provider || null), m?.accountType ?? null, m?.icon ?? ''),
        promotion: null,
      }),
    ),
    ...bonuses.map(
      ({ l, p }): TransactionRecord => ({
        id: l.id,
        action: 'bonus',
        amount: takaFromPoisha(l.amountPoisha),
        key: '1',
        created_at: l.createdAt.toISOString(),
        updated_at: l.createdAt.toISOString(),
        transaction_id: null,
        account_number: null,
        reason: null,
        payment_method: null,
        promotion: promotion(p?.name ?? null, p?.turnoverX100 ?? null),
      }),
    ),
  ];
  // Newest first; a deposit and its bonus share a moment, the later row (higher id) first.
  return records.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The turnover requirements opened by promotion deposits, newest first. */
export async function listTurnovers(db: Db, userId: number): Promise<TurnoverRecord[]> {
  const found = await db
    .select({
      t: turnoverRequirements,
      p: promotions,
      methodName: sql<string>`COALESCE(${paymentMethods.name}, NULLIF(${depositRequests.provider}, ''), 'Agent')`,
    })
    .from(turnoverRequirements)
    .innerJoin(depositRequests, eq(depositRequests.id, turnoverRequirements.depositId))
    .leftJoin(promotions, eq(promotions.id, turnoverRequirements.promotionId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, depositRequests.paymentMethodId))
    .where(eq(turnoverRequirements.userId, userId))
    .orderBy(desc(turnoverRequirements.id));
  return found.map(({ t, p, methodName }) => ({
    id: t.id,
    status: t.status as TurnoverRecord['status'],
    required_turnover: takaFromPoisha(t.requiredPoisha),
    remaining_turnover: takaFromPoisha(t.remainingPoisha),
    created_at: t.createdAt.toISOString(),
    completed_at: t.completedAt?.toISOString() ?? null,
    transaction: {
      action: 'deposit',
      promotion: { name: p?.name ?? '', turnover: (p?.turnoverX100 ?? 100) / 100 },
      payment_method: { name: methodName },
    },
  }));
}
