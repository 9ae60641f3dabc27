// Desktop (>= 768 px): header with logo, clock, language, theme and the account buttons, then the
// top navigation (/, app download, Exchange cricket, /casino,
// /slot, /table, /crash, /fishing, /arcade, /lottery, /promotions, /vip, /referral). The casino
// entries and Exchange cricket pass the upline's market block first, so they are buttons; the app
// entry installs the site as an app (docs/decisions/0068) rather than offering a file. A casino entry
// with no game to launch is not shown (lib/game-categories.ts).
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ButtonLink } from '../../components/button.tsx';
import { Clock } from '../../components/clock.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useMarketBlock } from '../../components/market-block-popup.tsx';
import { Money } from '../../components/money.tsx';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { balanceAtom } from '../../lib/balance.ts';
import { InstallAppButton } from '../../components/install-app-button.tsx';
import { sessionAtom } from '../../lib/session.ts';
import { lobbyLaunches, useGameCategories } from '../../lib/game-categories.ts';
import { SiteLogo } from './site-logo.tsx';

/** Each entry is the lobby of one catalogue type (features/casino/category-page.tsx; Arcade: a tag of Crash). */
const CASINO_LINKS = [
  ['/casino', 'casino', 'LIVE'],
  ['/slot', 'slot', 'SLOT'],
  ['/table', 'table', 'TABLE'],
  ['/crash', 'crash', 'EGAME'],
  ['/fishing', 'fishing', 'FH'],
  ['/arcade', 'arcade', 'EGAME', 'arcade'],
  ['/lottery', 'lottery', 'LOTTO'],
] as const;

export function DesktopHeader() {
  const { t } = useTranslation('shell');
  const session = useAtomValue(sessionAtom);
  const balance = useAtomValue(balanceAtom);
  const [location, navigate] = useLocation();
  const guard = useMarketBlock();
  const index = useGameCategories();
  const links = CASINO_LINKS.filter(([, , type, tag]) => lobbyLaunches(index, type, tag));
  const current = (path: string) => (location === path ? 'page' : undefined);
  return (
    <header className="desktop-header on-brand" data-testid="desktop-header">
      <div className="desktop-header-top">
        <SiteLogo />
        <div className="desktop-header-actions">
          <Clock />
          <LanguageSwitch />
          <ThemeSwitch />
          {session?.role === 'operator' ? (
            // Staff have no balance or deposits here: their way is back to the console.
            <>
              <ButtonLink href="/operator" variant="primary" size="sm">
                {t('operatorConsole')}
              </ButtonLink>
              <ButtonLink href="/player/logout" variant="ghost" size="sm">
                {t('logout')}
              </ButtonLink>
            </>
          ) : session ? (
            <>
              <Link href="/account" className="balance-chip" data-testid="header-balance">
                <Money value={balance ?? 0} />
              </Link>
              <ButtonLink href="/account" variant="primary" size="sm">
                {t('nav.deposit')}
              </ButtonLink>
              <ButtonLink href="/account" variant="secondary" size="sm">
                {t('memberCenter')}
              </ButtonLink>
              <ButtonLink href="/player/logout" variant="ghost" size="sm">
                {t('logout')}
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink href="/login" variant="secondary" size="sm">
                {t('login')}
              </ButtonLink>
              <ButtonLink href="/signup" variant="primary" size="sm">
                {t('signup')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
      <nav className="desktop-nav" aria-label={t('mainNav')}>
        <Link href="/" aria-current={current('/')}>
          {t('nav.home')}
        </Link>
        <InstallAppButton bare />
        <button type="button" onClick={() => guard('exchange', t('category.sports'), () => navigate('/player/playGame?t=sport&v=CRICKET'))}>
          {t('nav.exchangeCricket')}
        </button>
        {links.map(([to, key]) => (
          <button key={to} type="button" aria-current={current(to)} onClick={() => guard('casino', t(`category.${key}`), () => navigate(to))}>
            {t(`category.${key}`)}
          </button>
        ))}
        <Link href="/promotions" aria-current={current('/promotions')}>
          {t('nav.promotions')}
        </Link>
        <Link href="/vip" aria-current={current('/vip')}>
          {t('nav.vip')}
        </Link>
        <Link href="/referral" aria-current={current('/referral')}>
          {t('nav.referral')}
        </Link>
      </nav>
    </header>
  );
}
