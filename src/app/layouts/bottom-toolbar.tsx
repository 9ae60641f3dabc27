// The logged-in player's bottom toolbar on mobile (spec part 1 §2).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../components/icon.tsx';

const ITEMS = [
  { to: '/', key: 'home', icon: 'home' },
  { to: '/promotions', key: 'promotions', icon: 'gift' },
  { to: '/deposit', key: 'deposit', icon: 'wallet' },
  { to: '/account', key: 'myAccount', icon: 'user' },
] as const;

export function BottomToolbar() {
  const { t } = useTranslation('shell');
  const [location] = useLocation();
  return (
    <nav className="bottom-toolbar" aria-label={t('playerToolbar')}>
      {ITEMS.map((item) => (
        <Link key={item.to} href={item.to} className={location === item.to ? 'active' : undefined}>
          <Icon name={item.icon} />
          <span>{t(`nav.${item.key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
