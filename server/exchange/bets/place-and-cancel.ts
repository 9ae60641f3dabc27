// Placing and cancelling exchange bets (the player API's POST /api/exchange/bets and
// DELETE /api/exchange/bets/{id}). A refusal by the market or the player's money is an answer, a bet
// with status 'refused' and the catalogue message, like Betfair's failed instruction; it is stored
// under the Idempotency-Key like any answer, so a repeated key gets the same outcome.
import { eq } from 'drizzle-orm';
import { leaderCall } from '../../cluster/leader-calls.ts';
import type { Deps } from '../../context.ts';
import { exchangeBets, exchangeFills } from '../../db/schema/index.ts';
import { STALE_REFUSAL, type Quote } from '../source/bet-quotes.ts';
import { feedFor } from '../source/running-feed.ts';
import { fail } from '../../lib/errors.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import type { CancelBetResponse, PlaceBetRequest, PlaceBetResponse } from '../../../contracts/exchange-bets.ts';
import { betRecord, placedBet } from './bet-views.ts';
import { marketWatchFor } from './running-watch.ts';
import { lockHold, marketRow, openHoldsOf, rebalanceHold } from './holds.ts';
import { type BetBook, marketOf, placeBets, Refused, release, type Placed, type Reservation } from './placement.ts';
import { betTarget } from './bet-target.ts';
import { limitsFor } from './settings.ts';
import { enforceRiskLimits, enforceStakeRange } from '../limits/enforce.ts';
import { runIdempotent, storedAnswer } from '../../services/idempotency.ts';
import { lockLossLimits, requireMayStake } from '../../services/responsible-gaming.ts';
import { poishaFromTaka } from '../../lib/money.ts';

export const PLACE_BET_ROUTE = 'POST /api/exchange/bets';

/** Who is betting: the session's user, never an id from the client, and the address for the activity log. */
export interface Bettor {
  userId: number;
  ip: string | null;
  /** The device id the client sent (a risk signal only, never trusted for anything). */
  device?: string | null;
}

export function refusedAnswer(err: Refused, now: Date): PlaceBetResponse {
  const message = MESSAGES[err.code].replace(/\{(\w+)\}/g, (_, name: string) => err.vars[name] ?? `{${name}}`);
  const vars = Object.keys(err.vars).length > 0 ? { vars: err.vars } : {};
  return {
    bet: {
      id: null,
      status: 'refused',
      matchedStake: 0,
      unmatchedStake: 0,
      averagePrice: null,
      liability: 0,
      placedAt: now.toISOString(),
      message,
      code: err.code,
      ...vars,
    },
  };
}

/** The quote, or a refusal: market open, runner active, price acceptable. */
export function checkedQuote(book: BetBook, request: PlaceBetRequest): Quote {
  const q = book.quote(request);
  if (!q.ok) throw new Refused(q.refusal);
  return q.quote;
}

/**
 * Places a bet. In-play match odds and bookmaker bets first wait the bet delay (operator-set, scaled by
 * EXCHANGE_BET_DELAY_SCALE) and are refused if a ball started or the market suspended meanwhile.
 * A self-excluded player is refused (cash out stays open to them: it only closes a position).
 * Throws 404 for a market the feed does not know, 422 for a reused key with another body.
 */
async function placeBetHere(deps: Deps, bettor: Bettor, request: PlaceBetRequest, idempotencyKey: string): Promise<PlaceBetResponse> {
  const db = deps.database.db;
  const keyed = { userId: bettor.userId, key: idempotencyKey, route: PLACE_BET_ROUTE, body: request };
  const prior = await storedAnswer(db, keyed);
  if (prior) return prior.body as PlaceBetResponse;
  await requireMayStake(db, bettor.userId, { now: deps.now() }); // a break or a reached loss limit: 403
  const { source } = feedFor(deps);
  // A market whose prices the source cannot vouch for now takes no bet, whatever it last showed.
  if (source.isStale(request.marketId)) return refuse(deps, keyed, new Refused(STALE_REFUSAL));
  const watch = await marketWatchFor(deps);
  const reservations: Reservation[] = [];
  const target = await betTarget(deps, watch, source, request);
  const limits = target.limits(await limitsFor(db, request.marketType));
  try {
    let quote = checkedQuote(target.book, request);
    const stake = poishaFromTaka(request.stake);
    // The stake range of the risk limits (server/exchange/limits): the one every market has, a trader's
    // line's own Min and Max among its rules.
    await enforceStakeRange(db, quote.market, bettor.userId, stake);
    if (target.delayMs(limits) > 0) {
      const before = target.interruptions();
      await watch.wait(target.delayMs(limits));
      const cut = target.interruptedSince(before) ?? (source.isStale(request.marketId) ? STALE_REFUSAL : null);
      if (cut) throw new Refused(cut);
      quote = checkedQuote(target.book, request);
    }
    let placed: Placed | null = null;
    const answer = await runIdempotent(db, keyed, async (tx) => {
      const now = deps.now();
      await lockLossLimits(tx, bettor.userId); // limits before wallet, as every staking path
      [placed] = (
        await placeBets(
          tx,
          target.book,
          marketOf(quote),
          [request],
          {
            userId: bettor.userId,
            ip: bettor.ip,
            device: bettor.device ?? null,
            idempotencyKey,
            source: 'player',
            now,
            limits,
          },
          reservations,
        )
      ).placed;
      // Risk limits and blocks (server/exchange/limits): checked here, with the hold row still locked.
      await enforceRiskLimits(tx, placed!.bet);
      // A loss limit counts what is at risk, not only what is lost: the settled losses of the period plus
      // every open hold (this bet's included) must stay within it. Checked after the hold moved, in the
      // same transaction after the limit rows are locked, so racing bets see each other's holds; a refusal
      // rolls the placement back.
      await requireMayStake(tx, bettor.userId, { now, atRisk: () => openHoldsOf(tx, bettor.userId) });
      return { status: 200, body: { bet: placedBet(placed!.bet, placed!.fills) } satisfies PlaceBetResponse };
    });
    if (placed && target.watched) watch.track(target.book.eventId, (placed as Placed).bet.marketKey, (placed as Placed).order);
    return answer.body as PlaceBetResponse;
  } catch (err) {
    release(reservations);
    if (!(err instanceof Refused)) throw err;
    return refuse(deps, keyed, err);
  }
}

/** A refusal is an answer like any other, kept under the bet's Idempotency-Key. */
async function refuse(deps: Deps, keyed: Parameters<typeof storedAnswer>[1], err: Refused): Promise<PlaceBetResponse> {
  const answer = await runIdempotent(deps.database.db, keyed, async () => ({ status: 200, body: refusedAnswer(err, deps.now()) }));
  return answer.body as PlaceBetResponse;
}

/** Cancels the unmatched part of the player's bet; the matched part stays. 404 if not theirs, 409 if nothing waits. */
async function cancelBetHere(deps: Deps, userId: number, betId: number): Promise<CancelBetResponse> {
  const watch = await marketWatchFor(deps);
  const db = deps.database.db;
  const [found] = await db.select({ userId: exchangeBets.userId, marketKey: exchangeBets.marketKey }).from(exchangeBets).where(eq(exchangeBets.id, betId));
  if (!found || found.userId !== userId) throw fail(404, 'exchangeBetNotFound');
  const result = await db.transaction(async (tx) => {
    const market = (await marketRow(tx, found.marketKey))!;
    const hold = await lockHold(tx, userId, found.marketKey);
    const [bet] = await tx.select().from(exchangeBets).where(eq(exchangeBets.id, betId)).for('update');
    if (!bet || bet.state !== 'open' || bet.unmatchedPoisha === 0) throw fail(409, 'exchangeNothingToCancel');
    const [cancelled] = await tx
      .update(exchangeBets)
      .set({
        cancelledPoisha: bet.cancelledPoisha + bet.unmatchedPoisha,
        unmatchedPoisha: 0,
        state: bet.matchedPoisha > 0 ? 'open' : 'closed',
        updatedAt: deps.now(),
      })
      .where(eq(exchangeBets.id, betId))
      .returning();
    await rebalanceHold(tx, userId, market, hold.holdPoisha);
    const fills = await tx.select().from(exchangeFills).where(eq(exchangeFills.betId, betId));
    return { bet: cancelled!, market, fills };
  });
  watch.untrack(result.market.feedMarketId, betId);
  return { bet: betRecord(result.bet, result.market, result.fills), message: MESSAGES.exchangeBetCancelled, code: 'exchangeBetCancelled' };
}

// Both run in the leader process (the market watch and the simulator's book live there; docs/decisions/0115).
export const placeBet = leaderCall('exchange.placeBet', placeBetHere);
export const cancelBet = leaderCall('exchange.cancelBet', cancelBetHere);
