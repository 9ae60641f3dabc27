// The stake range the slip checks before sending: this market's for this player once read
// (slip-limits.ts), else the market type's default (GET /api/exchange/settings), else none (the server
// still refuses a stake out of range, with the limit named).
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { limitsAtom, type SlipSelection } from '../my-bets/bet-state.ts';
import { limitsMarketOf, slipLimitsAtom } from './slip-limits.ts';

export interface StakeRange {
  /** Taka; null where nothing limits. */
  min: number | null;
  max: number | null;
}

export function useStakeRange(sel: SlipSelection): StakeRange {
  const own = useAtomValue(slipLimitsAtom);
  const typeDefault = useAtomValue(limitsAtom)?.[sel.marketType];
  if (own && own.market === limitsMarketOf(sel)) return { min: own.limits.minStake, max: own.limits.maxStake };
  return { min: typeDefault?.minStake ?? null, max: typeDefault?.maxStake ?? null };
}
