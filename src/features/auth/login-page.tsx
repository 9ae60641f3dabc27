// Log-in (spec part 1 §4, §5): idle, submitting ('Logging in...', disabled), checking ('Checking...' while
// a proof-of-work challenge the server asked for is solved, docs/decisions/0015), success (session stored,
// popup=1 and regPopup=0, go to /), failure (server message with its wait, else 'Invalid credentials').
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { loginRequestSchema } from '../../../contracts/account.ts';
import { getLogo } from '../../lib/content-api.ts';
import { setPopupFlags } from '../../lib/popup-flags.ts';
import { useLookup } from '../../lib/use-lookup.ts';
import { FieldError } from './field-error.tsx';
import { apiErrorVars, firstErrors, type FieldErrors } from './form-errors.ts';
import './auth.css';
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
  const logo = useLookup('logo', getLogo).data;

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
    <main className="auth-page login-page">
      {logo?.logo ? <img className="auth-logo" src={logo.logo} alt={t('logoAlt')} /> : <p className="auth-logo">{t('logoAlt')}</p>}
      <h1>{t('login.title')}</h1>
      <form onSubmit={onSubmit} noValidate>
        <label>
          {t('fields.username')}
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <FieldError code={errors.username} />
        <label>
          {t('fields.password')}
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <FieldError code={errors.password ?? errors.form} vars={errors.password ? undefined : formVars} />
        <Link href="/forgot-password" className="auth-link">{t('login.forgot')}</Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? t(checking ? 'login.checking' : 'login.submitting') : t('login.submit')}
        </button>
        {checking && <p className="auth-status" role="status">{t('login.checkingNote')}</p>}
      </form>
      <p>{t('login.noAccount')} <Link href="/signup">{t('login.signupLink')}</Link></p>
    </main>
  );
}
