// The last step of a new staff member's first log-in: the password they were given was a one-off their
// creator knows, so they choose their own (typed twice) before the console opens. The server refuses the
// one-off itself and a password under a staff password's rules; an expired step goes back to the start.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffSessionResponse } from '../../../contracts/staff.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { loginFailureKey } from './api.ts';
import { staffNewPassword } from './staff-api.ts';

export function NewPasswordForm({
  challenge,
  onDone,
  onExpired,
}: {
  challenge: string;
  onDone: (answer: StaffSessionResponse) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== again) return setError('passwordsDoNotMatchDot');
    setBusy(true);
    setError(undefined);
    try {
      onDone(await staffNewPassword(challenge, password));
    } catch (err) {
      const key = loginFailureKey(err);
      if (key === 'staffChallengeExpired') return onExpired();
      setError(key);
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="staff-new-password">
      <p>{t('twoFactor.newPasswordText')}</p>
      <TextField
        label={t('twoFactor.newPasswordLabel')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('twoFactor.newPasswordAgainLabel')}
        name="new_password_again"
        type="password"
        autoComplete="new-password"
        value={again}
        onChange={(e) => setAgain(e.target.value)}
      />
      <FormError error={error} />
      <Button type="submit" size="lg" block loading={busy} loadingText={t('twoFactor.checking')}>
        {t('twoFactor.newPasswordSubmit')}
      </Button>
    </form>
  );
}
