// /profile (spec part 1 §2, §4): the player's details, verified flags, up to 2 extra phones and the
// birthday (editable only while unset; saving locks it). Popups verify phone, email, add a phone.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNumberRequestSchema, MAX_EXTRA_PHONES, profileUpdateRequestSchema, type UserShow } from '../../../contracts/account.ts';
import { messageKeyOf } from '../../../contracts/messages/index.ts';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import type { Language } from '../../lib/i18n.ts';
import { sessionAtom } from '../../lib/session.ts';
import { formatDate } from '../../lib/format.ts';
import { CodeDialog } from './code-dialog.tsx';
import * as api from './profile-api.ts';

type Popup = 'phone' | 'email' | 'add' | null;
interface ExtraPhone { contract_value: string; isverify: 0 | 1 }

export function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const session = useAtomValue(sessionAtom);
  const remoteId = session?.remote_id ?? '';
  const [user, setUser] = useState<UserShow | null>(null);
  const [extra, setExtra] = useState<ExtraPhone[]>([]);
  const [popup, setPopup] = useState<Popup>(null);
  const [newPhone, setNewPhone] = useState('');
  const [dofb, setDofb] = useState('');
  const [dofbError, setDofbError] = useState<string>();

  const load = useCallback(async () => {
    try {
      const [u, phones] = await Promise.all([api.getUser(remoteId), api.getOtherPhones().catch(() => ({ data: [] }))]);
      setUser(u);
      setExtra(phones.data.slice(0, MAX_EXTRA_PHONES));
    } catch (error) {
      if (error instanceof ApiError) showErrorModal({ code: error.code, vars: error.vars, message: error.message });
    }
  }, [remoteId]);
  useEffect(() => { void load(); }, [load]);

  const verified = () => { setPopup(null); void load(); };

  async function saveBirthday() {
    const parsed = profileUpdateRequestSchema.safeParse({ dofb });
    if (!parsed.success) return setDofbError(messageKeyOf(parsed.error.issues[0]!.message) ?? 'birthdayRequired');
    setDofbError(undefined);
    try {
      const answer = await api.updateBirthday(remoteId, parsed.data.dofb);
      setUser((u) => (u ? { ...u, dofb: answer.dofb } : u));
    } catch (error) {
      const code = error instanceof ApiError ? (error.code ?? 'failedToUpdateDofb') : 'failedToUpdateDofb';
      showErrorModal({ code, message: error instanceof ApiError ? error.message : code });
    }
  }

  if (!user) return <main className="profile-page"><p>{t('common:loading', { defaultValue: '' })}</p></main>;
  const lang = i18n.language as Language;
  const phoneVerified = user.session_id === '1';
  const flag = (ok: boolean) => <span className={ok ? 'flag verified' : 'flag unverified'}>{ok ? t('profile.verified') : t('profile.unverified')}</span>;

  return (
    <main className="profile-page">
      <h1>{t('profile.title')}</h1>
      <dl className="profile-list">
        <dt>{t('profile.username')}</dt><dd data-field="username">{user.username}</dd>
        <dt>{t('profile.level')}</dt><dd>{t('profile.normal')}</dd>
        <dt>{t('profile.vipPoints')}</dt><dd data-field="vip">{user.vip_coin}</dd>
        <dt>{t('profile.fullName')}</dt><dd>{user.name}</dd>
        <dt>{t('profile.registered')}</dt><dd>{formatDate(user.created_at, lang)}</dd>
        <dt>{t('profile.phone')}</dt>
        <dd data-field="phone">
          {user.phone ? `+88${user.phone}` : '—'} {flag(phoneVerified)}
          {!phoneVerified && user.phone && <button type="button" aria-label={t('profile.verifyPhone')} onClick={() => setPopup('phone')}>{t('profile.verify')}</button>}
        </dd>
        {extra.map((p, i) => (
          <div key={p.contract_value} className="extra-phone">
            <dt>{t('profile.extraPhone', { n: i + 1 })}</dt><dd>+88{p.contract_value} {flag(p.isverify === 1)}</dd>
          </div>
        ))}
        {extra.length < MAX_EXTRA_PHONES && (
          <dd><button type="button" onClick={() => setPopup('add')}>{t('profile.addPhone')}</button></dd>
        )}
        <dt>{t('profile.email')}</dt>
        <dd data-field="email">
          {user.email ?? '—'} {flag(Boolean(user.email_verified_at))}
          {!user.email_verified_at && user.email && <button type="button" aria-label={t('profile.verifyEmail')} onClick={() => setPopup('email')}>{t('profile.verify')}</button>}
        </dd>
        <dt>{t('profile.birthday')}</dt>
        <dd data-field="birthday">
          {user.dofb ? (
            <>{user.dofb} <small>{t('errors:birthdayLocked')}</small></>
          ) : (
            <>
              <input type="date" name="dofb" aria-label={t('profile.birthday')} value={dofb} onChange={(e) => setDofb(e.target.value)} />
              <button type="button" onClick={() => void saveBirthday()}>{t('profile.save')}</button>
              {dofbError && <p className="field-error" role="alert">{t(`errors:${dofbError}`)}</p>}
            </>
          )}
        </dd>
      </dl>
      {popup === 'phone' && user.phone && (
        <CodeDialog name="verify-phone" title={t('profile.verifyPhone')} target={`+88${user.phone}`}
          send={() => api.sendPhoneCode(user.phone!)} verify={api.verifyPhone} onVerified={verified} onClose={() => setPopup(null)} />
      )}
      {popup === 'email' && user.email && (
        <CodeDialog name="verify-email" title={t('profile.verifyEmail')} target={user.email}
          send={() => api.sendEmailCode(user.email!)} verify={api.verifyEmail} onVerified={verified} onClose={() => setPopup(null)} />
      )}
      {popup === 'add' && (
        <CodeDialog name="add-phone" title={t('profile.addPhone')}
          target={<label>{t('profile.phone')} <span className="phone-prefix">+88</span>
            <input name="new-phone" type="tel" value={newPhone} onChange={(e) => setNewPhone(e.target.value)} /></label>}
          send={async () => {
            const parsed = addNumberRequestSchema.safeParse({ phone: newPhone });
            if (!parsed.success) throw new ApiError(0, parsed.error.issues[0]!.message, messageKeyOf(parsed.error.issues[0]!.message));
            return api.addPhoneAndSendCode(parsed.data.phone);
          }}
          verify={api.verifyAddedPhone} onVerified={verified} onClose={() => setPopup(null)} />
      )}
    </main>
  );
}
