// /exchange-account: the player's links from inside the exchange.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ExchangeFrame } from './exchange-frame.tsx';

const LINKS = [
  { to: '/profile', key: 'profile' },
  { to: '/betting-record', key: 'bettingRecord' },
  { to: '/transaction-record', key: 'transactionRecord' },
  { to: '/deposit', key: 'deposit' },
  { to: '/withdrawal', key: 'withdrawal' },
  { to: '/reset-password', key: 'password' },
  { to: '/', key: 'backHome' },
  { to: '/player/logout', key: 'logout' },
] as const;

export function ExchangeAccountPage() {
  const { t } = useTranslation('exchange');
  return (
    <ExchangeFrame title={t('nav.account')}>
      <ul className="account-links">
        {LINKS.map((link) => <li key={link.to}><Link href={link.to}>{t(`accountLink.${link.key}`)}</Link></li>)}
      </ul>
    </ExchangeFrame>
  );
}
