// The operator's exchange desk: every open and settled bet, each player's exposure, the markets with
// bets, and voiding a market (every bet on it refunded, matched or waiting).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { leaderCall } from '../../cluster/leader-calls.ts';
import type { Deps } from '../../context.ts';
import { exchangeBets, exchangeHolds, exchangeMarkets, users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import type {
  OperatorBetsQuery,
  OperatorBetsResponse,
  OperatorExposureResponse,
  OperatorMarketsResponse,
  VoidMarketResponse,
} from '../../../contracts/exchange-operator.ts';
import { operatorBetsQuerySchema } from '../../../contracts/exchange-operator.ts';
import { eventNameBn, fancyTitleBn, marketNameBn } from '../source/names-bn.ts';
import { betFilters, betRecord, loadBets } from '../bets/bet-views.ts';
import { marketWatchFor } from '../bets/running-watch.ts';
import { settleMarket } from '../bets/settlement.ts';
import { awaitingOperatorOf, operatorVoid } from '../bets/voids.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import type { SignedStaffActor } from '../../operator/audit/record.ts';

async function usernames(deps: Deps, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function operatorBets(deps: Deps, query: OperatorBetsQuery): Promise<OperatorBetsResponse> {
  const q = operatorBetsQuerySchema.parse(query);
  const found = await loadBets(
    deps.database.db,
    and(...betFilters(q), q.marketKey ? eq(exchangeBets.marketKey, q.marketKey) : undefined, q.userId ? eq(exchangeBets.userId, q.userId) : undefined),
    q.limit + 1,
  );
  const page = found.slice(0, q.limit);
  const names = await usernames(
    deps,
    page.map((f) => f.bet.userId),
  );
  return {
    bets: page.map((f) => ({ ...betRecord(f.bet, f.market, f.fills), userId: f.bet.userId, username: names.get(f.bet.userId) ?? '' })),
    nextBefore: found.length > q.limit ? page.at(-1)!.bet.id : null,
  };
}

/** Each player's exposure: the money held for their open markets, largest first. */
export async function operatorExposure(deps: Deps): Promise<OperatorExposureResponse> {
  const rows = await deps.database.db
    .select({
      userId: exchangeHolds.userId,
      username: users.username,
      exposure: sql<string>`SUM(${exchangeHolds.holdPoisha})`,
      openMarkets: sql<number>`count(*)::int`,
    })
    .from(exchangeHolds)
    .innerJoin(users, eq(users.id, exchangeHolds.userId))
    .where(eq(exchangeHolds.status, 'open'))
    .groupBy(exchangeHolds.userId, users.username)
    .orderBy(desc(sql`SUM(${exchangeHolds.holdPoisha})`));
  const players = rows.map((r) => ({ userId: r.userId, username: r.username, exposure: takaFromPoisha(Number(r.exposure)), openMarkets: r.openMarkets }));
  return { players, total: takaFromPoisha(rows.reduce((s, r) => s + Number(r.exposure), 0)) };
}

/** Markets with bets by status: open ones with their players and exposure, or settled and void ones with their result. */
export async function operatorMarkets(deps: Deps, status: 'open' | 'settled' | 'void'): Promise<OperatorMarketsResponse> {
  const db = deps.database.db;
  const markets = await db
    .select()
    .from(exchangeMarkets)
    .where(status === 'open' ? inArray(exchangeMarkets.status, ['open', 'settling']) : eq(exchangeMarkets.status, status))
    // Those waiting for the operator first: nothing settles them but a decision here.
    .orderBy(sql`${exchangeMarkets.flagged} IS NULL`, desc(exchangeMarkets.createdAt))
    .limit(200);
  const keys = markets.map((m) => m.marketKey);
  const counts =
    keys.length === 0
      ? []
      : await db
          .select({
            marketKey: exchangeBets.marketKey,
            bets: sql<number>`count(*)::int`,
            players: sql<number>`count(DISTINCT ${exchangeBets.userId})::int`,
          })
          .from(exchangeBets)
          .where(inArray(exchangeBets.marketKey, keys))
          .groupBy(exchangeBets.marketKey);
  const held =
    keys.length === 0
      ? []
      : await db
          .select({ marketKey: exchangeHolds.marketKey, sum: sql<string>`SUM(${exchangeHolds.holdPoisha})` })
          .from(exchangeHolds)
          .where(and(inArray(exchangeHolds.marketKey, keys), eq(exchangeHolds.status, 'open')))
          .groupBy(exchangeHolds.marketKey);
  return {
    markets: markets.map((m) => {
      const c = counts.find((x) => x.marketKey === m.marketKey);
      return {
        marketKey: m.marketKey,
        marketType: m.marketType,
        eventId: m.eventId,
        eventName: m.eventName,
        sport: m.sport,
        marketName: m.marketName,
        lineTitle: m.lineTitle,
        status: m.status,
        result: m.resultText,
        eventNameBn: eventNameBn(m.eventName),
        marketNameBn: marketNameBn(m.marketName),
        lineTitleBn: m.lineTitle === null ? null : fancyTitleBn(m.lineTitle),
        bets: c?.bets ?? 0,
        players: c?.players ?? 0,
        exposure: takaFromPoisha(Number(held.find((h) => h.marketKey === m.marketKey)?.sum ?? 0)),
        settledAt: m.settledAt?.toISOString() ?? null,
        awaitingOperator: awaitingOperatorOf(m),
        flaggedAt: m.flaggedAt?.toISOString() ?? null,
      };
    }),
  };
}

/** Voids an open market: every bet on it refunded. 404 for an unknown market, 409 once it is settled or being settled. */
async function voidMarketHere(deps: Deps, actor: SignedStaffActor, marketKey: string, reason: string): Promise<VoidMarketResponse> {
  const [market] = await deps.database.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketKey));
  if (!market) throw fail(404, 'exchangeMarketNotFound');
  if (market.status !== 'open') throw fail(409, 'exchangeMarketAlreadySettled');
  const watch = await marketWatchFor(deps);
  watch.forget(market.eventId, marketKey);
  const done = await settleMarket(deps, marketKey, operatorVoid(reason), actor);
  // The simulator settled it first (between the check above and the lock in settleMarket).
  if (done.status !== 'void') throw fail(409, 'exchangeMarketAlreadySettled');
  return { marketKey, status: 'void', refundedBets: done.bets, players: done.players, message: MESSAGES.exchangeMarketVoided, code: 'exchangeMarketVoided' };
}

/** Runs in the leader process, whose market watch must forget the market (docs/decisions/0115). */
export const voidMarket = leaderCall('exchange.voidMarket', voidMarketHere);
