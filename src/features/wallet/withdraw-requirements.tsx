// What a withdrawal still needs (a verified phone, the birthday, the bonus turnover, the minimum balance),
// said at the top of the withdrawal form as it opens, each with the way to put it right: a player learns
// it before filling anything in, and the list sits where nothing floats over it.
import { useTranslation } from 'react-i18next';
import type { WithdrawRequirement } from '../../../contracts/wallet.ts';
import { ButtonLink } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { useFormat } from '../../lib/use-format.ts';

const WAY: Record<WithdrawRequirement, string> = { phone: '/profile', birthday: '/profile', turnover: '/turnover-record', balance: '/deposit' };

export function WithdrawRequirements({ missing, minimum }: { missing: readonly WithdrawRequirement[]; minimum: number }) {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  if (missing.length === 0) return null;
  return (
    <section className="withdraw-requirements" aria-label={t('missing.title')}>
      <Notice tone="warning" title={t('missing.title')}>
        <ul className="withdraw-requirements-list">
          {missing.map((m) => (
            <li key={m}>
              <span>{t(`missing.${m}`, { min: f.taka(minimum, { whole: true }) })}</span>
              <ButtonLink href={WAY[m]} variant="secondary" size="sm">
                {t(`missing.${m}Link`)}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Notice>
    </section>
  );
}
