// Log-in (spec part 1 §4, §5): idle, submitting ('Logging in...', disabled), checking ('Checking...' while
// a proof-of-work challenge the server asked for is solved, docs/decisions/0015), success (session stored,
// popup=1 and regPopup=0, go to /), failure (server message with its wait, else 'Invalid credentials').
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { loginRequestSchema } from '../../../contracts/account.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { setPopupFlags } from '../../lib/popup-flags.ts';
import { AuthLayout } from './auth-layout.tsx';
import { apiErrorVars, firstErrors, type FieldErrors } from './form-errors.ts';
import { ChallengeStatus } from './challenge-status.tsx';
import { logIn, loginFailureKey } from './api.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
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
      await logIn(parsed.data, () => setChecking(true));
      setPopupFlags({ popup: true, regPopup: false });
      navigate('/');
    } catch (error) {
      setErrors({ form: loginFailureKey(error) });
      setFormVars(apiErrorVars(error));
      setSubmitting(false);
      setChecking(false);
    }
  }

  return (
    <AuthLayout
      screen="LoginPage"
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')} <Link href="/signup">{t('login.signupLink')}</Link>
        </>
      }
    >
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
        {/* Under the password, as the spec puts it; a limit's message carries how long to wait. */}
        <FormError error={errors.form} vars={formVars} />
        <Link href="/forgot-password" className="auth-link">
          {t('login.forgot')}
        </Link>
        <Button type="submit" size="lg" block loading={submitting} loadingText={t(checking ? 'login.checking' : 'login.submitting')}>
          {t('login.submit')}
        </Button>
        {checking && <ChallengeStatus>{t('login.checkingNote')}</ChallengeStatus>}
      </form>
    </AuthLayout>
  );
}
