// Deposit (spec part 1 §2, part 2 §4, §5, §7.4): phone verified, no pending deposit, then
// promotion, method, channel and amount. Manual goes to /make-payment with the choice in the
// navigation state; e-wallet asks /api/ewa/request and follows its url when there is one.
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { ACCOUNT_TYPES, DEPOSIT_QUICK_AMOUNTS, DEFAULT_LIMITS, type PaymentMethod, type Promotion } from '../../../contracts/wallet.ts';
import {
  distinctProviders, getChannels, getPaymentMethods, getPromotions, getVerifiedPhones, hasPending, newIdempotencyKey, requestEwallet,
} from './api.ts';
import { AmountPicker, FundsTabs } from './funds-tabs.tsx';
import type { MakePaymentState } from './make-payment-page.tsx';
import { accountTypeHeading, checkDeposit } from './rules.ts';

type Gate = 'loading' | 'unverified' | 'pending' | 'ready';
/** A provider (bKash, Nagad ...) and, once chosen, its channel: one account type of it. */
interface Provider { name: string; icon: string; ewallet: boolean }
interface Channel { id: number | null; account_type: string; icon: string }
// E-wallet gateways have no method rows: the player still picks how they pay (the account type).
const ewalletChannels = (icon: string): Channel[] => ACCOUNT_TYPES.map((account_type) => ({ id: null, account_type, icon }));

export function DepositPage() {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  const [gate, setGate] = useState<Gate>('loading');
  const [providers, setProviders] = useState<Provider[]>([]);
  const [limits, setLimits] = useState<{ min: number; max: number }>({ min: DEFAULT_LIMITS.deposit_min, max: DEFAULT_LIMITS.deposit_max });
  const [promotions, setPromotions] = useState<Promotion[]>([]);
  const [channels, setChannels] = useState<Channel[]>([]);
  const [promotionId, setPromotionId] = useState(0);
  const [method, setMethod] = useState<Provider | null>(null);
  const [channel, setChannel] = useState<Channel | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attemptKey = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const { verified } = await getVerifiedPhones();
        if (!verified) { if (live) setGate('unverified'); return; }
        if (await hasPending('deposit')) { if (live) setGate('pending'); return; }
        const [methods, promos] = await Promise.all([getPaymentMethods(), getPromotions().catch(() => [] as Promotion[])]);
        if (!live) return;
        // Manual wallets (bKash, Nagad ...) and the e-wallet gateways side by side: the player picks one.
        setProviders([
          ...distinctProviders(methods.data).map((m) => ({ name: m.name, icon: m.icon, ewallet: false })),
          ...(methods.ewallet?.pgs ?? []).map((g) => ({ name: g.name, icon: g.icon, ewallet: true })),
        ]);
        setLimits({ min: methods.limits.deposit_min, max: methods.limits.deposit_max });
        setPromotions(promos);
        setGate('ready');
      } catch (e) {
        if (live) { setGate('ready'); setError(e instanceof ApiError && e.code ? e.code : 'ewalletError'); }
      }
    })();
    return () => { live = false; };
  }, []);

  const chooseMethod = (m: Provider) => {
    setMethod(m);
    setChannel(null);
    if (m.ewallet) { setChannels(ewalletChannels(m.icon)); return; }
    setChannels([]);
    getChannels(m.name).then((list: PaymentMethod[]) => setChannels(list), () => setChannels([]));
  };

  const next = async () => {
    const problem = checkDeposit({ amount, methodId: method ? 0 : null, channelId: channel ? 0 : null });
    setError(problem);
    if (problem || !method || !channel) return;
    if (!method.ewallet && channel.id !== null) {
      const state: MakePaymentState = {
        amount: Number(amount), payment_icon: channel.icon || method.icon, payment_type: channel.account_type,
        payment_method_id: channel.id, payment_method_name: method.name, promotion_id: promotionId,
      };
      navigate('/make-payment', { state });
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      const answer = await requestEwallet({ amount: Number(amount), type: channel.account_type, provider: method.name, promotion: promotionId }, attemptKey.current);
      attemptKey.current = null;
      if (answer.url) { window.location.assign(answer.url); return; }
      const state: MakePaymentState = {
        amount: answer.amount, payment_icon: method.icon, payment_type: channel.account_type, payment_method_id: 0,
        payment_method_name: method.name, promotion_id: promotionId, transaction: answer.transaction, number: answer.number,
        timer: answer.timer, message: answer.message,
      };
      navigate('/make-payment', { state });
    } catch (e) {
      // A network failure keeps the key: pressing Next again retries the same attempt.
      if (e instanceof ApiError && e.status) attemptKey.current = null;
      showErrorModal(e instanceof ApiError && e.status ? { code: e.code, vars: e.vars, message: e.message } : { code: 'ewalletError', message: t('errors:ewalletError') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="funds-page" data-screen="DepositPage">
      <FundsTabs active="deposit" />
      {gate === 'loading' && <SkeletonList rows={4} />}
      {gate === 'unverified' && <p role="alert">{t('errors:verifyPhoneFirst')} <Link href="/profile">{t('goToProfile')}</Link></p>}
      {gate === 'pending' && <p role="alert">{t('errors:depositPending')}</p>}
      {gate === 'ready' && (
        <form onSubmit={(e) => { e.preventDefault(); void next(); }}>
          <fieldset>
            <legend>{t('promotion')}</legend>
            <label><input type="radio" name="promotion" checked={promotionId === 0} onChange={() => setPromotionId(0)} />{t('noPromotion')}</label>
            {promotions.map((p) => (
              <Fragment key={p.id}>
                <label><input type="radio" name="promotion" checked={promotionId === p.id} onChange={() => setPromotionId(p.id)} />
                  {p.name}{p.deposit_bouns ? ` (+${p.deposit_bouns}%)` : ''}</label>
                {/* Each offered bonus links to its full terms (the Details popup of /promotions). */}
                <Link href={`/promotions?id=${p.id}`} aria-label={t('promotionTermsOf', { name: p.name })}>{t('promotionTerms')}</Link>
              </Fragment>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('paymentMethod')}</legend>
            {providers.map((m) => (
              <button key={m.name} type="button" aria-pressed={method?.name === m.name} onClick={() => chooseMethod(m)}>
                {m.icon && <img src={m.icon} alt="" width={32} height={32} />}{m.name}
              </button>
            ))}
          </fieldset>
          {method && (
            <fieldset>
              <legend>{t('depositChannel')}</legend>
              {channels.map((c) => (
                <button key={c.account_type} type="button" aria-pressed={channel?.account_type === c.account_type} onClick={() => setChannel(c)}>
                  {t(accountTypeHeading(c.account_type))}
                </button>
              ))}
            </fieldset>
          )}
          <AmountPicker amounts={DEPOSIT_QUICK_AMOUNTS} value={amount} onChange={setAmount} limits={limits} />
          {error && <p role="alert" className="field-error">{t(`errors:${error}`)}</p>}
          <button type="submit" disabled={busy}>{t('next')}</button>
        </form>
      )}
    </section>
  );
}
