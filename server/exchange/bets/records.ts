// The exchange's records for the player: the exchange-hub records (the Exchange tab of
// /betting-record and its details), Profit & Loss by Dhaka day, event and market, the Balance
// Overview and the Activity Log of the exchange account.
import { and, desc, eq, gte, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { exchangeBets, exchangeHolds, exchangeMarkets } from '../../db/schema/index.ts';
import type { ActivityLogResponse, BalanceOverview, ExchangeHubRecord, ExchangeHubResponse, ProfitLossResponse } from '../../../contracts/exchange-records.ts';
import { activityLogQuerySchema, profitLossQuerySchema } from '../../../contracts/exchange-records.ts';
import { eventNameBn, fancyTitleBn, marketNameBn } from '../source/names-bn.ts';
import { betMoney, betNamesBn, betStatus, loadBets } from './bet-views.ts';
import { dhakaDayEnd, dhakaDayOf, dhakaDayStart } from '../../lib/dhaka-days.ts';
import type { BetRow, FillRow, MarketRow } from './holds.ts';
import { voidReasonOf } from './voids.ts';
import { balanceOf } from '../../services/ledger.ts';
import { listLogins } from '../../services/sessions.ts';
import { nearestPoisha, takaFromPoisha } from '../../lib/money.ts';

const HUB_LIMIT = 500;
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function hubRecord(bet: BetRow, market: MarketRow, fills: FillRow[]): ExchangeHubRecord {
  // The record is of what matched, and while open of what still waits too: a cancelled or lapsed rest never was a bet.
  const money = betMoney(bet, fills);
  const net = bet.state === 'settled' ? (bet.profitLossPoisha ?? 0) - bet.commissionPoisha : 0;
  const names = betNamesBn(bet, market);
  return {
    event_name: market.eventName,
    bet_type: title(bet.side),
    stake: takaFromPoisha(bet.matchedPoisha + bet.unmatchedPoisha),
    net_profit_loss: takaFromPoisha(net),
    status: bet.state === 'settled' ? (bet.outcome === 'won' ? 'WON' : 'LOST') : bet.state === 'void' ? 'VOID' : 'open',
    transaction_id: `EX${bet.id}`,
    market_name: market.marketName,
    selection_name: bet.selectionName,
    potential_profit: takaFromPoisha(money.potentialProfit),
    potential_liability: takaFromPoisha(money.liability),
    // What matched, at its average price; nothing matched yet, the price the bet asks.
    odds: money.averagePrice ?? bet.price,
    run: bet.line,
    game_type: title(market.sport),
    created_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt?.toISOString() ?? null,
    event_name_bn: names.eventNameBn,
    market_name_bn: names.marketNameBn,
    selection_name_bn: names.selectionNameBn,
    bet_id: bet.id,
    bet_status: betStatus(bet),
    matched_stake: takaFromPoisha(bet.matchedPoisha),
    unmatched_stake: takaFromPoisha(bet.unmatchedPoisha),
    source: bet.source,
    void_reason: voidReasonOf(market),
  };
}

/** GET /api/exchange-hub: every bet that matched anything or is still open, newest first, placed within the Dhaka days asked. */
export async function exchangeHub(deps: Deps, userId: number, query: { from?: string | undefined; to?: string | undefined }): Promise<ExchangeHubResponse> {
  const found = await loadBets(
    deps.database.db,
    and(
      eq(exchangeBets.userId, userId),
      or(gt(exchangeBets.matchedPoisha, 0), eq(exchangeBets.state, 'open')),
      query.from ? gte(exchangeBets.placedAt, dhakaDayStart(query.from)) : undefined,
      query.to ? lte(exchangeBets.placedAt, dhakaDayEnd(query.to)) : undefined,
    ),
    HUB_LIMIT,
  );
  return { data: found.map((f) => hubRecord(f.bet, f.market, f.fills)) };
}

/** Profit & Loss: settled markets by the Dhaka day they settled, then event, then market; net of commission. */
export async function profitLoss(deps: Deps, userId: number, input: { from: string; to: string; sport?: string | undefined }): Promise<ProfitLossResponse> {
  const q = profitLossQuerySchema.parse(input);
  const rows = await deps.database.db
    .select({ hold: exchangeHolds, market: exchangeMarkets })
    .from(exchangeHolds)
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.marketKey, exchangeHolds.marketKey))
    .where(
      and(
        eq(exchangeHolds.userId, userId),
        eq(exchangeHolds.status, 'settled'),
        gte(exchangeHolds.settledAt, dhakaDayStart(q.from)),
        lte(exchangeHolds.settledAt, dhakaDayEnd(q.to)),
        q.sport ? eq(exchangeMarkets.sport, q.sport) : undefined,
      ),
    )
    .orderBy(desc(exchangeHolds.settledAt));
  const days: ProfitLossResponse['days'] = [];
  for (const { hold, market } of rows) {
    const date = dhakaDayOf(hold.settledAt!);
    let day = days.find((d) => d.date === date);
    if (!day) days.push((day = { date, profitLoss: 0, commission: 0, events: [] }));
    let event = day.events.find((e) => e.eventId === market.eventId);
    if (!event)
      day.events.push(
        (event = {
          eventId: market.eventId,
          eventName: market.eventName,
          eventNameBn: eventNameBn(market.eventName),
          sport: market.sport,
          profitLoss: 0,
          markets: [],
        }),
      );
    const net = (hold.profitLossPoisha ?? 0) - hold.commissionPoisha;
    event.markets.push({
      marketKey: market.marketKey,
      marketName: market.marketName,
      marketType: market.marketType,
      lineTitle: market.lineTitle,
      marketNameBn: marketNameBn(market.marketName),
      lineTitleBn: market.lineTitle === null ? null : fancyTitleBn(market.lineTitle),
      profitLoss: takaFromPoisha(net),
      commission: takaFromPoisha(hold.commissionPoisha),
      settledAt: hold.settledAt!.toISOString(),
    });
    // Sums in poisha, turned into taka once, so no float drift creeps into a day's total.
    event.profitLoss = takaFromPoisha(nearestPoisha(event.profitLoss) + net);
    day.profitLoss = takaFromPoisha(nearestPoisha(day.profitLoss) + net);
    day.commission = takaFromPoisha(nearestPoisha(day.commission) + hold.commissionPoisha);
  }
  return { days, total: takaFromPoisha(days.reduce((s, d) => s + nearestPoisha(d.profitLoss), 0)) };
}

/** Balance Overview: the balance is what is available plus what is held for open bets. */
export async function balanceOverview(deps: Deps, userId: number): Promise<BalanceOverview> {
  const db = deps.database.db;
  const [held] = await db
    .select({ sum: sql<string | null>`SUM(${exchangeHolds.holdPoisha})` })
    .from(exchangeHolds)
    .where(and(eq(exchangeHolds.userId, userId), eq(exchangeHolds.status, 'open')));
  const exposure = Number(held?.sum ?? 0);
  const available = await balanceOf(db, userId);
  return { balance: takaFromPoisha(available + exposure), exposure: takaFromPoisha(exposure), available: takaFromPoisha(available) };
}

/** Activity Log: log-ins and bets, newest first, with the address each came from. */
export async function activityLog(
  deps: Deps,
  userId: number,
  input: { limit?: number | undefined; before?: string | undefined },
): Promise<ActivityLogResponse> {
  const q = activityLogQuerySchema.parse(input);
  const db = deps.database.db;
  const before = q.before ? new Date(q.before) : undefined;
  const logins = await listLogins(db, userId, { before, limit: q.limit + 1 });
  const bets = await db
    .select({ bet: exchangeBets, market: exchangeMarkets })
    .from(exchangeBets)
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.marketKey, exchangeBets.marketKey))
    .where(and(eq(exchangeBets.userId, userId), before ? lt(exchangeBets.placedAt, before) : undefined))
    .orderBy(desc(exchangeBets.placedAt), desc(exchangeBets.id))
    .limit(q.limit + 1);
  const items: ActivityLogResponse['items'] = [
    ...logins.map((l) => ({ kind: 'login' as const, at: l.at.toISOString(), ip: l.ip, userAgent: l.userAgent })),
    ...bets.map(({ bet, market }) => ({
      kind: 'bet' as const,
      at: bet.placedAt.toISOString(),
      ip: bet.ip,
      betId: bet.id,
      eventName: market.eventName,
      marketName: market.marketName,
      selectionName: bet.selectionName,
      ...betNamesBn(bet, market),
      side: bet.side,
      stake: takaFromPoisha(bet.stakePoisha),
      price: bet.price,
      status: betStatus(bet),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const page = items.slice(0, q.limit);
  return { items: page, nextBefore: items.length > q.limit ? page.at(-1)!.at : null };
}
