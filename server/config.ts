// Configuration from the environment, read once. Defaults give the embedded product (see README).
import { randomBytes } from 'node:crypto';
import { HOUSE_PLATFORM } from '../contracts/games.ts';
import { STAFF_LOGIN_USERNAME } from '../contracts/staff.ts';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  operatorUsername: string | undefined;
  operatorPassword: string | undefined;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** Staff sessions: shorter than a player's on both clocks (docs/decisions/0225). */
  staffSessionIdleSeconds: number;
  staffSessionAbsoluteSeconds: number;
  /** A base32 TOTP secret the seeded owner is enrolled with when it has none (development and browser tests). */
  operatorTotpSecret: string | undefined;
  /** Where uploaded receipts and other player files live. */
  uploadDir: string;
  /** Origin the product is reached at, for links sent in codes and gateway redirects. */
  publicOrigin: string;
  /** The e-wallet payment gateway; null: none, and the e-wallet channel is not offered. */
  paymentGateway: PaymentGatewayId | null;
  /**
   * Shared with the gateway: signs its server-to-server notifications (PAYMENT_WEBHOOK_SECRET, at least 32
   * characters). Random per process when unset, which is enough for the sandbox notifying in-process;
   * several processes, or a real gateway, need it set.
   */
  paymentWebhookSecret: string;
  /** How the sandbox gateway delivers its notification: in-process (default) or over HTTP to PUBLIC_ORIGIN. */
  sandboxNotify: 'in-process' | 'http';
  /** Reverse proxies in front of us (TRUST_PROXY=n, usually 1): X-Forwarded-* headers count (lib/client-address.ts). */
  trustProxy: number;
  /** The client's build-time addresses, read here too so the Content-Security-Policy allows them. */
  exchangeApiUrl: string;
  streamUrl: string | undefined;
  /** Signs proof-of-work challenges; random per process unless CHALLENGE_SECRET is set (needed when several processes share a database). */
  challengeSecret: string;
  /** Leading zero bits of the base challenge: 16 is about a second of work on a cheap phone (docs/decisions/0015). */
  challengeDifficulty: number;
  /** The site's lookups (GET under /api) allowed per address per minute, per process. */
  publicRequestsPerMinute: number;
  /** The exchange feed's polls (GET under /exchange-api) per caller address per minute: a budget of its own (decision 0017). */
  feedRequestsPerMinute: number;
  /** Sign-up attempts per address per hour before it must wait for the hour to turn (docs/decisions/0016). */
  signupsPerAddressPerHour: number;
  /** Codes sent to callers who are not logged in (password reset), across all callers, per minute. */
  unauthenticatedSendsPerMinute: number;
  /** Serve /api/openapi.json and /api/docs: on, except in production unless API_DOCS=1. */
  apiDocs: boolean;
  /**
   * Each game provider's shared secret for signed wallet calls (docs/decisions/0050), by platform code.
   * PROVIDER_SECRETS="CODE=secret,CODE2=secret2"; the house provider's is HOUSE_PROVIDER_SECRET, or a
   * fresh random one per process (it signs its own calls in-process, so nothing else needs it).
   */
  providerSecrets: Record<string, string>;
  /**
   * EXCHANGE_TEST_CONTROLS=1: the operator may move the exchange simulator's clock on by hand
   * (POST /api/operator/exchange/simulator/advance), so a browser test can see a market it bet on
   * settle. Refused at start with NODE_ENV=production: a live exchange's results are not a button.
   */
  exchangeTestControls: boolean;
}

/** Gateways the product can talk to. 'sandbox' is a development tool that moves no real money. */
const PAYMENT_GATEWAY_IDS = ['sandbox'] as const;
export type PaymentGatewayId = (typeof PAYMENT_GATEWAY_IDS)[number];

/** The owner's name must be one the console's log-in accepts, or the owner could never log in. */
function operatorUsernameOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!STAFF_LOGIN_USERNAME.test(value)) throw new Error(`OPERATOR_USERNAME must be 1 to 64 letters and digits (got "${value}")`);
  return value;
}

function gatewayId(value: string | undefined): PaymentGatewayId | null {
  if (value === undefined || value === '') return null;
  const found = PAYMENT_GATEWAY_IDS.find((id) => id === value);
  // A typo must not start a server that silently offers no e-wallet (or the wrong one).
  if (!found) throw new Error(`PAYMENT_GATEWAY must be unset or one of: ${PAYMENT_GATEWAY_IDS.join(', ')} (got "${value}")`);
  return found;
}

function providerSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const pair of (env.PROVIDER_SECRETS ?? '').split(',')) {
    const at = pair.indexOf('=');
    const code = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at > 0 && /^[A-Z0-9_]{1,32}$/.test(code) && secret.length >= 32) secrets[code] = secret;
  }
  secrets[HOUSE_PLATFORM] = env.HOUSE_PROVIDER_SECRET && env.HOUSE_PROVIDER_SECRET.length >= 32 ? env.HOUSE_PROVIDER_SECRET : randomBytes(32).toString('hex');
  return secrets;
}

function exchangeTestControls(env: NodeJS.ProcessEnv): boolean {
  if (env.EXCHANGE_TEST_CONTROLS !== '1') return false;
  if (env.NODE_ENV === 'production') throw new Error('EXCHANGE_TEST_CONTROLS=1 is a test tool and cannot be used with NODE_ENV=production');
  return true;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const port = int(env.PORT, 8080);
  const dataDir = env.DATA_DIR || './data';
  return {
    host,
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL?.startsWith('postgres') ? env.DATABASE_URL : undefined,
    operatorUsername: operatorUsernameOf(env.OPERATOR_USERNAME),
    operatorPassword: env.OPERATOR_PASSWORD || undefined,
    sessionIdleSeconds: int(env.SESSION_IDLE_SECONDS, 30 * 60),
    sessionAbsoluteSeconds: int(env.SESSION_ABSOLUTE_SECONDS, 12 * 60 * 60),
    staffSessionIdleSeconds: int(env.STAFF_SESSION_IDLE_SECONDS, 15 * 60),
    staffSessionAbsoluteSeconds: int(env.STAFF_SESSION_ABSOLUTE_SECONDS, 8 * 60 * 60),
    operatorTotpSecret: env.OPERATOR_TOTP_SECRET || undefined,
    uploadDir: env.UPLOAD_DIR || `${dataDir}/uploads`,
    publicOrigin: env.PUBLIC_ORIGIN || `http://${host}:${port}`,
    paymentGateway: gatewayId(env.PAYMENT_GATEWAY),
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET && env.PAYMENT_WEBHOOK_SECRET.length >= 32 ? env.PAYMENT_WEBHOOK_SECRET : randomBytes(32).toString('hex'),
    sandboxNotify: env.SANDBOX_NOTIFY === 'http' ? 'http' : 'in-process',
    trustProxy: Math.max(0, Number.parseInt(env.TRUST_PROXY ?? '0', 10) || 0),
    exchangeApiUrl: env.VITE_EXCHANGE_API_URL || '/exchange-api',
    streamUrl: env.VITE_STREAM_URL || undefined,
    challengeSecret: env.CHALLENGE_SECRET || randomBytes(32).toString('hex'),
    challengeDifficulty: Math.min(int(env.CHALLENGE_DIFFICULTY, 16), 24),
    publicRequestsPerMinute: int(env.PUBLIC_RATE_LIMIT_PER_MINUTE, 1200),
    // 50 phones watching an odds view (about 400 polls a minute each) behind one carrier address.
    feedRequestsPerMinute: int(env.FEED_RATE_LIMIT_PER_MINUTE, 20_000),
    // 30 (SIGNUP_MAX_PER_ADDRESS), never below the 5 free attempts (SIGNUP_FREE_PER_ADDRESS).
    signupsPerAddressPerHour: Math.max(5, int(env.SIGNUP_LIMIT_PER_HOUR, 30)),
    unauthenticatedSendsPerMinute: int(env.UNAUTHENTICATED_SENDS_PER_MINUTE, 30),
    apiDocs: env.API_DOCS === '1' || (env.NODE_ENV !== 'production' && env.API_DOCS !== '0'),
    providerSecrets: providerSecrets(env),
    exchangeTestControls: exchangeTestControls(env),
  };
}
