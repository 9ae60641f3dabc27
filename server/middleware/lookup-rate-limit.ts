// Per-address limits on lookups, in memory, per process, by design (docs/decisions/0017): these calls guard
// neither money nor accounts and sit on the hottest path (odds polled every 300 ms), so they must not cost a
// database write each; a restart forgets the counts.
// The app runs two of them, each sized for real use behind carrier-grade NAT, where many mobile players share
// one public address: the site's own lookups (GET under /api: settings, catalogue, the player's records), 1,200
// a minute, about 30 per page load plus a signed-in player's slow refreshes; and the exchange feed (GET under
// /exchange-api), 20,000 a minute, 50 phones each polling an odds view's two answers every 300 ms. A flood from
// one address is cut off within the minute on either, at a small share of what one process can answer.
import type { MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter } from 'hono-rate-limiter';
import type { AppEnv } from '../context.ts';
import { addressBucket, clientAddress } from '../lib/client-address.ts';
import { limited } from '../lib/errors.ts';

const LOOKUP_WINDOW_MS = 60_000;

/** One lookup limit: the middleware, and (the feed's) the same count for the exchange 304 fast path (exchange/feed-api/not-modified-fast.ts). */
export interface LookupLimit {
  middleware: MiddlewareHandler<AppEnv>;
  /** Counts one lookup from this bucket; false (and not counted) when it is over the limit: the full chain answers that one. */
  countWithin(bucket: string): boolean;
}

/**
 * hono-rate-limiter's MemoryStore answers `increment` with its own live record of the client, and the
 * middleware reads `totalHits` off it only after an `await`: by then other requests in flight may have
 * counted too, so the lookup that was the limit's last one read a count past the limit and was refused (1,199
 * of 1,200 let through once the site's lookups answered from memory, decision 0158). A copy of the count as
 * it stood right after this request's own increment is what the middleware must judge.
 */
class CountAtIncrementStore extends MemoryStore<AppEnv> {
  override increment(key: string) {
    const client = super.increment(key);
    return { totalHits: client.totalHits, resetTime: client.resetTime };
  }
}

export function lookupLimit(limit: number): LookupLimit {
  const store = new CountAtIncrementStore();
  const middleware = rateLimiter<AppEnv>({
    windowMs: LOOKUP_WINDOW_MS,
    limit,
    standardHeaders: 'draft-6',
    store,
    keyGenerator: (c) => addressBucket(clientAddress(c)),
    skip: (c) => c.req.method !== 'GET' && c.req.method !== 'HEAD',
    handler: (c) => {
      const info = (c.var as { rateLimit?: { resetTime?: Date } }).rateLimit;
      throw limited('rateLimited', (info?.resetTime?.getTime() ?? Date.now() + LOOKUP_WINDOW_MS) - Date.now());
    },
  });
  return {
    middleware,
    countWithin(bucket) {
      // The limiter's own step: count, and refuse past the limit. A refused one is taken back so the
      // full chain, which answers the 429 with its message and Retry-After, counts it exactly once.
      if (store.increment(bucket).totalHits <= limit) return true;
      store.decrement(bucket);
      return false;
    },
  };
}
