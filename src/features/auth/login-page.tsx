// Log-in (spec part 1 §4, §5): idle, submitting ('Logging in...', disabled), success (session stored,
// popup=1 and regPopup=0, go to /), failure (server message, else 'Invalid credentials').
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { loginRequestSchema } from '../../../contracts/account.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { setPopupFlags } from '../../lib/popup-flags.ts';
import { AuthLayout } from './auth-layout.tsx';
import { firstErrors, type FieldErrors } from './form-errors.ts';
import { logIn, loginFailureKey } from './api.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = loginRequestSchema.safeParse({ username, password });
    if (!parsed.success) return setErrors(firstErrors(parsed.error));
    setErrors({});
    setSubmitting(true);
    try {
      await logIn(parsed.data);
      setPopupFlags({ popup: true, regPopup: false });
      navigate('/');
    } catch (error) {
      setErrors({ form: loginFailureKey(error) });
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout screen="LoginPage" title={t('login.title')}
      footer={<>{t('login.noAccount')} <Link href="/signup">{t('login.signupLink')}</Link></>}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField label={t('fields.username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false}
          value={username} onChange={(e) => setUsername(e.target.value)} error={errors.username} />
        <TextField label={t('fields.password')} name="password" type="password" autoComplete="current-password"
          value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password ?? errors.form} />
        <Link href="/forgot-password" className="auth-link">{t('login.forgot')}</Link>
        <Button type="submit" size="lg" block loading={submitting} loadingText={t('login.submitting')}>{t('login.submit')}</Button>
      </form>
    </AuthLayout>
  );
}
