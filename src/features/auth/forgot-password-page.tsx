// Forgot password: Email or SMS tab sends an OTP; the OTP step sets a new
// password; success shows its message and goes to /login after 1.5 s.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../../contracts/account.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError, Notice } from '../../components/notice.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { resetPassword, sendResetOtp } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { apiErrorKey, apiErrorVars, firstErrors, type FieldErrors } from './form-errors.ts';

export const REDIRECT_AFTER_MS = 1500;
type Channel = 'email' | 'sms';
const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  email: 'email',
  phone: 'tel-national',
  otp: 'one-time-code',
  password: 'new-password',
  password_confirmation: 'new-password',
};

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

  async function submit<T>(
    parsed: { success: true; data: T } | { success: false; error: Parameters<typeof firstErrors>[0] },
    call: (data: T) => Promise<unknown>,
    fallback: string,
    next: () => void,
  ) {
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
    <TextField
      label={t(`fields.${name}`)}
      name={name}
      type={type}
      autoComplete={AUTOCOMPLETE[name]}
      inputMode={name === 'otp' || name === 'phone' ? 'numeric' : undefined}
      value={v[name]}
      onChange={(e) => setV((s) => ({ ...s, [name]: e.target.value }))}
      error={errors[name]}
    />
  );

  return (
    <AuthLayout screen="ForgotPasswordPage" title={t('forgot.title')}>
      <div className="auth-form">
        {notice && <Notice tone="success">{notice}</Notice>}
        {step === 'request' && (
          <form className="auth-form" onSubmit={onRequest} noValidate>
            <Tabs
              fill
              items={[
                { key: 'email', label: t('forgot.email') },
                { key: 'sms', label: t('forgot.sms') },
              ]}
              active={channel}
              onChange={(k) => {
                setChannel(k);
                setErrors({});
              }}
            />
            {channel === 'email' ? input('email', 'email') : input('phone', 'tel')}
            {input('username')}
            <FormError error={errors.form} vars={formVars} />
            <Button type="submit" size="lg" block loading={busy}>
              {t('forgot.sendOtp')}
            </Button>
          </form>
        )}
        {step === 'otp' && (
          <form className="auth-form" onSubmit={onReset} noValidate>
            {input('otp')}
            {input('password', 'password')}
            {input('password_confirmation', 'password')}
            <FormError error={errors.form} vars={formVars} />
            <Button type="submit" size="lg" block loading={busy}>
              {t('forgot.reset')}
            </Button>
          </form>
        )}
      </div>
    </AuthLayout>
  );
}
