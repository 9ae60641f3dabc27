// One promotion card: thumbnail, name, the first five words of the description,
// start and end dates (day, month, year, as every screen writes a date), and Details; on a desktop
// also Sign Up Now, which takes a guest to sign-up and a player to the deposit form (where the bonus
// is chosen).
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useTranslation } from 'react-i18next';
import { firstWords, type Promotion } from '../../../contracts/promotions.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { sessionAtom } from '../../lib/session.ts';
import { useFormat, useLanguage } from '../../lib/use-format.ts';
import { promotionText } from './api.ts';

export function PromotionCard({ promotion, onDetails, desktop }: { promotion: Promotion; onDetails: () => void; desktop: boolean }) {
  const { t } = useTranslation('promotions');
  const lang = useLanguage();
  const f = useFormat();
  const text = promotionText(promotion, lang);
  const signedIn = useAtomValue(sessionAtom) !== null;
  return (
    <article className="promo-card" data-testid="promo-card">
      <div className="promo-card-thumb">
        {promotion.thumbnail ? <img src={promotion.thumbnail} alt="" loading="lazy" /> : <span aria-hidden="true">{text.name.slice(0, 1)}</span>}
      </div>
      <div className="promo-card-body">
        <h2 className="promo-card-name">{text.name}</h2>
        <p className="promo-card-preview">{firstWords(text.desc)}</p>
        <p className="promo-card-dates">
          <time dateTime={promotion.start_date}>{f.day(promotion.start_date)}</time>
          {' – '}
          <time dateTime={promotion.end_date}>{f.day(promotion.end_date)}</time>
        </p>
        <div className="promo-card-actions">
          {desktop && (
            <ButtonLink href={signedIn ? '/deposit' : '/signup'} size="sm">
              {t('signUpNow')}
            </ButtonLink>
          )}
          <Button variant="secondary" size="sm" onClick={onDetails} aria-label={t('detailsOf', { name: text.name })}>
            {t('details')}
          </Button>
        </div>
      </div>
    </article>
  );
}
