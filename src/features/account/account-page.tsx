// /account, the member menu: name, VIP points (a link to /vip), the main balance
// with refresh and show/hide, Funds, History, Profile, Contact Us (WhatsApp, Facebook, Telegram from
// /api/sociallink; the support mail from /api/general), Log out. The balance and the points are read
// again right after any money action (lib/balance.ts refreshBalanceNow), not only on the 10 s poll.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { messageResponseSchema } from '../../../contracts/account.ts';
import { Button, ButtonLink, IconButton, buttonClassName } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Icon, type IconName } from '../../components/icon.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { Money } from '../../components/money.tsx';
import { Page } from '../../components/page.tsx';
import { postJson } from '../../lib/api.ts';
import { balanceAtom, refreshBalanceNow } from '../../lib/balance.ts';
import { getGeneral, getSocialLinks } from '../../lib/content-api.ts';
import { clearSession, sessionAtom } from '../../lib/session.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getUser } from './profile-api.ts';
import './account-page.css';

const SECTIONS = [
  {
    key: 'funds',
    links: [
      ['/deposit', 'deposit'],
      ['/withdrawal', 'withdrawal'],
    ],
  },
  {
    key: 'history',
    links: [
      ['/betting-record', 'bettingRecord'],
      ['/turnover-record', 'turnoverRecord'],
      ['/transaction-record', 'transactionRecord'],
    ],
  },
  {
    key: 'profile',
    links: [
      ['/profile', 'personalInfo'],
      ['/reset-password', 'resetPassword'],
      ['/inbox', 'inbox'],
      ['/refrrel-program', 'referral'],
      ['/safer-play', 'saferPlay'],
    ],
  },
] as const;
const CONTACT_ICONS: Record<string, IconName> = { whatsapp: 'megaphone', facebook: 'user', telegram: 'share', email: 'inbox' };

export function AccountPage() {
  const { t } = useTranslation('account');
  const f = useFormat();
  const [, navigate] = useLocation();
  const session = useAtomValue(sessionAtom);
  const balance = useAtomValue(balanceAtom);
  // Under "money": read again after any money action (lib/balance.ts), for the VIP points.
  const remoteId = session?.remote_id;
  const user = useRead(remoteId ? `money:user:${remoteId}` : null, () => getUser(remoteId as string)).data;
  const [hidden, setHidden] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const social = useRead('sociallink', getSocialLinks, { shared: true });
  const general = useRead('general', getGeneral, { shared: true });

  async function onRefresh() {
    setRefreshing(true);
    await refreshBalanceNow();
    setRefreshing(false);
  }
  async function onLogout() {
    await postJson(messageResponseSchema, 'logout').catch(() => undefined);
    clearSession();
    navigate('/');
  }

  const contacts = [
    ['whatsapp', social.data?.whatsapp],
    ['facebook', social.data?.facebook],
    ['telegram', social.data?.telegram],
    ['email', general.data?.support_mail ? `mailto:${general.data.support_mail}` : ''],
  ].filter(([, href]) => href) as [string, string][];

  return (
    <Page screen="AccountPage" className="account-page" width="narrow">
      <Card className="member-card">
        <h1 className="member-name" data-field="name" translate="no">
          {user?.name || session?.username}
        </h1>
        <ButtonLink href="/vip" variant="ghost" size="sm" icon="trophy" className="member-vip">
          {t('menu.vipPoints')}: <span data-field="vip">{user ? f.integer(user.vip_coin) : '—'}</span>
        </ButtonLink>
        <div className="member-balance">
          <span className="member-balance-label">{t('menu.mainWallet')}</span>
          <strong data-field="balance">{hidden ? '••••' : balance === null ? '—' : <Money value={balance} />}</strong>
          <IconButton icon="refresh" label={t('menu.refresh')} disabled={refreshing} onClick={() => void onRefresh()} />
          <IconButton
            icon={hidden ? 'eye' : 'eyeOff'}
            aria-pressed={hidden}
            label={t(hidden ? 'menu.showBalance' : 'menu.hideBalance')}
            onClick={() => setHidden((h) => !h)}
          />
        </div>
      </Card>
      {SECTIONS.map((section) => (
        <nav key={section.key} aria-label={t(`menu.${section.key}`)} className="account-section">
          <h2>{t(`menu.${section.key}`)}</h2>
          <List>
            {section.links.map(([to, label]) => (
              <ListRow key={to} href={to} title={t(`menu.${label}`)} />
            ))}
          </List>
        </nav>
      ))}
      {contacts.length > 0 && (
        <nav aria-label={t('menu.contact')} className="account-section">
          <h2>{t('menu.contact')}</h2>
          <div className="account-contacts">
            {/* Outside the site (or the mail app): plain links dressed as buttons, opened beside it. */}
            {contacts.map(([name, href]) => (
              <a key={name} href={href} target="_blank" rel="noreferrer" className={buttonClassName({ variant: 'secondary' })}>
                <span className="btn-face">
                  <Icon name={CONTACT_ICONS[name] ?? 'info'} />
                  {t(`menu.${name}`)}
                </span>
              </a>
            ))}
          </div>
        </nav>
      )}
      <Button variant="danger" block className="account-logout" onClick={() => void onLogout()}>
        {t('menu.logout')}
      </Button>
    </Page>
  );
}
