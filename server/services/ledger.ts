// The append-only ledger. Every balance movement is one ledger_entries row plus the matching change
// of wallet_accounts.balance_poisha, in the caller's transaction; a debit is a conditional UPDATE
// so the balance can never go below zero, even with many concurrent requests.
import { sql } from 'drizzle-orm';
import { one, rows, type Tx } from '../db/sql.ts';
import { holdBalance } from './balance-cache.ts';

// Each kind is also a row of ledger_kinds (migration 3100 and each area's own migration).
export type EntryKind =
  | 'deposit'
  | 'bonus'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'play'
  | 'adjustment'
  // Casino (migration 4001): a provider's bet (debit), win (credit) and rollback (refund of a bet).
  | 'casino_bet'
  | 'casino_win'
  | 'casino_rollback'
  // The exchange (server/exchange/bets/holds.ts, settlement.ts; migration 3101).
  | 'exchange_hold'
  | 'exchange_release'
  | 'exchange_settle'
  | 'exchange_commission'
  // Account engagement (migration 6100): VIP points converted, referral cash bonus claimed.
  | 'vip_conversion'
  | 'referral_claim';

export interface Entry {
  userId: number;
  amountPoisha: number;
  kind: EntryKind;
  depositId?: number | null;
  withdrawalId?: number | null;
  /** The provider transaction that moved it (unique: one provider transaction moves money once). */
  providerTxId?: number | null;
  memo?: string;
}

/**
 * Posts one entry and moves the balance by the same amount. Returns the new balance, or null when a
 * debit would take the balance below zero (nothing is written then).
 */
export async function postEntry(tx: Tx, e: Entry): Promise<number | null> {
  if (!Number.isSafeInteger(e.amountPoisha) || e.amountPoisha === 0) throw new Error(`bad ledger amount ${e.amountPoisha}`);
  // Before the commit: no balance read in this process may keep the old figure (balance-cache.ts).
  holdBalance(e.userId);
  let balance: { balance_poisha: string | number } | undefined;
  if (e.amountPoisha > 0) {
    balance = await one(
      tx,
      sql`
      INSERT INTO wallet_accounts (user_id, balance_poisha) VALUES (${e.userId}, ${e.amountPoisha})
      ON CONFLICT (user_id) DO UPDATE SET balance_poisha = wallet_accounts.balance_poisha + EXCLUDED.balance_poisha, updated_at = now()
      RETURNING balance_poisha`,
    );
  } else {
    balance = await one(
      tx,
      sql`
      UPDATE wallet_accounts SET balance_poisha = balance_poisha + ${e.amountPoisha}, updated_at = now()
      WHERE user_id = ${e.userId} AND balance_poisha + ${e.amountPoisha} >= 0
      RETURNING balance_poisha`,
    );
    if (!balance) return null;
  }
  await tx.execute(sql`
    INSERT INTO ledger_entries (user_id, amount_poisha, kind, deposit_id, withdrawal_id, provider_tx_id, memo)
    VALUES (${e.userId}, ${e.amountPoisha}, ${e.kind}, ${e.depositId ?? null}, ${e.withdrawalId ?? null}, ${e.providerTxId ?? null}, ${e.memo ?? ''})`);
  return Number(balance!.balance_poisha);
}

export async function balanceOf(tx: Tx, userId: number): Promise<number> {
  const row = await one<{ b: string }>(tx, sql`SELECT balance_poisha AS b FROM wallet_accounts WHERE user_id = ${userId}`);
  return row ? Number(row.b) : 0;
}

/** Players whose balance differs from the sum of their entries (should always be empty). */
export async function ledgerMismatches(tx: Tx): Promise<{ user_id: number; balance: number; sum: number }[]> {
  const found = await rows<{ user_id: string; balance: string; sum: string }>(
    tx,
    sql`
    SELECT w.user_id, w.balance_poisha AS balance, COALESCE(SUM(l.amount_poisha), 0) AS sum
    FROM wallet_accounts w LEFT JOIN ledger_entries l ON l.user_id = w.user_id
    GROUP BY w.user_id, w.balance_poisha
    HAVING w.balance_poisha <> COALESCE(SUM(l.amount_poisha), 0)`,
  );
  return found.map((r) => ({ user_id: Number(r.user_id), balance: Number(r.balance), sum: Number(r.sum) }));
}
