// Forgot password (spec part 1 §4, §5): Email or SMS tab sends an OTP; the OTP step sets a new
// password; success shows its message and goes to /login after 1.5 s.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../../contracts/account.ts';
import { Tabs } from '../../components/tabs.tsx';
import { resetPassword, sendResetOtp } from './api.ts';
import { FieldError } from './field-error.tsx';
import { apiErrorKey, apiErrorVars, firstErrors, type FieldErrors } from './form-errors.ts';

export const REDIRECT_AFTER_MS = 1500;
type Channel = 'email' | 'sms';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [channel, setChannel] = useState<Channel>('email');
  const [step, setStep] = useState<'request' | 'otp' | 'done'>('request');
  const [v, setV] = useState({ username: '', email: '', phone: '', otp: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formVars, setFormVars] = useState<Record<string, string>>();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (step !== 'done') return;
    const id = setTimeout(() => navigate('/login'), REDIRECT_AFTER_MS);
    return () => clearTimeout(id);
  }, [step, navigate]);

  async function submit<T>(parsed: { success: true; data: T } | { success: false; error: Parameters<typeof firstErrors>[0] },
    call: (data: T) => Promise<unknown>, fallback: string, next: () => void) {
    if (!parsed.success) return setErrors(firstErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      await call(parsed.data);
      next();
    } catch (error) {
      setErrors({ form: apiErrorKey(error, fallback) });
      setFormVars(apiErrorVars(error));
    } finally {
      setBusy(false);
    }
  }

  const onRequest = (e: FormEvent) => {
    e.preventDefault();
    const payload = channel === 'email' ? { type: channel, email: v.email, username: v.username } : { type: channel, phone: v.phone, username: v.username };
    void submit(forgotPasswordRequestSchema.safeParse(payload), sendResetOtp, 'failedToSendOtp', () => {
      setNotice(t('errors:otpSent', { channel }));
      setStep('otp');
    });
  };
  const onReset = (e: FormEvent) => {
    e.preventDefault();
    void submit(resetPasswordRequestSchema.safeParse(v), resetPassword, 'errorTryAgain', () => {
      setNotice(t('errors:passwordResetDone'));
      setStep('done');
    });
  };
  const input = (name: keyof typeof v, type = 'text') => (
    <div className="form-row">
      <label>{t(`fields.${name}`)}
        <input name={name} type={type} value={v[name]} onChange={(e) => setV((s) => ({ ...s, [name]: e.target.value }))} />
      </label>
      <FieldError code={errors[name]} />
    </div>
  );

  return (
    <main className="auth-page forgot-password-page">
      <h1>{t('forgot.title')}</h1>
      {notice && <p className="notice" role="status">{notice}</p>}
      {step === 'request' && (
        <form onSubmit={onRequest} noValidate>
          <Tabs items={[{ key: 'email', label: t('forgot.email') }, { key: 'sms', label: t('forgot.sms') }]} active={channel}
            onChange={(k) => { setChannel(k); setErrors({}); }} />
          {channel === 'email' ? input('email', 'email') : input('phone', 'tel')}
          {input('username')}
          <FieldError code={errors.form} vars={formVars} />
          <button type="submit" className="btn-primary" disabled={busy}>{t('forgot.sendOtp')}</button>
        </form>
      )}
      {step === 'otp' && (
        <form onSubmit={onReset} noValidate>
          {input('otp')}
          {input('password', 'password')}
          {input('password_confirmation', 'password')}
          <FieldError code={errors.form} vars={formVars} />
          <button type="submit" className="btn-primary" disabled={busy}>{t('forgot.reset')}</button>
        </form>
      )}
    </main>
  );
}
