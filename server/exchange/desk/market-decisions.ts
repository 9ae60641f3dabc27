// The operator's decisions on a market nothing else can settle: the list of markets waiting for one (the
// source dropped them, closed them without a result, or their result was rolled back), settling one by
// hand on the winners the operator names, and rolling a settled or voided result back. Each runs in the
// leader, whose market watch must forget the market (docs/decisions/0115), and each is recorded with who,
// when and why (exchange_market_decisions).
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { leaderCall } from '../../cluster/leader-calls.ts';
import type { Deps } from '../../context.ts';
import { exchangeMarketDecisions, exchangeMarkets, users, type WinnersOutcome } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import type { RollbackMarketResponse, SettleMarketRequest, SettleMarketResponse, WaitingMarketsResponse } from '../../../contracts/exchange-operator.ts';
import { marketWatchFor } from '../bets/running-watch.ts';
import { rollBackSettlement } from '../bets/rollback.ts';
import { settleMarket } from '../bets/settlement.ts';
import { operatorMarkets } from './operator-desk.ts';
import type { SignedStaffActor } from '../../operator/audit/record.ts';

/** Open markets waiting for the operator, the longest waiting first, with their runners and last decision. */
export async function waitingMarkets(deps: Deps): Promise<WaitingMarketsResponse> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(exchangeMarkets)
    .where(and(eq(exchangeMarkets.status, 'open'), isNotNull(exchangeMarkets.flagged)))
    .orderBy(asc(exchangeMarkets.flaggedAt))
    .limit(200);
  if (rows.length === 0) return { markets: [] };
  const keys = rows.map((r) => r.marketKey);
  const listed = new Map((await operatorMarkets(deps, 'open')).markets.map((m) => [m.marketKey, m]));
  const decisions = await db
    .select({ d: exchangeMarketDecisions, username: users.username })
    .from(exchangeMarketDecisions)
    .leftJoin(users, eq(users.id, exchangeMarketDecisions.decidedBy))
    .where(inArray(exchangeMarketDecisions.marketKey, keys))
    .orderBy(desc(exchangeMarketDecisions.id));
  return {
    markets: rows.flatMap((r) => {
      const m = listed.get(r.marketKey);
      if (!m) return [];
      const last = decisions.find((x) => x.d.marketKey === r.marketKey);
      return [
        {
          ...m,
          runners: r.runners,
          places: r.numberOfWinners,
          lastDecision: last
            ? { action: last.d.action, reason: last.d.reason, decidedBy: last.username ?? null, decidedAt: last.d.decidedAt.toISOString() }
            : null,
        },
      ];
    }),
  };
}

/** Non-runners the source reported on the market's last settled result: a new result keeps them. */
async function knownRemovals(deps: Deps, marketKey: string): Promise<WinnersOutcome['removed']> {
  const rows = await deps.database.db
    .select({ outcome: exchangeMarketDecisions.outcome })
    .from(exchangeMarketDecisions)
    .where(and(eq(exchangeMarketDecisions.marketKey, marketKey), eq(exchangeMarketDecisions.action, 'settle')))
    .orderBy(desc(exchangeMarketDecisions.id));
  for (const { outcome } of rows) if (outcome?.kind === 'winners') return outcome.removed;
  return [];
}

/**
 * Settles an open runner market on the winners named: 404 unknown, 409 no longer open, 422 winners that
 * are not its runners or more than its places (a one-place market takes several: a dead heat).
 */
async function settleByHandHere(deps: Deps, actor: SignedStaffActor, marketKey: string, request: SettleMarketRequest): Promise<SettleMarketResponse> {
  const [market] = await deps.database.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketKey));
  if (!market) throw fail(404, 'exchangeMarketNotFound');
  if (market.status !== 'open') throw fail(409, 'exchangeMarketAlreadySettled');
  const winners = [...new Set(request.winners)];
  const known = new Set(market.runners.map((r) => r.selectionId));
  const places = market.numberOfWinners;
  const removed = await knownRemovals(deps, marketKey);
  const badWinner = winners.some((w) => !known.has(w) || removed.some((r) => r.selectionId === w));
  if (market.marketType === 'fancy' || badWinner || (places > 1 && winners.length > places) || winners.length >= known.size) {
    throw fail(422, 'exchangeWinnersInvalid');
  }
  const watch = await marketWatchFor(deps);
  watch.forget(market.eventId, marketKey);
  const outcome: WinnersOutcome = { kind: 'winners', selectionIds: winners, places, removed };
  const done = await settleMarket(deps, marketKey, outcome, actor, request.reason);
  if (done.status !== 'settled') throw fail(409, 'exchangeMarketAlreadySettled');
  return { marketKey, status: 'settled', bets: done.bets, players: done.players, message: MESSAGES.exchangeMarketSettled, code: 'exchangeMarketSettled' };
}

async function rollBackHere(deps: Deps, actor: SignedStaffActor, marketKey: string, reason: string): Promise<RollbackMarketResponse> {
  const done = await rollBackSettlement(deps, marketKey, actor, reason);
  return {
    marketKey,
    status: 'open',
    bets: done.bets,
    players: done.players,
    message: MESSAGES.exchangeMarketRollbackDone,
    code: 'exchangeMarketRollbackDone',
  };
}

export const settleByHand = leaderCall('exchange.settleByHand', settleByHandHere);
export const rollBackMarket = leaderCall('exchange.rollBackMarket', rollBackHere);
