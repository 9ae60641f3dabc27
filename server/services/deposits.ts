// Deposit requests: manual (agent number + transaction id + receipt) and e-wallet (gateway). A request
// is pending until decided; approval credits the amount, the promotion bonus, and opens the turnover
// requirement, all in one transaction. Approving twice has one effect (status moves only from pending).
// The only code that touches deposit_requests; money moves through the ledger (ledger.ts).
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { depositRequests, promotions, turnoverRequirements, userPhones, users } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { postEntry } from './ledger.ts';
import { decidePending } from './pending-decision.ts';
import { checkDepositAmount, getLimits } from './limits.ts';
import { notifyPlayer } from './notifications.ts';
import { checkDepositLimit, requireMayDeposit } from './responsible-gaming.ts';
import { requireActiveMethod, requireWalletNumberOf } from './payment-methods.ts';
import { takaFromPoisha } from '../lib/money.ts';

const last11 = (phone: string) => phone.replace(/\D/g, '').slice(-11);

/** The player's verified numbers (main phone and verified extra phones), as 11-digit local numbers. */
export async function verifiedNumbers(db: Db, userId: number): Promise<string[]> {
  const [main, extra] = await Promise.all([
    db
      .select({ phone: users.phone })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.phone), isNotNull(users.phoneVerifiedAt))),
    db
      .select({ phone: userPhones.phone })
      .from(userPhones)
      .where(and(eq(userPhones.userId, userId), isNotNull(userPhones.verifiedAt))),
  ]);
  return [...main, ...extra].map((r) => last11(r.phone ?? ''));
}

export async function requireVerifiedPhone(db: Db, userId: number): Promise<string[]> {
  const numbers = await verifiedNumbers(db, userId);
  if (numbers.length === 0) throw fail(403, 'verifyPhoneFirst');
  return numbers;
}

/** A promotion on offer (active or display, not ended), or null for none (0). */
async function offeredPromotion(db: Db, id: number): Promise<number | null> {
  if (!id) return null;
  const [p] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.id, id), inArray(promotions.status, ['active', 'display']), gte(promotions.endDate, sql`CURRENT_DATE`)));
  if (!p) throw fail(422, 'promotionNotFound');
  return p.id;
}

export interface NewDeposit {
  userId: number;
  amountPoisha: number;
  channel: 'manual' | 'ewallet';
  paymentMethodId: number | null;
  walletNumberId?: number | null;
  accountNumber?: string | null;
  transactionId?: string | null;
  promotionId: number;
  provider?: string;
  accountType?: string;
  receiptPath?: string | null;
  receiptMime?: string | null;
  gatewayRef?: string | null;
  /**
   * The request's moment on the server's clock (deps.now()): its created_at, and the end of the deposit
   * limits' periods. Required: a created_at left to the database's clock would be counted against periods
   * the server's clock ends, and the two differ on a host whose clock drifts.
   */
  now: Date;
}

/** Checks the rules and inserts the pending request; the partial unique index refuses a second one. */
export async function createDeposit(db: Db, d: NewDeposit): Promise<number> {
  const numbers = await requireVerifiedPhone(db, d.userId);
  // Manual deposits come from one of the player's own verified numbers.
  if (d.channel === 'manual' && !numbers.includes(last11(d.accountNumber ?? ''))) throw fail(422, 'accountNumberNotVerified');
  checkDepositAmount(await getLimits(db), d.amountPoisha);
  // Responsible gambling: no deposit during a break, none past the player's own limits (locked till commit).
  await requireMayDeposit(db, d.userId, d.now);
  await checkDepositLimit(db, d.userId, d.amountPoisha, d.now);
  if (d.paymentMethodId !== null) await requireActiveMethod(db, d.paymentMethodId);
  if (d.walletNumberId != null) await requireWalletNumberOf(db, d.walletNumberId, d.paymentMethodId);
  const promotionId = await offeredPromotion(db, d.promotionId);
  const [pending] = await db
    .select({ id: depositRequests.id })
    .from(depositRequests)
    .where(and(eq(depositRequests.userId, d.userId), eq(depositRequests.status, 'pending')));
  if (pending) throw fail(409, 'depositPending');
  const [row] = await db
    .insert(depositRequests)
    .values({
      userId: d.userId,
      amountPoisha: d.amountPoisha,
      channel: d.channel,
      paymentMethodId: d.paymentMethodId,
      walletNumberId: d.walletNumberId ?? null,
      accountNumber: d.accountNumber ?? null,
      transactionId: d.transactionId ?? null,
      promotionId,
      provider: d.provider ?? '',
      accountType: d.accountType ?? '',
      receiptPath: d.receiptPath ?? null,
      receiptMime: d.receiptMime ?? null,
      gatewayRef: d.gatewayRef ?? null,
      // The server's clock, by which the limits count deposits (tests move it).
      createdAt: d.now,
    })
    .returning({ id: depositRequests.id });
  return row!.id;
}

/** Credits the deposit (and bonus, and turnover requirement). A second call changes nothing. */
export async function approveDeposit(db: Db, id: number, operatorId: number | null): Promise<boolean> {
  const { row, changed } = await decidePending(db, depositRequests, id, 'approved', operatorId, null);
  if (!changed) return false;
  const { userId, amountPoisha: amount } = row;
  await postEntry(db, { userId, amountPoisha: amount, kind: 'deposit', depositId: id });
  if (row.promotionId) {
    const [promo] = await db.select().from(promotions).where(eq(promotions.id, row.promotionId));
    if (promo) {
      const bonus = Math.floor((amount * promo.depositBonusBp) / 10000);
      if (bonus > 0) await postEntry(db, { userId, amountPoisha: bonus, kind: 'bonus', depositId: id });
      const required = Math.floor(((amount + bonus) * promo.turnoverX100) / 100);
      if (required > 0) {
        await db.insert(turnoverRequirements).values({ userId, depositId: id, promotionId: promo.id, requiredPoisha: required, remainingPoisha: required });
      }
    }
  }
  await notifyPlayer(db, { userId, key: 'notifyDepositApproved', title: 'Deposit', vars: { amount: String(takaFromPoisha(amount)) }, depositId: id });
  return true;
}

export async function rejectDeposit(db: Db, id: number, operatorId: number | null, reason: string): Promise<boolean> {
  const { row, changed } = await decidePending(db, depositRequests, id, 'rejected', operatorId, reason);
  if (!changed) return false;
  await notifyPlayer(db, {
    userId: row.userId,
    key: 'notifyDepositRejected',
    title: 'Deposit',
    vars: { amount: String(takaFromPoisha(row.amountPoisha)), reason },
    depositId: id,
  });
  return true;
}

/** The stored receipt's file name of a deposit, if it has one. */
export async function receiptPathOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ path: depositRequests.receiptPath }).from(depositRequests).where(eq(depositRequests.id, id));
  return row?.path ?? null;
}
