// The logged-in player's bottom toolbar on mobile.
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
    <nav className="bottom-toolbar on-brand" aria-label={t('playerToolbar')}>
      {ITEMS.map((item) => {
        const current = location === item.to;
        return (
          <Link key={item.to} href={item.to} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
            <Icon name={item.icon} size={22} />
            <span>{t(`nav.${item.key}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
