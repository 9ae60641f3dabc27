// Configurable deposit and withdrawal ranges (wallet_limits, one row) and the general
// withdrawal_status switch (site_settings, owned by the content area).
import { sql } from 'drizzle-orm';
import { fail } from '../lib/errors.ts';
import { DEFAULT_LIMITS } from '../../contracts/wallet.ts';
import { one, type Tx } from './ledger.ts';

export interface LimitsPoisha { depositMin: number; depositMax: number; withdrawMin: number; withdrawMax: number }

export async function getLimits(tx: Tx): Promise<LimitsPoisha> {
  const row = await one<Record<string, string>>(tx, sql`SELECT * FROM wallet_limits WHERE id = 1`);
  if (!row) {
    return { depositMin: DEFAULT_LIMITS.deposit_min * 100, depositMax: DEFAULT_LIMITS.deposit_max * 100, withdrawMin: DEFAULT_LIMITS.withdraw_min * 100, withdrawMax: DEFAULT_LIMITS.withdraw_max * 100 };
  }
  return { depositMin: Number(row.deposit_min_poisha), depositMax: Number(row.deposit_max_poisha), withdrawMin: Number(row.withdraw_min_poisha), withdrawMax: Number(row.withdraw_max_poisha) };
}

export function limitsToWire(l: LimitsPoisha) {
  return { deposit_min: l.depositMin / 100, deposit_max: l.depositMax / 100, withdraw_min: l.withdrawMin / 100, withdraw_max: l.withdrawMax / 100 };
}

export async function setLimits(tx: Tx, l: LimitsPoisha): Promise<void> {
  await tx.execute(sql`
    INSERT INTO wallet_limits VALUES (1, ${l.depositMin}, ${l.depositMax}, ${l.withdrawMin}, ${l.withdrawMax})
    ON CONFLICT (id) DO UPDATE SET deposit_min_poisha = EXCLUDED.deposit_min_poisha, deposit_max_poisha = EXCLUDED.deposit_max_poisha,
      withdraw_min_poisha = EXCLUDED.withdraw_min_poisha, withdraw_max_poisha = EXCLUDED.withdraw_max_poisha`);
}

const taka = (poisha: number) => (poisha / 100).toLocaleString('en-US');

export function checkDepositAmount(l: LimitsPoisha, poisha: number): void {
  if (poisha < l.depositMin) throw fail(422, 'depositBelowMin', { min: taka(l.depositMin) });
  if (poisha > l.depositMax) throw fail(422, 'depositAboveMax', { max: taka(l.depositMax) });
}

export function checkWithdrawAmount(l: LimitsPoisha, poisha: number): void {
  if (poisha < l.withdrawMin) throw fail(422, 'withdrawalBelowMin', { min: taka(l.withdrawMin) });
  if (poisha > l.withdrawMax) throw fail(422, 'withdrawalAboveMax', { max: taka(l.withdrawMax) });
}

/** general.withdrawal_status; 1 when the content area's settings table or row is not there. */
export async function withdrawalStatus(tx: Tx): Promise<number> {
  const exists = await one<{ t: string | null }>(tx, sql`SELECT to_regclass('site_settings')::text AS t`);
  if (!exists?.t) return 1;
  const row = await one<{ v: unknown }>(tx, sql`SELECT value AS v FROM site_settings WHERE key = 'withdrawal_status'`);
  if (!row) return 1;
  const v = typeof row.v === 'string' ? JSON.parse(row.v) : row.v;
  return Number(v) === 0 ? 0 : 1;
}
