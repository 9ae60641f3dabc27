// The Funds page's two tabs; each tab is its own route (/deposit, /withdrawal). Also the gates both
// tabs pass first (a verified phone, nothing pending) and the pieces they share.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ButtonLink } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { Page } from '../../components/page.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { Tabs } from '../../components/tabs.tsx';
import './wallet.css';

export type FundsGate = 'loading' | 'unverified' | 'pending' | 'ready';

export function FundsTabs({ active }: { active: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  return (
    <Tabs
      fill
      label={t('funds')}
      active={active}
      onChange={(k) => navigate(`/${k}`)}
      items={[
        { key: 'deposit', label: t('deposit') },
        { key: 'withdrawal', label: t('withdrawal') },
      ]}
    />
  );
}

/** The Funds frame: tabs, then the gate's message or the tab's form. */
export function FundsPage({
  active,
  gate,
  pendingKey,
  screen,
  children,
}: {
  active: 'deposit' | 'withdrawal';
  gate: FundsGate;
  pendingKey: string;
  screen: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Page className="funds-page" screen={screen}>
      <h1 className="visually-hidden">{t('funds')}</h1>
      <FundsTabs active={active} />
      <div className="funds-body">
        {gate === 'loading' && <SkeletonList rows={4} />}
        {gate === 'unverified' && (
          <Notice tone="warning">
            <p>{t('errors:verifyPhoneFirst')}</p>
            <ButtonLink href="/profile" variant="secondary" size="sm">
              {t('goToProfile')}
            </ButtonLink>
          </Notice>
        )}
        {gate === 'pending' && (
          <Notice tone="info">
            <p>{t(`errors:${pendingKey}`)}</p>
            <ButtonLink href="/transaction-record" variant="secondary" size="sm">
              {t('records:transactionRecord')}
            </ButtonLink>
          </Notice>
        )}
        {gate === 'ready' && children}
      </div>
    </Page>
  );
}
