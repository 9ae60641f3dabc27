// Change password: rules in the product's order (new, current, confirm, match);
// success shows its message, ends the session and goes to /login after 1.5 s.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { changePasswordRequestSchema } from '../../../contracts/account.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError, Notice } from '../../components/notice.tsx';
import { clearSession } from '../../lib/session.ts';
import { changePassword } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { apiErrorKey, firstErrors, type FieldErrors } from './form-errors.ts';
import { REDIRECT_AFTER_MS } from './forgot-password-page.tsx';

const FIELDS = ['old_password', 'new_password', 'new_password_confirmation'] as const;

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [v, setV] = useState({ old_password: '', new_password: '', new_password_confirmation: '' });
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
    // Only the first rule broken is shown, in the product's order.
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
    <AuthLayout screen="ResetPasswordPage" title={t('change.title')}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {done && <Notice tone="success">{t('errors:passwordChanged')}</Notice>}
        {FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`fields.${name}`)}
            name={name}
            type="password"
            autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
            value={v[name]}
            onChange={(e) => setV((s) => ({ ...s, [name]: e.target.value }))}
            error={errors[name]}
          />
        ))}
        <FormError error={errors.form} />
        <Button type="submit" size="lg" block loading={busy} disabled={done}>
          {t('change.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
