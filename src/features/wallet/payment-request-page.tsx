// After a deposit or a withdrawal request, and whenever it is opened later: the
// requests still waiting for the operator, read from the server, each with "Get Ready! Your Money is
// on its way", the amount, the wallet's icon and what is left of its own 30-minute wait, counted by the
// server from when the request was made; past that, a note that it is taking longer. With nothing
// waiting, the screen says so and leads to a deposit or the records, never to a fresh countdown.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingRequest } from '../../../contracts/wallet.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { Icon } from '../../components/icon.tsx';
import { Money } from '../../components/money.tsx';
import { FormError } from '../../components/notice.tsx';
import { Page } from '../../components/page.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useRead } from '../../lib/use-read.ts';
import { getPendingRequests } from './api.ts';
import './wallet.css';

/** The server's answer and the moment it arrived: the countdowns end at that moment plus each seconds_left. */
const readPending = async () => ({ requests: await getPendingRequests(), at: Date.now() });

export function PaymentRequestPage() {
  const { t } = useTranslation('wallet');
  const read = useRead('money:pending-requests', readPending);
  const loaded = read.data;
  const error = read.error === undefined ? null : read.error instanceof ApiError && read.error.code ? read.error.code : 'networkError';

  return (
    <Page width="narrow" className="payment-request" screen="PaymentRequestPage" labelledBy="payment-request-title">
      {read.loading && <SkeletonList rows={2} />}
      {error && !read.refreshing && (
        <Card elevation="raised">
          <h1 id="payment-request-title" className="visually-hidden">
            {t('titles:paymentRequest')}
          </h1>
          <FormError error={error} />
          <Button variant="secondary" onClick={read.refresh}>
            {t('tryAgain')}
          </Button>
        </Card>
      )}
      {loaded && !error && loaded.requests.length === 0 && <NothingPending />}
      {loaded && !error && loaded.requests.length > 0 && <Pending requests={loaded.requests} at={loaded.at} />}
    </Page>
  );
}

function NothingPending() {
  const { t } = useTranslation('wallet');
  return (
    <Card elevation="raised">
      <Icon name="wallet" size={40} className="payment-request-idle" />
      <h1 id="payment-request-title" className="payment-request-title">
        {t('nothingPendingTitle')}
      </h1>
      <p className="payment-request-note">{t('nothingPendingText')}</p>
      <div className="payment-request-actions">
        <ButtonLink href="/deposit">{t('deposit')}</ButtonLink>
        <ButtonLink href="/transaction-record" variant="secondary">
          {t('records:transactionRecord')}
        </ButtonLink>
      </div>
    </Card>
  );
}

function Pending({ requests, at }: { requests: PendingRequest[]; at: number }) {
  const { t } = useTranslation('wallet');
  return (
    <Card elevation="raised">
      <div className="money-on-its-way" aria-hidden="true">
        <span className="money-on-its-way-coin">
          <Icon name="wallet" size={36} />
        </span>
        <span className="money-on-its-way-dots">
          <i />
          <i />
          <i />
        </span>
        {requests[0]!.payment_method?.icon ? <img src={requests[0]!.payment_method.icon} alt="" width={56} height={56} /> : <Icon name="phone" size={36} />}
      </div>
      <h1 id="payment-request-title" className="payment-request-title">
        {t('getReady')}
      </h1>
      <p className="payment-request-note">{t('paymentRequestNote')}</p>
      {requests.map((r) => (
        <PendingOne key={`${r.action}-${r.id}`} request={r} until={at + r.seconds_left * 1000} />
      ))}
      <ButtonLink href="/account" variant="secondary" block>
        {t('close')}
      </ButtonLink>
    </Card>
  );
}

function PendingOne({ request, until }: { request: PendingRequest; until: number }) {
  const { t } = useTranslation('wallet');
  const [over, setOver] = useState(request.seconds_left === 0);
  return (
    <section className="payment-request-one" aria-label={t(request.action === 'deposit' ? 'deposit' : 'withdrawal')}>
      <p className="payment-request-kind">{t(request.action === 'deposit' ? 'deposit' : 'withdrawal')}</p>
      <p className="payment-request-amount" data-testid="amount">
        <Money value={request.amount} />
      </p>
      {over ? (
        <p className="payment-request-note">{t('takingLonger')}</p>
      ) : (
        <Countdown until={until} onDone={() => setOver(true)} label={t('timeLeft')} className="pay-countdown" />
      )}
    </section>
  );
}
