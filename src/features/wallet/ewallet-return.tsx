// Back from the e-wallet gateway: /deposit?ewa_trx=…&ewa_status=…. The client calls the
// the wire's /api/ewa/confirm (trx_id, trxid, number), which asks the gateway and credits or fails the
// deposit, and shows the outcome above the deposit form. The status in the address is only a hint; the
// server's answer decides. While the gateway has not confirmed yet (409), it asks again a few times,
// then says the balance will update by itself (the gateway's notification or the expiry sweep settles it).
// The form renders once the outcome is known, so its "deposit pending" check sees the settled request.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ewaConfirmAnswerSchema, type EwaConfirmAnswer } from '../../../contracts/ewallet.ts';
import { Notice } from '../../components/notice.tsx';
import { ApiError, postJson } from '../../lib/api.ts';
import { refreshBalance } from '../../lib/balance.ts';
import { useFormat } from '../../lib/use-format.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { DepositPage } from './deposit-page.tsx';
import { startDepositEarly } from './deposit-start.ts';

const RETRIES = 3;
const RETRY_MS = 3000;

type Outcome = { kind: 'checking' } | { kind: 'done'; answer: EwaConfirmAnswer } | { kind: 'waiting' } | { kind: 'error'; code: string };

/** The gateway's reference from the return address, or null when this is not a return from it. */
export function returnedReference(search: string): string | null {
  const ref = new URLSearchParams(search).get('ewa_trx');
  return ref && /^[A-Z0-9]{6,40}$/.test(ref) ? ref : null;
}

export const confirmEwallet = (ref: string) => postJson(ewaConfirmAnswerSchema, 'ewa/confirm', { trx_id: ref, trxid: ref, number: '' });

export function EwalletReturn({ children }: { children: ReactNode }) {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  const [ref] = useState(() => returnedReference(window.location.search));
  const [outcome, setOutcome] = useState<Outcome | null>(ref ? { kind: 'checking' } : null);

  // biome-ignore lint/plugin: the gateway's payment is confirmed (a write, retried while the gateway has not yet approved), not a read
  useEffect(() => {
    if (!ref) return undefined;
    let live = true;
    // The reference leaves the address, so a reload or a shared link does not ask again.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void (async () => {
      for (let attempt = 0; attempt <= RETRIES && live; attempt++) {
        try {
          const answer = await confirmEwallet(ref);
          if (!live) return;
          setOutcome({ kind: 'done', answer });
          if (answer.status === 'approved') void refreshBalance();
          return;
        } catch (e) {
          const code = e instanceof ApiError && e.code ? e.code : 'ewalletError';
          if (code !== 'ewalletNotApproved') {
            if (live) setOutcome({ kind: 'error', code });
            return;
          }
          if (attempt < RETRIES) await new Promise((r) => setTimeout(r, RETRY_MS));
        }
      }
      if (live) setOutcome({ kind: 'waiting' });
    })();
    return () => {
      live = false;
    };
  }, [ref]);

  return (
    <>
      {outcome?.kind === 'checking' && (
        <Notice tone="info">
          <span role="status">{t('ewalletChecking')}</span>
        </Notice>
      )}
      {outcome?.kind === 'waiting' && <Notice tone="info">{t('ewalletWaiting')}</Notice>}
      {outcome?.kind === 'error' && <Notice tone="danger">{t(`errors:${outcome.code}`)}</Notice>}
      {outcome?.kind === 'done' && outcome.answer.status === 'approved' && (
        <Notice tone="success">
          <span data-testid="ewallet-result">{t('ewalletCredited', { amount: f.taka(outcome.answer.amount) })}</span>
        </Notice>
      )}
      {outcome?.kind === 'done' && outcome.answer.status !== 'approved' && (
        <Notice tone="danger" title={t(outcome.answer.code === 'ewalletExpired' ? 'ewalletExpiredTitle' : 'ewalletDeclinedTitle')}>
          <span data-testid="ewallet-result">
            {t(`errors:${outcome.answer.code}`)} {t('ewalletTryAgain')}
          </span>
        </Notice>
      )}
      {outcome?.kind !== 'checking' && children}
    </>
  );
}

/** /deposit: the deposit form, with the gateway's return handled first. */
export function DepositWithReturn() {
  return (
    <EwalletReturn>
      <DepositPage />
    </EwalletReturn>
  );
}

/** The longest the screen's first render waits for its calls (a slow answer then lands in the skeleton). */
export const DEPOSIT_HOLD_MS = 2000;

/**
 * The /deposit route's load (app/routes.ts): the screen's calls begin with its chunk, and its first render
 * waits for them (at most DEPOSIT_HOLD_MS), so it shows the gate's notice or the form, not a skeleton
 * first. Not on a return from the gateway: there the form's checks must follow the confirmation.
 */
export async function depositScreen(): Promise<ComponentType> {
  if (store.get(sessionAtom) !== null && !returnedReference(window.location.search)) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([startDepositEarly(), new Promise((resolve) => (timer = setTimeout(resolve, DEPOSIT_HOLD_MS)))]);
    clearTimeout(timer);
  }
  return DepositWithReturn;
}
