// /exchange-account: the exchange account's own pages (My Profile, Balance Overview,
// My Bets, Bets History, Profit & Loss, Activity Log), then the player's other links from inside
// the exchange (records, cashier, password, home, log out).
import { useTranslation } from 'react-i18next';
import { List, ListRow } from '../../../components/list-row.tsx';
import { ExchangeFrame } from '../exchange-frame.tsx';

const EXCHANGE_PAGES = [
  { to: '/exchange-account/profile', key: 'profile' },
  { to: '/exchange-account/balance', key: 'balance' },
  { to: '/exchange-account/my-bets', key: 'myBets' },
  { to: '/exchange-account/history', key: 'history' },
  { to: '/exchange-account/profit-loss', key: 'profitLoss' },
  { to: '/exchange-account/activity', key: 'activity' },
] as const;

const OTHER_LINKS = [
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
      <div className="account-lists">
        <List label={t('nav.account')}>
          {EXCHANGE_PAGES.map((link) => (
            <ListRow key={link.to} href={link.to} title={t(`accountPage.${link.key}`)} testId={`account-${link.key}`} />
          ))}
        </List>
        <List label={t('accountLink.more')}>
          {OTHER_LINKS.map((link) => (
            <ListRow key={link.to} href={link.to} title={t(`accountLink.${link.key}`)} />
          ))}
        </List>
      </div>
    </ExchangeFrame>
  );
}
