// The live stream's settings, read once from the environment at start. A missing required variable stops the
// start with a message naming it, rather than a stream that connects and is refused. Secrets stay in this
// object and the requests built from it; nothing here is ever logged.
import type { BackOff } from './back-off.ts';
import type { MarketSubscriptionRequest } from './protocol.ts';

export type BetfairCredentials =
  | { kind: 'session'; sessionToken: string }
  | { kind: 'certificate'; username: string; password: string; certFile: string; keyFile: string; loginUrl: string };

export interface StreamEndpoint {
  host: string;
  port: number;
}

export interface BetfairStreamConfig {
  appKey: string;
  credentials: BetfairCredentials;
  endpoint: StreamEndpoint;
  subscription: MarketSubscriptionRequest;
  /** Silence longer than heartbeatMs plus this marks every market stale; three such spans drop the connection. */
  staleMarginMs: number;
  backOff: BackOff;
  /** The sports data stream for cricket scores, when the app key is entitled to it; null leaves scores out. */
  cricketEndpoint: StreamEndpoint | null;
}

const DEFAULT_HOST = 'stream-api.betfair.com:443';
const DEFAULT_LOGIN_URL = 'https://identitysso-cert.betfair.com/api/certlogin';
/** Cricket, soccer, tennis, horse racing, greyhound racing: the sports the exchange lists. */
const DEFAULT_EVENT_TYPES = '4,1,2,7,4339';
const DEFAULT_MARKET_TYPES = 'MATCH_ODDS,WIN,PLACE';
/** Betfair's bounds for a requested heartbeat. */
const HEARTBEAT_BOUNDS = { min: 500, max: 5000 };
const CONFLATE_BOUNDS = { min: 0, max: 120_000 };

/**
 * Two ways to ask for prices: the three best levels as Betfair's site shows them (virtual prices included,
 * `bdatb`/`bdatl` by level), or the whole ladder (`atb`/`atl` by price, as the recorded files hold it).
 */
const PRICE_FIELDS: Record<string, { fields: string[]; ladderLevels?: number }> = {
  'best-display': { fields: ['EX_BEST_OFFERS_DISP'], ladderLevels: 3 },
  'all-offers': { fields: ['EX_ALL_OFFERS'] },
};
const COMMON_FIELDS = ['EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP', 'EX_MARKET_DEF', 'SP_TRADED', 'SP_PROJECTED'];

export class StreamConfigError extends Error {}

type Env = Record<string, string | undefined>;

const given = (env: Env, name: string) => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

function required(env: Env, name: string, why: string): string {
  const value = given(env, name);
  if (!value) throw new StreamConfigError(`${name} is not set: ${why}`);
  return value;
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function endpointOf(name: string, text: string): StreamEndpoint {
  const match = /^([^:\s]+):(\d{1,5})$/.exec(text);
  if (!match) throw new StreamConfigError(`${name} must be host:port, such as ${DEFAULT_HOST}`);
  return { host: match[1] as string, port: Number(match[2]) };
}

function bounded(env: Env, name: string, fallback: number, bounds: { min: number; max: number }): number {
  const text = given(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max)
    throw new StreamConfigError(`${name} must be a whole number of milliseconds from ${bounds.min} to ${bounds.max}`);
  return value;
}

function credentialsOf(env: Env): BetfairCredentials {
  const sessionToken = given(env, 'BETFAIR_SESSION_TOKEN');
  if (sessionToken) return { kind: 'session', sessionToken };
  const why = 'set BETFAIR_SESSION_TOKEN, or all of BETFAIR_USERNAME, BETFAIR_PASSWORD, BETFAIR_CERT_FILE and BETFAIR_KEY_FILE for the certificate log-in';
  return {
    kind: 'certificate',
    username: required(env, 'BETFAIR_USERNAME', why),
    password: required(env, 'BETFAIR_PASSWORD', why),
    certFile: required(env, 'BETFAIR_CERT_FILE', why),
    keyFile: required(env, 'BETFAIR_KEY_FILE', why),
    loginUrl: given(env, 'BETFAIR_LOGIN_URL') ?? DEFAULT_LOGIN_URL,
  };
}

export function betfairStreamConfigFromEnv(env: Env): BetfairStreamConfig {
  const appKey = required(env, 'BETFAIR_APP_KEY', 'the application key Betfair issued for this account');
  const credentials = credentialsOf(env);
  const priceData = given(env, 'BETFAIR_PRICE_DATA') ?? 'best-display';
  const prices = PRICE_FIELDS[priceData];
  if (!prices) throw new StreamConfigError(`BETFAIR_PRICE_DATA must be one of ${Object.keys(PRICE_FIELDS).join(', ')}`);
  const countryCodes = list(given(env, 'BETFAIR_COUNTRIES') ?? '');
  const heartbeatMs = bounded(env, 'BETFAIR_HEARTBEAT_MS', 5000, HEARTBEAT_BOUNDS);
  const cricketHost = given(env, 'BETFAIR_CRICKET_STREAM_HOST');
  return {
    appKey,
    credentials,
    endpoint: endpointOf('BETFAIR_STREAM_HOST', given(env, 'BETFAIR_STREAM_HOST') ?? DEFAULT_HOST),
    subscription: {
      marketFilter: {
        eventTypeIds: list(given(env, 'BETFAIR_EVENT_TYPES') ?? DEFAULT_EVENT_TYPES),
        // No countries named: every country (Betfair reads an absent filter as no restriction).
        ...(countryCodes.length > 0 ? { countryCodes } : {}),
        marketTypes: list(given(env, 'BETFAIR_MARKET_TYPES') ?? DEFAULT_MARKET_TYPES),
      },
      marketDataFilter: { fields: [...prices.fields, ...COMMON_FIELDS], ...(prices.ladderLevels ? { ladderLevels: prices.ladderLevels } : {}) },
      heartbeatMs,
      conflateMs: bounded(env, 'BETFAIR_CONFLATE_MS', 0, CONFLATE_BOUNDS),
    },
    staleMarginMs: Math.max(1000, heartbeatMs),
    backOff: { initialMs: 1000, maxMs: 60_000 },
    cricketEndpoint: cricketHost ? endpointOf('BETFAIR_CRICKET_STREAM_HOST', cricketHost) : null,
  };
}
