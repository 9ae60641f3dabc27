// Desktop (>= 768 px): header with logo, clock, language and the account buttons, then the top
// navigation of spec part 1 §2 ("Desktop top nav").
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Clock } from '../../components/clock.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useMarketBlock } from '../../components/market-block-popup.tsx';
import { balanceAtom } from '../../lib/balance.ts';
import { APP_DOWNLOAD_HREF } from '../../lib/categories.ts';
import type { Language } from '../../lib/i18n.ts';
import { formatTaka } from '../../lib/money.ts';
import { sessionAtom } from '../../lib/session.ts';
import { SiteLogo } from './site-logo.tsx';
import { useSite } from './use-site.ts';

const CASINO_LINKS = [
  ['/casino', 'casino'], ['/slot', 'slot'], ['/table', 'table'], ['/crash', 'crash'],
  ['/fishing', 'fishing'], ['/arcade', 'arcade'], ['/lottery', 'lottery'],
] as const;

export function DesktopHeader() {
  const { t, i18n } = useTranslation('shell');
  const session = useAtomValue(sessionAtom);
  const balance = useAtomValue(balanceAtom);
  const [, navigate] = useLocation();
  const guard = useMarketBlock();
  const appHref = (useSite().general?.app_download || APP_DOWNLOAD_HREF).replace(/^\.\//, '/');
  return (
    <header className="desktop-header" data-testid="desktop-header">
      <div className="desktop-header-top">
        <SiteLogo />
        <div className="desktop-header-actions">
          <Clock />
          <LanguageSwitch />
          {session ? (
            <>
              <span className="balance-chip" data-testid="header-balance">{formatTaka(balance ?? 0, i18n.language as Language)}</span>
              <Link href="/account" className="btn btn-primary">{t('nav.deposit')}</Link>
              <Link href="/account" className="btn btn-outline">{t('memberCenter')}</Link>
              <Link href="/player/logout" className="btn btn-link">{t('logout')}</Link>
            </>
          ) : (
            <>
              <Link href="/login" className="btn btn-outline">{t('login')}</Link>
              <Link href="/signup" className="btn btn-primary">{t('signup')}</Link>
            </>
          )}
        </div>
      </div>
      <nav className="desktop-nav" aria-label={t('mainNav')}>
        <Link href="/">{t('nav.home')}</Link>
        <a href={appHref} download>{t('nav.app')}</a>
        <button type="button" className="nav-button"
          onClick={() => guard('exchange', t('category.sports'), () => navigate('/player/playGame?t=sport&v=CRICKET'))}>
          {t('nav.exchangeCricket')}
        </button>
        {CASINO_LINKS.map(([to, key]) => (
          <button key={to} type="button" className="nav-button" onClick={() => guard('casino', t(`category.${key}`), () => navigate(to))}>
            {t(`category.${key}`)}
          </button>
        ))}
        <Link href="/promotions">{t('nav.promotions')}</Link>
        <Link href="/vip">{t('nav.vip')}</Link>
        <Link href="/referral">{t('nav.referral')}</Link>
      </nav>
    </header>
  );
}
