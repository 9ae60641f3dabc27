// Placing a bet, from the slip's Place button or a one-click tap: the request with its key, the bet
// delay's countdown while the server waits it out (in-play match odds and bookmaker), the "bet
// matched" / "bet unmatched" message that goes by itself, and the refresh of positions, open bets,
// exposure and balance. A refusal comes back as an answer for the slip (or a toast, for one click).
import type { PlacedBet, PlaceBetRequest } from '../../../../contracts/exchange-bets.ts';
import { showToast } from '../../../components/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { i18n } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/message-text.ts';
import { store } from '../../../lib/store.ts';
import { betDelayUntilAtom, limitsAtom, readAgainAfterBet, type SlipSelection } from '../my-bets/bet-state.ts';
import { placeBet } from '../my-bets/bets-api.ts';

/** The catalogue message of an answer or an error, in the player's language (its values in its digits). */
export function messageOf(code: string | undefined, fallback: string, vars?: Record<string, string>): string {
  return errorText({ code, message: fallback, vars }, i18n);
}

export function betRequest(sel: SlipSelection, stake: number): PlaceBetRequest {
  return {
    eventId: sel.eventId,
    marketId: sel.marketId,
    marketType: sel.marketType,
    selectionId: sel.selectionId,
    side: sel.side,
    price: sel.price,
    stake,
    ...(sel.line === undefined ? {} : { line: sel.line }),
  };
}

/** The in-play delay the server will wait for this bet, in seconds (0 for fancy and before the off). */
export function betDelaySeconds(sel: SlipSelection): number {
  if (!sel.inPlay || sel.marketType === 'fancy') return 0;
  return store.get(limitsAtom)?.[sel.marketType].betDelaySeconds ?? 0;
}

/** Places the bet; resolves with the server's answer (a refusal included), rejects with ApiError. */
export async function submitBet(sel: SlipSelection, stake: number, key: string): Promise<PlacedBet> {
  const delay = betDelaySeconds(sel);
  if (delay > 0) store.set(betDelayUntilAtom, Date.now() + delay * 1000);
  try {
    const { bet } = await placeBet(betRequest(sel, stake), key);
    if (bet.status !== 'refused') {
      showToast(messageOf(bet.code, bet.message ?? ''), { tone: bet.status === 'matched' ? 'success' : 'info' });
      void readAgainAfterBet(sel.eventId);
    }
    return bet;
  } finally {
    if (delay > 0) store.set(betDelayUntilAtom, null);
  }
}

/** One-click betting: no slip; the outcome, refusal or error alike, is a toast. */
export async function placeOneClick(sel: SlipSelection, stake: number): Promise<void> {
  try {
    const bet = await submitBet(sel, stake, crypto.randomUUID());
    if (bet.status === 'refused') showToast(messageOf(bet.code, bet.message ?? '', bet.vars), { tone: 'danger' });
  } catch (error) {
    const e = error instanceof ApiError ? error : new ApiError(0, '', 'unexpectedError');
    showToast(messageOf(e.code, e.message, e.vars), { tone: 'danger' });
  }
}
