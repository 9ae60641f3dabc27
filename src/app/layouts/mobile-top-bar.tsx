// Mobile header: the menu button and the logo for everyone; guests also get the language choice,
// Login and Sign up; players see their balance, staff the way back to the operator console. Sized for
// a 360 px phone: the logo gives way first.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ButtonLink, IconButton } from '../../components/button.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Money } from '../../components/money.tsx';
import { balanceAtom } from '../../lib/balance.ts';
import { sessionAtom } from '../../lib/session.ts';
import { SiteLogo } from './site-logo.tsx';

export function MobileTopBar({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation('shell');
  const session = useAtomValue(sessionAtom);
  const balance = useAtomValue(balanceAtom);
  return (
    <header className="mobile-top-bar on-brand" data-testid="mobile-top-bar">
      <IconButton icon="menu" label={t('openMenu')} onClick={onMenu} />
      <SiteLogo mobile />
      <div className="mobile-top-bar-actions">
        {session?.role === 'operator' ? (
          // Staff have no balance here: their way is back to the console.
          <ButtonLink href="/operator" variant="secondary" size="sm">
            {t('operatorConsole')}
          </ButtonLink>
        ) : session ? (
          <Link href="/account" className="balance-chip" data-testid="header-balance">
            <Money value={balance ?? localStorage.getItem('balance') ?? 0} />
          </Link>
        ) : (
          <>
            <LanguageSwitch compact />
            <ButtonLink href="/login" variant="secondary" size="sm">
              {t('login')}
            </ButtonLink>
            <ButtonLink href="/signup" variant="primary" size="sm">
              {t('signup')}
            </ButtonLink>
          </>
        )}
      </div>
    </header>
  );
}
