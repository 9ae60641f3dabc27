// What KYC asks of a withdrawal. Above the owner's threshold (kyc_settings) a withdrawal needs an approved
// identity, or it is refused before anything is held. With one, the name given for the paid wallet account
// (or, when none is given, the account's own name) is compared with the verified name: a mismatch is not a
// refusal, it is a flag the cashier sees beside the request (a wallet may be in a family member's name).
import type { Db } from '../../db/client.ts';
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
