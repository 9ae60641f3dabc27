// The main wallet balance, polled every 10 s while a player is logged in.
// A 401 ends the session (api.ts clears it) and, as the product asks for this call, goes to /.
import { atom } from 'jotai';
import { navigate } from 'wouter/use-browser-location';
import { balanceResponseSchema } from '../../contracts/account.ts';
import { ApiError, postJson } from './api.ts';
import { afterFirstScreen } from './first-screen.ts';
import { clearSession } from './session.ts';
import { store } from './store.ts';
import { invalidateReads } from './read-cache.ts';

export const BALANCE_POLL_MS = 10_000;

/** Taka as the wire sends it ("1500.00"); null until the first answer. */
export const balanceAtom = atom<string | null>(null);

export async function refreshBalance(): Promise<void> {
  try {
    const { balance } = await postJson(balanceResponseSchema, 'balance');
    localStorage.setItem('balance', balance);
    store.set(balanceAtom, balance);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      store.set(balanceAtom, null);
      navigate('/', { replace: true });
    }
    // Other failures keep the last known balance; the next tick tries again.
  }
}

/**
 * The reads a money action changes, read again at once by every screen that shows them: figures beside
 * the balance (the account page's VP, the VIP screen) under "money", and the player's records.
 */
export const MONEY_READS = ['money', 'records'] as const;

/**
 * The one "refresh now" after a money action (deposit, withdrawal, bet, conversion, claim): the header
 * and account balances change at once instead of on the next 10 s tick. Features call it from their
 * action's success; `known`, when the action's answer carries the new balance, is shown before the
 * server is asked again.
 */
export function refreshBalanceNow(known?: string): Promise<void> {
  if (known !== undefined) {
    localStorage.setItem('balance', known);
    store.set(balanceAtom, known);
  }
  for (const prefix of MONEY_READS) invalidateReads(prefix);
  return refreshBalance();
}

/**
 * Starts the poll (one call once the first screen is drawn, then every 10 s); returns the stop function.
 * Until that first answer the header shows the balance last known on this device.
 */
export function startBalancePoll(): () => void {
  const cancel = afterFirstScreen(() => void refreshBalance());
  const id = setInterval(() => void refreshBalance(), BALANCE_POLL_MS);
  return () => {
    cancel();
    clearInterval(id);
  };
}
