// A trader's results: settle a fancy line on the runs made (a bookmaker on its winner), void one with a
// reason, and roll a result back so it can be settled again. The line leaves the players' view in the
// transaction that locks its row, which every bet on it also locks (traded-book.ts), so no bet slips in
// after the result; the money then moves through the exchange's own settlement and roll back
// (bets/settlement.ts, bets/rollback.ts): each player's payment exactly once, reversed exactly, every step
// with who, when and why (exchange_market_decisions and the audit trail). The line's row keeps its last
// result and decision too, so the desk lists every resulted line whoever resulted it (trading-view.ts).
import { and, eq, sql } from 'drizzle-orm';
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

const NEXT_CHANGE = sql`nextval('trading_change_seq')`;

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
 * market open again, or, without bets, the line waiting). Without bets the line's own audit entry is the
 * record; with bets, settlement's.
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
    // With bets the exchange market says whether a result may be fixed (open: never resulted, or rolled
    // back); without, the line's own status does.
    const resultable = market ? market.status === 'open' : row.status === 'live' || row.status === 'waiting';
    if (!resultable) throw fail(409, 'tradingMarketNotLive');
    const outcome = decide(row);
    const status = outcome.kind === 'void' ? 'void' : 'settled';
    const now = new Date();
    const [after] = await tx
      .update(tradingMarkets)
      .set({ status, outcome, resultReason: reason, resultedBy: actor.id, resultedAt: now, changeNo: NEXT_CHANGE, updatedAt: now })
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

/**
 * Reverses a result: with bets, every payment undone exactly (bets/rollback.ts, its own transaction and
 * audit entry); then the line waits for a new result, with who, when and why. The line is marked only if
 * nobody changed it since it was read: a trader who settled it again in between (the market was already
 * open for it) keeps that result.
 */
export async function rollBackTraded(deps: Deps, actor: SignedStaffActor, id: number, reason: string): Promise<TradedResult> {
  const db = deps.database.db;
  const [row] = await db.select().from(tradingMarkets).where(eq(tradingMarkets.id, id));
  if (!row) throw fail(404, 'tradingMarketNotFound');
  if (row.status === 'live' || row.status === 'waiting') throw fail(409, 'exchangeMarketNotSettled');
  const marketKey = marketKeyOf(row);
  const [market] = await db.select({ status: exchangeMarkets.status }).from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketKey));
  const done = market ? await rollBackSettlement(deps, marketKey, actor, reason) : { bets: 0, players: 0 };
  const after = await db.transaction(async (tx) => {
    const now = new Date();
    const [marked] = await tx
      .update(tradingMarkets)
      .set({ status: 'waiting', resultReason: reason, resultedBy: actor.id, resultedAt: now, changeNo: NEXT_CHANGE, updatedAt: now })
      .where(and(eq(tradingMarkets.id, id), eq(tradingMarkets.changeNo, row.changeNo)))
      .returning();
    if (!market) {
      if (!marked) throw fail(409, 'exchangeMarketNotSettled');
      await recordStaffAction(tx, actor, {
        action: 'trading.rollback',
        objectType: 'trading_market',
        objectId: String(id),
        before: { status: row.status, outcome: row.outcome },
        after: { status: 'waiting', reason },
      });
    }
    return marked ?? (await tx.select().from(tradingMarkets).where(eq(tradingMarkets.id, id)))[0]!;
  });
  await tradingStoreFor(deps.database).reload();
  return { market: tradedMarketOf(after, matchMarksOf(feedFor(deps).source, after.eventId)), bets: done.bets, players: done.players };
}
