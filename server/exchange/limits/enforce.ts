// The limits and blocks, checked once per player bet inside the placement transaction, after the bet's
// row is written and while the player's hold row on the market is locked (holds.ts: every change of one
// player's position on one market takes that lock first). So two bets of one player on one market
// check one after the other, each seeing the other's committed stake: together they cannot pass a
// per-market maximum. A refusal throws Refused, which rolls the whole placement back.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeBets } from '../../db/schema/index.ts';
import { bestCaseFor } from '../maths/market-outcomes.ts';
import { marketRow, openBets, partsOf, shapeOf, type BetRow, type MarketRow } from '../bets/holds.ts';
import { Refused } from '../bets/placement.ts';
import type { MessageKey } from '../../../contracts/messages/index.ts';
import type { riskMessages } from '../../../contracts/messages/risk.ts';
import { takaGroupedText } from '../../lib/money.ts';
import { riskKindOf, resolveLimits, type BetTarget, type LimitSet } from './resolve.ts';
import { blockFor, rulesFor } from './rules.ts';

type RiskRefusal = keyof typeof riskMessages & MessageKey;

/** A refusal by a limit or a block: answered like every refused bet, with the limit's amount in taka. */
export class LimitRefused extends Refused {
  constructor(key: RiskRefusal, vars: Record<string, string> = {}) {
    // Refused's key type lists the bet engine's refusals; these are catalogue keys of the risk area.
    super(key as Refused['code'], vars);
  }
}

/** The market a bet is for: its stored row, or the source's description of it before it is stored. */
type MarketOfBet = Pick<MarketRow, 'sport' | 'marketType' | 'eventId' | 'marketKey'>;

export function targetOf(market: MarketOfBet, userId: number): BetTarget {
  return { sport: market.sport, kind: riskKindOf(market.sport, market.marketType), eventId: market.eventId, marketKey: market.marketKey, userId };
}

export async function limitsForBet(tx: Db, target: BetTarget): Promise<LimitSet> {
  return resolveLimits(await rulesFor(tx, target), target);
}

const over = (value: number, limit: number | null) => limit !== null && value > limit;

function refuseStakeOutside(stakePoisha: number, limits: LimitSet): void {
  if (limits.minStake !== null && stakePoisha < limits.minStake) throw new LimitRefused('riskStakeBelowMin', { min: takaGroupedText(limits.minStake) });
  if (over(stakePoisha, limits.maxStake)) throw new LimitRefused('riskStakeAboveMax', { max: takaGroupedText(limits.maxStake!) });
}

/**
 * The stake range alone, before anything is written: a stake out of range is refused before the bet waits
 * its in-play delay. The same limits are checked again inside the placement (enforceRiskLimits), where a
 * rule changed meanwhile counts.
 */
export async function enforceStakeRange(db: Db, market: MarketOfBet, userId: number, stakePoisha: number): Promise<void> {
  refuseStakeOutside(stakePoisha, await limitsForBet(db, targetOf(market, userId)));
}

/** Refuses the just-written bet when a block or limit forbids it. Call with the player's hold row locked. */
export async function enforceRiskLimits(tx: Db, bet: BetRow): Promise<void> {
  const market = (await marketRow(tx, bet.marketKey))!;
  const target = targetOf(market, bet.userId);
  const blocked = await blockFor(tx, target);
  if (blocked) throw new LimitRefused(blocked);
  const limits = await limitsForBet(tx, target);
  refuseStakeOutside(bet.stakePoisha, limits);
  const shape = shapeOf(market);
  const open = await openBets(tx, bet.userId, bet.marketKey);
  const own = open.filter((b) => b.bet.id === bet.id);
  if (over(bestCaseFor(shape, own.flatMap(partsOf)), limits.maxProfit))
    throw new LimitRefused('riskProfitAboveMax', { max: takaGroupedText(limits.maxProfit!) });
  const [staked] = await tx
    .select({ sum: sql<string>`COALESCE(SUM(${exchangeBets.matchedPoisha} + ${exchangeBets.unmatchedPoisha}), 0)` })
    .from(exchangeBets)
    .where(
      and(eq(exchangeBets.userId, bet.userId), eq(exchangeBets.marketKey, bet.marketKey), eq(exchangeBets.state, 'open'), eq(exchangeBets.source, 'player')),
    );
  if (over(Number(staked?.sum ?? 0), limits.marketMaxStake))
    throw new LimitRefused('riskMarketStakeAboveMax', { max: takaGroupedText(limits.marketMaxStake!) });
  // A bet that lowers the player's best case (a hedge) is never refused for profit.
  const bestAfter = bestCaseFor(shape, open.flatMap(partsOf));
  const bestBefore = bestCaseFor(shape, open.filter((b) => b.bet.id !== bet.id).flatMap(partsOf));
  if (over(bestAfter, limits.marketMaxProfit) && bestAfter > bestBefore)
    throw new LimitRefused('riskMarketProfitAboveMax', { max: takaGroupedText(limits.marketMaxProfit!) });
}
