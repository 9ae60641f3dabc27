// The money held per player and market (exchange_holds), kept equal to the worst case of the player's
// open bets on that market (server/exchange/maths/market-outcomes.ts) and moved through the ledger in
// the caller's transaction. Lock order, everywhere: the market row (share), then the hold row, then
// the bets, then the wallet (inside postEntry). A hold row lock serializes every change of one
// player's position on one market: placing, matching, cancelling, lapsing and settling.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeBets, exchangeFills, exchangeHolds, exchangeMarkets } from '../../db/schema/index.ts';
import type { MarketInfo } from '../source/bet-quotes.ts';
import { kindOf } from '../maths/fancy-lines.ts';
import { holdFor, type BetPart, type MarketShape } from '../maths/market-outcomes.ts';
import { dirOf } from '../maths/price.ts';
import { postEntry } from '../../services/ledger.ts';
import { rows } from '../../db/sql.ts';

export type MarketRow = typeof exchangeMarkets.$inferSelect;
export type BetRow = typeof exchangeBets.$inferSelect;
export type FillRow = typeof exchangeFills.$inferSelect;

/** Files the market (first bet on it) and share-locks it; its status says whether bets may still be placed. */
export async function fileMarket(tx: Db, m: MarketInfo, lineTitle: string | null): Promise<MarketRow> {
  await tx
    .insert(exchangeMarkets)
    .values({
      marketKey: m.marketKey,
      marketType: m.marketType,
      eventId: m.eventId,
      feedMarketId: m.feedMarketId,
      lineKey: m.lineKey,
      sport: m.sport,
      competition: m.competition,
      eventName: m.eventName,
      marketName: m.marketName,
      lineTitle,
      openDate: new Date(m.openDate),
      runners: m.runners,
      numberOfWinners: m.numberOfWinners ?? 1,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, m.marketKey)).for('share');
  return row!;
}

export function shapeOf(market: Pick<MarketRow, 'marketType' | 'runners' | 'lineKey'> & { numberOfWinners?: number }): MarketShape {
  return {
    type: market.marketType,
    runners: market.runners.map((r) => r.selectionId),
    lineKind: market.lineKey ? kindOf(market.lineKey) : undefined,
    places: market.numberOfWinners ?? 1,
  };
}

/** Creates (if needed) and locks the player's hold row for the market. */
export async function lockHold(tx: Db, userId: number, marketKey: string) {
  await tx.insert(exchangeHolds).values({ userId, marketKey }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(exchangeHolds)
    .where(and(eq(exchangeHolds.userId, userId), eq(exchangeHolds.marketKey, marketKey)))
    .for('update');
  return row!;
}

export interface OpenBet {
  bet: BetRow;
  fills: FillRow[];
}

/** The player's open bets on the market with their fills, locked. */
export async function openBets(tx: Db, userId: number, marketKey: string): Promise<OpenBet[]> {
  const bets = await tx
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.userId, userId), eq(exchangeBets.marketKey, marketKey), eq(exchangeBets.state, 'open')))
    .orderBy(exchangeBets.id)
    .for('update');
  if (bets.length === 0) return [];
  const fills = await tx
    .select()
    .from(exchangeFills)
    .where(
      inArray(
        exchangeFills.betId,
        bets.map((b) => b.id),
      ),
    );
  return bets.map((bet) => ({ bet, fills: fills.filter((f) => f.betId === bet.id) }));
}

/** A bet as the bet maths' parts: one matched part per fill, and its unmatched rest. */
export function partsOf(b: OpenBet): BetPart[] {
  const base = { dir: dirOf(b.bet.side), selectionId: b.bet.selectionId, line: b.bet.line };
  const parts: BetPart[] = b.fills.map((f) => ({ ...base, oddsX100: f.oddsX100, stake: f.stakePoisha, matched: true }));
  if (b.bet.unmatchedPoisha > 0) parts.push({ ...base, oddsX100: b.bet.oddsX100, stake: b.bet.unmatchedPoisha, matched: false });
  return parts;
}

/**
 * Sets the hold to `target`, moving the difference through the ledger. Returns false (and changes
 * nothing) when the player's balance cannot cover a larger hold.
 */
export async function moveHold(tx: Db, userId: number, marketKey: string, current: number, target: number): Promise<boolean> {
  const delta = target - current;
  if (delta !== 0) {
    const kind = delta > 0 ? 'exchange_hold' : 'exchange_release';
    const balance = await postEntry(tx, { userId, amountPoisha: -delta, kind, memo: `exchange ${marketKey}` });
    if (balance === null) return false;
  }
  await tx
    .update(exchangeHolds)
    .set({ holdPoisha: target, updatedAt: new Date() })
    .where(and(eq(exchangeHolds.userId, userId), eq(exchangeHolds.marketKey, marketKey)));
  return true;
}

/** Recomputes the hold from the player's open bets (after a match, cancel or lapse); it can only shrink then. */
export async function rebalanceHold(tx: Db, userId: number, market: MarketRow, current: number): Promise<void> {
  const target = holdFor(shapeOf(market), (await openBets(tx, userId, market.marketKey)).flatMap(partsOf));
  if (!(await moveHold(tx, userId, market.marketKey, current, target))) throw new Error(`hold grew without a new bet on ${market.marketKey}`);
}

export async function marketRow(tx: Db, marketKey: string): Promise<MarketRow | undefined> {
  const [row] = await tx.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketKey));
  return row;
}

/**
 * Players whose open holds differ from what their exchange ledger entries hold (should always be empty):
 * every poisha held is an exchange_hold entry not yet released, and nothing else.
 */
export async function holdMismatches(db: Db): Promise<{ userId: number; held: number; ledger: number }[]> {
  const found = await rows<{ user_id: string; held: string; ledger: string }>(
    db,
    sql`
    WITH held AS (SELECT user_id, SUM(hold_poisha) AS held FROM exchange_holds WHERE status = 'open' GROUP BY user_id),
         ledger AS (SELECT user_id, -SUM(amount_poisha) AS ledger FROM ledger_entries
                    WHERE kind IN ('exchange_hold', 'exchange_release') GROUP BY user_id)
    SELECT COALESCE(h.user_id, l.user_id) AS user_id, COALESCE(h.held, 0) AS held, COALESCE(l.ledger, 0) AS ledger
    FROM held h FULL JOIN ledger l ON l.user_id = h.user_id
    WHERE COALESCE(h.held, 0) <> COALESCE(l.ledger, 0)`,
  );
  return found.map((r) => ({ userId: Number(r.user_id), held: Number(r.held), ledger: Number(r.ledger) }));
}

/** Everything the player has at risk on the exchange now: the sum of their open holds. */
export async function openHoldsOf(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string | null>`SUM(${exchangeHolds.holdPoisha})` })
    .from(exchangeHolds)
    .where(and(eq(exchangeHolds.userId, userId), eq(exchangeHolds.status, 'open')));
  return Number(row?.held ?? 0);
}
