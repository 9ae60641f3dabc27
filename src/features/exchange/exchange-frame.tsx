// The exchange's own header (main balance, exposure, feed health) and navigation, around every
// exchange screen, inside the three columns of a desktop (sports and competitions, the screen, the
// bet slip's place). The navigation is a bottom tab bar on a phone and a row under the header on
// wider screens. The stylesheet is imported here so it lands in the exchange chunk only.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ThreeColumnLayout } from '../../components/three-column-layout.tsx';
import { balanceAtom } from '../../lib/balance.ts';
import { formatTaka } from '../../lib/format.ts';
import type { Language } from '../../lib/i18n.ts';
import { feedHealthAtom, feedModeAtom, feedStaleAtom } from './atoms.ts';
import { ExchangeSideNav } from './exchange-side-nav.tsx';
import './exchange.css';

const NAV = [
  { to: '/exchange', key: 'home' },
  { to: '/exchange-inplay', key: 'inplay' },
  { to: '/exchange-sports', key: 'sports' },
  { to: '/exchange-multi', key: 'multi' },
  { to: '/exchange-account', key: 'account' },
] as const;

export function FeedBanner() {
  const { t } = useTranslation('exchange');
  const health = useAtomValue(feedHealthAtom);
  const mode = useAtomValue(feedModeAtom);
  const stale = useAtomValue(feedStaleAtom);
  return (
    <>
      {health.status === 'offline' && <p className="feed-banner offline" role="alert" data-testid="feed-offline">{t('feedOffline')}</p>}
      {health.status !== 'offline' && stale && <p className="feed-banner stale" role="status">{t('feedStale')}</p>}
      {mode === 'main-thread' && <p className="feed-banner slow" role="status" data-testid="feed-main-thread">{t('feedMainThread')}</p>}
    </>
  );
}

export function ExchangeFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('exchange');
  const balance = useAtomValue(balanceAtom);
  const [location] = useLocation();
  const lang = i18n.language as Language;
  return (
    <ThreeColumnLayout left={<ExchangeSideNav />} leftLabel={t('sportsAndCompetitions')} rightLabel={t('betSlip')} rightEmpty={t('betSlipEmpty')}>
    <div className="exchange">
      <header className="exchange-header">
        <h1>{title}</h1>
        <dl className="exchange-wallet">
          <div><dt>{t('mainBalance')}</dt><dd data-testid="exchange-balance">{balance === null ? '—' : formatTaka(balance, lang)}</dd></div>
          <div><dt>{t('exposure')}</dt><dd data-testid="exchange-exposure">{formatTaka(0, lang)}</dd></div>
        </dl>
      </header>
      <FeedBanner />
      <div className="exchange-body">{children}</div>
      <nav className="exchange-nav" aria-label={t('navLabel')}>
        {NAV.map((item) => (
          <Link key={item.to} href={item.to} className={location === item.to ? 'active' : undefined}
            aria-current={location === item.to ? 'page' : undefined}>{t(`nav.${item.key}`)}</Link>
        ))}
      </nav>
    </div>
    </ThreeColumnLayout>
  );
}
