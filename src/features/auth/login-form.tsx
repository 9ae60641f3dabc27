// The log-in form: idle, submitting ('Logging in...', disabled), checking ('Checking...'
// while a proof-of-work challenge the server asked for is solved, docs/decisions/0015), failure (server
// message with its wait, else 'Invalid credentials'). Success stores the session and hands the caller the
// role, so each screen that carries the form decides where its staff and its players go.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { loginRequestSchema, type LoginResponse } from '../../../contracts/account.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { apiErrorVars, firstErrors, type FieldErrors } from './form-errors.ts';
import { ChallengeStatus } from './challenge-status.tsx';
import { ApiError } from '../../lib/api.ts';
import { logIn, loginFailureKey } from './api.ts';
import { handOverStaffLogin } from './staff-api.ts';

export function LoginForm({ onLoggedIn }: { onLoggedIn: (role: LoginResponse['role']) => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formVars, setFormVars] = useState<Record<string, string>>();
  const [submitting, setSubmitting] = useState(false);
  const [checking, setChecking] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = loginRequestSchema.safeParse({ username, password });
    if (!parsed.success) return setErrors(firstErrors(parsed.error));
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await logIn(parsed.data, () => setChecking(true));
      onLoggedIn(answer.role);
    } catch (error) {
      // A staff account logs in at the console, with its second factor: its password step is passed, so
      // the console's log-in opens at the code (staff-api.ts).
      if (loginFailureKey(error) === 'staffUseConsole') {
        if (error instanceof ApiError && error.staffLogin) await handOverStaffLogin(error.staffLogin).catch(() => undefined);
        return onLoggedIn('operator');
      }
      setErrors({ form: loginFailureKey(error) });
      setFormVars(apiErrorVars(error));
      setSubmitting(false);
      setChecking(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('fields.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {/* Under the password, as the product puts it; a limit's message carries how long to wait. */}
      <FormError error={errors.form} vars={formVars} />
      <Link href="/forgot-password" className="auth-link">
        {t('login.forgot')}
      </Link>
      <Button type="submit" size="lg" block loading={submitting} loadingText={t(checking ? 'login.checking' : 'login.submitting')}>
        {t('login.submit')}
      </Button>
      {checking && <ChallengeStatus>{t('login.checkingNote')}</ChallengeStatus>}
    </form>
  );
}
