// Withdrawal requests. The amount is held (a negative ledger entry) when the request is made, so the
// balance can never pay out twice; approval makes the hold final, rejection releases it. The only
// code that touches withdrawal_requests; money moves through the ledger (ledger.ts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, withdrawalRequests } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import type { WithdrawRequirement } from '../../contracts/wallet.ts';
import { requireVerifiedPhone, verifiedNumbers } from './deposits.ts';
import { balanceOf, postEntry } from './ledger.ts';
import { checkWithdrawAmount, getLimits, withdrawalStatus } from './limits.ts';
import { decidePending } from './pending-decision.ts';
import { notifyPlayer } from './notifications.ts';
import { requireActiveMethod } from './payment-methods.ts';
import { hasActiveTurnover } from './turnover.ts';
import { takaFromPoisha } from '../lib/money.ts';
import { kycWithdrawalCheck, recordNameCheck } from '../operator/kyc/withdrawal-gate.ts';

export type IneligibleReason = 'birthday' | 'turnover' | 'balance';

/** userwithdrawcheck: birthday set, no active turnover, balance at least the minimum withdrawal. */
async function withdrawEligibility(db: Db, userId: number, amountPoisha?: number): Promise<IneligibleReason | null> {
  const [user] = await db.select({ dofb: users.dofb }).from(users).where(eq(users.id, userId));
  if (!user?.dofb) return 'birthday';
  if (await hasActiveTurnover(db, userId)) return 'turnover';
  const need = amountPoisha ?? (await getLimits(db)).withdrawMin;
  if ((await balanceOf(db, userId)) < need) return 'balance';
  return null;
}

/** Every requirement not yet met, in the order of WITHDRAW_REQUIREMENTS (none: a withdrawal may be asked for). */
export async function withdrawShortfalls(db: Db, userId: number): Promise<WithdrawRequirement[]> {
  const [[user], numbers, turnover, limits, balance] = await Promise.all([
    db.select({ dofb: users.dofb }).from(users).where(eq(users.id, userId)),
    verifiedNumbers(db, userId),
    hasActiveTurnover(db, userId),
    getLimits(db),
    balanceOf(db, userId),
  ]);
  const missing: WithdrawRequirement[] = [];
  if (numbers.length === 0) missing.push('phone');
  if (!user?.dofb) missing.push('birthday');
  if (turnover) missing.push('turnover');
  if (balance < limits.withdrawMin) missing.push('balance');
  return missing;
}

export const INELIGIBLE_KEY = { birthday: 'birthdayNotSet', turnover: 'turnoverIncomplete', balance: 'insufficientBalance' } as const;

export interface NewWithdrawal {
  userId: number;
  amountPoisha: number;
  accountNumber: string;
  paymentId: number;
  provider: string;
  /** The name on the wallet account to be paid, as the player gives it (the account's name when not given). */
  accountName?: string;
}

export async function createWithdrawal(db: Db, w: NewWithdrawal): Promise<number> {
  const numbers = await requireVerifiedPhone(db, w.userId);
  if ((await withdrawalStatus(db)) === 0) throw fail(422, 'noWithdrawMethods');
  checkWithdrawAmount(await getLimits(db), w.amountPoisha);
  const account = w.accountNumber.replace(/\D/g, '').slice(-11);
  if (!numbers.includes(account)) throw fail(422, 'accountNumberNotVerified');
  if (w.paymentId > 0) await requireActiveMethod(db, w.paymentId);
  const reason = await withdrawEligibility(db, w.userId, w.amountPoisha);
  if (reason) throw fail(400, INELIGIBLE_KEY[reason]);
  const [holder] = await db.select({ name: users.name }).from(users).where(eq(users.id, w.userId));
  const accountName = w.accountName?.trim() || holder?.name || '';
  const { nameMismatch } = await kycWithdrawalCheck(db, w.userId, w.amountPoisha, accountName);
  const [pending] = await db
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, w.userId), eq(withdrawalRequests.status, 'pending')));
  if (pending) throw fail(409, 'withdrawalPending');
  const [row] = await db
    .insert(withdrawalRequests)
    .values({
      userId: w.userId,
      amountPoisha: w.amountPoisha,
      accountNumber: account,
      paymentMethodId: w.paymentId > 0 ? w.paymentId : null,
      provider: w.provider,
    })
    .returning({ id: withdrawalRequests.id });
  const id = row!.id;
  if (accountName) await recordNameCheck(db, id, accountName, nameMismatch);
  // The balance check above is advisory; this conditional debit is the one that counts under races.
  const held = await postEntry(db, { userId: w.userId, amountPoisha: -w.amountPoisha, kind: 'withdrawal_hold', withdrawalId: id });
  if (held === null) throw fail(400, 'insufficientBalance');
  return id;
}

export async function approveWithdrawal(db: Db, id: number, operatorId: number | null): Promise<boolean> {
  const { row, changed } = await decidePending(db, withdrawalRequests, id, 'approved', operatorId, null);
  if (changed)
    await notifyPlayer(db, {
      userId: row.userId,
      key: 'notifyWithdrawalApproved',
      title: 'Withdrawal',
      vars: { amount: String(takaFromPoisha(row.amountPoisha)) },
      withdrawalId: id,
    });
  return changed;
}

export async function rejectWithdrawal(db: Db, id: number, operatorId: number | null, reason: string): Promise<boolean> {
  const { row, changed } = await decidePending(db, withdrawalRequests, id, 'rejected', operatorId, reason);
  if (!changed) return false;
  await postEntry(db, { userId: row.userId, amountPoisha: row.amountPoisha, kind: 'withdrawal_release', withdrawalId: id });
  await notifyPlayer(db, {
    userId: row.userId,
    key: 'notifyWithdrawalRejected',
    title: 'Withdrawal',
    vars: { amount: String(takaFromPoisha(row.amountPoisha)), reason },
    withdrawalId: id,
  });
  return true;
}
