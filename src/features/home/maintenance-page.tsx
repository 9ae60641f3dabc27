import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { Page } from '../../components/page.tsx';

/** Shown instead of the home screen while general.site_status is 0. */
export function MaintenancePage() {
  const { t } = useTranslation('home');
  return (
    <Page width="narrow" className="maintenance-page" screen="MaintenancePage" labelledBy="maintenance-title">
      <div data-testid="maintenance-page" className="maintenance-card">
        <div className="maintenance-icon">
          <Icon name="tools" size={56} />
        </div>
        <h1 id="maintenance-title">{t('maintenance.title')}</h1>
        <p>{t('maintenance.text')}</p>
      </div>
    </Page>
  );
}
