// After a deposit or a withdrawal request (spec part 1 §2): "Get Ready! Your Money is on its way",
// a 30-minute countdown, the amount and the wallet's icon, and Close back to the account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { Icon } from '../../components/icon.tsx';
import { Money } from '../../components/money.tsx';
import { Page } from '../../components/page.tsx';
import { PAYMENT_REQUEST_COUNTDOWN_MINUTES } from '../../../contracts/wallet.ts';
import './wallet.css';

export function PaymentRequestPage() {
  const { t } = useTranslation('wallet');
  const [state] = useState(() => (history.state ?? {}) as { amount?: number; payment_icon?: string });
  return (
    <Page width="narrow" className="payment-request" screen="PaymentRequestPage" labelledBy="payment-request-title">
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
          {state.payment_icon ? <img src={state.payment_icon} alt="" width={56} height={56} /> : <Icon name="phone" size={36} />}
        </div>
        <h1 id="payment-request-title" className="payment-request-title">
          {t('getReady')}
        </h1>
        <p className="payment-request-note">{t('paymentRequestNote')}</p>
        <Countdown seconds={PAYMENT_REQUEST_COUNTDOWN_MINUTES * 60} label={t('timeLeft')} className="pay-countdown" />
        {typeof state.amount === 'number' && (
          <p className="payment-request-amount" data-testid="amount">
            <Money value={state.amount} />
          </p>
        )}
        <ButtonLink href="/account" variant="secondary" block>
          {t('close')}
        </ButtonLink>
      </Card>
    </Page>
  );
}
