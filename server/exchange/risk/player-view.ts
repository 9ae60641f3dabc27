// One player as the risk team sees them: open positions, settled profit or loss by Asia/Dhaka day and
// product (the last 30 days), the limits that apply by kind, their own limit rules, flags and blocks.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { exchangeBets, exchangeHolds, exchangeMarkets, marketBlocks, users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { dhakaDayOf, dhakaDayStart } from '../../lib/dhaka-days.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { RISK_KINDS, type RiskPlayer } from '../../../contracts/risk.ts';
import { resolveLimits } from '../limits/resolve.ts';
import { rulesFor } from '../limits/rules.ts';
import { listFlags } from './flags.ts';
import { amountsOf, listBlocks, listLimitRules } from './limits-desk.ts';

const DAYS = 30;

export async function riskPlayer(deps: Deps, userId: number): Promise<RiskPlayer> {
  const db = deps.database.db;
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw fail(404, 'riskPlayerNotFound');
  const positions = await db
    .select({
      marketKey: exchangeHolds.marketKey,
      eventName: exchangeMarkets.eventName,
      marketName: sql<string>`COALESCE(${exchangeMarkets.lineTitle}, ${exchangeMarkets.marketName})`,
      marketType: exchangeMarkets.marketType,
      held: exchangeHolds.holdPoisha,
      bets: sql<number>`(SELECT count(*)::int FROM exchange_bets b WHERE b.user_id = ${userId} AND b.market_key = ${exchangeHolds.marketKey} AND b.state = 'open')`,
    })
    .from(exchangeHolds)
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.marketKey, exchangeHolds.marketKey))
    .where(and(eq(exchangeHolds.userId, userId), eq(exchangeHolds.status, 'open')));
  const from = dhakaDayStart(dhakaDayOf(new Date(deps.now().getTime() - (DAYS - 1) * 86_400_000)));
  const settled = await db
    .select({
      settledAt: exchangeBets.settledAt,
      product: exchangeBets.marketType,
      pnl: exchangeBets.profitLossPoisha,
      commission: exchangeBets.commissionPoisha,
      stake: exchangeBets.matchedPoisha,
    })
    .from(exchangeBets)
    .where(and(eq(exchangeBets.userId, userId), eq(exchangeBets.state, 'settled'), gte(exchangeBets.settledAt, from)));
  const byDay = new Map<string, { day: string; product: (typeof settled)[number]['product']; pnl: number; stake: number }>();
  for (const s of settled) {
    const day = dhakaDayOf(s.settledAt!);
    const k = `${day} ${s.product}`;
    const row = byDay.get(k) ?? { day, product: s.product, pnl: 0, stake: 0 };
    row.pnl += (s.pnl ?? 0) - s.commission;
    row.stake += s.stake;
    byDay.set(k, row);
  }
  const pnlByDay = [...byDay.values()]
    .sort((a, b) => b.day.localeCompare(a.day) || a.product.localeCompare(b.product))
    .map((r) => ({ ...r, pnl: takaFromPoisha(r.pnl), stake: takaFromPoisha(r.stake) }));
  // The limits by kind for a bet on any sport, event and market: what this player meets by default.
  const rules = await rulesFor(db, { sport: '*', kind: 'match_odds', eventId: '', marketKey: '', userId });
  const limits = RISK_KINDS.map((kind) => ({ kind, limits: amountsOf(resolveLimits(rules, { sport: '*', kind, eventId: '', marketKey: '', userId })) }));
  const [section] = await db.select().from(marketBlocks).where(eq(marketBlocks.userId, userId));
  return {
    userId,
    username: user.username,
    positions: positions.map((p) => ({ ...p, held: takaFromPoisha(p.held) })),
    pnlByDay,
    limits,
    ownRules: await listLimitRules(db, userId),
    flags: [...(await listFlags(db, { status: 'open', userId })), ...(await listFlags(db, { status: 'voided', userId }))],
    blocks: await listBlocks(db, userId),
    exchangeBlocked: !!section && section.status !== 'active' && section.exchangeMarket === 0,
  };
}
