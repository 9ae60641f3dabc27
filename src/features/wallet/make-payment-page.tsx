// Make-payment (spec part 1 §2, part 2 §4, §7.4, §8): the player pays the agent number in their
// wallet app, then tells us the number paid from, the transaction id and a receipt. Reached with
// the deposit choice in history.state; opened without it, it says so and links back to /deposit.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { formatCountdown } from '../../lib/format.ts';
import { formatTaka } from '../../lib/format.ts';
import type { Language } from '../../lib/i18n.ts';
import { EWALLET_DEFAULT_TIMER_MINUTES } from '../../../contracts/wallet.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { confirmEwallet, getVerifiedPhones, getWalletNumber, newIdempotencyKey, submitDeposit } from './api.ts';
import { ReceiptInput } from './receipt-input.tsx';
import { accountTypeHeading, checkMakePayment, maskNumber } from './rules.ts';
import { useCountdown } from './use-countdown.ts';
import './wallet.css';

export interface MakePaymentState {
  amount: number; payment_icon: string; payment_type: string; payment_method_id: number; payment_method_name: string;
  promotion_id: number; transaction?: string; number?: string; timer?: number; message?: string;
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
      <section data-screen="MakePaymentPage">
        <p role="alert">{t('noDepositInProgress')}</p>
        <Link href="/deposit">{t('deposit')}</Link>
      </section>
    );
  }
  return <MakePaymentForm state={state} />;
}

function MakePaymentForm({ state }: { state: MakePaymentState }) {
  const { t, i18n } = useTranslation('wallet');
  const lang = i18n.language as Language;
  const [, navigate] = useLocation();
  const left = useCountdown((state.timer || EWALLET_DEFAULT_TIMER_MINUTES) * 60);
  const [destination, setDestination] = useState<{ account_number: string; id?: number } | null>(
    state.number ? { account_number: state.number } : null);
  const [phones, setPhones] = useState<string[]>([]);
  const [phone, setPhone] = useState('');
  const [trx, setTrx] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'success'>('idle');
  const attemptKey = useRef<string | null>(null);

  useEffect(() => {
    getVerifiedPhones().then(({ phones: p }) => { setPhones(p); setPhone((cur) => cur || p[0] || ''); }, () => setPhones([]));
    if (!state.number) {
      getWalletNumber(state.payment_method_name, state.payment_type, state.amount).then(setDestination, () => setDestination(null));
    }
  }, [state]);

  const copy = async (value: string | undefined, emptyKey: string, okText: string) => {
    if (!value) { setNotice(t(`errors:${emptyKey}`)); return; }
    try { await navigator.clipboard.writeText(value); } catch { /* the message still tells what to copy */ }
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
        await submitDeposit({
          account_number: phone, transaction_id: trx.trim(), amount: state.amount, payment_id: state.payment_method_id,
          promotion_id: state.promotion_id, wallet_number_id: destination?.id, receipt,
        }, attemptKey.current);
      }
      attemptKey.current = null;
      void refreshBalanceNow();
      setPhase('success');
      setTimeout(() => navigate('/payment-request', { state: { amount: state.amount, payment_icon: state.payment_icon } }), 1500);
    } catch (e) {
      setPhase('idle');
      if (e instanceof ApiError && e.status) {
        attemptKey.current = null;
        showErrorModal({ title: t('message'), message: t('errors:submissionFailedWith', { message: t(`errors:${e.code}`, { ...e.vars, defaultValue: e.message }) }) });
      } else {
        showErrorModal({ title: t('message'), message: t('errors:depositNetworkError') });
      }
    }
  };

  return (
    <section className="make-payment" data-screen="MakePaymentPage">
      <h1>{t(accountTypeHeading(state.payment_type))}</h1>
      {state.payment_icon && <img src={state.payment_icon} alt={state.payment_method_name} width={48} height={48} />}
      <p className="countdown" data-testid="countdown">{formatCountdown(left, lang)}</p>
      {state.message && <p>{state.message}</p>}
      <div className="copy-row">
        <span data-testid="destination">{destination ? maskNumber(destination.account_number) : '—'}</span>
        <button type="button" onClick={() => void copy(destination?.account_number, 'noAccountNumberToCopy', t('errors:accountNumberCopied'))}>{t('copy')}</button>
      </div>
      <div className="copy-row">
        <span data-testid="amount">{formatTaka(state.amount, lang)}</span>
        <button type="button" onClick={() => void copy(state.amount ? String(state.amount) : undefined, 'noAmountToCopy', t('errors:amountCopied', { amount: state.amount }))}>{t('copy')}</button>
      </div>
      {notice && <p role="status">{notice}</p>}
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <label>{t('yourNumber')}
          <select value={phone} onChange={(e) => setPhone(e.target.value)}>
            <option value="">{t('choose')}</option>
            {phones.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </label>
        <label>{t('transactionId')}
          <input value={trx} onChange={(e) => setTrx(e.target.value)} />
        </label>
        <ReceiptInput file={receipt} onChange={setReceipt} />
        {error && <p role="alert" className="field-error">{t(`errors:${error}`)}</p>}
        {phase === 'success' && <p role="status">{t('errors:depositSubmitted')}</p>}
        <button type="submit" disabled={phase !== 'idle'}>{phase === 'submitting' ? t('submitting') : t('submit')}</button>
      </form>
    </section>
  );
}
