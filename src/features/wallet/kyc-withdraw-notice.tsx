// Above the owner's KYC threshold the server refuses a withdrawal until the player's identity is approved
// (server/operator/kyc/withdrawal-gate.ts, the same strict "above"). Said beside the amount as it is typed,
// with the way to the verification card, so the player learns it before Submit instead of from the refusal.
import { useTranslation } from 'react-i18next';
import type { KycState } from '../../../contracts/kyc.ts';
import { ButtonLink } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { useFormat } from '../../lib/use-format.ts';

/** The verification card lives on the profile. */
const VERIFY_AT = '/profile';

export function KycWithdrawNotice({ amount, kyc }: { amount: string; kyc: Pick<KycState, 'status' | 'withdrawal_threshold'> | null }) {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  const asked = Number(amount);
  // No state (the read failed): say nothing, the server still refuses with its own message.
  if (!kyc || kyc.status === 'approved' || !Number.isFinite(asked) || asked <= kyc.withdrawal_threshold) return null;
  const limit = f.taka(kyc.withdrawal_threshold, { whole: true });
  return (
    <Notice tone="warning" title={t('kycNotice.title')} className="withdraw-kyc-notice">
      <p>{t(kyc.status === 'pending' ? 'kycNotice.pending' : 'kycNotice.none', { amount: limit })}</p>
      <ButtonLink href={VERIFY_AT} variant="secondary" size="sm">
        {t('kycNotice.link')}
      </ButtonLink>
    </Notice>
  );
}
