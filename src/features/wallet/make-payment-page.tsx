// Make-payment (spec part 1 §2, part 2 §4, §7.4, §8): the player pays the agent number in their
// wallet app, then tells us the number paid from, the transaction id and a receipt. Reached with
// the deposit choice in history.state; opened without it, it says so and links back to /deposit.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SelectField } from '../../components/select.tsx';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useErrorText } from '../../lib/message-text.ts';
import { EWALLET_DEFAULT_TIMER_MINUTES } from '../../../contracts/wallet.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { confirmEwallet, getVerifiedPhones, getWalletNumber, newIdempotencyKey, submitDeposit } from './api.ts';
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
  const [destination, setDestination] = useState<{ account_number: string; id?: number } | null>(state.number ? { account_number: state.number } : null);
  const [phones, setPhones] = useState<string[]>([]);
  const [phone, setPhone] = useState('');
  const [trx, setTrx] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<Problem>(null);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'success'>('idle');
  const attemptKey = useRef<string | null>(null);

  useEffect(() => {
    getVerifiedPhones().then(
      ({ phones: p }) => {
        setPhones(p);
        setPhone((cur) => cur || p[0] || '');
      },
      () => setPhones([]),
    );
    if (!state.number) {
      getWalletNumber(state.payment_method_name, state.payment_type, state.amount).then(setDestination, () => setDestination(null));
    }
  }, [state]);

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
    // One key per attempt: a retry after a network failure resends the same key, so the server
    // can answer it with the first result instead of recording the deposit twice.
    attemptKey.current ??= newIdempotencyKey();
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
          attemptKey.current,
        );
      }
      attemptKey.current = null;
      void refreshBalanceNow();
      setPhase('success');
      setTimeout(() => navigate('/payment-request', { state: { amount: state.amount, payment_icon: state.payment_icon } }), 1500);
    } catch (e) {
      setPhase('idle');
      if (e instanceof ApiError && e.status) {
        attemptKey.current = null;
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
            <SelectField
              label={t('yourNumber')}
              name="phone"
              value={phone}
              onChange={setPhone}
              error={error === 'depositPhoneInvalid' ? error : null}
              options={[{ value: '', label: t('choose') }, ...phones.map((p) => ({ value: p, label: f.digits(p) }))]}
            />
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
