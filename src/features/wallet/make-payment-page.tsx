// Make-payment: the player pays the agent number in their
// wallet app, then tells us the number paid from, the transaction id and a receipt. Reached with
// the deposit choice in history.state; opened without it, it says so and links back to /deposit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useErrorText } from '../../lib/message-text.ts';
import { useRead } from '../../lib/use-read.ts';
import { EWALLET_DEFAULT_TIMER_MINUTES } from '../../../contracts/wallet.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { confirmEwallet, getVerifiedPhones, getWalletNumber, submitDeposit } from './api.ts';
import { showPendingRequestsSoon, useAttemptKey, VerifiedNumberSelect } from './funds-parts.tsx';
import { ReceiptInput } from './receipt-input.tsx';
import { accountTypeHeading, checkMakePayment, maskNumber } from './rules.ts';
import './wallet.css';

export interface MakePaymentState {
  amount: number;
  payment_icon: string;
  payment_type: string;
  payment_method_id: number;
  payment_method_name: string;
  promotion_id: number;
  transaction?: string;
  number?: string;
  timer?: number;
  message?: string;
}

function readState(): MakePaymentState | null {
  const s = (typeof history !== 'undefined' ? history.state : null) as Partial<MakePaymentState> | null;
  return s && typeof s.amount === 'number' && typeof s.payment_method_id === 'number' ? (s as MakePaymentState) : null;
}

export function MakePaymentPage() {
  const { t } = useTranslation('wallet');
  const [state] = useState(readState);
  if (!state) {
    return (
      <Page width="narrow" screen="MakePaymentPage">
        <PageHeader title={t('makePayment')} back="/deposit" />
        <EmptyState
          icon="wallet"
          title={t('noDepositInProgress')}
          action={
            <ButtonLink href="/deposit" variant="primary">
              {t('deposit')}
            </ButtonLink>
          }
        />
      </Page>
    );
  }
  return <MakePaymentForm state={state} />;
}

type Problem = ReturnType<typeof checkMakePayment>;

function MakePaymentForm({ state }: { state: MakePaymentState }) {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  const say = useErrorText();
  const [, navigate] = useLocation();
  // The agent number to pay: the gateway's, when it named one; else one handed out for this deposit.
  const handedOut = useRead(state.number ? null : `wallet:wallet-number:${state.payment_method_name}:${state.payment_type}:${state.amount}`, () =>
    getWalletNumber(state.payment_method_name, state.payment_type, state.amount),
  );
  const destination: { account_number: string; id?: number } | null = state.number ? { account_number: state.number } : (handedOut.data ?? null);
  const verified = useRead('wallet:verified-phones', getVerifiedPhones);
  const phones = verified.data?.phones ?? [];
  // The first verified number until the player picks one.
  const [picked, setPhone] = useState<string | null>(null);
  const phone = picked ?? phones[0] ?? '';
  const [trx, setTrx] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<Problem>(null);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'success'>('idle');
  const attempt = useAttemptKey();

  const copy = async (value: string | undefined, emptyKey: string, okText: string) => {
    if (!value) {
      setNotice(t(`errors:${emptyKey}`));
      return;
    }
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      /* the message still tells what to copy */
    }
    setNotice(okText);
  };

  const submit = async () => {
    const problem = checkMakePayment(phone, trx);
    setError(problem);
    if (problem || phase === 'submitting') return;
    setPhase('submitting');
    try {
      if (state.transaction) {
        await confirmEwallet({ trx_id: state.transaction, trxid: trx.trim(), number: phone });
      } else {
        await submitDeposit(
          {
            account_number: phone,
            transaction_id: trx.trim(),
            amount: state.amount,
            payment_id: state.payment_method_id,
            promotion_id: state.promotion_id,
            wallet_number_id: destination?.id,
            receipt,
          },
          attempt.current(),
        );
      }
      attempt.answered();
      void refreshBalanceNow();
      setPhase('success');
      showPendingRequestsSoon(navigate, state.amount, state.payment_icon);
    } catch (e) {
      setPhase('idle');
      attempt.failed(e);
      if (e instanceof ApiError && e.status) {
        // The refusal's numbers (the minimum, a limit, the wait) in the reader's digits, through the formatting module.
        showErrorModal({ title: t('message'), message: t('errors:submissionFailedWith', { message: say(e) }) });
      } else {
        showErrorModal({ title: t('message'), message: t('errors:depositNetworkError') });
      }
    }
  };

  return (
    <Page width="narrow" className="make-payment" screen="MakePaymentPage">
      <PageHeader title={t(accountTypeHeading(state.payment_type))} back="/deposit" />
      <Card elevation="raised" className="pay-to-card">
        <div className="pay-to-head">
          {state.payment_icon && <img src={state.payment_icon} alt="" width={48} height={48} />}
          <span className="pay-to-method" translate="no">
            {state.payment_method_name}
          </span>
          <span className="pay-to-timer">
            <span className="pay-to-timer-label">{t('timeLeft')}</span>
            <Countdown seconds={(state.timer || EWALLET_DEFAULT_TIMER_MINUTES) * 60} label={t('timeLeft')} className="pay-countdown" />
          </span>
        </div>
        {state.message && <p>{state.message}</p>}
        <dl className="pay-to-rows">
          <div className="pay-to-row">
            <dt>{t('payTo')}</dt>
            <dd data-testid="destination">{destination ? f.digits(maskNumber(destination.account_number)) : '—'}</dd>
            <Button
              variant="secondary"
              size="sm"
              icon="copy"
              onClick={() => void copy(destination?.account_number, 'noAccountNumberToCopy', t('errors:accountNumberCopied'))}
            >
              {t('copy')}
            </Button>
          </div>
          <div className="pay-to-row">
            <dt>{t('amount')}</dt>
            <dd data-testid="amount">{f.taka(state.amount)}</dd>
            <Button
              variant="secondary"
              size="sm"
              icon="copy"
              onClick={() =>
                void copy(state.amount ? String(state.amount) : undefined, 'noAmountToCopy', t('errors:amountCopied', { amount: f.amount(state.amount) }))
              }
            >
              {t('copy')}
            </Button>
          </div>
        </dl>
        {handedOut.error !== undefined && <ErrorState compact error={handedOut.error} onRetry={handedOut.refresh} />}
        {notice && <Notice tone="info">{notice}</Notice>}
      </Card>
      <form
        className="funds-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Card elevation="flat">
          <div className="funds-fields">
            <VerifiedNumberSelect
              label={t('yourNumber')}
              name="phone"
              phones={phones}
              value={phone}
              onChange={setPhone}
              error={error === 'depositPhoneInvalid' ? error : null}
            />
            {verified.error !== undefined && <ErrorState compact error={verified.error} onRetry={verified.refresh} />}
            <TextField
              label={t('transactionId')}
              name="transaction_id"
              value={trx}
              onChange={(e) => setTrx(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={error === 'depositTrxIdShort' ? error : null}
            />
            <ReceiptInput file={receipt} onChange={setReceipt} />
          </div>
        </Card>
        {phase === 'success' && <Notice tone="success">{t('errors:depositSubmitted')}</Notice>}
        <Button type="submit" size="lg" block loading={phase === 'submitting'} loadingText={t('submitting')} disabled={phase === 'success'}>
          {t('submit')}
        </Button>
      </form>
    </Page>
  );
}
