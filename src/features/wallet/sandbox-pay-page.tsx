// /sandbox-pay/:ref: the sandbox payment gateway's payer page, where a developer "pays" an e-wallet
// deposit by pressing Approve (or Decline). It exists only when the server runs PAYMENT_GATEWAY=sandbox
// and says so in a banner: no real money moves. It is a client route so that the calls carry the
// player's bearer token: only the payer's own session can see or decide the payment.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import type { Language } from '../../lib/i18n.ts';
import { formatTaka } from '../../lib/format.ts';
import type { SandboxPayment } from '../../../contracts/sandbox-gateway.ts';
import { decideSandboxPayment, getSandboxPayment, type SandboxDecision } from './api.ts';
import './wallet.css';

const errorCode = (e: unknown) => (e instanceof ApiError && e.code ? e.code : 'ewalletError');

export function SandboxPayPage() {
  const { t, i18n } = useTranslation('wallet');
  const lang = i18n.language as Language;
  const { ref = '' } = useParams<{ ref: string }>();
  const [, navigate] = useLocation();
  const [payment, setPayment] = useState<SandboxPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getSandboxPayment(ref).then((p) => { if (live) setPayment(p); }, (e) => { if (live) setError(errorCode(e)); });
    return () => { live = false; };
  }, [ref]);

  const decide = async (decision: SandboxDecision) => {
    setBusy(true);
    try {
      const answer = await decideSandboxPayment(ref, decision);
      // Back to the shop, as a real gateway sends the payer to the merchant's callback address.
      navigate(answer.return_url);
    } catch (e) {
      setError(errorCode(e));
      setBusy(false);
    }
  };

  return (
    <section className="sandbox-pay" data-screen="SandboxPayPage">
      <p className="sandbox-banner" role="note" data-testid="sandbox-banner">{t('sandboxBanner')}</p>
      <h1>{t('sandboxTitle')}</h1>
      {!payment && !error && <SkeletonList rows={3} />}
      {error && <p role="alert" className="field-error">{t(`errors:${error}`)}</p>}
      {payment && (
        <>
          <dl className="sandbox-payment">
            <div><dt>{t('sandboxReference')}</dt><dd data-testid="ref">{payment.ref}</dd></div>
            <div><dt>{t('amount')}</dt><dd data-testid="amount">{formatTaka(payment.amount, lang)}</dd></div>
            <div><dt>{t('sandboxStatus')}</dt><dd data-testid="status">{t(`sandboxStatusValue.${payment.status}`)}</dd></div>
          </dl>
          {payment.status === 'pending' && (
            <div className="sandbox-actions">
              <button type="button" disabled={busy} onClick={() => void decide('approve')}>{t('sandboxApprove')}</button>
              <button type="button" disabled={busy} onClick={() => void decide('decline')}>{t('sandboxDecline')}</button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
