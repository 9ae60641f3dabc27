// Bets as the player and the operator see them (contracts/exchange-bets.ts BetRecord), and the
// player's bet lists: open (matched and unmatched) and settled, by market, event, sport and Dhaka day.
import { and, desc, eq, gte, inArray, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeBets, exchangeFills, exchangeMarkets } from '../../db/schema/index.ts';
import { inningsView } from '../source/bet-quotes.ts';
import { lineKeyOf } from '../maths/fancy-lines.ts';
import { averageOddsX100 } from '../maths/matching.ts';
import { feedFor, isSimulated } from '../source/running-feed.ts';
import { dirOf, liabilityOf, potentialProfitOf, wirePriceOf } from '../maths/price.ts';
import { eventNameBn, marketNameBn, selectionBn } from '../source/names-bn.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import type { BetRecord, BetStatus, ListBetsResponse, PlacedBet, VoidedMarketsResponse } from '../../../contracts/exchange-bets.ts';
import { listBetsQuerySchema, type ListBetsQuery } from '../../../contracts/exchange-bets.ts';
import { dhakaDayEnd, dhakaDayStart } from '../../lib/dhaka-days.ts';
import type { BetRow, FillRow, MarketRow } from './holds.ts';
import { awaitingOperatorOf, voidReasonOf } from './voids.ts';
import { takaFromPoisha } from '../../lib/money.ts';

const round2 = (v: number) => Math.round(v * 100) / 100;

export function betStatus(bet: BetRow): BetStatus {
  if (bet.state === 'open') return bet.unmatchedPoisha === 0 ? 'matched' : bet.matchedPoisha === 0 ? 'unmatched' : 'partially_matched';
  if (bet.state === 'closed') return bet.cancelledPoisha > 0 ? 'cancelled' : 'lapsed';
  if (bet.state === 'void') return 'void';
  return bet.outcome === 'won' ? 'won' : 'lost';
}

/** The most the bet can lose and win: its fills at their prices, its unmatched rest at the asked price. */
export function betMoney(bet: BetRow, fills: FillRow[]): { liability: number; potentialProfit: number; averagePrice: number | null } {
  const dir = dirOf(bet.side);
  const parts = [...fills.map((f) => ({ stake: f.stakePoisha, odds: f.oddsX100 })), { stake: bet.unmatchedPoisha, odds: bet.oddsX100 }];
  const avg = averageOddsX100(fills.map((f) => ({ oddsX100: f.oddsX100, stake: f.stakePoisha })));
  return {
    liability: parts.reduce((s, p) => s + liabilityOf(dir, p.stake, p.odds), 0),
    potentialProfit: parts.reduce((s, p) => s + potentialProfitOf(dir, p.stake, p.odds), 0),
    averagePrice: avg === null ? null : round2(wirePriceOf(bet.marketType, avg)),
  };
}

export function placedBet(bet: BetRow, fills: FillRow[]): PlacedBet {
  const money = betMoney(bet, fills);
  const status = betStatus(bet);
  const code = status === 'matched' ? 'exchangeBetMatched' : status === 'unmatched' ? 'exchangeBetUnmatched' : 'exchangeBetPartiallyMatched';
  return {
    id: bet.id,
    status: status === 'unmatched' || status === 'partially_matched' ? status : 'matched',
    matchedStake: takaFromPoisha(bet.matchedPoisha),
    unmatchedStake: takaFromPoisha(bet.unmatchedPoisha),
    averagePrice: money.averagePrice,
    liability: takaFromPoisha(money.liability),
    placedAt: bet.placedAt.toISOString(),
    message: MESSAGES[code],
    code,
  };
}

/** A bet's event, market and selection in Bangla, from the English names it was stored under. */
export function betNamesBn(bet: Pick<BetRow, 'selectionName'>, market: Pick<MarketRow, 'eventName' | 'marketName' | 'marketType'>) {
  return {
    eventNameBn: eventNameBn(market.eventName),
    marketNameBn: marketNameBn(market.marketName),
    selectionNameBn: selectionBn(bet.selectionName, market.marketType),
  };
}

export function betRecord(bet: BetRow, market: MarketRow, fills: FillRow[]): BetRecord {
  const money = betMoney(bet, fills);
  return {
    id: bet.id,
    eventId: market.eventId,
    eventName: market.eventName,
    sport: market.sport,
    marketId: market.feedMarketId,
    marketKey: market.marketKey,
    marketType: market.marketType,
    marketName: market.marketName,
    selectionId: bet.selectionId,
    selectionName: bet.selectionName,
    ...betNamesBn(bet, market),
    side: bet.side,
    price: bet.price,
    line: bet.line,
    stake: takaFromPoisha(bet.stakePoisha),
    matchedStake: takaFromPoisha(bet.matchedPoisha),
    unmatchedStake: takaFromPoisha(bet.unmatchedPoisha),
    cancelledStake: takaFromPoisha(bet.cancelledPoisha),
    lapsedStake: takaFromPoisha(bet.lapsedPoisha),
    averagePrice: money.averagePrice,
    liability: takaFromPoisha(money.liability),
    potentialProfit: takaFromPoisha(money.potentialProfit),
    status: betStatus(bet),
    profitLoss: bet.profitLossPoisha === null ? null : takaFromPoisha(bet.profitLossPoisha),
    commission: takaFromPoisha(bet.commissionPoisha),
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    source: bet.source,
    voidReason: voidReasonOf(market),
    awaitingOperator: awaitingOperatorOf(market),
  };
}

/** Bets matching `where`, newest first, with their markets and fills (three queries, whatever the page size). */
export async function loadBets(db: Db, where: SQL | undefined, limit: number) {
  const found = await db
    .select({ bet: exchangeBets, market: exchangeMarkets })
    .from(exchangeBets)
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.marketKey, exchangeBets.marketKey))
    .where(where)
    .orderBy(desc(exchangeBets.id))
    .limit(limit);
  const fills =
    found.length === 0
      ? []
      : await db
          .select()
          .from(exchangeFills)
          .where(
            inArray(
              exchangeFills.betId,
              found.map((f) => f.bet.id),
            ),
          );
  return found.map(({ bet, market }) => ({ bet, market, fills: fills.filter((f) => f.betId === bet.id) }));
}

/** The filters shared by the player's and the operator's lists. */
export function betFilters(q: {
  status: 'open' | 'settled';
  marketId?: string | undefined;
  eventId?: string | undefined;
  sport?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
}): SQL[] {
  const open = q.status === 'open';
  const when = open ? exchangeBets.placedAt : exchangeBets.settledAt;
  return [
    open ? eq(exchangeBets.state, 'open') : inArray(exchangeBets.state, ['settled', 'void']),
    ...(q.marketId ? [eq(exchangeMarkets.feedMarketId, q.marketId)] : []),
    ...(q.eventId ? [eq(exchangeMarkets.eventId, q.eventId)] : []),
    ...(q.sport ? [eq(exchangeMarkets.sport, q.sport)] : []),
    ...(q.from ? [gte(when, dhakaDayStart(q.from))] : []),
    ...(q.to ? [lte(when, dhakaDayEnd(q.to))] : []),
    ...(q.before ? [lt(exchangeBets.id, q.before)] : []),
  ];
}

/** My Bets (status open: matched and unmatched) and Bets History (status settled: settled and void). */
export async function listBets(deps: Deps, userId: number, query: ListBetsQuery): Promise<ListBetsResponse> {
  const q = listBetsQuerySchema.parse(query);
  const found = await loadBets(deps.database.db, and(eq(exchangeBets.userId, userId), ...betFilters(q)), q.limit + 1);
  const page = found.slice(0, q.limit);
  return { bets: page.map((f) => betRecord(f.bet, f.market, f.fills)), nextBefore: found.length > q.limit ? page.at(-1)!.bet.id : null };
}

/**
 * The markets of an event the operator (or the market watch) voided: the feed may list them still. A fancy
 * line's market is one instance of a feed line (o1@5: the runs of over 6 of innings 1, while the feed's
 * row o1 moves on to the next over), so a voided line names its feed row only while that row still
 * quotes the voided instance.
 */
export async function voidedMarkets(deps: Deps, eventId: string | undefined): Promise<VoidedMarketsResponse> {
  const feed = feedFor(deps);
  const fields = { marketId: exchangeMarkets.feedMarketId, marketType: exchangeMarkets.marketType, lineKey: exchangeMarkets.lineKey };
  if (eventId === undefined) {
    // The lists: the runner markets of every event listed now (a list row shows the match odds).
    const listed = [...feed.source.events()].map((e) => e.id);
    const rows =
      listed.length === 0
        ? []
        : await deps.database.db
            .select(fields)
            .from(exchangeMarkets)
            .where(and(inArray(exchangeMarkets.eventId, listed), eq(exchangeMarkets.status, 'void'), ne(exchangeMarkets.marketType, 'fancy')));
    return { markets: rows.map((r) => ({ ...r, lineId: null })) };
  }
  const rows = await deps.database.db
    .select(fields)
    .from(exchangeMarkets)
    .where(and(eq(exchangeMarkets.eventId, eventId), eq(exchangeMarkets.status, 'void')));
  // Fancy lines are the simulator's own (source/house-lines.ts): no other source has any to void.
  const match = isSimulated(feed) ? feed.sim.events.get(eventId) : undefined;
  const now = match?.status === 'inplay' && match.cricket ? inningsView(match.cricket, match.cricket.inningsIndex) : undefined;
  const rowOf = (lineKey: string | null) => {
    const lineId = lineKey?.split('@')[0];
    return now && lineId && lineKeyOf(lineId, now) === lineKey ? lineId : null;
  };
  return { markets: rows.map((r) => ({ ...r, lineId: r.marketType === 'fancy' ? rowOf(r.lineKey) : null })) };
}
