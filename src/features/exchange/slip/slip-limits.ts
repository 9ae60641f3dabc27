// The stake range of the market the slip is open on, for this player, as the server will hold the bet to
// it: the type's default, an event's or the market's rule (a trader's line's own Min and Max), tightened by
// the player's own. Read by the screen (useEventBets) when a slip opens on a market, so the slip itself
// stays a pure reader of atoms; until the answer comes, the slip checks against the type's default.
import { atom } from 'jotai';
import type { StakeLimits } from '../../../../contracts/exchange-bets.ts';
import { keepReading } from '../../../lib/read-cache.ts';
import { store } from '../../../lib/store.ts';
import { getStakeLimits } from '../my-bets/bets-api.ts';
import { slipAtom, type SlipSelection } from '../my-bets/bet-state.ts';

/** The open slip's market's limits, with the market they are for (a slip moved elsewhere ignores them). */
export const slipLimitsAtom = atom<{ market: string; limits: StakeLimits } | null>(null);

/** A rule can change while the slip stays open: read again this often (the server checks every bet anyway). */
const REREAD_MS = 60_000;

/** One market as the limits see it: a fancy line is its own market, a runner is not. */
export const limitsMarketOf = (sel: Pick<SlipSelection, 'eventId' | 'marketId' | 'marketType' | 'selectionId'>): string =>
  [sel.marketType, sel.eventId, sel.marketId, sel.marketType === 'fancy' ? sel.selectionId : ''].join(':');

/** Follows the slip: reads its market's limits whenever it opens on another market. Returns the stop. */
export function followSlipLimits(): () => void {
  let market: string | null = null;
  let stopRead = () => {};
  const follow = () => {
    const sel = store.get(slipAtom);
    const next = sel ? limitsMarketOf(sel) : null;
    if (next === market) return;
    stopRead();
    stopRead = () => {};
    market = next;
    if (!sel || !next) return;
    const ask = { eventId: sel.eventId, marketId: sel.marketId, marketType: sel.marketType, selectionId: sel.selectionId };
    stopRead = keepReading(
      `stake-limits:${next}`,
      () => getStakeLimits(ask),
      (limits) => store.set(slipLimitsAtom, { market: next, limits }),
      { every: REREAD_MS },
    );
  };
  follow();
  const unsubscribe = store.sub(slipAtom, follow);
  return () => {
    unsubscribe();
    stopRead();
  };
}
