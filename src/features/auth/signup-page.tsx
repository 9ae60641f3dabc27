// Sign-up (spec part 1 §4, §5): the rules are the shared contract's; the server's `errors` map fills
// the same per-field slots. Success logs in automatically, sets popup=1 and regPopup=1, forgets the
// captured agent, referral and affiliate codes, and goes to /.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { signupRequestSchema } from '../../../contracts/account.ts';
import { ApiError } from '../../lib/api.ts';
import { setPopupFlags } from '../../lib/popup-flags.ts';
import { CODE_KEYS, logIn, signUp } from './api.ts';
import { FieldError } from './field-error.tsx';
import { apiErrorKey, apiErrorVars, firstErrors, serverFieldErrors, type FieldErrors } from './form-errors.ts';
import './auth.css';

const FIELDS = ['username', 'password', 'confirmPassword', 'name', 'phone', 'email'] as const;
type Field = (typeof FIELDS)[number];
const INPUT_TYPE: Partial<Record<Field, string>> = { password: 'password', confirmPassword: 'password', email: 'email', phone: 'tel' };

export function SignupPage() {
  const { t } = useTranslation('auth');
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
    <main className="auth-page signup-page">
      <h1>{t('signup.title')}</h1>
      <form onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => (
          <div key={field} className="form-row">
            <label htmlFor={`signup-${field}`}>{t(`fields.${field}`)}</label>
            <span className={field === 'phone' ? 'phone-input' : undefined}>
              {field === 'phone' && <span className="phone-prefix">+88</span>}
              <input id={`signup-${field}`} name={field} type={INPUT_TYPE[field] ?? 'text'} value={values[field]} onChange={set(field)}
                placeholder={t(`placeholders.${field}`)} />
            </span>
            <FieldError code={errors[field]} />
          </div>
        ))}
        <label>
          {t('fields.currency')}
          <select name="currency" value={currency} onChange={(e) => setCurrency(e.target.value as typeof currency)}>
            <option value="BDT">BDT</option>
            <option value="INR">INR</option>
            <option value="PKR">PKR</option>
          </select>
        </label>
        <p className="terms-note">{t('signup.terms')}</p>
        <FieldError code={errors.form} vars={formVars} />
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? t(checking ? 'signup.checking' : 'signup.submitting') : t('signup.submit')}
        </button>
        {checking && <p className="auth-status" role="status">{t('signup.checkingNote')}</p>}
      </form>
      <p>{t('signup.haveAccount')} <Link href="/login">{t('signup.loginLink')}</Link></p>
    </main>
  );
}
