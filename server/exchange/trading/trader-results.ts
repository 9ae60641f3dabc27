// A trader's results: settle a fancy line on the runs made (a bookmaker on its winner), void one with a
// reason, and roll a result back so it can be settled again. The line leaves the players' view in the
// transaction that locks its row, which every bet on it also locks (traded-book.ts), so no bet slips in
// after the result; the money then moves through the exchange's own settlement and roll back
// (bets/settlement.ts, bets/rollback.ts): each player's payment exactly once, reversed exactly, every step
// with who, when and why (exchange_market_decisions and the audit trail).
import { eq, sql } from 'drizzle-orm';
import type { SettleTradedMarketRequest, TradedMarket } from '../../../contracts/exchange-trading.ts';
import type { Deps } from '../../context.ts';
import { exchangeMarkets, tradingMarkets, type MarketOutcome, type TradingMarketRow } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';
import { rollBackSettlement } from '../bets/rollback.ts';
import { settleMarket } from '../bets/settlement.ts';
import { operatorVoid } from '../bets/voids.ts';
import { feedFor } from '../source/running-feed.ts';
import { matchMarksOf } from './line-state.ts';
import { tradedBookmakerId, tradedFancyKey } from './traded-keys.ts';
import { tradingStoreFor } from './trading-store.ts';
import { tradedMarketOf } from './trading-view.ts';

export interface TradedResult {
  market: TradedMarket;
  bets: number;
  players: number;
}

export const marketKeyOf = (row: Pick<TradingMarketRow, 'id' | 'eventId' | 'kind'>): string =>
  row.kind === 'bookmaker' ? tradedBookmakerId(row.id) : tradedFancyKey(row.eventId, row.id, row.kind);

function outcomeOf(row: TradingMarketRow, req: SettleTradedMarketRequest): MarketOutcome {
  if (row.kind === 'bookmaker') {
    if (req.winner === undefined || !row.runners.some((r) => r.selectionId === req.winner)) throw fail(422, 'tradingResultInvalid');
    return { kind: 'winner', selectionId: req.winner };
  }
  if (req.runs === undefined) throw fail(422, 'tradingResultInvalid');
  return { kind: 'value', value: req.runs };
}

/**
 * Fixes a result: the line is taken off (status settled or void) and, when players bet on it, the
 * exchange settles their bets. A line already resulted takes a new result only after a roll back (its
 * market open again). Without bets the line's own audit entry is the record; with bets, settlement's.
 */
async function result(
  deps: Deps,
  actor: SignedStaffActor,
  id: number,
  reason: string,
  decide: (row: TradingMarketRow) => MarketOutcome,
): Promise<TradedResult> {
  const db = deps.database.db;
  const fixed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tradingMarkets).where(eq(tradingMarkets.id, id)).for('update');
    if (!row) throw fail(404, 'tradingMarketNotFound');
    const marketKey = marketKeyOf(row);
    const [market] = await tx.select({ status: exchangeMarkets.status }).from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketKey));
    if (row.status !== 'live' && market?.status !== 'open') throw fail(409, 'tradingMarketNotLive');
    const outcome = decide(row);
    const status = outcome.kind === 'void' ? 'void' : 'settled';
    const [after] = await tx
      .update(tradingMarkets)
      .set({ status, changeNo: sql`nextval('trading_change_seq')`, updatedAt: new Date() })
      .where(eq(tradingMarkets.id, id))
      .returning();
    if (!market) {
      await recordStaffAction(tx, actor, {
        action: status === 'void' ? 'trading.void' : 'trading.settle',
        objectType: 'trading_market',
        objectId: String(id),
        before: { status: row.status },
        after: { status, outcome, reason },
      });
    }
    return { row: after!, marketKey, outcome, withBets: market !== undefined };
  });
  let counts = { bets: 0, players: 0 };
  if (fixed.withBets) {
    const done = await settleMarket(deps, fixed.marketKey, fixed.outcome, actor, reason);
    if (done.status === 'open') throw fail(409, 'tradingMarketNotLive');
    counts = { bets: done.bets, players: done.players };
  }
  await tradingStoreFor(deps.database).reload();
  return { market: tradedMarketOf(fixed.row, matchMarksOf(feedFor(deps).source, fixed.row.eventId)), ...counts };
}

export const settleTraded = (deps: Deps, actor: SignedStaffActor, id: number, req: SettleTradedMarketRequest): Promise<TradedResult> =>
  result(deps, actor, id, req.reason, (row) => outcomeOf(row, req));

export const voidTraded = (deps: Deps, actor: SignedStaffActor, id: number, reason: string): Promise<TradedResult> =>
  result(deps, actor, id, reason, () => operatorVoid(reason));

/** Reverses a result with bets behind it: every payment undone exactly; the line then waits for a new result. */
export async function rollBackTraded(deps: Deps, actor: SignedStaffActor, id: number, reason: string): Promise<TradedResult> {
  const [row] = await deps.database.db.select().from(tradingMarkets).where(eq(tradingMarkets.id, id));
  if (!row) throw fail(404, 'tradingMarketNotFound');
  if (row.status === 'live') throw fail(409, 'exchangeMarketNotSettled');
  const done = await rollBackSettlement(deps, marketKeyOf(row), actor, reason);
  return { market: tradedMarketOf(row, matchMarksOf(feedFor(deps).source, row.eventId)), bets: done.bets, players: done.players };
}
