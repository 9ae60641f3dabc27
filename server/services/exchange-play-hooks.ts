// What one settled exchange market feeds elsewhere, in the settlement's own transaction: the turnover
// requirements today; VIP points and referral turnover push their own hook here when they exist, so
// they are fed from the same event, exactly once (the settlement runs once per player and market).
import type { Db } from '../db/client.ts';
import { advanceTurnover } from './turnover.ts';

export interface SettledPlay {
  userId: number;
  marketKey: string;
  /** The matched stake of the settled bets (turnover counts stakes, not liabilities). */
  matchedStakePoisha: number;
  /** The player's net profit or loss on the market, after commission. */
  netPoisha: number;
  commissionPoisha: number;
}

export type SettledPlayHook = (tx: Db, play: SettledPlay) => Promise<void>;

export const settledPlayHooks: SettledPlayHook[] = [
  (tx, play) => advanceTurnover(tx, play.userId, play.matchedStakePoisha),
];

export async function feedSettledPlay(tx: Db, play: SettledPlay): Promise<void> {
  for (const hook of settledPlayHooks) await hook(tx, play);
}
