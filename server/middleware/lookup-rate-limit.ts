// Per-address limit on lookups (every GET under /api and /exchange-api: settings, catalogue, odds).
// In memory, per process, by design (docs/decisions/0017): these calls guard neither money nor accounts
// and sit on the hottest path (odds polled every 300 ms), so they must not cost a database write each;
// a restart forgets the counts, and with one process (docs/decisions/0001) per-process is per-site.
// The limit is sized for real use: a page load is about 30 lookups and a player watching odds polls two
// resources every 300 ms (about 400 a minute), so the default 1,200 a minute lets three such players
// share one carrier address, while a flood from one address is cut off within the minute.
import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv } from '../context.ts';
import { addressBucket, clientAddress } from '../lib/client-address.ts';
import { limited } from '../lib/errors.ts';

export const LOOKUP_WINDOW_MS = 60_000;

export function lookupRateLimit(limit: number): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: LOOKUP_WINDOW_MS,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => addressBucket(clientAddress(c)),
    skip: (c) => c.req.method !== 'GET' && c.req.method !== 'HEAD',
    handler: (c) => {
      const info = (c.var as { rateLimit?: { resetTime?: Date } }).rateLimit;
      throw limited('rateLimited', (info?.resetTime?.getTime() ?? Date.now() + LOOKUP_WINDOW_MS) - Date.now());
    },
  });
}
