// /referral_code, /affiliate_code, /agent_code: keep the code from the query for sign-up, or say it
// is missing (error modal), then go to /signup either way.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { showErrorModal } from '../../lib/error-modal.ts';
import { CODE_KEYS } from './api.ts';

function CodeCapture({ kind }: { kind: keyof typeof CODE_KEYS }) {
  const key = CODE_KEYS[kind];
  const [, navigate] = useLocation();
  const { t } = useTranslation(['errors', 'auth']);
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get(key)?.trim();
    if (code) localStorage.setItem(key, code);
    else {
      // The player reads the kind of code in their language ("referral code"), not the query key.
      const name = t(`auth:codeNames.${kind}`);
      showErrorModal({ code: 'noCodeInUrl', vars: { code: name }, message: t('errors:noCodeInUrl', { code: name }) });
    }
    navigate('/signup', { replace: true });
  }, [key, kind, navigate, t]);
  return null;
}

export const ReferralCodeCapture = () => <CodeCapture kind="referral" />;
export const AffiliateCodeCapture = () => <CodeCapture kind="affiliate" />;
export const AgentCodeCapture = () => <CodeCapture kind="agent" />;
