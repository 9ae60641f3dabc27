// Change password (spec part 1 §4, §5): rules in the spec's order (new, current, confirm, match);
// success shows its message, ends the session and goes to /login after 1.5 s.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { changePasswordRequestSchema } from '../../../contracts/account.ts';
import { clearSession } from '../../lib/session.ts';
import { changePassword } from './api.ts';
import { FieldError } from './field-error.tsx';
import { apiErrorKey, firstErrors, type FieldErrors } from './form-errors.ts';
import { REDIRECT_AFTER_MS } from './forgot-password-page.tsx';

const FIELDS = ['old_password', 'new_password', 'new_password_confirmation'] as const;

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [v, setV] = useState({ old_password: '', new_password: '', new_password_confirmation: '' });
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const id = setTimeout(() => navigate('/login'), REDIRECT_AFTER_MS);
    return () => clearTimeout(id);
  }, [done, navigate]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse(v);
    // Only the first rule broken is shown, in the spec's order.
    if (!parsed.success) return setErrors(Object.fromEntries([Object.entries(firstErrors(parsed.error))[0]!]));
    setErrors({});
    setBusy(true);
    try {
      await changePassword(parsed.data);
      clearSession();
      setDone(true);
    } catch (error) {
      setErrors({ form: apiErrorKey(error, 'failedToChangePassword') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="auth-page reset-password-page">
      <h1>{t('change.title')}</h1>
      {done && <p className="notice" role="status">{t('errors:passwordChanged')}</p>}
      <form onSubmit={onSubmit} noValidate>
        {FIELDS.map((name) => (
          <div key={name} className="form-row">
            <label>{t(`fields.${name}`)}
              <input name={name} type={shown[name] ? 'text' : 'password'} value={v[name]}
                onChange={(e) => setV((s) => ({ ...s, [name]: e.target.value }))} />
            </label>
            <button type="button" className="toggle-visibility" aria-pressed={Boolean(shown[name])}
              aria-label={t(shown[name] ? 'change.hide' : 'change.show', { field: t(`fields.${name}`) })}
              onClick={() => setShown((s) => ({ ...s, [name]: !s[name] }))}>
              {shown[name] ? t('change.hideShort') : t('change.showShort')}
            </button>
            <FieldError code={errors[name]} />
          </div>
        ))}
        <FieldError code={errors.form} />
        <button type="submit" className="btn-primary" disabled={busy || done}>{t('change.submit')}</button>
      </form>
    </main>
  );
}
