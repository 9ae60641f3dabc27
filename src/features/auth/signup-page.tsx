// Sign-up: the rules are the shared contract's; the server's `errors` map fills
// the same per-field slots. Success logs in automatically, sets popup=1 and regPopup=1, forgets the
// captured agent, referral and affiliate codes, and goes to /.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { signupRequestSchema } from '../../../contracts/account.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { SelectField } from '../../components/select.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { setPopupFlags } from '../../lib/popup-flags.ts';
import { CODE_KEYS, logIn, signUp } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { apiErrorKey, apiErrorVars, firstErrors, serverFieldErrors, type FieldErrors } from './form-errors.ts';
import { ChallengeStatus } from './challenge-status.tsx';

const FIELDS = ['username', 'password', 'confirmPassword', 'name', 'phone', 'email'] as const;
type Field = (typeof FIELDS)[number];
const INPUT_TYPE: Partial<Record<Field, string>> = { password: 'password', confirmPassword: 'password', email: 'email', phone: 'tel' };
const AUTOCOMPLETE: Record<Field, string> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  name: 'name',
  phone: 'tel-national',
  email: 'email',
};
const CURRENCIES = [
  { value: 'BDT', label: 'BDT' },
  { value: 'INR', label: 'INR' },
  { value: 'PKR', label: 'PKR' },
] as const;

export function SignupPage() {
  const { t } = useTranslation('auth');
  const f = useFormat();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', confirmPassword: '', name: '', phone: '', email: '' });
  const [currency, setCurrency] = useState<'BDT' | 'INR' | 'PKR'>('BDT');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formVars, setFormVars] = useState<Record<string, string>>();
  const [submitting, setSubmitting] = useState(false);
  const [checking, setChecking] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const codes = Object.fromEntries(Object.values(CODE_KEYS).map((k) => [k, localStorage.getItem(k) || null]));
    const parsed = signupRequestSchema.safeParse({ ...values, currency, ...codes });
    if (!parsed.success) return setErrors(firstErrors(parsed.error));
    setErrors({});
    setSubmitting(true);
    const failed = (form: FieldErrors, error: unknown) => {
      setErrors(form);
      setFormVars(apiErrorVars(error));
      setSubmitting(false);
      setChecking(false);
    };
    try {
      await signUp({ ...parsed.data, confirmPassword: values.confirmPassword }, () => setChecking(true));
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(error) : {};
      return failed(Object.keys(fields).length ? fields : { form: apiErrorKey(error, 'submissionFailed') }, error);
    }
    try {
      await logIn({ username: parsed.data.username, password: parsed.data.password }, () => setChecking(true));
    } catch (error) {
      return failed({ form: apiErrorKey(error, 'anErrorOccurred') }, error);
    }
    setPopupFlags({ popup: true, regPopup: true });
    for (const k of Object.values(CODE_KEYS)) localStorage.removeItem(k);
    navigate('/');
  }

  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <AuthLayout
      screen="SignupPage"
      title={t('signup.title')}
      footer={
        <>
          {t('signup.haveAccount')} <Link href="/login">{t('signup.loginLink')}</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={`signup-${field}`}
            label={t(`fields.${field}`)}
            name={field}
            type={INPUT_TYPE[field] ?? 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={field === 'phone' ? 'numeric' : undefined}
            prefix={field === 'phone' ? f.digits('+88') : undefined}
            value={values[field]}
            onChange={set(field)}
            placeholder={t(`placeholders.${field}`)}
            error={errors[field]}
          />
        ))}
        <SelectField label={t('fields.currency')} name="currency" value={currency} options={CURRENCIES} onChange={setCurrency} />
        <p className="auth-terms">{t('signup.terms')}</p>
        <FormError error={errors.form} vars={formVars} />
        <Button type="submit" size="lg" block loading={submitting} loadingText={t(checking ? 'signup.checking' : 'signup.submitting')}>
          {t('signup.submit')}
        </Button>
        {checking && <ChallengeStatus>{t('signup.checkingNote')}</ChallengeStatus>}
      </form>
    </AuthLayout>
  );
}
