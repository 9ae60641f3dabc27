// The player's side of the limits: what a bet on one market would be held to, so the bet slip checks the
// stake against the same range the server will (an event's rule of ৳50 lets the slip take ৳50 there),
// instead of the market type's default. Resolved by the same code as placing, from the same market.
import { leaderCall } from '../../cluster/leader-calls.ts';
import type { Deps } from '../../context.ts';
import type { StakeLimits, StakeLimitsQuery } from '../../../contracts/exchange-bets.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { marketOfAsk } from '../bets/bet-target.ts';
import { marketWatchFor } from '../bets/running-watch.ts';
import { feedFor } from '../source/running-feed.ts';
import { limitsForBet, targetOf } from './enforce.ts';
import { LIMIT_FIELDS } from './resolve.ts';

async function stakeLimitsHere(deps: Deps, userId: number, ask: StakeLimitsQuery): Promise<StakeLimits> {
  const watch = await marketWatchFor(deps);
  const market = await marketOfAsk(deps, watch, feedFor(deps).source, ask);
  const limits = await limitsForBet(deps.database.db, targetOf(market, userId));
  return Object.fromEntries(LIMIT_FIELDS.map((f) => [f, limits[f] === null ? null : takaFromPoisha(limits[f])])) as StakeLimits;
}

// In the leader, as placing: the simulator's events and the trader's lines are read where bets are placed.
export const stakeLimits = leaderCall('exchange.stakeLimits', stakeLimitsHere);
