// Withdrawal requests. The amount is held (a negative ledger entry) when the request is made, so the
// balance can never pay out twice; approval makes the hold final, rejection releases it.
import { sql } from 'drizzle-orm';
import { fail } from '../lib/errors.ts';
import { balanceOf, one, postEntry, type Tx } from './ledger.ts';
import { checkWithdrawAmount, getLimits, withdrawalStatus } from './limits.ts';
import { hasActiveTurnover } from './turnover.ts';
import { activeMethod, requireVerifiedPhone } from './deposits.ts';
import { notifyPlayer } from './notifications.ts';

export type IneligibleReason = 'birthday' | 'turnover' | 'balance';

/** userwithdrawcheck: birthday set, no active turnover, balance at least the minimum withdrawal. */
export async function withdrawEligibility(tx: Tx, userId: number, amountPoisha?: number): Promise<IneligibleReason | null> {
  const user = await one<{ dofb: string | null }>(tx, sql`SELECT dofb FROM users WHERE id = ${userId}`);
  if (!user?.dofb) return 'birthday';
  if (await hasActiveTurnover(tx, userId)) return 'turnover';
  const need = amountPoisha ?? (await getLimits(tx)).withdrawMin;
  if ((await balanceOf(tx, userId)) < need) return 'balance';
  return null;
}

export const INELIGIBLE_KEY = { birthday: 'birthdayNotSet', turnover: 'turnoverIncomplete', balance: 'insufficientBalance' } as const;

export interface NewWithdrawal { userId: number; amountPoisha: number; accountNumber: string; paymentId: number; provider: string }

export async function createWithdrawal(tx: Tx, w: NewWithdrawal): Promise<number> {
  const numbers = await requireVerifiedPhone(tx, w.userId);
  if ((await withdrawalStatus(tx)) === 0) throw fail(422, 'noWithdrawMethods');
  checkWithdrawAmount(await getLimits(tx), w.amountPoisha);
  const account = w.accountNumber.replace(/\D/g, '').slice(-11);
  if (!numbers.includes(account)) throw fail(422, 'accountNumberNotVerified');
  if (w.paymentId > 0) await activeMethod(tx, w.paymentId);
  const reason = await withdrawEligibility(tx, w.userId, w.amountPoisha);
  if (reason) throw fail(400, INELIGIBLE_KEY[reason]);
  const pending = await one(tx, sql`SELECT 1 FROM withdrawal_requests WHERE user_id = ${w.userId} AND status = 'pending'`);
  if (pending) throw fail(409, 'withdrawalPending');
  const row = await one<{ id: string }>(tx, sql`
    INSERT INTO withdrawal_requests (user_id, amount_poisha, account_number, payment_method_id, provider)
    VALUES (${w.userId}, ${w.amountPoisha}, ${account}, ${w.paymentId > 0 ? w.paymentId : null}, ${w.provider})
    RETURNING id`);
  const id = Number(row!.id);
  // The balance check above is advisory; this conditional debit is the one that counts under races.
  const held = await postEntry(tx, { userId: w.userId, amountPoisha: -w.amountPoisha, kind: 'withdrawal_hold', withdrawalId: id });
  if (held === null) throw fail(400, 'insufficientBalance');
  return id;
}

interface WithdrawalRow { id: string; user_id: string; amount_poisha: string; status: string }

async function decide(tx: Tx, id: number, to: 'approved' | 'rejected', operatorId: number | null, reason: string | null) {
  const row = await one<WithdrawalRow>(tx, sql`
    UPDATE withdrawal_requests SET status = ${to}, decided_at = now(), decided_by = ${operatorId}, reason = ${reason}
    WHERE id = ${id} AND status = 'pending' RETURNING id, user_id, amount_poisha, status`);
  if (row) return { row, changed: true };
  const current = await one<WithdrawalRow>(tx, sql`SELECT id, user_id, amount_poisha, status FROM withdrawal_requests WHERE id = ${id}`);
  if (!current) throw fail(404, 'requestNotFound');
  if (current.status !== to) throw fail(409, 'requestAlreadyDecided');
  return { row: current, changed: false };
}

export async function approveWithdrawal(tx: Tx, id: number, operatorId: number | null): Promise<boolean> {
  const { row, changed } = await decide(tx, id, 'approved', operatorId, null);
  if (changed) await notifyPlayer(tx, { userId: Number(row.user_id), key: 'notifyWithdrawalApproved', title: 'Withdrawal', vars: { amount: String(Number(row.amount_poisha) / 100) }, withdrawalId: id });
  return changed;
}

export async function rejectWithdrawal(tx: Tx, id: number, operatorId: number | null, reason: string): Promise<boolean> {
  const { row, changed } = await decide(tx, id, 'rejected', operatorId, reason);
  if (!changed) return false;
  const userId = Number(row.user_id);
  const amount = Number(row.amount_poisha);
  await postEntry(tx, { userId, amountPoisha: amount, kind: 'withdrawal_release', withdrawalId: id });
  await notifyPlayer(tx, { userId, key: 'notifyWithdrawalRejected', title: 'Withdrawal', vars: { amount: String(amount / 100), reason }, withdrawalId: id });
  return true;
}
