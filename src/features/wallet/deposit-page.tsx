// Deposit: phone verified, no pending deposit, then
// promotion, method, channel and amount. Manual goes to /make-payment with the choice in the
// navigation state; e-wallet asks /api/ewa/request and follows its url when there is one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AmountInput } from '../../components/amount-input.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FormError } from '../../components/notice.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { localized } from '../../lib/localized.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { ACCOUNT_TYPES, DEPOSIT_QUICK_AMOUNTS } from '../../../contracts/wallet.ts';
import { getChannels, requestEwallet } from './api.ts';
import { useAttemptKey } from './funds-parts.tsx';
import { DEFAULT_DEPOSIT_LIMITS, DEPOSIT_START_KEY, loadDepositStart, type Provider } from './deposit-start.ts';
import { FundsPage } from './funds-tabs.tsx';
import type { MakePaymentState } from './make-payment-page.tsx';
import { accountTypeHeading, checkDeposit } from './rules.ts';

interface Channel {
  id: number | null;
  account_type: string;
  icon: string;
}
// E-wallet gateways have no method rows: the player still picks how they pay (the account type).
const ewalletChannels = (icon: string): Channel[] => ACCOUNT_TYPES.map((account_type) => ({ id: null, account_type, icon }));
type Problem = ReturnType<typeof checkDeposit> | string;

export function DepositPage() {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  const [, navigate] = useLocation();
  // The calls the route's load began with the screen's chunk are seeded for this read (deposit-start.ts):
  // drawn on the first render when they are in, else the skeleton.
  const read = useRead(DEPOSIT_START_KEY, loadDepositStart);
  const start = read.data;
  const { gate, providers, limits, promotions } = start ?? { gate: 'loading' as const, providers: [], limits: DEFAULT_DEPOSIT_LIMITS, promotions: [] };
  const [promotionId, setPromotionId] = useState(0);
  const [method, setMethod] = useState<Provider | null>(null);
  const [channel, setChannel] = useState<Channel | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useAttemptKey();
  // A manual wallet's channels are its method rows; an e-wallet gateway has none of its own.
  const manual = useRead(method && !method.ewallet ? `wallet:channels:${method.name}` : null, () => getChannels((method as Provider).name));
  const channels: Channel[] = method?.ewallet ? ewalletChannels(method.icon) : (manual.data ?? []);

  // An error clears as soon as the part it is about is chosen.
  const fixed = (...keys: Problem[]) => setError((e) => (keys.includes(e) ? null : e));

  const chooseMethod = (name: string) => {
    const m = providers.find((p) => p.name === name);
    if (!m) return;
    setMethod(m);
    setChannel(null);
    fixed('depositMethodRequired');
  };

  const next = async () => {
    const problem = checkDeposit({ amount, methodId: method ? 0 : null, channelId: channel ? 0 : null });
    setError(problem);
    if (problem || !method || !channel) return;
    if (!method.ewallet && channel.id !== null) {
      const state: MakePaymentState = {
        amount: Number(amount),
        payment_icon: channel.icon || method.icon,
        payment_type: channel.account_type,
        payment_method_id: channel.id,
        payment_method_name: method.name,
        promotion_id: promotionId,
      };
      navigate('/make-payment', { state });
      return;
    }
    setBusy(true);
    try {
      const answer = await requestEwallet(
        { amount: Number(amount), type: channel.account_type, provider: method.name, promotion: promotionId },
        attempt.current(),
      );
      attempt.answered();
      if (answer.url) {
        window.location.assign(answer.url);
        return;
      }
      const state: MakePaymentState = {
        amount: answer.amount,
        payment_icon: method.icon,
        payment_type: channel.account_type,
        payment_method_id: 0,
        payment_method_name: method.name,
        promotion_id: promotionId,
        transaction: answer.transaction,
        number: answer.number,
        timer: answer.timer,
        message: answer.message,
      };
      navigate('/make-payment', { state });
    } catch (e) {
      // A network failure keeps the key: pressing Next again retries the same attempt.
      attempt.failed(e);
      showErrorModal(
        e instanceof ApiError && e.status ? { code: e.code, vars: e.vars, message: e.message } : { code: 'ewalletError', message: t('errors:ewalletError') },
      );
    } finally {
      setBusy(false);
    }
  };

  const promotionOptions = [
    { value: '0', label: t('noPromotion') },
    ...promotions.map((p) => ({
      value: String(p.id),
      label: localized(p.name, p.name_bn, f.lang),
      detail: p.deposit_bouns ? t('bonusPercent', { percent: f.percent(p.deposit_bouns) }) : undefined,
    })),
  ];
  const fieldError = (key: Problem) => (error === key ? error : null);
  return (
    <FundsPage active="deposit" gate={gate} pendingKey="depositPending" screen="DepositPage">
      {start?.error ? (
        <ErrorState error={start.error} onRetry={read.refresh} />
      ) : (
        <form
          className="funds-form funds-form-split"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void next();
          }}
        >
          <div className="funds-choices">
            <Card title={t('promotion')} elevation="flat">
              <SegmentedControl
                variant="tiles"
                label={t('promotion')}
                value={String(promotionId)}
                onChange={(v) => setPromotionId(Number(v))}
                options={promotionOptions}
                testId="promotions"
              />
              {/* Each offered bonus links to its full terms (the Details popup of /promotions). */}
              {promotions.length > 0 && (
                <ul className="promotion-terms">
                  {promotions.map((p) => (
                    <li key={p.id}>
                      <Link href={`/promotions?id=${p.id}`}>{t('promotionTermsOf', { name: localized(p.name, p.name_bn, f.lang) })}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card title={t('paymentMethod')} elevation="flat">
              <SegmentedControl
                variant="tiles"
                label={t('paymentMethod')}
                value={method?.name ?? ''}
                onChange={chooseMethod}
                options={providers.map((m) => ({ value: m.name, label: <span translate="no">{m.name}</span>, image: m.icon || undefined }))}
                error={fieldError('depositMethodRequired')}
                testId="payment-methods"
              />
            </Card>
            {method && (
              <Card title={t('depositChannel')} elevation="flat">
                <SegmentedControl
                  variant="tiles"
                  label={t('depositChannel')}
                  value={channel?.account_type ?? ''}
                  onChange={(v) => {
                    setChannel(channels.find((c) => c.account_type === v) ?? null);
                    fixed('depositChannelRequired');
                  }}
                  options={channels.map((c) => ({ value: c.account_type, label: t(accountTypeHeading(c.account_type)) }))}
                  error={fieldError('depositChannelRequired')}
                  testId="deposit-channels"
                />
                {manual.error !== undefined && <ErrorState compact error={manual.error} onRetry={manual.refresh} />}
              </Card>
            )}
          </div>
          <div className="funds-submit">
            <Card elevation="flat">
              <AmountInput
                label={t('amount')}
                name="amount"
                value={amount}
                onChange={setAmount}
                quickAmounts={DEPOSIT_QUICK_AMOUNTS}
                min={limits.min}
                max={limits.max}
                error={fieldError('depositAmountRequired')}
              />
            </Card>
            {error && !['depositAmountRequired', 'depositMethodRequired', 'depositChannelRequired'].includes(error) && <FormError error={error} />}
            <Button type="submit" size="lg" block loading={busy}>
              {t('next')}
            </Button>
          </div>
        </form>
      )}
    </FundsPage>
  );
}
