// /sandbox-pay/:ref: the sandbox payment gateway's payer page, where a developer "pays" an e-wallet
// deposit by pressing Approve (or Decline). It exists only when the server runs PAYMENT_GATEWAY=sandbox
// and says so in a banner: no real money moves. It is a client route so that the calls carry the
// player's bearer token: only the payer's own session can see or decide the payment.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { FormError } from '../../components/notice.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { decideSandboxPayment, getSandboxPayment, type SandboxDecision } from './api.ts';
import './wallet.css';

const errorCode = (e: unknown) => (e instanceof ApiError && e.code ? e.code : 'ewalletError');

export function SandboxPayPage() {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  const { ref = '' } = useParams<{ ref: string }>();
  const [, navigate] = useLocation();
  const read = useRead(`wallet:sandbox-payment:${ref}`, () => getSandboxPayment(ref));
  const payment = read.data ?? null;
  // A refused decision is said in place of the read's error.
  const [decisionError, setError] = useState<string | null>(null);
  const error = decisionError ?? (read.error === undefined ? null : errorCode(read.error));
  const [busy, setBusy] = useState<SandboxDecision | null>(null);

  const decide = async (decision: SandboxDecision) => {
    setBusy(decision);
    try {
      const answer = await decideSandboxPayment(ref, decision);
      // Back to the shop, as a real gateway sends the payer to the merchant's callback address.
      navigate(answer.return_url);
    } catch (e) {
      setError(errorCode(e));
      setBusy(null);
    }
  };

  return (
    <Page width="narrow" className="sandbox-pay" screen="SandboxPayPage">
      <p className="sandbox-banner" role="note" data-testid="sandbox-banner">
        {t('sandboxBanner')}
      </p>
      <PageHeader title={t('sandboxTitle')} />
      {!payment && !error && <SkeletonList rows={3} />}
      <FormError error={error} />
      {payment && (
        <Card elevation="raised">
          <dl className="detail-list">
            <div>
              <dt>{t('sandboxReference')}</dt>
              <dd data-testid="ref" translate="no">
                {payment.ref}
              </dd>
            </div>
            <div>
              <dt>{t('amount')}</dt>
              <dd data-testid="amount">{f.taka(payment.amount)}</dd>
            </div>
            <div>
              <dt>{t('sandboxStatus')}</dt>
              <dd data-testid="status">{t(`sandboxStatusValue.${payment.status}`)}</dd>
            </div>
          </dl>
          {payment.status === 'pending' && (
            <div className="sandbox-actions">
              <Button size="lg" loading={busy === 'approve'} disabled={busy !== null} onClick={() => void decide('approve')}>
                {t('sandboxApprove')}
              </Button>
              <Button size="lg" variant="danger" loading={busy === 'decline'} disabled={busy !== null} onClick={() => void decide('decline')}>
                {t('sandboxDecline')}
              </Button>
            </div>
          )}
        </Card>
      )}
    </Page>
  );
}
