// The whole HTTP API as one Hono app, with no port: main.ts serves it, tests call app.request().
import { Hono, type MiddlewareHandler } from 'hono';
import { createArea } from './lib/route.ts';
import { declaredRoutes } from './lib/declared-routes.ts';
import { mountApiDocs } from './routes/api-docs.ts';
import { HTTPException } from 'hono/http-exception';
import type { Deps, AppEnv } from './context.ts';
import { ApiError } from './lib/errors.ts';
import { MESSAGES } from '../contracts/messages/index.ts';
import { anyone, sessionMiddleware } from './middleware/auth.ts';
import { bodyLimits } from './middleware/body-limits.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { lookupRateLimit } from './middleware/lookup-rate-limit.ts';
import { healthRoutes } from './routes/health.ts';
import { accountRoutes } from './routes/account.ts';
import { contentRoutes } from './routes/content.ts';
import { operatorRoutes } from './routes/operator.ts';
import { walletRoutes } from './routes/wallet.ts';
import { gamesRoutes } from './routes/games.ts';
import { recordsRoutes } from './routes/records.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { chatRoutes } from './routes/chat.ts';
import { exchangeRoutes } from './exchange/routes.ts';
import { logger } from './lib/logger.ts';
import { databaseRefusalResponse } from './lib/db-errors.ts';

/**
 * A 304 carries only what a cache needs to refresh its stored answer (RFC 9110 §15.4.5: ETag, Vary,
 * Cache-Control, Date, ...); the stored answer keeps its own security headers. Outermost, so it
 * trims what securityHeaders added: about 750 bytes off every 304 of the 300 ms pollers
 * (docs/decisions/0091-in-play-list-deltas.md).
 */
const NOT_MODIFIED_KEEPS = new Set(['etag', 'vary', 'cache-control', 'date', 'expires', 'content-location', 'strict-transport-security']);
const notModifiedHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status !== 304) return;
  for (const name of [...c.res.headers.keys()]) if (!NOT_MODIFIED_KEEPS.has(name)) c.res.headers.delete(name);
};

/**
 * The exchange feed's JSON answers (polled every 300 ms by every phone) carry the headers that matter
 * for data, not the ~750 bytes meant for pages: a JSON answer is never rendered as a document, so
 * `default-src 'none'; frame-ancestors 'none'` is its whole policy (OWASP REST Security), with nosniff
 * and CORP kept. Pages of the feed (the live score page) keep the full set.
 */
const FEED_JSON_KEEPS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);
const DOCUMENT_ONLY = ['content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy',
  'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection', 'permissions-policy'];
const RATE_LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-policy', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit'];
const leanFeedHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
  for (const name of DOCUMENT_ONLY) if (!FEED_JSON_KEEPS.has(name)) c.res.headers.delete(name);
  c.res.headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  // The limiter's RateLimit-* counters only matter on a refusal (429 keeps them, with Retry-After).
  if (c.res.status < 400) for (const name of RATE_LIMIT_HEADERS) c.res.headers.delete(name);
};

export function createApp(deps: Deps) {
  // Each area is an OpenAPIHono (or, until it moves to the declared shape, a plain Hono) mounted here.
  const api = createArea();
  api.use(sessionMiddleware);
  api.route('/', healthRoutes);
  api.route('/', accountRoutes);
  api.route('/', contentRoutes);
  api.route('/operator', operatorRoutes);
  api.route('/', walletRoutes);
  api.route('/', gamesRoutes);
  api.route('/', recordsRoutes);
  api.route('/', inboxRoutes);
  api.route('/', chatRoutes);
  mountApiDocs(api);
  api.all('*', anyone, (c) => c.json({ message: MESSAGES.notFound, code: 'notFound' }, 404));

  // One limiter (one count per address) for both APIs' lookups.
  const lookups = lookupRateLimit(deps.config.publicRequestsPerMinute);
  // Outermost first: the security headers land on every answer (errors, 404s and the client's files
  // that main.ts mounts later), and bodies are capped before any route can read them.
  const app = new Hono<AppEnv>()
    .use(notModifiedHeaders)
    .use('/exchange-api/api/*', leanFeedHeaders)
    .use(securityHeaders(deps.config))
    .use(async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .use(bodyLimits)
    // The API's answers are per caller and per moment: never kept by a browser or a proxy unless a
    // route says otherwise (decision 0090). The exchange API revalidates by ETag (exchange/send.ts).
    .use('/api/*', async (c, next) => {
      await next();
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    })
    .use('/api/*', lookups)
    .use('/exchange-api/*', lookups)
    .route('/api', api)
    .route('/exchange-api', exchangeRoutes);

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
      return c.json({
        message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}), ...(err.vars ? { vars: err.vars } : {}),
        ...(err.challenge ? { challenge: err.challenge } : {}),
      }, err.status);
    }
    if (err instanceof HTTPException) {
      // Hono's own refusals (malformed JSON, body too large): still a 4xx with a message.
      if (err.status === 400) return c.json({ message: MESSAGES.bodyUnreadable, code: 'bodyUnreadable' }, 400);
      return c.json({ message: err.message || MESSAGES.invalidInput, code: 'invalidInput' }, err.status);
    }
    // A value the database refused (class 22, a missing referenced row): the caller's input, not our fault.
    const refused = databaseRefusalResponse(err, c);
    if (refused) return refused;
    logger.error('unhandled error', { path: c.req.path, error: err instanceof Error ? err.stack : String(err) });
    return c.json({ message: MESSAGES.unexpectedError, code: 'unexpectedError' }, 500);
  });
  // The declared routes, for the suites that walk every route (tests/suites/).
  return Object.assign(app, { declaredRoutes: () => declaredRoutes(api) });
}

export type App = ReturnType<typeof createApp>;
