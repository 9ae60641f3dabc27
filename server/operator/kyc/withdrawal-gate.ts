// What KYC asks of a withdrawal. Above the owner's threshold (kyc_settings) a withdrawal needs an approved
// identity, or it is refused before anything is held. With one, the name given for the paid wallet account
// (or, when none is given, the account's own name) is compared with the verified name: a mismatch is not a
// refusal, it is a flag the cashier sees beside the request (a wallet may be in a family member's name).
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawalNameChecks } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { takaMessageText } from '../../lib/money.ts';
import { approvedKyc, withdrawalThresholdPoisha } from './service.ts';

/** Case, spacing and dots do not make two names differ ("MD. KARIM  UDDIN" is "Md Karim Uddin"). */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[.\s,]+/g, ' ')
      .trim();
  return norm(a) === norm(b);
};

/** Refuses a withdrawal over the threshold without approved KYC; answers whether the names differ. */
export async function kycWithdrawalCheck(db: Db, userId: number, amountPoisha: number, accountName: string): Promise<{ nameMismatch: boolean }> {
  const [threshold, kyc] = await Promise.all([withdrawalThresholdPoisha(db), approvedKyc(db, userId)]);
  if (!kyc) {
    if (amountPoisha > threshold) throw fail(403, 'kycRequiredForWithdrawal', { limit: takaMessageText(threshold) });
    return { nameMismatch: false };
  }
  return { nameMismatch: accountName.trim() !== '' && !sameName(accountName, kyc.fullName) };
}

/** Kept beside the request, in the caller's transaction (the one that creates the withdrawal). */
export async function recordNameCheck(tx: Db, withdrawalId: number, accountName: string, nameMismatch: boolean): Promise<void> {
  await tx.insert(withdrawalNameChecks).values({ withdrawalId, accountName, nameMismatch });
}

/** The name checks of some withdrawals, by id (for the cashier's queue and the player page). */
export async function nameChecksOf(db: Db, ids: number[]): Promise<Map<number, { accountName: string; nameMismatch: boolean }>> {
  if (ids.length === 0) return new Map();
  const found = await db.select().from(withdrawalNameChecks).where(inArray(withdrawalNameChecks.withdrawalId, ids));
  return new Map(found.map((f) => [f.withdrawalId, { accountName: f.accountName, nameMismatch: f.nameMismatch }]));
}
