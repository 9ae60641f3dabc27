// Cash out on match odds (what Betfair has): the quote of the amount locked on every runner at the
// prices now, and one call that places the hedging bets. The hedges are worked out again inside the
// placing transaction, from the player's locked position and the book at that moment, and refused if
// the amount is now worse than the one the player accepted. Waiting bets on the market are cancelled.
// The prices, the book the hedges match against and the delay are the market source's (cash-out-target.ts):
// the simulator's own book, or the mirrored book of Betfair's stream or recorded files.
import { eq } from 'drizzle-orm';
import { leaderCall } from '../../cluster/leader-calls.ts';
import type { Deps } from '../../context.ts';
import { feedFor, isSimulated } from '../source/running-feed.ts';
import { exchangeMarkets } from '../../db/schema/index.ts';
import { STALE_REFUSAL } from '../source/bet-quotes.ts';
import type { HedgeBet } from '../maths/cash-out.ts';
import { wirePriceOf } from '../maths/price.ts';
import { fail } from '../../lib/errors.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import type { CashOutQuote, CashOutRequest, CashOutResponse } from '../../../contracts/exchange-bets.ts';
import { placedBet } from './bet-views.ts';
import { refusedAnswer, type Bettor } from './place-and-cancel.ts';
import { marketWatchFor } from './running-watch.ts';
import type { MarketRow } from './holds.ts';
import { placeBets, Refused, release, type Placed, type Reservation, type StakedAsk } from './placement.ts';
import { cashOutOf, openPositions } from './positions.ts';
import { simulatorTarget, sourceTarget, type CashOutTarget } from './cash-out-target.ts';
import { limitsFor } from './settings.ts';
import { runIdempotent, storedAnswer } from '../../services/idempotency.ts';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money.ts';

export const CASH_OUT_ROUTE = 'POST /api/exchange/cash-out';

/** The process's feed (a follower's replica is the leader's book): a quote needs no watch. */
function targetOf(deps: Deps, marketId: string): CashOutTarget {
  const feed = feedFor(deps);
  return isSimulated(feed) ? simulatorTarget(feed.sim, marketId) : sourceTarget(feed.source, marketId);
}

async function marketRowOf(deps: Deps, marketId: string): Promise<MarketRow | undefined> {
  const [market] = await deps.database.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketId));
  return market;
}

function hedgesToWire(target: CashOutTarget, bets: HedgeBet[]): CashOutQuote['bets'] {
  return bets.map((b) => ({
    selectionId: b.selectionId,
    selectionName: target.runnerName(b.selectionId),
    side: b.dir,
    price: wirePriceOf('match_odds', b.oddsX100),
    stake: takaFromPoisha(b.stake),
  }));
}

const depthFor = (target: CashOutTarget, market: MarketRow) => target.depth(market.runners.map((r) => r.selectionId));

/** What cashing out would lock in now, or why it cannot. */
export async function cashOutQuote(deps: Deps, userId: number, marketId: string): Promise<CashOutQuote> {
  const target = targetOf(deps, marketId);
  const market = await marketRowOf(deps, marketId);
  const unavailable = (
    code: 'exchangeNothingToCashOut' | 'exchangeMarketSuspended' | 'exchangeMarketClosed' | 'exchangeCashOutMatchOddsOnly',
  ): CashOutQuote => ({
    marketId,
    available: false,
    amount: null,
    bets: [],
    message: MESSAGES[code],
    code,
  });
  // Asked by the odds view of any market with a position: a PLACE market answers, it has no cash out.
  if (!target.oneWinner) return unavailable('exchangeCashOutMatchOddsOnly');
  // The market's state as the source gives it; stale prices cannot be locked in.
  const { source } = feedFor(deps);
  const state = source.market(marketId)?.status ?? 'CLOSED';
  if (state === 'CLOSED') return unavailable('exchangeMarketClosed');
  if (state === 'SUSPENDED' || source.isStale(marketId)) return unavailable('exchangeMarketSuspended');
  if (!market || market.status !== 'open') return unavailable('exchangeNothingToCashOut');
  const open = (await openPositions(deps.database.db, userId, [market])).get(market.marketKey)!;
  const out = cashOutOf(depthFor(target, market), market, open);
  if (!out) return unavailable('exchangeNothingToCashOut');
  return { marketId, available: true, amount: takaFromPoisha(out.amount), bets: hedgesToWire(target, out.bets) };
}

/** Cashes out: places the hedges (after the in-play bet delay), refused if the amount is now worse than `request.amount`. */
async function cashOutHere(deps: Deps, bettor: Bettor, request: CashOutRequest, idempotencyKey: string): Promise<CashOutResponse> {
  const watch = await marketWatchFor(deps);
  const db = deps.database.db;
  const keyed = { userId: bettor.userId, key: idempotencyKey, route: CASH_OUT_ROUTE, body: request };
  const prior = await storedAnswer(db, keyed);
  if (prior) return prior.body as CashOutResponse;
  const target = targetOf(deps, request.marketId);
  if (!target.oneWinner) throw fail(422, 'exchangeCashOutMatchOddsOnly');
  const market = await marketRowOf(deps, request.marketId);
  const limits = await limitsFor(db, 'match_odds');
  const reservations: Reservation[] = [];
  try {
    if (!market) throw new Refused('exchangeNothingToCashOut');
    target.check();
    const delay = target.delayMs(limits.betDelayMs, watch.delayScale);
    if (delay > 0) {
      const before = target.interruptions();
      await watch.wait(delay);
      const cut = target.interruptedSince(before) ?? (feedFor(deps).source.isStale(request.marketId) ? STALE_REFUSAL : null);
      if (cut) throw new Refused(cut);
    }
    const quote = target.check();
    let placed: Placed[] = [];
    let cancelled: number[] = [];
    let amount = 0;
    const answer = await runIdempotent(db, keyed, async (tx) => {
      const hedges = (open: Parameters<typeof cashOutOf>[2]): StakedAsk[] => {
        const out = cashOutOf(depthFor(target, market), market, open);
        if (!out) throw new Refused('exchangeNothingToCashOut');
        if (out.amount < poishaFromTaka(request.amount)) throw new Refused('exchangePriceMoved');
        amount = out.amount;
        return out.bets.map((b) => ({
          eventId: target.eventId,
          marketId: target.marketId,
          marketType: 'match_odds',
          selectionId: b.selectionId,
          side: b.dir,
          price: wirePriceOf('match_odds', b.oddsX100),
          stake: takaFromPoisha(b.stake),
        }));
      };
      ({ placed, cancelled } = await placeBets(
        tx,
        target.book,
        { info: quote.market, lineTitle: null },
        hedges,
        {
          userId: bettor.userId,
          ip: bettor.ip,
          idempotencyKey,
          source: 'cash_out',
          now: deps.now(),
          limits,
          cancelWaiting: true,
        },
        reservations,
      ));
      const body: CashOutResponse = {
        bets: placed.map((p) => placedBet(p.bet, p.fills)),
        amount: takaFromPoisha(amount),
        message: MESSAGES.exchangeCashOutDone,
        code: 'exchangeCashOutDone',
      };
      return { status: 200, body };
    });
    for (const id of cancelled) watch.untrack(target.marketId, id);
    for (const p of placed) watch.track(target.eventId, p.bet.marketKey, p.order);
    return answer.body as CashOutResponse;
  } catch (err) {
    release(reservations);
    if (!(err instanceof Refused)) throw err;
    const refused = refusedAnswer(err, deps.now()).bet;
    const body: CashOutResponse = { bets: [refused], amount: null, message: refused.message!, code: refused.code! };
    return (await runIdempotent(db, keyed, async () => ({ status: 200, body }))).body as CashOutResponse;
  }
}

/** Runs in the leader process, where the market watch and the simulator's book are (docs/decisions/0115). */
export const cashOut = leaderCall('exchange.cashOut', cashOutHere);
