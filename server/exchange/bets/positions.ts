// The player's positions (profit or loss per runner if it wins, the money held per market) and
// cash out on match odds: the quote, and placing its hedges in one transaction after the bet delay.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeBets, exchangeFills, exchangeHolds, exchangeMarkets } from '../../db/schema/index.ts';
import { cashOutFromDepth, type CashOut, type RunnerDepth } from '../maths/cash-out.ts';
import { bookFor, type BetPart } from '../maths/market-outcomes.ts';
import type { MarketPosition, PositionsResponse } from '../../../contracts/exchange-bets.ts';
import { partsOf, shapeOf, type MarketRow, type OpenBet } from './holds.ts';
import { takaFromPoisha } from '../../lib/money.ts';

async function openPositions(db: Db, userId: number, markets: MarketRow[]): Promise<Map<string, OpenBet[]>> {
  const keys = markets.map((m) => m.marketKey);
  const out = new Map<string, OpenBet[]>(keys.map((k) => [k, []]));
  if (keys.length === 0) return out;
  const bets = await db
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.userId, userId), inArray(exchangeBets.marketKey, keys), eq(exchangeBets.state, 'open')));
  const fills =
    bets.length === 0
      ? []
      : await db
          .select()
          .from(exchangeFills)
          .where(
            inArray(
              exchangeFills.betId,
              bets.map((b) => b.id),
            ),
          );
  for (const bet of bets) out.get(bet.marketKey)!.push({ bet, fills: fills.filter((f) => f.betId === bet.id) });
  return out;
}

/** Matched P&L by runs as ranges (equal neighbours merged); lottery and odd/even lines list their digits or parities. */
function fancyBook(market: MarketRow, matched: BetPart[]): MarketPosition['fancyBook'] {
  const book = bookFor(shapeOf(market), matched);
  const ranges: MarketPosition['fancyBook'] = [];
  const runs = shapeOf(market).lineKind === 'runs';
  book.forEach((row, i) => {
    const from = row.outcome as number;
    const to = runs ? (i + 1 < book.length ? (book[i + 1]!.outcome as number) - 1 : null) : from;
    const last = ranges.at(-1);
    if (runs && last && last.profitLoss === takaFromPoisha(row.pnl)) last.to = to;
    else ranges.push({ from, to, profitLoss: takaFromPoisha(row.pnl) });
  });
  return ranges;
}

/** Positions on one market (match odds or bookmaker id, or an event id for its fancy lines), or every market of an event. */
export async function positions(
  deps: Deps,
  userId: number,
  query: { marketId?: string | undefined; eventId?: string | undefined },
): Promise<PositionsResponse> {
  const db = deps.database.db;
  const found = await db
    .select({ market: exchangeMarkets, hold: exchangeHolds.holdPoisha })
    .from(exchangeHolds)
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.marketKey, exchangeHolds.marketKey))
    .where(
      and(
        eq(exchangeHolds.userId, userId),
        eq(exchangeHolds.status, 'open'),
        query.marketId ? eq(exchangeMarkets.feedMarketId, query.marketId) : eq(exchangeMarkets.eventId, query.eventId ?? ''),
      ),
    )
    .orderBy(exchangeMarkets.createdAt);
  const open = await openPositions(
    db,
    userId,
    found.map((f) => f.market),
  );
  return {
    markets: found
      .filter(({ market }) => open.get(market.marketKey)!.length > 0)
      .map(({ market, hold }) => {
        const matched = open
          .get(market.marketKey)!
          .flatMap(partsOf)
          .filter((p) => p.matched);
        const book = market.lineKey ? [] : bookFor(shapeOf(market), matched);
        return {
          marketKey: market.marketKey,
          marketId: market.feedMarketId,
          eventId: market.eventId,
          marketType: market.marketType,
          marketName: market.marketName,
          lineTitle: market.lineTitle,
          liability: takaFromPoisha(hold),
          runners: market.runners.map((r, i) => ({ selectionId: r.selectionId, name: r.name, profitLoss: takaFromPoisha(book[i]?.pnl ?? 0) })),
          fancyBook: market.lineKey ? fancyBook(market, matched) : [],
        };
      }),
  };
}

/** The cash out of a player's matched position on a one-winner market against `depth` (in the market's runner order). */
export function cashOutOf(depth: RunnerDepth[], market: Pick<MarketRow, 'marketType' | 'runners' | 'lineKey'>, open: OpenBet[]): CashOut | null {
  const matched = open.flatMap(partsOf).filter((p) => p.matched);
  if (matched.length === 0) return null;
  return cashOutFromDepth(
    bookFor(shapeOf(market), matched).map((r) => r.pnl),
    depth,
  );
}

export { openPositions };
