// What one settled exchange market feeds elsewhere, in the settlement's own transaction: the turnover
// requirements, and VIP points and referral turnover (services/loyalty.ts), all from the same event,
// exactly once (the settlement runs once per player and market).
import type { Db } from '../../db/client.ts';
import { recordPlay } from '../../services/loyalty.ts';
import { advanceTurnover } from '../../services/turnover.ts';

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
  (tx, play) => recordPlay(tx, play.userId, play.matchedStakePoisha),
];

export async function feedSettledPlay(tx: Db, play: SettledPlay): Promise<void> {
  for (const hook of settledPlayHooks) await hook(tx, play);
}
