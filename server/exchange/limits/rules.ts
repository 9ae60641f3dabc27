// The limit rules and blocks as stored (risk_limits, risk_blocks): read for a bet, and kept by the risk
// console. Amounts in poisha here; the console's wire speaks taka (server/exchange/risk/limits-desk.ts maps).
// A trader's line publishes its own Min and Max stake: read here as one more rule of the market's, below
// any the risk team sets on that market (resolve.ts ranks equal scopes by id, and the line's is 0), so the
// players' refusal names the limit like every other and a player's own rules still tighten it.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketBlocks, riskBlocks, riskLimits, tradingMarkets } from '../../db/schema/index.ts';
import { tradedRowOfKey } from '../trading/traded-keys.ts';
import type { BetTarget, LimitRule } from './resolve.ts';

type Row = typeof riskLimits.$inferSelect;
export const ruleOf = (r: Row): LimitRule => ({
  id: r.id,
  scope: r.scope,
  sport: r.sport,
  marketKind: r.marketKind,
  eventId: r.eventId,
  marketKey: r.marketKey,
  userId: r.userId,
  limits: {
    minStake: r.minStakePoisha,
    maxStake: r.maxStakePoisha,
    maxProfit: r.maxProfitPoisha,
    marketMaxStake: r.marketMaxStakePoisha,
    marketMaxProfit: r.marketMaxProfitPoisha,
  },
});

/** Every rule that could speak about the bet (resolve.ts picks among them). */
export async function rulesFor(tx: Db, bet: BetTarget): Promise<LimitRule[]> {
  const found = await tx
    .select()
    .from(riskLimits)
    .where(
      or(
        eq(riskLimits.scope, 'default'),
        and(eq(riskLimits.scope, 'event'), eq(riskLimits.eventId, bet.eventId)),
        and(eq(riskLimits.scope, 'market'), eq(riskLimits.marketKey, bet.marketKey)),
        and(eq(riskLimits.scope, 'player'), eq(riskLimits.userId, bet.userId)),
      ),
    );
  const line = await lineRangeRule(tx, bet.marketKey);
  return [...found.map(ruleOf), ...(line ? [line] : [])];
}

/** A trader's line's own stake range, as a rule on its market; null for any other market. */
async function lineRangeRule(tx: Db, marketKey: string): Promise<LimitRule | null> {
  const id = tradedRowOfKey(marketKey);
  if (id === null) return null;
  const [row] = await tx
    .select({ eventId: tradingMarkets.eventId, min: tradingMarkets.minStakePoisha, max: tradingMarkets.maxStakePoisha })
    .from(tradingMarkets)
    .where(eq(tradingMarkets.id, id));
  if (!row) return null;
  const limits = { minStake: row.min, maxStake: row.max, maxProfit: null, marketMaxStake: null, marketMaxProfit: null };
  return { id: 0, scope: 'market', sport: '*', marketKind: '*', eventId: row.eventId, marketKey, userId: 0, limits };
}

export type BlockKind = 'riskEventBlocked' | 'riskMarketBlocked' | 'riskExchangeBlocked';

/**
 * Why the player may not bet here, or null: the market or its event blocked for everybody or for this
 * player, or the player's whole exchange closed by the content console's market block (market_blocks).
 */
export async function blockFor(tx: Db, bet: Pick<BetTarget, 'eventId' | 'marketKey' | 'userId'>): Promise<BlockKind | null> {
  const found = await tx
    .select({ scope: riskBlocks.scope })
    .from(riskBlocks)
    .where(
      and(
        inArray(riskBlocks.userId, [0, bet.userId]),
        or(and(eq(riskBlocks.scope, 'event'), eq(riskBlocks.target, bet.eventId)), and(eq(riskBlocks.scope, 'market'), eq(riskBlocks.target, bet.marketKey))),
      ),
    );
  if (found.some((b) => b.scope === 'event')) return 'riskEventBlocked';
  if (found.length > 0) return 'riskMarketBlocked';
  const [section] = await tx.select().from(marketBlocks).where(eq(marketBlocks.userId, bet.userId));
  if (section && section.status !== 'active' && section.exchangeMarket === 0) return 'riskExchangeBlocked';
  return null;
}
