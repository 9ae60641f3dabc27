// Shared steps for the wallet tests (server/routes/wallet*.test.ts and tests/pg/*.test.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { createPlayer, verifyPlayerPhone, type TestPlayer } from '../helpers/players.ts';
import { ledgerMismatches } from '../../server/services/ledger.ts';
import { one } from '../../server/db/sql.ts';

export const idem = () => ({ 'Idempotency-Key': randomUUID() });

export async function verifiedPlayer(t: TestApp, opts: { birthday?: boolean } = {}): Promise<TestPlayer> {
  const p = await createPlayer(t);
  await verifyPlayerPhone(t, p);
  if (opts.birthday) await t.deps.database.db.execute(sql`UPDATE users SET dofb = '1990-01-01' WHERE id = ${Number(p.remote_id)}`);
  return p;
}

export async function firstMethodId(t: TestApp): Promise<number> {
  const row = await one<{ id: string }>(t.deps.database.db, sql`SELECT id FROM payment_methods WHERE status = 'active' ORDER BY id LIMIT 1`);
  return Number(row!.id);
}

export function depositBody(p: TestPlayer, paymentId: number, amount: number, extra: Record<string, unknown> = {}) {
  return {
    remote_id: p.remote_id,
    account_number: p.phone,
    transaction_id: `TRX${randomUUID().slice(0, 8)}`,
    amount,
    payment_id: paymentId,
    promotion_id: 0,
    ...extra,
  };
}

/** Deposits `amount` taka and has the operator approve it. */
export async function fund(t: TestApp, op: string, p: TestPlayer, amount: number, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, await firstMethodId(t), amount, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const ok = await t.call('POST', `/api/operator/deposits/${res.body.data.id}/approve`, { token: op });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return res.body.data.id as number;
}

export async function balanceTaka(t: TestApp, p: TestPlayer): Promise<number> {
  const row = await one<{ b: string }>(t.deps.database.db, sql`SELECT balance_poisha AS b FROM wallet_accounts WHERE user_id = ${Number(p.remote_id)}`);
  return Number(row?.b ?? 0) / 100;
}

export async function count(
  t: TestApp,
  table: 'ledger_entries' | 'deposit_requests' | 'withdrawal_requests' | 'player_notifications' | 'turnover_requirements',
  p: TestPlayer,
): Promise<number> {
  const row = await one<{ n: string }>(t.deps.database.db, sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE user_id = ${Number(p.remote_id)}`);
  return Number(row!.n);
}

export async function expectLedgerMatchesBalances(t: TestApp): Promise<void> {
  expect(await ledgerMismatches(t.deps.database.db)).toEqual([]);
}
