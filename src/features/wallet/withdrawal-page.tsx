// Withdrawal (spec part 1 §2, part 2 §4, §5, §7.5, §8): verified phone, no pending withdrawal,
// amount, a verified account number, a method; then the eligibility call (birthday set, turnover
// done, balance enough) and the submit. withdrawal_status 0 lists no methods at all.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { DEFAULT_LIMITS, WITHDRAW_QUICK_AMOUNTS, type PaymentMethod } from '../../../contracts/wallet.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { checkWithdrawal, distinctProviders, getPaymentMethods, getVerifiedPhones, hasPending, newIdempotencyKey, submitWithdrawal } from './api.ts';
import { AmountPicker, FundsTabs } from './funds-tabs.tsx';
import { checkWithdrawal as checkLocal } from './rules.ts';

type Gate = 'loading' | 'unverified' | 'pending' | 'ready';
interface Eligibility { message: string; to: '/profile' | '/turnover-record' }

export function WithdrawalPage() {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  const [gate, setGate] = useState<Gate>('loading');
  const [phones, setPhones] = useState<string[]>([]);
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const [limits, setLimits] = useState<{ min: number; max: number }>({ min: DEFAULT_LIMITS.withdraw_min, max: DEFAULT_LIMITS.withdraw_max });
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Eligibility | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const attemptKey = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const v = await getVerifiedPhones();
        if (!v.verified) { if (live) setGate('unverified'); return; }
        if (await hasPending('withdraw')) { if (live) setGate('pending'); return; }
        const answer = await getPaymentMethods();
        if (!live) return;
        setPhones(v.phones);
        setLimits({ min: answer.limits.withdraw_min, max: answer.limits.withdraw_max });
        // withdrawal_status 0: no methods at all, whatever the list holds.
        setMethods(answer.withdrawal_status === 0 ? [] : distinctProviders(answer.data));
        setGate('ready');
      } catch {
        if (live) { setGate('ready'); setError('ewalletError'); }
      }
    })();
    return () => { live = false; };
  }, []);

  const submit = async () => {
    const problem = checkLocal({ amount, accountNumber: account, methodId: method?.id ?? null, verifiedPhones: phones });
    setError(problem);
    setRefusal(null);
    if (problem || !method) return;
    setBusy(true);
    try {
      try {
        await checkWithdrawal();
      } catch (e) {
        if (!(e instanceof ApiError) || !e.status) throw e;
        const message = t(`errors:${e.code}`, { ...e.vars, defaultValue: e.message });
        // The spec links a message naming the Date of Birth to /profile, anything else to the turnover.
        const birthday = e.code === 'birthdayNotSet' || /date of birth/i.test(e.message);
        setRefusal({ message, to: birthday ? '/profile' : '/turnover-record' });
        return;
      }
      attemptKey.current ??= newIdempotencyKey();
      await submitWithdrawal({ account_number: account, amount: Number(amount), payment_id: method.id, provider: method.name }, attemptKey.current);
      attemptKey.current = null;
      void refreshBalanceNow();
      // As the spec says: 'Withdrawal successful!' first, then /payment-request.
      setDone(true);
      setTimeout(() => navigate('/payment-request', { state: { amount: Number(amount), payment_icon: method.icon } }), 1500);
    } catch (e) {
      if (e instanceof ApiError && e.status) {
        attemptKey.current = null;
        showErrorModal(e.message ? { code: e.code, vars: e.vars, message: e.message } : { code: 'withdrawUnknownError', message: t('errors:withdrawUnknownError') });
      } else {
        showErrorModal({ code: 'ewalletError', message: t('errors:ewalletError') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="funds-page" data-screen="WithdrawalPage">
      <FundsTabs active="withdrawal" />
      {gate === 'loading' && <SkeletonList rows={4} />}
      {gate === 'unverified' && <p role="alert">{t('errors:verifyPhoneFirst')} <Link href="/profile">{t('goToProfile')}</Link></p>}
      {gate === 'pending' && <p role="alert">{t('errors:withdrawalPending')}</p>}
      {gate === 'ready' && (
        <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <fieldset>
            <legend>{t('paymentMethod')}</legend>
            {methods.length === 0 && <p>{t('errors:noWithdrawMethods')}</p>}
            {methods.map((m) => (
              <button key={m.id} type="button" aria-pressed={method?.id === m.id} onClick={() => setMethod(m)}>
                {m.icon && <img src={m.icon} alt="" width={32} height={32} />}{m.name}
              </button>
            ))}
          </fieldset>
          <AmountPicker amounts={WITHDRAW_QUICK_AMOUNTS} value={amount} onChange={setAmount} limits={limits} />
          <label>{t('accountNumber')}
            <select value={account} onChange={(e) => setAccount(e.target.value)}>
              <option value="">{t('choose')}</option>
              {phones.map((p) => <option key={p} value={p}>{p}</option>)}
            </select>
          </label>
          {error && <p role="alert" className="field-error">{t(`errors:${error}`)}</p>}
          {refusal && (
            <p role="alert" className="field-error">
              {refusal.to === '/profile'
                ? <>{refusal.message} <Link href="/profile">{t('goToProfile')}</Link></>
                : <Link href="/turnover-record">{t('errors:turnoverIncomplete')}</Link>}
            </p>
          )}
          {done && <p role="status">{t('errors:withdrawalSuccessful')}</p>}
          <button type="submit" disabled={busy || done}>{t('submit')}</button>
        </form>
      )}
    </section>
  );
}
