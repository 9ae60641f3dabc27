// The whole HTTP API as one Hono app, with no port: main.ts serves it, tests call app.request().
import { Hono, type MiddlewareHandler } from 'hono';
import { createArea } from './lib/route.ts';
import { declaredRoutes } from './lib/declared-routes.ts';
import { methodNotAllowed } from './lib/method-not-allowed.ts';
import { describeApi, mountApiDocs } from './routes/api-docs.ts';
import { HTTPException } from 'hono/http-exception';
import type { Deps, AppEnv } from './context.ts';
import { ApiError } from './lib/errors.ts';
import { MESSAGES } from '../contracts/messages/index.ts';
import { anyone, sessionMiddleware } from './middleware/auth.ts';
import { bodyLimits } from './middleware/body-limits.ts';
import { compressJson } from './middleware/compress-json.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { lookupLimit } from './middleware/lookup-rate-limit.ts';
import { notModifiedFast } from './exchange/feed-api/not-modified-fast.ts';
import { healthRoutes } from './routes/health.ts';
import { accountRoutes } from './routes/account.ts';
import { verificationRoutes } from './routes/verification.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { contentRoutes } from './routes/content.ts';
import { operatorRoutes } from './operator/router.ts';
import { walletRoutes } from './routes/wallet.ts';
import { sandboxGatewayRoutes } from './routes/sandbox-gateway.ts';
import { gamesRoutes } from './routes/games.ts';
import { providerRoutes } from './routes/provider.ts';
import { houseRoutes } from './routes/house.ts';
import { houseCrashRoutes } from './routes/house-crash.ts';
import { recordsRoutes } from './routes/records.ts';
import { exchangeBetsRoutes } from './exchange/bets/routes.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { chatRoutes } from './routes/chat.ts';
import { promotionsRoutes } from './routes/promotions.ts';
import { engagementRoutes } from './routes/engagement.ts';
import { ewalletRoutes } from './routes/ewallet.ts';
import { saferPlayRoutes } from './routes/safer-play.ts';
import { kycRoutes } from './routes/kyc.ts';
import { exchangeRoutes } from './exchange/feed-api/routes.ts';
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
 * `default-src 'none'` with object-src, base-uri and frame-ancestors spelt out is its whole policy (OWASP
 * REST Security), with nosniff, CORP and the Referrer-Policy kept. Pages of the feed (the live score page) keep the full set.
 */
const FEED_JSON_KEEPS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security', 'referrer-policy']);
/** Short, but every directive the site's policy promises on every answer is there. */
const FEED_JSON_CSP = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];
const RATE_LIMIT_HEADERS = ['ratelimit-limit', 'ratelimit-policy', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit'];
const leanFeedHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
  for (const name of DOCUMENT_ONLY) if (!FEED_JSON_KEEPS.has(name)) c.res.headers.delete(name);
  c.res.headers.set('Content-Security-Policy', FEED_JSON_CSP);
  // The limiter's RateLimit-* counters only matter on a refusal (429 keeps them, with Retry-After).
  if (c.res.status < 400) for (const name of RATE_LIMIT_HEADERS) c.res.headers.delete(name);
};

/**
 * The client's hashed scripts and stylesheets (/assets/*.js, *.css) carry nosniff, CORP, the cache and
 * encoding headers, not the ~650 bytes meant for documents: a Content-Security-Policy, frame and
 * referrer rules act only on a document or a worker, and with nosniff such a file opened on its own is
 * shown as text, never run (a first visit to / fetches about 30 of them). Workers (whose own
 * answer is their policy), SVG pictures (an SVG is a document), pages and the service worker keep the full
 * set; raster pictures get the lean set too (below).
 */
const LEAN_ASSET_KEEPS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);
const isLeanAsset = (path: string) => /^\/assets\/[^/]+\.(?:js|css)$/.test(path) && !/\.worker-[^/]*\.js$/.test(path);
const leanAssetHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!isLeanAsset(c.req.path)) return;
  for (const name of DOCUMENT_ONLY) if (!LEAN_ASSET_KEEPS.has(name)) c.res.headers.delete(name);
};

/**
 * Raster pictures (WebP, PNG, JPEG, GIF, AVIF, icons: the banners, tiles and uploads under /storage/) carry
 * the same lean set: the browser draws them, never runs or frames them, and nosniff holds each to its
 * image type. Decided by the answer's type, not its path, so an SVG (a document that can hold script)
 * keeps the full set wherever it lives. A first visit to / fetches about ten of them (decision 0161).
 */
const isRasterPicture = (type: string | null) => type !== null && type.startsWith('image/') && !type.startsWith('image/svg');
const leanPictureHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!isRasterPicture(c.res.headers.get('content-type'))) return;
  for (const name of DOCUMENT_ONLY) if (!LEAN_ASSET_KEEPS.has(name)) c.res.headers.delete(name);
  // A picture that asked for its own policy (a KYC photo opened in a tab: `sandbox`) keeps it.
  const own = c.get('answerPolicy');
  if (own) c.res.headers.set('Content-Security-Policy', own);
};

/**
 * A file a user uploaded (a deposit's receipt; identity documents later) is served with a sandbox policy
 * and nosniff, whatever its type: a polyglot file opened directly cannot run as a page or reach the site's
 * origin. Outermost of the header middlewares, so nothing after it takes the policy off again.
 */
const USER_FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
const sandboxUserFiles: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.get('userFile')) return;
  c.res.headers.set('Content-Security-Policy', USER_FILE_CSP);
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

export function createApp(deps: Deps) {
  // Each area is an OpenAPIHono (or, until it moves to the declared shape, a plain Hono) mounted here.
  const api = createArea();
  api.use(methodNotAllowed(() => declaredRoutes(api)));
  api.use(sessionMiddleware);
  api.route('/', healthRoutes);
  api.route('/', accountRoutes);
  api.route('/', verificationRoutes);
  api.route('/', passwordResetRoutes);
  api.route('/', contentRoutes);
  api.route('/', promotionsRoutes);
  api.route('/', inboxRoutes);
  api.route('/', engagementRoutes);
  // The whole back office, every operator area with its catch-all guard (server/operator/router.ts).
  api.route('/operator', operatorRoutes);
  api.route('/', sandboxGatewayRoutes);
  api.route('/', walletRoutes);
  api.route('/', gamesRoutes);
  api.route('/', providerRoutes);
  api.route('/', houseRoutes);
  api.route('/', houseCrashRoutes);
  api.route('/', recordsRoutes);
  api.route('/', exchangeBetsRoutes);
  api.route('/', chatRoutes);
  api.route('/', ewalletRoutes);
  api.route('/', saferPlayRoutes);
  api.route('/', kycRoutes);
  mountApiDocs(api);
  api.all('*', anyone, (c) => c.json({ message: MESSAGES.notFound, code: 'notFound' }, 404));

  // The exchange feed is an API of its own, declared the same way, described apart.
  const feedApi = createArea();
  feedApi.use(methodNotAllowed(() => declaredRoutes(feedApi, '/exchange-api')));
  feedApi.route('/', exchangeRoutes);
  describeApi(
    feedApi,
    {
      title: 'Chakka exchange feed',
      description:
        'Public prices, events, results and live scores. Answers carry a weak ETag; send it back in If-None-Match for a 304. Refusals are { message, code }.',
    },
    '/exchange-api',
    false,
  );
  feedApi.all('*', anyone, (c) => c.json({ message: MESSAGES.notFound, code: 'notFound' }, 404));

  // Two budgets per address (docs/decisions/0017): the site's own lookups, and the exchange feed that
  // every watching phone polls every 300 ms, sized apart so one carrier address can hold many watchers.
  const siteLimit = lookupLimit(deps.config.publicRequestsPerMinute);
  const feedLimit = lookupLimit(deps.config.feedRequestsPerMinute);
  // Outermost first: the security headers land on every answer (errors, 404s and the client's files
  // that main.ts mounts later), and bodies are capped before any route can read them.
  const app = new Hono<AppEnv>()
    .use(sandboxUserFiles)
    .use(notModifiedHeaders)
    .use('/exchange-api/api/*', leanFeedHeaders)
    .use('/assets/*', leanAssetHeaders)
    .use(leanPictureHeaders)
    .use(securityHeaders(deps.config))
    .use(async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .use(bodyLimits)
    // The API's answers are per caller and per moment: never kept by a browser or a proxy unless a
    // route says otherwise (decision 0090). The exchange API revalidates by ETag (exchange/feed-api/send-answer.ts).
    .use('/api/*', async (c, next) => {
      await next();
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    })
    // JSON answers over 1 KB gzipped for a browser that asks (middleware/compress-json.ts). The exchange
    // API compresses each answer version once itself (exchange/feed-api/send-answer.ts).
    .use('/api/*', compressJson)
    .use('/api/*', siteLimit.middleware)
    .use('/exchange-api/*', feedLimit.middleware)
    .route('/api', api)
    .route('/exchange-api', feedApi);

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
      return c.json(
        {
          message: err.message,
          code: err.code,
          ...(err.errors ? { errors: err.errors } : {}),
          ...(err.vars ? { vars: err.vars } : {}),
          ...(err.challenge ? { challenge: err.challenge } : {}),
          ...(err.staffLogin ? { staff_login: err.staffLogin } : {}),
        },
        err.status,
      );
    }
    if (err instanceof HTTPException) {
      // Hono's own refusals (malformed JSON, a body of a type the route does not take, too large):
      // still a 4xx with a message from the catalogue.
      if (err.status === 415) return c.json({ message: MESSAGES.bodyUnreadable, code: 'bodyUnreadable' }, 415);
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
  // The pollers' unchanged answers, answered before hono by the node server (server/serve.ts,
  // exchange/feed-api/not-modified-fast.ts), counted by the feed's limit like the rest of the feed.
  return Object.assign(app, {
    declaredRoutes: () => [...declaredRoutes(api), ...declaredRoutes(feedApi, '/exchange-api')],
    answerNotModified: notModifiedFast(deps, feedLimit),
  });
}

export type App = ReturnType<typeof createApp>;
