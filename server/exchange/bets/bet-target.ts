// What a bet is placed against, found from the ids a player's ask names: a trader's line, the simulator's
// event, or a source's market. The bet path places against it; the stake limits call reads from it which
// market (sport, kind, key) the ask names, so both resolve the same limits for the same ask.
import type { Deps } from '../../context.ts';
import { eventFor, interruptedSince, interruptionsOf, type BetAsk, type MarketInfo, type Refusal } from '../source/bet-quotes.ts';
import type { MarketSource } from '../source/market-source.ts';
import { inPlayDelayMs } from '../maths/mirror-book.ts';
import { MarketWatch } from './market-watch.ts';
import { sourceBook, sourceQuote } from './source-book.ts';
import { fail } from '../../lib/errors.ts';
import type { PlaceBetRequest } from '../../../contracts/exchange-bets.ts';
import type { BetWatch } from './running-watch.ts';
import { simulatorBook, type BetBook } from './placement.ts';
import type { LimitsPoisha } from './settings.ts';
import { namesTradedMarket, tradedTarget } from '../trading/traded-book.ts';
import { tradingStoreFor } from '../trading/trading-store.ts';

export interface BetTarget {
  book: BetBook;
  /** The terms the bet is held to: the market type's, or a trader's own maximum profit for their market. */
  limits(site: LimitsPoisha): LimitsPoisha;
  /** Whether the market watch follows the market (a trader's market is settled by the trader alone). */
  watched: boolean;
  delayMs(limits: LimitsPoisha): number;
  interruptions(): unknown;
  interruptedSince(before: unknown): Refusal | null;
}

/**
 * What a bet is placed against: the simulator's event (its operator-set delay; refused if a ball started or
 * the market suspended meanwhile), or a source's market (the delay the source states, at least the
 * operator's, both scaled; refused if the market is no longer open after it). Throws 404 for neither.
 */
export async function betTarget(deps: Deps, watch: BetWatch, source: MarketSource, request: PlaceBetRequest): Promise<BetTarget> {
  const same = (site: LimitsPoisha) => site;
  if (namesTradedMarket(request)) {
    const store = tradingStoreFor(deps.database);
    await store.ready;
    const traded = tradedTarget(store, source, request);
    if (!traded) throw fail(404, 'exchangeUnknownMarket');
    return {
      book: traded.book,
      limits: traded.limits,
      watched: false,
      delayMs: (limits) => (traded.delayed ? limits.betDelayMs * watch.delayScale : 0),
      interruptions: () => null,
      interruptedSince: () => traded.interruption(),
    };
  }
  if (watch instanceof MarketWatch) {
    const ev = eventFor(watch.sim, request);
    if (!ev) throw fail(404, 'exchangeUnknownMarket');
    return {
      limits: same,
      watched: true,
      book: simulatorBook(watch.sim, ev),
      delayMs: (limits) => (ev.status === 'inplay' && request.marketType !== 'fancy' ? limits.betDelayMs * watch.delayScale : 0),
      interruptions: () => interruptionsOf(ev),
      interruptedSince: (before) => interruptedSince(ev, before as ReturnType<typeof interruptionsOf>),
    };
  }
  const first = sourceQuote(source, request);
  if (!first) throw fail(404, 'exchangeUnknownMarket');
  const market = () => source.market(request.marketId);
  return {
    limits: same,
    watched: true,
    book: sourceBook(source, request.marketId, request.eventId, first.ok ? first.quote.market : first.market),
    delayMs: (limits) => (market()?.inPlay ? inPlayDelayMs(market()!.betDelaySeconds, limits.betDelayMs, watch.delayScale) : 0),
    interruptions: () => null,
    interruptedSince: () => {
      const now = market();
      return !now || now.status === 'CLOSED' ? 'exchangeMarketClosed' : now.status === 'SUSPENDED' ? 'exchangeMarketSuspended' : null;
    },
  };
}

/** The side a probe of the market may ask: any one its type takes (the answer is read only for its market). */
const PROBE_SIDE = { match_odds: 'back', bookmaker: 'back', fancy: 'yes' } as const;

/**
 * The market an ask names, as the bet path would file it (its key, sport and kind), whether or not it
 * takes bets now. Throws 404 for ids that name no market.
 */
export async function marketOfAsk(deps: Deps, watch: BetWatch, source: MarketSource, ask: Omit<BetAsk, 'side' | 'price' | 'line'>): Promise<MarketInfo> {
  const probe = { ...ask, side: PROBE_SIDE[ask.marketType], price: 0, stake: 0 };
  const quoted = (await betTarget(deps, watch, source, probe)).book.quote(probe);
  return quoted.ok ? quoted.quote.market : quoted.market;
}
