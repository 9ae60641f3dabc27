// Log-in: the form (login-form.tsx), then success: a player gets popup=1 and
// regPopup=0 and goes to /; staff go straight to the operator console, where their work is (the
// player home would only show them a Deposit button and a balance of ৳0.00).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { setPopupFlags } from '../../lib/popup-flags.ts';
import { AuthLayout } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
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
      <LoginForm
        onLoggedIn={(role) => {
          if (role === 'operator') return navigate('/operator');
          setPopupFlags({ popup: true, regPopup: false });
          navigate('/');
        }}
      />
    </AuthLayout>
  );
}
