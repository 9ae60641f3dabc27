// What a cash out prices and places its hedges against, whatever the market source: the simulator's event
// (its book, its operator-set delay, refused if a ball started or the market suspended meanwhile) or a
// source's runner market (Betfair's stream or recorded files: the mirrored book's best prices, the delay the
// market states, refused if it is no longer open after it). Prices come in the market's runner order, the
// order the player's position is worked out in; none while the market cannot be bet on.
import type { ExchangeSimulator } from '../source/simulator/simulator.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import type { MarketSource } from '../source/market-source.ts';
import { interruptedSince, interruptionsOf, quoteFor, type BetAsk, type Quote, type Refusal } from '../source/bet-quotes.ts';
import type { RunnerDepth } from '../maths/cash-out.ts';
import { inPlayDelayMs } from '../maths/mirror-book.ts';
import { nearestOddsX100 } from '../maths/price.ts';
import { fail } from '../../lib/errors.ts';
import { Refused, simulatorBook, type BetBook } from './placement.ts';
import { availableLevels, sourceBook, sourceMarketInfo, sourceQuote } from './source-book.ts';
import { knownTake } from './mirror-take.ts';

export interface CashOutTarget {
  eventId: string;
  marketId: string;
  /** One runner wins: the only market a hedge can lock one amount on (a PLACE market pays several). */
  oneWinner: boolean;
  runnerName(selectionId: string): string;
  /** The book per runner of `selectionIds` (the market row's order) as a hedge matches it; no levels where none is offered. */
  depth(selectionIds: readonly string[]): RunnerDepth[];
  book: BetBook;
  /** The market quoted now (open, not stale, no ball running), or a Refused. */
  check(): Quote;
  delayMs(operatorDelayMs: number, scale: number): number;
  interruptions(): unknown;
  interruptedSince(before: unknown): Refusal | null;
}

/** Any runner and a ladder price name the market: only its state matters to the check. */
function checkAsk(eventId: string, marketId: string, selectionId: string): BetAsk {
  return { eventId, marketId, marketType: 'match_odds', selectionId, side: 'back', price: 1.01 };
}

function quoted(result: ReturnType<typeof quoteFor>): Quote {
  if (!result.ok) throw new Refused(result.refusal);
  return result.quote;
}

export function simulatorTarget(sim: ExchangeSimulator, marketId: string): CashOutTarget {
  const ev = sim.byMarket.get(marketId);
  if (!ev) {
    const bookmaker = [...sim.events.values()].some((e) => e.bookmakerId === marketId || e.id === marketId);
    throw bookmaker ? fail(422, 'exchangeCashOutMatchOddsOnly') : fail(404, 'exchangeUnknownMarket');
  }
  return {
    eventId: ev.id,
    marketId: ev.marketId,
    oneWinner: true,
    runnerName: (selectionId) => ev.runnerNames[ev.selectionIds.findIndex((id) => String(id) === selectionId)] ?? '',
    depth: (selectionIds) =>
      selectionIds.map((id) =>
        simulatorDepth(
          ev,
          ev.selectionIds.findIndex((s) => String(s) === id),
          id,
        ),
      ),
    book: simulatorBook(sim, ev),
    check: () => quoted(quoteFor(ev, checkAsk(ev.id, ev.marketId, String(ev.selectionIds[0])))),
    delayMs: (operatorDelayMs, scale) => (ev.status === 'inplay' ? operatorDelayMs * scale : 0),
    interruptions: () => interruptionsOf(ev),
    interruptedSince: (before) => interruptedSince(ev, before as ReturnType<typeof interruptionsOf>),
  };
}

/** The simulator's best prices, as deep as any hedge: its book is the site's own and always takes a cash out whole. */
function simulatorDepth(ev: SimEvent, index: number, selectionId: string): RunnerDepth {
  const suspended = ev.status === 'closed' || ev.match.flags().suspended;
  const depth = index < 0 || suspended ? undefined : ev.depth[index];
  const best = (level: { price: number } | undefined) => (level ? [{ oddsX100: nearestOddsX100(level.price), sizePoisha: Number.MAX_SAFE_INTEGER }] : []);
  return { selectionId, back: best(depth?.back[0]), lay: best(depth?.lay[0]) };
}

/**
 * A source's runner market. Cash out locks one amount whichever runner wins, so it is offered only where one
 * runner wins (match odds, a race's WIN): see `oneWinner`.
 */
export function sourceTarget(source: MarketSource, marketId: string): CashOutTarget {
  const market = source.market(marketId);
  if (!market) throw fail(404, 'exchangeUnknownMarket');
  const { eventId } = market;
  // The check names a runner that takes bets: a race's first runner may be a non-runner.
  const first = String((market.runners.find((r) => r.status === 'ACTIVE') ?? market.runners[0])?.selectionId ?? '');
  const now = () => source.market(marketId);
  const info = sourceMarketInfo(source, market);
  return {
    eventId,
    marketId,
    oneWinner: market.numberOfWinners === 1,
    runnerName: (selectionId) => now()?.runners.find((r) => String(r.selectionId) === selectionId)?.name ?? '',
    // What a placement would match: the levels shown less what the site already took, and the operator's share of each.
    depth: (selectionIds) => {
      const open = sourceQuote(source, checkAsk(eventId, marketId, first))?.ok === true;
      const levels = (selectionId: string, side: 'back' | 'lay') => (open ? availableLevels(source, marketId, Number(selectionId), side, knownTake()) : []);
      return selectionIds.map((selectionId) => ({ selectionId, back: levels(selectionId, 'back'), lay: levels(selectionId, 'lay') }));
    },
    book: sourceBook(source, marketId, eventId, info),
    check: () => quoted(sourceQuote(source, checkAsk(eventId, marketId, first)) ?? { ok: false, market: info, refusal: 'exchangeMarketClosed' }),
    delayMs: (operatorDelayMs, scale) => (now()?.inPlay ? inPlayDelayMs(now()!.betDelaySeconds, operatorDelayMs, scale) : 0),
    interruptions: () => null,
    interruptedSince: () => {
      const state = now();
      return !state || state.status === 'CLOSED' ? 'exchangeMarketClosed' : state.status === 'SUSPENDED' ? 'exchangeMarketSuspended' : null;
    },
  };
}
