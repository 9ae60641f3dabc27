// The Details popup: the full terms of one promotion: its description,
// bonus percent, turnover multiple, eligible games and dates. A player goes on to deposit, a guest to sign up.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../../contracts/promotions.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { sessionAtom } from '../../lib/session.ts';
import { useFormat, useLanguage } from '../../lib/use-format.ts';
import { promotionText } from './api.ts';

export function PromotionDetails({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const lang = useLanguage();
  const f = useFormat();
  const text = promotionText(promotion, lang);
  const signedIn = useAtomValue(sessionAtom) !== null;
  const next = signedIn ? <ButtonLink href="/deposit">{t('depositNow')}</ButtonLink> : <ButtonLink href="/signup">{t('signUpNow')}</ButtonLink>;
  return (
    <Dialog
      name="promotion-details"
      title={text.name}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          {next}
        </>
      }
    >
      {promotion.thumbnail && <img className="promo-details-image" src={promotion.thumbnail} alt="" />}
      <p className="promo-details-desc">{text.desc}</p>
      <dl className="promo-terms">
        <dt>{t('bonusPercent')}</dt>
        <dd data-field="bonus">{f.percent(promotion.deposit_bouns)}</dd>
        <dt>{t('turnoverMultiple')}</dt>
        <dd data-field="turnover">{t('times', { value: f.number(promotion.turnover) })}</dd>
        <dt>{t('eligibleGames')}</dt>
        <dd data-field="games">{text.eligibleGames || t('allGames')}</dd>
        <dt>{t('period')}</dt>
        <dd data-field="dates">
          {f.day(promotion.start_date)} – {f.day(promotion.end_date)}
        </dd>
      </dl>
    </Dialog>
  );
}
