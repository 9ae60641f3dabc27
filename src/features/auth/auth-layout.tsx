// The frame of the sign-in screens (log-in, sign-up, forgot and change password): one card, centred
// and narrow on every width, with the site's logo, the title, the form and a line under the card
// that leads to the other screen. The worked example of docs/decisions/0030 for a form screen.
import type { ReactNode } from 'react';
import { Card } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import './auth.css';

export function AuthLayout({ title, screen, logo, footer, children }: {
  title: ReactNode; screen: string; logo?: ReactNode; footer?: ReactNode; children: ReactNode;
}) {
  return (
    <Page width="narrow" className="auth-page" screen={screen}>
      <Card elevation="raised" className="auth-card">
        {logo && <div className="auth-logo">{logo}</div>}
        <h1 className="auth-title">{title}</h1>
        {children}
      </Card>
      {footer && <p className="auth-footer">{footer}</p>}
    </Page>
  );
}
