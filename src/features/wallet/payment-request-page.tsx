// After a deposit or a withdrawal request (spec part 1 §2): a 30-minute countdown and the amount.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Language } from '../../lib/i18n.ts';
import { formatTaka } from '../../lib/format.ts';
import { formatCountdown } from '../../lib/format.ts';
import { PAYMENT_REQUEST_COUNTDOWN_MINUTES } from '../../../contracts/wallet.ts';
import { useCountdown } from './use-countdown.ts';
import './wallet.css';

export function PaymentRequestPage() {
  const { t, i18n } = useTranslation('wallet');
  const lang = i18n.language as Language;
  const [state] = useState(() => (history.state ?? {}) as { amount?: number; payment_icon?: string });
  const left = useCountdown(PAYMENT_REQUEST_COUNTDOWN_MINUTES * 60);
  return (
    <section className="payment-request" data-screen="PaymentRequestPage">
      <h1>{t('getReady')}</h1>
      {state.payment_icon && <img src={state.payment_icon} alt="" width={64} height={64} />}
      <p className="countdown" data-testid="countdown">{formatCountdown(left, lang)}</p>
      {typeof state.amount === 'number' && <p data-testid="amount">{formatTaka(state.amount, lang)}</p>}
      <Link href="/account">{t('close')}</Link>
    </section>
  );
}
