// The frame of the sign-in screens (log-in, sign-up, forgot and change password): one card, centred
// and narrow on every width, with the site's logo (/login shows it), the title, the
// form and a line under the card that leads to the other screen. The worked example of
// docs/decisions/0030 for a form screen.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import { getLogo } from '../../lib/content-api.ts';
import { useRead } from '../../lib/use-read.ts';
import './auth.css';

export function AuthLayout({ title, screen, footer, children }: { title: ReactNode; screen: string; footer?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const logo = useRead('logo', getLogo, { shared: true }).data;
  return (
    <Page width="narrow" className="auth-page" screen={screen}>
      <Card elevation="raised" className="auth-card">
        <div className="auth-logo">{logo?.logo ? <img src={logo.logo} alt={t('logoAlt')} /> : <p className="auth-logo-text">{t('logoAlt')}</p>}</div>
        <h1 className="auth-title">{title}</h1>
        {children}
      </Card>
      {footer && <p className="auth-footer">{footer}</p>}
    </Page>
  );
}
