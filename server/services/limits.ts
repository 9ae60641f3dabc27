// Configurable deposit and withdrawal ranges (wallet_limits, one row) and the general
// withdrawal_status switch (a site setting, owned by the content area).
import { eq } from 'drizzle-orm';
import { DEFAULT_LIMITS, type WalletLimits } from '../../contracts/wallet.ts';
import type { Db } from '../db/client.ts';
import { siteSettings, walletLimits } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { poishaFromTaka, takaFromPoisha, takaGroupedText } from '../lib/money.ts';
import { recordStaffEdit, type SignedStaffActor } from '../operator/audit/record.ts';

export interface LimitsPoisha {
  depositMin: number;
  depositMax: number;
  withdrawMin: number;
  withdrawMax: number;
}

export async function getLimits(db: Db): Promise<LimitsPoisha> {
  const [row] = await db.select().from(walletLimits).where(eq(walletLimits.id, 1));
  if (!row) {
    return {
      depositMin: poishaFromTaka(DEFAULT_LIMITS.deposit_min),
      depositMax: poishaFromTaka(DEFAULT_LIMITS.deposit_max),
      withdrawMin: poishaFromTaka(DEFAULT_LIMITS.withdraw_min),
      withdrawMax: poishaFromTaka(DEFAULT_LIMITS.withdraw_max),
    };
  }
  return { depositMin: row.depositMinPoisha, depositMax: row.depositMaxPoisha, withdrawMin: row.withdrawMinPoisha, withdrawMax: row.withdrawMaxPoisha };
}

export function limitsToWire(l: LimitsPoisha): WalletLimits {
  return {
    deposit_min: takaFromPoisha(l.depositMin),
    deposit_max: takaFromPoisha(l.depositMax),
    withdraw_min: takaFromPoisha(l.withdrawMin),
    withdraw_max: takaFromPoisha(l.withdrawMax),
  };
}

/** Replaces the ranges and writes the staff member's entry with what changed, in one transaction. */
export async function setLimits(db: Db, actor: SignedStaffActor, l: LimitsPoisha): Promise<void> {
  const values = { depositMinPoisha: l.depositMin, depositMaxPoisha: l.depositMax, withdrawMinPoisha: l.withdrawMin, withdrawMaxPoisha: l.withdrawMax };
  await db.transaction(async (tx) => {
    const was = await getLimits(tx);
    await tx
      .insert(walletLimits)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: walletLimits.id, set: values });
    await recordStaffEdit(tx, actor, { action: 'wallet.limits', objectType: 'wallet_limits', objectId: 1, was: limitsToWire(was), now: limitsToWire(l) });
  });
}

export function checkDepositAmount(l: LimitsPoisha, poisha: number): void {
  if (poisha < l.depositMin) throw fail(422, 'depositBelowMin', { min: takaGroupedText(l.depositMin) });
  if (poisha > l.depositMax) throw fail(422, 'depositAboveMax', { max: takaGroupedText(l.depositMax) });
}

export function checkWithdrawAmount(l: LimitsPoisha, poisha: number): void {
  if (poisha < l.withdrawMin) throw fail(422, 'withdrawalBelowMin', { min: takaGroupedText(l.withdrawMin) });
  if (poisha > l.withdrawMax) throw fail(422, 'withdrawalAboveMax', { max: takaGroupedText(l.withdrawMax) });
}

/** general.withdrawal_status: 0 closes withdrawals; 1 when the setting was never stored. */
export async function withdrawalStatus(db: Db): Promise<number> {
  const [row] = await db.select({ v: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'withdrawal_status'));
  if (!row) return 1;
  const v = typeof row.v === 'string' ? JSON.parse(row.v) : row.v;
  return Number(v) === 0 ? 0 : 1;
}
