// The live Betfair source (EXCHANGE_SOURCE=betfair-stream): the stream's transport feeding the market cache.
// The cache is what the exchange reads; the transport only says what changed and whether it can still vouch for
// the prices. A change the cache cannot apply is thrown back to the transport, which starts again from a full
// image rather than carry on from a book it knows is wrong.
import { logger } from '../../../lib/logger.ts';
import type { MarketSource } from '../market-source.ts';
import { type BetfairMarketCache, createBetfairStreamCache } from './market-cache.ts';
import { type BetfairStreamOptions, startBetfairStream } from './stream/betfair-stream.ts';
import type { BetfairStreamConfig } from './stream/stream-config.ts';

export interface BetfairStreamSource extends MarketSource {
  readonly cache: BetfairMarketCache;
}

export function createBetfairStreamSource(config: BetfairStreamConfig, options: BetfairStreamOptions & { clock?: () => number } = {}): BetfairStreamSource {
  const { clock, ...streamOptions } = options;
  const cache = createBetfairStreamCache({ clock, log: streamOptions.log });
  // Nothing is vouched for until the first image arrives.
  cache.markStale();
  const stream = startBetfairStream(
    config,
    {
      onChange: (message) => {
        const applied = cache.apply(message);
        if (!applied.ok) throw new Error(`a market change the cache could not apply: ${applied.error}`);
      },
      onStale: (since) => cache.markStale(undefined, since),
      onFresh: () => cache.markFresh(),
      onStopped: (reason) => {
        cache.markStale();
        logger.error('betfair stream stopped; its markets stay stale', { reason });
      },
    },
    streamOptions,
  );
  return {
    kind: cache.kind,
    cache,
    now: () => cache.now(),
    events: () => cache.events(),
    event: (eventId) => cache.event(eventId),
    marketsOf: (eventId) => cache.marketsOf(eventId),
    market: (marketId) => cache.market(marketId),
    book: (marketId) => cache.book(marketId),
    score: (eventId) => cache.score(eventId),
    isStale: (marketId) => cache.isStale(marketId),
    subscribe: (listener) => cache.subscribe(listener),
    stop() {
      stream.stop();
      cache.stop();
    },
  };
}
