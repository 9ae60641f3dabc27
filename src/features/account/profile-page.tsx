// /profile: the player's details, verified flags, up to 2 extra phones and the
// birthday (editable only while unset; saving locks it). Popups verify phone, email, add a phone.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addNumberRequestSchema, MAX_EXTRA_PHONES, profileUpdateRequestSchema } from '../../../contracts/account.ts';
import { messageKeyOf } from '../../../contracts/messages/index.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { toLatinDigits } from '../../lib/format.ts';
import { sessionAtom } from '../../lib/session.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { CodeDialog } from './code-dialog.tsx';
import { KycCard } from './kyc-card.tsx';
import * as api from './profile-api.ts';
import './profile.css';

type Popup = 'phone' | 'email' | 'add' | null;
interface ExtraPhone {
  contract_value: string;
  isverify: 0 | 1;
}

/** One line of the profile: what, its value, and a flag or an action at the end. */
function Detail({ label, children, end, field }: { label: ReactNode; children: ReactNode; end?: ReactNode; field?: string }) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd data-field={field}>{children}</dd>
      {end && <dd className="profile-row-end">{end}</dd>}
    </div>
  );
}

export function ProfilePage() {
  const { t } = useTranslation('account');
  const f = useFormat();
  const session = useAtomValue(sessionAtom);
  const remoteId = session?.remote_id ?? '';
  const [popup, setPopup] = useState<Popup>(null);
  const [newPhone, setNewPhone] = useState('');
  const [dofb, setDofb] = useState('');
  const [dofbError, setDofbError] = useState<string>();
  const [saving, setSaving] = useState(false);

  // The extra phones are a detail: without them the profile still shows, with none listed.
  const read = useRead(`money:profile:${remoteId}`, async () => {
    const [user, phones] = await Promise.all([api.getUser(remoteId), api.getOtherPhones().catch(() => ({ data: [] as ExtraPhone[] }))]);
    return { user, extra: phones.data.slice(0, MAX_EXTRA_PHONES) };
  });
  const user = read.data?.user;
  const extra = read.data?.extra ?? [];

  const verified = () => {
    setPopup(null);
    read.refresh();
  };

  async function saveBirthday() {
    const parsed = profileUpdateRequestSchema.safeParse({ dofb });
    if (!parsed.success) return setDofbError(messageKeyOf(parsed.error.issues[0]!.message) ?? 'birthdayRequired');
    setDofbError(undefined);
    setSaving(true);
    try {
      const answer = await api.updateBirthday(remoteId, parsed.data.dofb);
      read.update((d) => d && { ...d, user: { ...d.user, dofb: answer.dofb } });
    } catch (error) {
      const code = error instanceof ApiError ? (error.code ?? 'failedToUpdateDofb') : 'failedToUpdateDofb';
      showErrorModal({ code, message: error instanceof ApiError ? error.message : code });
    } finally {
      setSaving(false);
    }
  }

  const flag = (ok: boolean, testId?: string) => (
    <Badge tone={ok ? 'success' : 'warning'} testId={testId}>
      {ok ? t('profile.verified') : t('profile.unverified')}
    </Badge>
  );
  const phoneText = (n: string) => f.digits(`+88${n}`);
  const header = <PageHeader title={t('profile.title')} back="history" />;
  if (!user)
    return (
      <Page screen="ProfilePage">
        {header}
        {read.error === undefined ? <SkeletonList rows={6} /> : <ErrorState error={read.error} onRetry={read.refresh} />}
      </Page>
    );
  const phoneVerified = user.session_id === '1';

  return (
    <Page screen="ProfilePage" className="profile-page">
      {header}
      <div className="profile-cards">
        <Card title={t('profile.account')}>
          <dl className="profile-list">
            <Detail label={t('profile.username')} field="username">
              <span translate="no">{user.username}</span>
            </Detail>
            <Detail label={t('profile.level')}>{t('profile.normal')}</Detail>
            <Detail label={t('profile.vipPoints')} field="vip">
              {f.integer(user.vip_coin)}
            </Detail>
            <Detail label={t('profile.fullName')}>{user.name || '—'}</Detail>
            <Detail label={t('profile.registered')}>{f.date(user.created_at)}</Detail>
          </dl>
        </Card>
        <Card title={t('profile.contact')}>
          <dl className="profile-list">
            <Detail
              label={t('profile.phone')}
              field="phone"
              end={
                <>
                  {flag(phoneVerified, 'phone-flag')}
                  {!phoneVerified && user.phone && (
                    <Button variant="secondary" size="sm" aria-label={t('profile.verifyPhone')} onClick={() => setPopup('phone')}>
                      {t('profile.verify')}
                    </Button>
                  )}
                </>
              }
            >
              {user.phone ? phoneText(user.phone) : '—'}
            </Detail>
            {extra.map((p, i) => (
              <Detail key={p.contract_value} label={t('profile.extraPhone', { n: f.integer(i + 1) })} end={flag(p.isverify === 1)}>
                {phoneText(p.contract_value)}
              </Detail>
            ))}
            {extra.length < MAX_EXTRA_PHONES && (
              <div className="profile-row profile-row-action">
                <dd>
                  <Button variant="ghost" size="sm" icon="phone" onClick={() => setPopup('add')}>
                    {t('profile.addPhone')}
                  </Button>
                </dd>
              </div>
            )}
            <Detail
              label={t('profile.email')}
              field="email"
              end={
                <>
                  {flag(Boolean(user.email_verified_at), 'email-flag')}
                  {!user.email_verified_at && user.email && (
                    <Button variant="secondary" size="sm" aria-label={t('profile.verifyEmail')} onClick={() => setPopup('email')}>
                      {t('profile.verify')}
                    </Button>
                  )}
                </>
              }
            >
              <span translate="no">{user.email ?? '—'}</span>
            </Detail>
            <Detail label={t('profile.birthday')} field="birthday">
              {user.dofb ? (
                <>
                  {f.date(user.dofb)}
                  <span className="profile-note">{t('errors:birthdayLocked')}</span>
                </>
              ) : (
                <form
                  className="birthday-form"
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    void saveBirthday();
                  }}
                >
                  <TextField
                    label={t('profile.birthday')}
                    type="date"
                    name="dofb"
                    value={dofb}
                    className="birthday-field"
                    onChange={(e) => setDofb(e.target.value)}
                    error={dofbError}
                  />
                  <Button type="submit" variant="secondary" loading={saving}>
                    {t('profile.save')}
                  </Button>
                </form>
              )}
            </Detail>
          </dl>
        </Card>
        <KycCard />
      </div>
      {popup === 'phone' && user.phone && (
        <CodeDialog
          name="verify-phone"
          title={t('profile.verifyPhone')}
          target={<p className="code-to">{phoneText(user.phone)}</p>}
          send={() => api.sendPhoneCode(user.phone!)}
          verify={api.verifyPhone}
          onVerified={verified}
          onClose={() => setPopup(null)}
        />
      )}
      {popup === 'email' && user.email && (
        <CodeDialog
          name="verify-email"
          title={t('profile.verifyEmail')}
          target={
            <p className="code-to" translate="no">
              {user.email}
            </p>
          }
          send={() => api.sendEmailCode(user.email!)}
          verify={api.verifyEmail}
          onVerified={verified}
          onClose={() => setPopup(null)}
        />
      )}
      {popup === 'add' && (
        <CodeDialog
          name="add-phone"
          title={t('profile.addPhone')}
          target={
            <TextField
              label={t('profile.phone')}
              name="new-phone"
              type="tel"
              inputMode="numeric"
              prefix={f.digits('+88')}
              autoComplete="tel-national"
              value={f.digits(newPhone)}
              onChange={(e) => setNewPhone(toLatinDigits(e.target.value).replace(/\D/g, ''))}
            />
          }
          send={async () => {
            const parsed = addNumberRequestSchema.safeParse({ phone: newPhone });
            if (!parsed.success) throw new ApiError(0, parsed.error.issues[0]!.message, messageKeyOf(parsed.error.issues[0]!.message));
            return api.addPhoneAndSendCode(parsed.data.phone);
          }}
          verify={api.verifyAddedPhone}
          onVerified={verified}
          onClose={() => setPopup(null)}
        />
      )}
    </Page>
  );
}
