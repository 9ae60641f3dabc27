// Steps for the four-eyes tests (server/operator/approvals/ and tests/pg/): a player with money, an
// adjustment asked for by one staff member, a withdrawal waiting, and what the ledger holds for a player.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { one } from '../../server/db/sql.ts';
import { fund, idem, verifiedPlayer } from '../pg/wallet-kit.ts';
import type { TestApp } from './test-app.ts';
import { loginOperator, type TestPlayer } from './players.ts';

/** A player who may withdraw, holding `taka` from an approved deposit. */
export async function playerWith(t: TestApp, taka: number): Promise<TestPlayer & { id: number }> {
  const p = await verifiedPlayer(t, { birthday: true });
  await fund(t, await loginOperator(t), p, taka);
  return { ...p, id: Number(p.remote_id) };
}

/** Asks, as `token`'s staff member, for an adjustment of `amount` taka; answers the request's id. */
export async function askAdjustment(t: TestApp, token: string, playerId: number, amount: number | string): Promise<number> {
  const res = await t.call('POST', `/api/operator/players/${playerId}/adjustments`, { token, body: { amount, reason: 'Goodwill for a late payout' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

/** The player asks to withdraw `amount` taka (held at once); answers the request's id. */
export async function askWithdrawal(t: TestApp, p: TestPlayer, amount: number): Promise<number> {
  const res = await t.call('POST', '/api/submit-withdraw', {
    token: p.token,
    headers: idem(),
    body: { remote_id: p.remote_id, account_number: p.phone, amount, payment_id: 0, provider: 'bKash' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

/** The player's balance in poisha and how many ledger entries of `kind` they have. */
export async function ledgerOf(t: TestApp, userId: number, kind: string): Promise<{ balance: number; entries: number }> {
  const row = await one<{ b: string | null; n: string }>(
    t.deps.database.db,
    sql`SELECT (SELECT balance_poisha FROM wallet_accounts WHERE user_id = ${userId})::text AS b,
          (SELECT count(*) FROM ledger_entries WHERE user_id = ${userId} AND kind = ${kind})::text AS n`,
  );
  return { balance: Number(row?.b ?? 0), entries: Number(row!.n) };
}

export const approveItem = (t: TestApp, token: string, kind: 'adjustment' | 'withdrawal', id: number) =>
  t.call('POST', `/api/operator/approvals/${kind}/${id}/approve`, { token });
export const rejectItem = (t: TestApp, token: string, kind: 'adjustment' | 'withdrawal', id: number, reason = 'Not supported by the records') =>
  t.call('POST', `/api/operator/approvals/${kind}/${id}/reject`, { token, body: { reason } });
export const setThreshold = (t: TestApp, token: string, taka: number) =>
  t.call('PUT', '/api/operator/four-eyes-settings', { token, body: { withdrawal_threshold: taka } });
