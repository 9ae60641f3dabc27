// The operator's deposit and withdrawal queues, in the wire shape of contracts/wallet.ts.
import { sql } from 'drizzle-orm';
import type { DepositStatus, OperatorDeposit, OperatorWithdrawal } from '../../contracts/wallet.ts';
import { rows, type Tx } from './ledger.ts';

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export async function listDepositQueue(tx: Tx, status: DepositStatus): Promise<OperatorDeposit[]> {
  const found = await rows<Record<string, string | null>>(tx, sql`
    SELECT d.*, u.username, m.name AS method_name, m.account_type AS method_type, p.name AS promo_name, n.account_number AS wallet_number
    FROM deposit_requests d JOIN users u ON u.id = d.user_id
    LEFT JOIN payment_methods m ON m.id = d.payment_method_id LEFT JOIN promotions p ON p.id = d.promotion_id
    LEFT JOIN wallet_numbers n ON n.id = d.wallet_number_id
    WHERE d.status = ${status} ORDER BY d.created_at, d.id LIMIT 500`);
  return found.map((r) => ({
    id: Number(r.id), user_id: Number(r.user_id), username: r.username!, amount: Number(r.amount_poisha) / 100,
    status: r.status as DepositStatus, created_at: iso(r.created_at)!, decided_at: iso(r.decided_at), reason: r.reason,
    transaction_id: r.transaction_id ?? r.gateway_ref, account_number: r.account_number, wallet_number: r.wallet_number,
    payment_method: r.payment_method_id ? { id: Number(r.payment_method_id), name: r.method_name ?? '', account_type: r.method_type ?? '' } : null,
    promotion: r.promotion_id ? { id: Number(r.promotion_id), name: r.promo_name ?? '' } : null,
    channel: r.channel as 'manual' | 'ewallet',
    receipt_url: r.receipt_path ? `/api/operator/deposits/${r.id}/receipt` : null,
  }));
}

export async function listWithdrawalQueue(tx: Tx, status: DepositStatus): Promise<OperatorWithdrawal[]> {
  const found = await rows<Record<string, string | null>>(tx, sql`
    SELECT w.*, u.username, m.name AS method_name, m.account_type AS method_type
    FROM withdrawal_requests w JOIN users u ON u.id = w.user_id LEFT JOIN payment_methods m ON m.id = w.payment_method_id
    WHERE w.status = ${status} ORDER BY w.created_at, w.id LIMIT 500`);
  return found.map((r) => ({
    id: Number(r.id), user_id: Number(r.user_id), username: r.username!, amount: Number(r.amount_poisha) / 100,
    status: r.status as DepositStatus, created_at: iso(r.created_at)!, decided_at: iso(r.decided_at), reason: r.reason,
    account_number: r.account_number!, provider: r.provider ?? '',
    payment_method: r.payment_method_id ? { id: Number(r.payment_method_id), name: r.method_name ?? '', account_type: r.method_type ?? '' } : null,
  }));
}
