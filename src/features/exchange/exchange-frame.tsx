// The exchange's own header (exposure, feed health; the site header shows the balance) and navigation, around every
// exchange screen, inside the three columns of a desktop (sports and competitions, the screen, the
// bet slip). The navigation is a bottom tab bar on a phone and a row under the header on wider
// screens. The exposure (money held for open bets) is read now and every 10 s, and after every bet,
// cancel and cash out. The stylesheet is imported here so it lands in the exchange chunk only.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { markFirstScreenDrawn, useFirstScreenDrawn } from '../../lib/first-screen.ts';
import { keepReading } from '../../lib/read-cache.ts';
import { store } from '../../lib/store.ts';
import { Link, useLocation } from 'wouter';
import { IconButton } from '../../components/button.tsx';
import { Money } from '../../components/money.tsx';
import { LEFT_COLUMN_QUERY, ThreeColumnLayout } from '../../components/three-column-layout.tsx';
import { useIsMobile, useMediaQuery } from '../../lib/use-media-query.ts';
import { feedHealthAtom, feedModeAtom, feedStaleAtom } from './feed/atoms.ts';
import { EXPOSURE_KEY, exposureAtom, readExposure } from './my-bets/bet-state.ts';
import { ExchangeSideNav } from './exchange-side-nav.tsx';
import { pageOddsCommittedAtom } from './first-screen/first-screen-odds.ts';
import { PriceAnnouncer } from './prices/price-announcer.tsx';
import './exchange.css';

export const EXPOSURE_POLL_MS = 10_000;

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
      {health.status === 'offline' && (
        <p className="feed-banner offline" role="alert" data-testid="feed-offline">
          {t('feedOffline')}
        </p>
      )}
      {health.status !== 'offline' && stale && (
        <p className="feed-banner stale" role="status">
          {t('feedStale')}
        </p>
      )}
      {mode === 'main-thread' && (
        <p className="feed-banner slow" role="status" data-testid="feed-main-thread">
          {t('feedMainThread')}
        </p>
      )}
    </>
  );
}

/**
 * The exposure (money held for open bets). The main balance is not repeated here: the site's own
 * header shows it on every layout (desktop header, phone top bar), beside this frame.
 */
export function ExchangeWallet() {
  const { t } = useTranslation('exchange');
  const exposure = useAtomValue(exposureAtom);
  // Asked once the first screen is drawn (first-screen.ts): the prices come first on a slow link.
  const drawn = useFirstScreenDrawn();
  useEffect(
    () => (drawn ? keepReading(EXPOSURE_KEY, readExposure, (taka) => store.set(exposureAtom, taka), { every: EXPOSURE_POLL_MS, shared: true }) : undefined),
    [drawn],
  );
  return (
    <dl className="exchange-wallet">
      <div>
        <dt>{t('exposure')}</dt>
        <dd data-testid="exchange-exposure">{exposure === null ? '—' : <Money value={exposure} />}</dd>
      </div>
    </dl>
  );
}

/**
 * Says the first screen is drawn once the page's own odds have committed (first-screen-odds.ts): what waits
 * for it (the worker, the balance, the exposure, the bets) then starts after the browser has painted those
 * rows, never between React's slices of them, where it delayed their paint.
 */
function FirstAnswersDrawn() {
  const applied = useAtomValue(pageOddsCommittedAtom);
  useEffect(() => {
    if (applied) markFirstScreenDrawn();
  }, [applied]);
  return null;
}

export function ExchangeFrame({
  title,
  right,
  back,
  children,
}: {
  title: string;
  right?: ReactNode;
  /** Where the header's back button goes (the account's pages go back to the account). */
  back?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('exchange');
  const [location, navigate] = useLocation();
  const isMobile = useIsMobile();
  // The sports column shows on a desktop only; on a phone its every-event count would be work for nothing.
  const withSideNav = useMediaQuery(LEFT_COLUMN_QUERY);
  const current = (to: string) => location === to || (to === '/exchange-account' && location.startsWith('/exchange-account/'));
  return (
    <ThreeColumnLayout
      left={withSideNav ? <ExchangeSideNav /> : undefined}
      leftLabel={t('sportsAndCompetitions')}
      rightLabel={t('betSlip')}
      rightEmpty={t('betSlipEmpty')}
      right={isMobile ? undefined : right}
    >
      <div className="exchange">
        <header className="exchange-header">
          {back && <IconButton icon="back" label={t('goBack')} className="exchange-back" onClick={() => navigate(back)} />}
          <h1>{title}</h1>
          <ExchangeWallet />
        </header>
        <FeedBanner />
        <FirstAnswersDrawn />
        <PriceAnnouncer />
        <div className="exchange-body">{children}</div>
        <nav className="exchange-nav" aria-label={t('navLabel')}>
          {NAV.map((item) => (
            <Link key={item.to} href={item.to} className={current(item.to) ? 'active' : undefined} aria-current={current(item.to) ? 'page' : undefined}>
              {t(`nav.${item.key}`)}
            </Link>
          ))}
        </nav>
      </div>
    </ThreeColumnLayout>
  );
}
