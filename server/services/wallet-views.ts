// Read models for the player's screens: payment methods, promotions, the transaction record and the
// turnover record, in the spec's wire shapes (taka, transaction key '0'/'1'/'2').
import { sql } from 'drizzle-orm';
import type { PaymentMethod, Promotion, TransactionRecord, TurnoverRecord } from '../../contracts/wallet.ts';
import { rows, type Tx } from './ledger.ts';

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const KEY = { pending: '0', approved: '1', rejected: '2' } as const;

export function methodsToWire(methods: Record<string, string>[]): PaymentMethod[] {
  return methods.map((m) => ({ id: Number(m.id), name: m.name, icon: m.icon, status: 'active', account_type: m.account_type as PaymentMethod['account_type'] }));
}

function promoToWire(p: Record<string, string | number>): Promotion {
  return {
    id: Number(p.id), name: String(p.name), desc: String(p.description), thumbnail: String(p.thumbnail),
    start_date: String(p.start_date).slice(0, 10), end_date: String(p.end_date).slice(0, 10),
    status: p.status as Promotion['status'], deposit_bouns: Number(p.deposit_bonus_bp) / 100,
    turnover: Number(p.turnover_x100) / 100, category: Number(p.category),
  };
}

/** Offered promotions (status active or display), or the one with `id` whatever its dates. */
export async function listPromotions(tx: Tx, id: number | null): Promise<Promotion[]> {
  const found = await rows<Record<string, string>>(tx, id === null
    ? sql`SELECT *, start_date::text AS start_date, end_date::text AS end_date FROM promotions WHERE status IN ('active', 'display') AND end_date >= CURRENT_DATE ORDER BY id`
    : sql`SELECT *, start_date::text AS start_date, end_date::text AS end_date FROM promotions WHERE id = ${id} AND status <> 'inactive'`);
  return found.map(promoToWire);
}

export async function listTransactions(tx: Tx, userId: number): Promise<TransactionRecord[]> {
  const found = await rows<Record<string, string | null>>(tx, sql`
    SELECT 'deposit' AS action, d.id, d.amount_poisha, d.status, d.created_at, COALESCE(d.decided_at, d.created_at) AS updated_at,
      COALESCE(d.transaction_id, d.gateway_ref) AS transaction_id, d.account_number, d.reason,
      COALESCE(m.name, NULLIF(d.provider, '')) AS method_name, COALESCE(m.account_type, d.account_type) AS method_type, COALESCE(m.icon, '') AS method_icon,
      p.name AS promo_name, p.turnover_x100
    FROM deposit_requests d LEFT JOIN payment_methods m ON m.id = d.payment_method_id LEFT JOIN promotions p ON p.id = d.promotion_id
    WHERE d.user_id = ${userId}
    UNION ALL
    SELECT 'withdraw', w.id, w.amount_poisha, w.status, w.created_at, COALESCE(w.decided_at, w.created_at), NULL, w.account_number, w.reason,
      COALESCE(m.name, NULLIF(w.provider, '')), m.account_type, COALESCE(m.icon, ''), NULL, NULL
    FROM withdrawal_requests w LEFT JOIN payment_methods m ON m.id = w.payment_method_id
    WHERE w.user_id = ${userId}
    UNION ALL
    SELECT 'bonus', l.id, l.amount_poisha, 'approved', l.created_at, l.created_at, NULL, NULL, NULL, NULL, NULL, NULL, p.name, p.turnover_x100
    FROM ledger_entries l JOIN deposit_requests d ON d.id = l.deposit_id LEFT JOIN promotions p ON p.id = d.promotion_id
    WHERE l.user_id = ${userId} AND l.kind = 'bonus'
    ORDER BY created_at DESC, id DESC`);
  return found.map((r) => ({
    id: Number(r.id),
    action: r.action as TransactionRecord['action'],
    amount: Number(r.amount_poisha) / 100,
    key: KEY[r.status as keyof typeof KEY],
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    transaction_id: r.transaction_id,
    account_number: r.account_number,
    reason: r.reason,
    payment_method: r.method_name ? { name: r.method_name, type: r.method_type ?? '', icon: r.method_icon ?? '' } : null,
    promotion: r.promo_name ? { name: r.promo_name, turnover: Number(r.turnover_x100) / 100 } : null,
  }));
}

export async function listTurnovers(tx: Tx, userId: number): Promise<TurnoverRecord[]> {
  const found = await rows<Record<string, string | null>>(tx, sql`
    SELECT t.id, t.status, t.required_poisha, t.remaining_poisha, t.created_at, t.completed_at,
      p.name AS promo_name, p.turnover_x100, COALESCE(m.name, NULLIF(d.provider, ''), 'Agent') AS method_name
    FROM turnover_requirements t JOIN deposit_requests d ON d.id = t.deposit_id
    LEFT JOIN promotions p ON p.id = t.promotion_id LEFT JOIN payment_methods m ON m.id = d.payment_method_id
    WHERE t.user_id = ${userId} ORDER BY t.id DESC`);
  return found.map((r) => ({
    id: Number(r.id),
    status: r.status as TurnoverRecord['status'],
    required_turnover: Number(r.required_poisha) / 100,
    remaining_turnover: Number(r.remaining_poisha) / 100,
    created_at: iso(r.created_at)!,
    completed_at: iso(r.completed_at),
    transaction: {
      action: 'deposit',
      promotion: { name: r.promo_name ?? '', turnover: Number(r.turnover_x100 ?? 100) / 100 },
      payment_method: { name: r.method_name ?? 'Agent' },
    },
  }));
}
