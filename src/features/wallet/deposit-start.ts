// What the deposit screen needs before it can show anything: the
// player's verified phone, no pending deposit, then the payment methods, limits and promotions. Started by
// the route's load when /deposit is the address opened (routes.ts), together with the screen's chunk
// instead of after React's first render, and seeded for the screen's read, so the first commit shows the
// gate's notice or the form. The player's data is asked with the player's own token in the browser; the
// server never writes it into a page.
import { ApiError } from '../../lib/api.ts';
import { dropSeed, seedRead } from '../../lib/read-cache.ts';
import { DEFAULT_LIMITS, type Promotion } from '../../../contracts/wallet.ts';
import { distinctProviders, getPaymentMethods, getPromotions, getVerifiedPhones, hasPending } from './api.ts';
import type { FundsGate } from './funds-tabs.tsx';

/** A provider (bKash, Nagad ...) and, once chosen, its channel: one account type of it. */
export interface Provider {
  name: string;
  icon: string;
  ewallet: boolean;
}
export interface DepositStart {
  gate: FundsGate;
  providers: Provider[];
  limits: { min: number; max: number };
  promotions: Promotion[];
  /** The error code to show above the form (a gate's call failed). */
  error: string | null;
}

export const DEFAULT_DEPOSIT_LIMITS = { min: DEFAULT_LIMITS.deposit_min, max: DEFAULT_LIMITS.deposit_max };
const gated = (gate: FundsGate): DepositStart => ({ gate, providers: [], limits: DEFAULT_DEPOSIT_LIMITS, promotions: [], error: null });
/** A start begun by the route's load is used by the screen only this soon after: later it asks afresh. */
export const DEPOSIT_START_FRESH_MS = 10_000;

/**
 * The deposit screen's first state. Never rejects. The gates are asked in their order, each only when the
 * one before let the player through: asking all five at once makes a player held at a gate parse answers
 * for nothing, with more blocking time and no shorter chain (docs/decisions/0197).
 */
export async function loadDepositStart(): Promise<DepositStart> {
  try {
    if (!(await getVerifiedPhones()).verified) return gated('unverified');
    if (await hasPending('deposit')) return gated('pending');
    const [m, promos] = await Promise.all([getPaymentMethods(), getPromotions().catch(() => [] as Promotion[])]);
    return {
      gate: 'ready',
      // Manual wallets (bKash, Nagad ...) and the e-wallet gateways side by side: the player picks one.
      providers: [
        ...distinctProviders(m.data).map((x) => ({ name: x.name, icon: x.icon, ewallet: false })),
        ...(m.ewallet?.pgs ?? []).map((g) => ({ name: g.name, icon: g.icon, ewallet: true })),
      ],
      limits: { min: m.limits.deposit_min, max: m.limits.deposit_max },
      promotions: promos,
      error: null,
    };
  } catch (e) {
    return { ...gated('ready'), error: e instanceof ApiError && e.code ? e.code : 'ewalletError' };
  }
}

/** The deposit screen's read (deposit-page.tsx), where a start begun by the route's load is seeded. */
export const DEPOSIT_START_KEY = 'wallet:deposit-start';

/** Begins the screen's calls ahead of its first render (the route's load); resolves when they answered. */
export function startDepositEarly(now = Date.now()): Promise<DepositStart> {
  const promise = loadDepositStart();
  seedRead(DEPOSIT_START_KEY, promise, DEPOSIT_START_FRESH_MS, now);
  return promise;
}

/** A begun start not taken yet is dropped: the next screen asks afresh. */
export const dropEarlyDepositStart = () => dropSeed(DEPOSIT_START_KEY);
