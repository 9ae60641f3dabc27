// Security headers on every answer (API, exchange API, the built client, errors and 404s), with
// hono/secure-headers. The Content-Security-Policy allows what the client really loads and nothing
// more (docs/decisions/0012-security-headers-and-body-caps.md):
// - scripts only from our origin: the built index.html has no inline script, and the live score page
//   loads its script as a file (server/exchange/feed-api/live-score-page.ts); the one script the server writes into
//   a page (the early script of /deposit and /withdrawal, server/pages/page-variants.ts) is allowed by its hash on
//   that page alone (withScriptHashes);
// - inline styles, because React and motion write style attributes (no script can come in that way);
// - frames: our own origin (the live score page, the house game frames), the exchange feed's origin
//   when VITE_EXCHANGE_API_URL points elsewhere (its score/board frames come from there), and the
//   stream provider of VITE_STREAM_URL when set;
// - images also from data:, blob: (receipt previews, operator receipt view) and https: (payment
//   method icons and promotion thumbnails are operator-entered addresses);
// - no plugins, no <base>, framed only by our own pages.
// HSTS only when the product is reached over TLS: PUBLIC_ORIGIN is https, or a trusted proxy says so.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The origin of an absolute http(s) address; null for a path on our own origin. */
function originOf(address: string | undefined): string | null {
  if (!address || !/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

const withOrigins = (base: string[], ...origins: (string | null)[]) => [...new Set([...base, ...origins.filter((o): o is string => o !== null)])];

export function contentSecurityPolicy(config: Pick<Config, 'exchangeApiUrl' | 'streamUrl'>) {
  const feed = originOf(config.exchangeApiUrl);
  const stream = originOf(config.streamUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: withOrigins(["'self'"], feed),
    frameSrc: withOrigins(["'self'"], feed, stream),
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'self'"],
  };
}

/** Whether the answer goes out over TLS; also read by the exchange 304 fast path (exchange/feed-api/not-modified-fast.ts). */
export function tlsFor(config: Pick<Config, 'publicOrigin' | 'trustProxy'>, forwardedProto: string | undefined, socketTls: boolean): boolean {
  if (config.publicOrigin.toLowerCase().startsWith('https:')) return true;
  if (config.trustProxy > 0 && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https') return true;
  return socketTls;
}

function servedOverTls(c: Parameters<MiddlewareHandler<AppEnv>>[0], config: Config): boolean {
  // The request's URL is absolute and its scheme lower-case (WHATWG URL), so its start says it; parsing
  // it into a URL object on every answer showed in the exchange 304 path's profile (docs/decisions/0125).
  return tlsFor(config, c.req.header('x-forwarded-proto'), c.req.url.startsWith('https:'));
}

const finishedAlready = async () => {};

/**
 * The policy with these inline scripts' hashes added to script-src: a page the server wrote a script into
 * (the early script, server/pages/page-variants.ts) runs exactly that script; any other inline script, one an
 * attacker managed to get into the page included, stays blocked.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(/(^|;\s*)(script-src(?![\w-])[^;]*)/, (_m, before: string, directive: string) => `${before}${directive.trimEnd()} ${hashes.join(' ')}`);
}

export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Full address within the site, only the origin to others, nothing over a downgrade.
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    // Set below, and only over TLS: an HSTS answer over plain HTTP is ignored, and on a LAN address
    // it would only pin a name that may later serve plain HTTP.
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
  return async (c, next) => {
    await next();
    // A 304 keeps only what refreshes the stored answer (app.ts, notModifiedHeaders): the page headers
    // would be set here only to be taken off again, a dozen header writes on the pollers' hottest answer.
    // hono's secureHeaders does all its work after next(), so running it now, with nothing left to call,
    // sets the same headers as wrapping the route with it.
    if (c.res.status !== 304) {
      await headers(c, finishedAlready);
      const inline = c.get('inlineScriptHashes');
      const policy = inline?.length ? c.res.headers.get('Content-Security-Policy') : null;
      if (policy) c.res.headers.set('Content-Security-Policy', withScriptHashes(policy, inline!));
    }
    if (servedOverTls(c, config)) c.res.headers.set('Strict-Transport-Security', HSTS_VALUE);
  };
}
