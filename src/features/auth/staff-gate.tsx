// What the operator console's address shows to anyone who is not staff. A guest gets the console's own
// log-in and, once logged in as staff, the console in place (the router re-renders on the new session);
// a player is told plainly that the page is not theirs, with the way back to the site. The console
// route is bare (no site header), so this screen carries its own language choice.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { sessionAtom } from '../../lib/session.ts';
import { Notice } from '../../components/notice.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { staffSessionEndedAtom } from '../../lib/staff-session-end.ts';
import { StaffLoginForm } from './staff-login-form.tsx';

export function StaffGate() {
  const { t } = useTranslation(['auth', 'errors']);
  const session = useAtomValue(sessionAtom);
  const ended = useAtomValue(staffSessionEndedAtom);
  if (session && session.role !== 'operator') {
    return (
      <AuthLayout screen="StaffOnlyPage" title={t('auth:staff.playerTitle')} footer={<LanguageSwitch compact />}>
        <div className="auth-form">
          <p>{t('auth:staff.playerText')}</p>
          <p>
            {t('auth:staff.signedInAs')} <strong translate="no">{session.username}</strong>
          </p>
          <ButtonLink href="/" size="lg" block>
            {t('auth:staff.back')}
          </ButtonLink>
          <ButtonLink href="/player/logout" variant="ghost" block>
            {t('auth:staff.logout')}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout screen="StaffLoginPage" title={t('auth:staff.title')} footer={<LanguageSwitch compact />}>
      {ended ? <Notice tone="warning">{t('auth:twoFactor.sessionEnded')}</Notice> : <p className="auth-note">{t('auth:staff.note')}</p>}
      {/* Staff stay here: the session changes and the router shows the console in this screen's place. */}
      <StaffLoginForm />
    </AuthLayout>
  );
}
