// /account, the member menu (spec part 1 §2): name, VIP points, main balance with refresh and
// show/hide, Funds, History, Profile, Contact Us (social links, support mail), Log out, VIP link.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { messageResponseSchema, type UserShow } from '../../../contracts/account.ts';
import { postJson } from '../../lib/api.ts';
import { balanceAtom, refreshBalance } from '../../lib/balance.ts';
import { getGeneral, getSocialLinks } from '../../lib/content-api.ts';
import type { Language } from '../../lib/i18n.ts';
import { formatTaka } from '../../lib/format.ts';
import { clearSession, sessionAtom } from '../../lib/session.ts';
import { useLookup } from '../../lib/use-lookup.ts';
import { getUser } from './profile-api.ts';

const SECTIONS = [
  { key: 'funds', links: [['/deposit', 'deposit'], ['/withdrawal', 'withdrawal']] },
  { key: 'history', links: [['/betting-record', 'bettingRecord'], ['/turnover-record', 'turnoverRecord'], ['/transaction-record', 'transactionRecord']] },
  { key: 'profile', links: [['/profile', 'personalInfo'], ['/reset-password', 'resetPassword'], ['/inbox', 'inbox'], ['/refrrel-program', 'referral'], ['/safer-play', 'saferPlay']] },
] as const;

export function AccountPage() {
  const { t, i18n } = useTranslation('account');
  const [, navigate] = useLocation();
  const session = useAtomValue(sessionAtom);
  const balance = useAtomValue(balanceAtom);
  const [user, setUser] = useState<UserShow | null>(null);
  const [hidden, setHidden] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const social = useLookup('sociallink', getSocialLinks);
  const general = useLookup('general', getGeneral);

  useEffect(() => {
    if (session?.remote_id) getUser(session.remote_id).then(setUser, () => undefined);
  }, [session?.remote_id]);

  async function onRefresh() {
    setRefreshing(true);
    await refreshBalance();
    setRefreshing(false);
  }
  async function onLogout() {
    await postJson(messageResponseSchema, 'logout').catch(() => undefined);
    clearSession();
    navigate('/');
  }

  const lang = i18n.language as Language;
  const contacts = [
    ['whatsapp', social.data?.whatsapp], ['facebook', social.data?.facebook], ['telegram', social.data?.telegram],
    ['email', general.data?.support_mail ? `mailto:${general.data.support_mail}` : ''],
  ].filter(([, href]) => href) as [string, string][];

  return (
    <main className="account-page">
      <section className="member-card">
        <h1 data-field="name">{user?.name || session?.username}</h1>
        <Link href="/vip" className="vip-link">{t('menu.vipPoints')}: <span data-field="vip">{user?.vip_coin ?? 0}</span></Link>
        <div className="balance-row">
          <span>{t('menu.mainWallet')}</span>
          <strong data-field="balance">{hidden ? '••••' : balance === null ? '—' : formatTaka(balance, lang)}</strong>
          <button type="button" aria-label={t('menu.refresh')} disabled={refreshing} onClick={() => void onRefresh()}>↻</button>
          <button type="button" aria-pressed={hidden} aria-label={t(hidden ? 'menu.showBalance' : 'menu.hideBalance')}
            onClick={() => setHidden((h) => !h)}>{hidden ? '◉' : '◎'}</button>
        </div>
      </section>
      {SECTIONS.map((section) => (
        <nav key={section.key} aria-label={t(`menu.${section.key}`)}>
          <h2>{t(`menu.${section.key}`)}</h2>
          <ul>{section.links.map(([to, label]) => <li key={to}><Link href={to}>{t(`menu.${label}`)}</Link></li>)}</ul>
        </nav>
      ))}
      {contacts.length > 0 && (
        <nav aria-label={t('menu.contact')}>
          <h2>{t('menu.contact')}</h2>
          <ul>{contacts.map(([name, href]) => <li key={name}><a href={href} target="_blank" rel="noreferrer">{t(`menu.${name}`)}</a></li>)}</ul>
        </nav>
      )}
      <button type="button" className="btn-logout" onClick={() => void onLogout()}>{t('menu.logout')}</button>
    </main>
  );
}
