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
import { ErrorState } from '../../components/error-state.tsx';
import { Money } from '../../components/money.tsx';
import { Notice } from '../../components/notice.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { ApiError } from '../../lib/api.ts';
import { balanceAtom } from '../../lib/balance.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { useRead } from '../../lib/use-read.ts';
import { DEFAULT_LIMITS, WITHDRAW_QUICK_AMOUNTS, type PaymentMethod, type WithdrawRequirement } from '../../../contracts/wallet.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { checkWithdrawal, distinctProviders, getKycState, getPaymentMethods, getVerifiedPhones, hasPending, submitWithdrawal } from './api.ts';
import { showPendingRequestsSoon, useAttemptKey, VerifiedNumberSelect } from './funds-parts.tsx';
import { FundsPage } from './funds-tabs.tsx';
import { checkWithdrawal as checkLocal } from './rules.ts';
import { KycWithdrawNotice } from './kyc-withdraw-notice.tsx';
import { WithdrawRequirements } from './withdraw-requirements.tsx';

type Problem = ReturnType<typeof checkLocal> | string;

const DEFAULT_WITHDRAW_LIMITS = { min: DEFAULT_LIMITS.withdraw_min, max: DEFAULT_LIMITS.withdraw_max };

/**
 * What the form needs as it opens: no pending withdrawal, the verified numbers, the methods and limits, what is
 * still missing, and the identity verification with the amount above which it is needed.
 */
async function loadWithdrawalStart() {
  // The check's and the verification's answers only inform: a failed one leaves the form as it was, the submit asks again.
  const [v, pending, answer, check, kyc] = await Promise.all([
    getVerifiedPhones(),
    hasPending('withdraw'),
    getPaymentMethods(),
    checkWithdrawal().catch(() => null),
    getKycState().catch(() => null),
  ]);
  return {
    pending,
    phones: v.phones,
    limits: { min: answer.limits.withdraw_min, max: answer.limits.withdraw_max },
    // withdrawal_status 0: no methods at all, whatever the list holds.
    methods: answer.withdrawal_status === 0 ? [] : (distinctProviders(answer.data) as PaymentMethod[]),
    missing: (check?.missing ?? []) as readonly WithdrawRequirement[],
    kyc,
  };
}

export function WithdrawalPage() {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  const balance = useAtomValue(balanceAtom);
  const read = useRead('wallet:withdrawal-start', loadWithdrawalStart);
  const start = read.data;
  const gate = start ? (start.pending ? 'pending' : 'ready') : read.error !== undefined ? 'ready' : 'loading';
  const phones = start?.phones ?? [];
  const methods = start?.methods ?? [];
  const limits = start?.limits ?? DEFAULT_WITHDRAW_LIMITS;
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<Problem | null>(null);
  // What Submit's check answered, once asked; until then what the start's check said.
  const [checked, setMissing] = useState<readonly WithdrawRequirement[] | null>(null);
  const missing = checked ?? start?.missing ?? [];
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const attempt = useAttemptKey();
  // A refusal at Submit fills the list at the top of the form, the button being at its foot: once the list
  // is drawn, it is brought into sight.
  const revealMissing = useRef(false);
  useEffect(() => {
    if (!revealMissing.current || missing.length === 0) return;
    revealMissing.current = false;
    document.querySelector('.withdraw-requirements')?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [missing]);

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
      await submitWithdrawal({ account_number: account, amount: Number(amount), payment_id: method.id, provider: method.name }, attempt.current());
      attempt.answered();
      void refreshBalanceNow();
      // As the product asks: 'Withdrawal successful!' first, then /payment-request.
      setDone(true);
      showPendingRequestsSoon(navigate, Number(amount), method.icon);
    } catch (e) {
      attempt.failed(e);
      if (e instanceof ApiError && e.status) {
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
      {read.error !== undefined && !start ? (
        <ErrorState error={read.error} onRetry={read.refresh} />
      ) : (
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
                <VerifiedNumberSelect
                  label={t('accountNumber')}
                  name="account_number"
                  phones={phones}
                  value={account}
                  onChange={setAccount}
                  error={accountError}
                />
              </div>
            </Card>
            <KycWithdrawNotice amount={amount} kyc={start?.kyc ?? null} />
            {done && <Notice tone="success">{t('errors:withdrawalSuccessful')}</Notice>}
            <Button type="submit" size="lg" block loading={busy} disabled={done}>
              {t('submit')}
            </Button>
          </div>
        </form>
      )}
    </FundsPage>
  );
}
