// Withdrawal: no pending withdrawal, amount, a verified account number, a method; then the eligibility
// call (birthday set, turnover done, balance enough) and the submit. What a withdrawal still needs (a
// verified phone too) is asked of the server as the form opens and said at its top
// (withdraw-requirements.tsx), so nobody fills it in to learn it after Submit. withdrawal_status 0 lists
// no methods at all.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AmountInput } from '../../components/amount-input.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Money } from '../../components/money.tsx';
import { FormError, Notice } from '../../components/notice.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { SelectField } from '../../components/select.tsx';
import { ApiError } from '../../lib/api.ts';
import { balanceAtom } from '../../lib/balance.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { useFormat } from '../../lib/use-format.ts';
import { DEFAULT_LIMITS, WITHDRAW_QUICK_AMOUNTS, type PaymentMethod, type WithdrawRequirement } from '../../../contracts/wallet.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { checkWithdrawal, distinctProviders, getPaymentMethods, getVerifiedPhones, hasPending, newIdempotencyKey, submitWithdrawal } from './api.ts';
import { FundsPage, type FundsGate } from './funds-tabs.tsx';
import { checkWithdrawal as checkLocal } from './rules.ts';
import { WithdrawRequirements } from './withdraw-requirements.tsx';

type Problem = ReturnType<typeof checkLocal> | string;

export function WithdrawalPage() {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  const [, navigate] = useLocation();
  const balance = useAtomValue(balanceAtom);
  const [gate, setGate] = useState<FundsGate>('loading');
  const [phones, setPhones] = useState<string[]>([]);
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const [limits, setLimits] = useState<{ min: number; max: number }>({ min: DEFAULT_LIMITS.withdraw_min, max: DEFAULT_LIMITS.withdraw_max });
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<Problem | null>(null);
  const [missing, setMissing] = useState<readonly WithdrawRequirement[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const attemptKey = useRef<string | null>(null);
  // A refusal at Submit fills the list at the top of the form, the button being at its foot: once the list
  // is drawn, it is brought into sight.
  const revealMissing = useRef(false);
  useEffect(() => {
    if (!revealMissing.current || missing.length === 0) return;
    revealMissing.current = false;
    document.querySelector('.withdraw-requirements')?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [missing]);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        // The check's answer only informs: a failed one leaves the form as it was, the submit asks again.
        const [v, pending, answer, check] = await Promise.all([
          getVerifiedPhones(),
          hasPending('withdraw'),
          getPaymentMethods(),
          checkWithdrawal().catch(() => null),
        ]);
        if (!live) return;
        if (pending) {
          setGate('pending');
          return;
        }
        if (check) setMissing(check.missing);
        setPhones(v.phones);
        setLimits({ min: answer.limits.withdraw_min, max: answer.limits.withdraw_max });
        // withdrawal_status 0: no methods at all, whatever the list holds.
        setMethods(answer.withdrawal_status === 0 ? [] : distinctProviders(answer.data));
        setGate('ready');
      } catch {
        if (live) {
          setGate('ready');
          setError('ewalletError');
        }
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  const submit = async () => {
    const problem = checkLocal({ amount, accountNumber: account, methodId: method?.id ?? null, verifiedPhones: phones });
    setError(problem);
    if (problem || !method) return;
    setBusy(true);
    try {
      const check = await checkWithdrawal();
      revealMissing.current = !check.success;
      setMissing(check.missing);
      if (!check.success) return;
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
        showErrorModal(
          e.message ? { code: e.code, vars: e.vars, message: e.message } : { code: 'withdrawUnknownError', message: t('errors:withdrawUnknownError') },
        );
      } else {
        showErrorModal({ code: 'ewalletError', message: t('errors:ewalletError') });
      }
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (key: Problem) => (error === key ? error : null);
  const accountError = error === 'withdrawAccountRequired' || error === 'accountNumberNotVerified' ? error : null;
  return (
    <FundsPage active="withdrawal" gate={gate} pendingKey="withdrawalPending" screen="WithdrawalPage">
      <form
        className="funds-form funds-form-split"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <WithdrawRequirements missing={missing} minimum={limits.min} />
        <div className="funds-choices">
          {balance !== null && (
            <p className="funds-balance">
              {t('availableBalance')} <Money value={balance} />
            </p>
          )}
          <Card title={t('paymentMethod')} elevation="flat">
            {methods.length === 0 ? (
              <Notice tone="warning">{t('errors:noWithdrawMethods')}</Notice>
            ) : (
              <SegmentedControl
                variant="tiles"
                label={t('paymentMethod')}
                value={method ? String(method.id) : ''}
                onChange={(v) => {
                  setMethod(methods.find((m) => String(m.id) === v) ?? null);
                  setError((e) => (e === 'withdrawMethodRequired' ? null : e));
                }}
                options={methods.map((m) => ({ value: String(m.id), label: <span translate="no">{m.name}</span>, image: m.icon || undefined }))}
                error={fieldError('withdrawMethodRequired')}
                testId="payment-methods"
              />
            )}
          </Card>
        </div>
        <div className="funds-submit">
          <Card elevation="flat">
            <div className="funds-fields">
              <AmountInput
                label={t('amount')}
                name="amount"
                value={amount}
                onChange={setAmount}
                quickAmounts={WITHDRAW_QUICK_AMOUNTS}
                min={limits.min}
                max={limits.max}
                error={fieldError('withdrawAmountRequired')}
              />
              <SelectField
                label={t('accountNumber')}
                name="account_number"
                value={account}
                onChange={setAccount}
                error={accountError}
                options={[{ value: '', label: t('choose') }, ...phones.map((p) => ({ value: p, label: f.digits(p) }))]}
              />
            </div>
          </Card>
          {error === 'ewalletError' && <FormError error={error} />}
          {done && <Notice tone="success">{t('errors:withdrawalSuccessful')}</Notice>}
          <Button type="submit" size="lg" block loading={busy} disabled={done}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </FundsPage>
  );
}
