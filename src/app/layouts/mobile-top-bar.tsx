// Mobile header: the menu button and the logo for everyone; guests also get the language choice,
// Login and Sign up; players see their balance.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { balanceAtom } from '../../lib/balance.ts';
import type { Language } from '../../lib/i18n.ts';
import { formatTaka } from '../../lib/money.ts';
import { sessionAtom } from '../../lib/session.ts';
import { SiteLogo } from './site-logo.tsx';

export function MobileTopBar({ onMenu }: { onMenu: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const session = useAtomValue(sessionAtom);
  const balance = useAtomValue(balanceAtom);
  return (
    <header className="mobile-top-bar" data-testid="mobile-top-bar">
      <button type="button" className="icon-button" aria-label={t('openMenu')} onClick={onMenu}>☰</button>
      <SiteLogo mobile />
      <div className="mobile-top-bar-actions">
        {session ? (
          <Link href="/account" className="balance-chip" data-testid="header-balance">
            {formatTaka(balance ?? localStorage.getItem('balance') ?? 0, i18n.language as Language)}
          </Link>
        ) : (
          <>
            <LanguageSwitch />
            <Link href="/login" className="btn btn-outline btn-small">{t('login')}</Link>
            <Link href="/signup" className="btn btn-primary btn-small">{t('signup')}</Link>
          </>
        )}
      </div>
    </header>
  );
}
