// The big-bet ticker: the latest player bets (the console polls it), filtered by size, sport and market
// type, newest first or sorted by stake or by the site's exposure (what the site pays if the bet wins).
// Sorting looks at the latest 500 bets that pass the filters: the ticker is about what is happening now.
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { exchangeBets, exchangeFills, exchangeMarkets, riskFlags, users } from '../../db/schema/index.ts';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money.ts';
import { betMoney } from '../bets/bet-views.ts';
import { tickerQuerySchema, type TickerQuery, type TickerResponse } from '../../../contracts/risk.ts';

const WINDOW = 500;

export async function bigBets(deps: Deps, query: TickerQuery): Promise<TickerResponse> {
  const q = tickerQuerySchema.parse(query);
  const db = deps.database.db;
  const found = await db
    .select({ bet: exchangeBets, market: exchangeMarkets, username: users.username })
    .from(exchangeBets)
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.marketKey, exchangeBets.marketKey))
    .innerJoin(users, eq(users.id, exchangeBets.userId))
    .where(
      and(
        eq(exchangeBets.source, 'player'),
        q.minStake > 0 ? gte(exchangeBets.stakePoisha, poishaFromTaka(q.minStake)) : undefined,
        q.sport ? eq(exchangeMarkets.sport, q.sport) : undefined,
        q.marketType ? eq(exchangeBets.marketType, q.marketType) : undefined,
      ),
    )
    .orderBy(desc(exchangeBets.id))
    .limit(q.sort === 'time' ? q.limit : WINDOW);
  const ids = found.map((f) => f.bet.id);
  const fills = ids.length === 0 ? [] : await db.select().from(exchangeFills).where(inArray(exchangeFills.betId, ids));
  const flagged = new Set(
    ids.length === 0 ? [] : (await db.select({ betId: riskFlags.betId }).from(riskFlags).where(inArray(riskFlags.betId, ids))).map((f) => f.betId),
  );
  const bets = found.map(({ bet, market, username }) => ({
    id: bet.id,
    userId: bet.userId,
    username,
    sport: market.sport,
    eventName: market.eventName,
    marketName: market.lineTitle ?? market.marketName,
    marketType: bet.marketType,
    selectionName: bet.selectionName,
    side: bet.side,
    price: bet.price,
    line: bet.line,
    stake: takaFromPoisha(bet.stakePoisha),
    exposure: takaFromPoisha(
      betMoney(
        bet,
        fills.filter((f) => f.betId === bet.id),
      ).potentialProfit,
    ),
    placedAt: bet.placedAt.toISOString(),
    flagged: flagged.has(bet.id),
  }));
  if (q.sort === 'stake') bets.sort((a, b) => b.stake - a.stake || b.id - a.id);
  if (q.sort === 'exposure') bets.sort((a, b) => b.exposure - a.exposure || b.id - a.id);
  return { bets: bets.slice(0, q.limit) };
}
