// The referral screen's calls, parsed by contracts/engagement.ts.
import { cashClaimResponseSchema, referralStatusResponseSchema } from '../../../contracts/engagement.ts';
import { IDEMPOTENCY_HEADER } from '../../../contracts/wallet.ts';
import { getJson, postJson } from '../../lib/api.ts';

export const getReferralStatus = async () => (await getJson(referralStatusResponseSchema, 'referral-status')).data;
export const claimAll = (key: string) => postJson(cashClaimResponseSchema, 'cash-claim', {}, { [IDEMPOTENCY_HEADER]: key });

/**
 * Copies the link; when the clipboard is refused (an old browser, no permission) the product's fallback:
 * a prompt with the link selected, for the player to copy by hand. True when the clipboard took it.
 */
export async function copyText(text: string, promptLabel: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    window.prompt(promptLabel, text);
    return false;
  }
}
