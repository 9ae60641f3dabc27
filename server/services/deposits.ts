// Deposit requests: manual (agent number + transaction id + receipt) and e-wallet (gateway). A request
// is pending until decided; approval credits the amount, the promotion bonus, and opens the turnover
// requirement, all in one transaction. Approving twice has one effect (status moves only from pending).
import { sql } from 'drizzle-orm';
import { fail } from '../lib/errors.ts';
import { one, postEntry, rows, type Tx } from './ledger.ts';
import { checkDepositAmount, getLimits } from './limits.ts';
import { notifyPlayer } from './notifications.ts';
import { checkDepositLimit, requireMayDeposit } from './responsible-gaming.ts';

const last11 = (phone: string) => phone.replace(/\D/g, '').slice(-11);

/** The player's verified numbers (main phone and verified extra phones), as 11-digit local numbers. */
export async function verifiedNumbers(tx: Tx, userId: number): Promise<string[]> {
  const found = await rows<{ phone: string }>(tx, sql`
    SELECT phone FROM users WHERE id = ${userId} AND phone IS NOT NULL AND phone_verified_at IS NOT NULL
    UNION ALL SELECT phone FROM user_phones WHERE user_id = ${userId} AND verified_at IS NOT NULL`);
  return found.map((r) => last11(r.phone));
}

export async function requireVerifiedPhone(tx: Tx, userId: number): Promise<string[]> {
  const numbers = await verifiedNumbers(tx, userId);
  if (numbers.length === 0) throw fail(403, 'verifyPhoneFirst');
  return numbers;
}

export async function activeMethod(tx: Tx, id: number) {
  const m = await one<{ id: string; name: string; account_type: string }>(tx, sql`
    SELECT id, name, account_type FROM payment_methods WHERE id = ${id} AND status = 'active'`);
  if (!m) throw fail(422, 'paymentMethodNotFound');
  return m;
}

/** The agent number get-wallet-number handed out must exist and belong to the method paid with. */
async function requireWalletNumber(tx: Tx, id: number, paymentMethodId: number | null): Promise<void> {
  const n = await one(tx, sql`SELECT 1 FROM wallet_numbers WHERE id = ${id} AND payment_method_id = ${paymentMethodId}`);
  if (!n) throw fail(422, 'walletNumberNotFound');
}

export async function offeredPromotion(tx: Tx, id: number): Promise<number | null> {
  if (!id) return null;
  const p = await one<{ id: string }>(tx, sql`
    SELECT id FROM promotions WHERE id = ${id} AND status IN ('active', 'display') AND end_date >= CURRENT_DATE`);
  if (!p) throw fail(422, 'promotionNotFound');
  return Number(p.id);
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
  /** The request's moment (deps.now()): its created_at, and the end of the deposit limits' periods. */
  now?: Date;
}

/** Checks the rules and inserts the pending request; the partial unique index refuses a second one. */
export async function createDeposit(tx: Tx, d: NewDeposit): Promise<number> {
  const numbers = await requireVerifiedPhone(tx, d.userId);
  // Manual deposits come from one of the player's own verified numbers (spec part 1 §5).
  if (d.channel === 'manual' && !numbers.includes(last11(d.accountNumber ?? ''))) throw fail(422, 'accountNumberNotVerified');
  checkDepositAmount(await getLimits(tx), d.amountPoisha);
  // Responsible gambling: no deposit during a break, none past the player's own limits (locked till commit).
  await requireMayDeposit(tx, d.userId, d.now);
  await checkDepositLimit(tx, d.userId, d.amountPoisha, d.now);
  if (d.paymentMethodId !== null) await activeMethod(tx, d.paymentMethodId);
  if (d.walletNumberId != null) await requireWalletNumber(tx, d.walletNumberId, d.paymentMethodId);
  const promotionId = await offeredPromotion(tx, d.promotionId);
  const pending = await one(tx, sql`SELECT 1 FROM deposit_requests WHERE user_id = ${d.userId} AND status = 'pending'`);
  if (pending) throw fail(409, 'depositPending');
  const row = await one<{ id: string }>(tx, sql`
    INSERT INTO deposit_requests (user_id, amount_poisha, channel, payment_method_id, wallet_number_id, account_number,
      transaction_id, promotion_id, provider, account_type, receipt_path, receipt_mime, gateway_ref, created_at)
    VALUES (${d.userId}, ${d.amountPoisha}, ${d.channel}, ${d.paymentMethodId}, ${d.walletNumberId ?? null}, ${d.accountNumber ?? null},
      ${d.transactionId ?? null}, ${promotionId}, ${d.provider ?? ''}, ${d.accountType ?? ''}, ${d.receiptPath ?? null},
      ${d.receiptMime ?? null}, ${d.gatewayRef ?? null}, COALESCE(${d.now?.toISOString() ?? null}::timestamptz, now()))
    RETURNING id`);
  return Number(row!.id);
}

interface DepositRow { id: string; user_id: string; amount_poisha: string; status: string; promotion_id: string | null }

async function decide(tx: Tx, id: number, to: 'approved' | 'rejected', operatorId: number | null, reason: string | null) {
  const row = await one<DepositRow>(tx, sql`
    UPDATE deposit_requests SET status = ${to}, decided_at = now(), decided_by = ${operatorId}, reason = ${reason}
    WHERE id = ${id} AND status = 'pending' RETURNING id, user_id, amount_poisha, status, promotion_id`);
  if (row) return { row, changed: true };
  const current = await one<DepositRow>(tx, sql`SELECT id, user_id, amount_poisha, status, promotion_id FROM deposit_requests WHERE id = ${id}`);
  if (!current) throw fail(404, 'requestNotFound');
  if (current.status !== to) throw fail(409, 'requestAlreadyDecided');
  return { row: current, changed: false };
}

/** Credits the deposit (and bonus, and turnover requirement). A second call changes nothing. */
export async function approveDeposit(tx: Tx, id: number, operatorId: number | null): Promise<boolean> {
  const { row, changed } = await decide(tx, id, 'approved', operatorId, null);
  if (!changed) return false;
  const userId = Number(row.user_id);
  const amount = Number(row.amount_poisha);
  await postEntry(tx, { userId, amountPoisha: amount, kind: 'deposit', depositId: id });
  if (row.promotion_id) {
    const promo = await one<{ id: string; deposit_bonus_bp: number; turnover_x100: number }>(tx, sql`
      SELECT id, deposit_bonus_bp, turnover_x100 FROM promotions WHERE id = ${Number(row.promotion_id)}`);
    if (promo) {
      const bonus = Math.floor((amount * promo.deposit_bonus_bp) / 10000);
      if (bonus > 0) await postEntry(tx, { userId, amountPoisha: bonus, kind: 'bonus', depositId: id });
      const required = Math.floor(((amount + bonus) * promo.turnover_x100) / 100);
      if (required > 0) {
        await tx.execute(sql`
          INSERT INTO turnover_requirements (user_id, deposit_id, promotion_id, required_poisha, remaining_poisha)
          VALUES (${userId}, ${id}, ${Number(promo.id)}, ${required}, ${required})`);
      }
    }
  }
  await notifyPlayer(tx, { userId, key: 'notifyDepositApproved', title: 'Deposit', vars: { amount: String(amount / 100) }, depositId: id });
  return true;
}

export async function rejectDeposit(tx: Tx, id: number, operatorId: number | null, reason: string): Promise<boolean> {
  const { row, changed } = await decide(tx, id, 'rejected', operatorId, reason);
  if (!changed) return false;
  await notifyPlayer(tx, { userId: Number(row.user_id), key: 'notifyDepositRejected', title: 'Deposit', vars: { amount: String(Number(row.amount_poisha) / 100), reason }, depositId: id });
  return true;
}
