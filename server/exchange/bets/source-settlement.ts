// Settlement from the market source: what a runner market's runner statuses say, applied once. Fed every
// market message the source sends for a market with bets (and again on every restart): an open market
// does nothing, a CLOSED one with its winners settles (settleMarket pays each player once, however often
// it is called), and a CLOSED one the statuses cannot settle, or a market the source dropped, waits for
// the operator. Nothing here settles or voids a market by silence.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { exchangeMarkets } from '../../db/schema/index.ts';
import { type ResultMarket, verdictOf } from '../maths/source-result.ts';
import { settleMarket } from './settlement.ts';
import { flagMarket } from './voids.ts';

export type SourceSettleResult = 'no-bets' | 'open' | 'settled' | 'waiting';

/** The market the source calls `sourceMarketId` as filed when its first bet was placed (runner markets only). */
async function filedKey(deps: Deps, sourceMarketId: string): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ marketKey: exchangeMarkets.marketKey })
    .from(exchangeMarkets)
    .where(and(eq(exchangeMarkets.feedMarketId, sourceMarketId), isNull(exchangeMarkets.lineKey), ne(exchangeMarkets.marketType, 'fancy')));
  return row?.marketKey ?? null;
}

/**
 * Applies a source's market (server/exchange/source/market-source.ts `SourceMarket`, which this shape
 * is a part of) to the bets on it. Safe to call on every message: repeated CLOSED messages and restarts
 * settle nothing twice.
 */
export async function settleFromSource(deps: Deps, market: ResultMarket & { id: string }): Promise<SourceSettleResult> {
  const key = await filedKey(deps, market.id);
  if (!key) return 'no-bets';
  const verdict = verdictOf(market);
  if (verdict.kind === 'open') return 'open';
  if (verdict.kind === 'wait') {
    await flagMarket(deps, key, verdict.why);
    return 'waiting';
  }
  const done = await settleMarket(deps, key, verdict.outcome);
  return done.status === 'open' ? 'waiting' : 'settled';
}

/** The source no longer lists a market that was not CLOSED: its bets wait for the operator. */
export async function sourceDroppedMarket(deps: Deps, sourceMarketId: string): Promise<void> {
  const key = await filedKey(deps, sourceMarketId);
  if (key) await flagMarket(deps, key, 'exchangeMarketFeedGone');
}
