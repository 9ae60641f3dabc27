import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';

/** Shown instead of the home screen while general.site_status is 0. */
export function MaintenancePage() {
  const { t } = useTranslation('home');
  return (
    <section className="maintenance-page" data-testid="maintenance-page">
      <div className="maintenance-icon"><Icon name="tools" size={56} /></div>
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.text')}</p>
    </section>
  );
}
