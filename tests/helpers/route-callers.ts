// Who calls a declared route, for the suites that walk them all: a guest, a player (with their live house
// game session, as the game screen sends it), the operator, and the two machines: a game provider and the
// payment gateway, whose calls are signed over the exact body bytes (server/services/provider-signature.ts,
// server/payments/notification-signature.ts), or signed with a wrong secret. Per access kind, who is let
// in and how everyone else is turned away; a kind missing here fails the access suite by name.
import { MESSAGES, type MessageKey } from '../../contracts/messages/index.ts';
import { GATEWAY_SIGNATURE_HEADER } from '../../contracts/ewallet.ts';
import { HOUSE_PLATFORM } from '../../contracts/games.ts';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '../../contracts/provider-wallet.ts';
import type { DeclaredRoute } from '../../server/lib/declared-routes.ts';
import { signNotification } from '../../server/payments/notification-signature.ts';
import { signProviderBody } from '../../server/services/provider-signature.ts';
import type { Owner, RouteWorld } from './route-world.ts';

export type Caller = 'guest' | 'player' | 'operator' | 'signed' | 'badly-signed';

/** The refusal a turned-away caller gets: its status and the catalogue codes it may carry. */
export interface Refusal {
  status: 401 | 403;
  codes: MessageKey[];
}
const UNAUTHENTICATED: Refusal = { status: 401, codes: ['unauthenticated'] };
const FORBIDDEN: Refusal = { status: 403, codes: ['forbidden'] };
// A provider call without its headers has no timestamp to check, so the clock check speaks first.
const UNSIGNED_PROVIDER: Refusal = { status: 401, codes: ['providerTimestampStale', 'providerSignatureInvalid'] };
const NO_GAME_SESSION: Refusal = { status: 401, codes: ['gameSessionInvalid'] };

export const CALLERS: Record<string, { allowed: Caller[]; refused: Partial<Record<Caller, Refusal>> }> = {
  public: { allowed: ['guest', 'player', 'operator'], refused: {} },
  'signed-in': { allowed: ['player', 'operator'], refused: { guest: UNAUTHENTICATED } },
  player: { allowed: ['player'], refused: { guest: UNAUTHENTICATED, operator: FORBIDDEN } },
  operator: { allowed: ['operator'], refused: { guest: UNAUTHENTICATED, player: FORBIDDEN } },
  provider: {
    allowed: ['signed'],
    refused: {
      guest: UNSIGNED_PROVIDER,
      player: UNSIGNED_PROVIDER,
      operator: UNSIGNED_PROVIDER,
      'badly-signed': { status: 401, codes: ['providerSignatureInvalid'] },
    },
  },
  gateway: { allowed: ['signed'], refused: { guest: UNAUTHENTICATED, player: UNAUTHENTICATED, operator: UNAUTHENTICATED, 'badly-signed': UNAUTHENTICATED } },
  'game-session': { allowed: ['player'], refused: { guest: NO_GAME_SESSION, operator: NO_GAME_SESSION } },
};

/** The refusal a route gives a caller with a dead site token (no token, garbage, expired, revoked). */
export const deadTokenRefusal = (r: DeclaredRoute): Refusal =>
  r.access === 'provider' ? UNSIGNED_PROVIDER : r.access === 'game-session' ? NO_GAME_SESSION : UNAUTHENTICATED;

/** True when an answer is exactly that refusal, with its catalogue message. */
export const isRefusal = (res: { status: number; body: any }, refusal: Refusal) =>
  res.status === refusal.status && refusal.codes.some((code) => res.body?.code === code && res.body?.message === MESSAGES[code]);

const WRONG_SECRET = 'w'.repeat(64);

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
  player?: Owner;
}

/** The request as `caller` sends it: the site token, the game session, or a signature over the raw body. */
export function callAs(w: RouteWorld, r: DeclaredRoute, url: string, caller: Caller, opts: CallOptions = {}) {
  const { t } = w;
  const player = opts.player ?? w.b;
  // What the server reads as the body (an empty one when none is sent): the bytes a signature covers.
  const raw = opts.body === undefined ? '' : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  const headers: Record<string, string> = { ...opts.headers };
  let token = opts.token;
  if (caller === 'player') {
    token ??= player.player.token;
    if (r.access === 'game-session') Object.assign(headers, player.gameSession);
  }
  if (caller === 'operator') token ??= w.operator;
  if (caller === 'signed' || caller === 'badly-signed') {
    const now = t.deps.now();
    if (r.access === 'provider') {
      const secret = caller === 'signed' ? t.deps.config.providerSecrets[HOUSE_PLATFORM]! : WRONG_SECRET;
      const ts = Math.floor(now.getTime() / 1000);
      Object.assign(headers, { [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secret, ts, raw), [PROVIDER_TIMESTAMP_HEADER]: String(ts) });
    } else if (r.access === 'gateway') {
      headers[GATEWAY_SIGNATURE_HEADER] = signNotification(caller === 'signed' ? t.deps.config.paymentWebhookSecret : WRONG_SECRET, raw, now);
    }
  }
  if (r.streams) return openStream(t, url, token, headers);
  return t.call(r.method, url, { token, headers, ...(opts.body === undefined || r.method === 'GET' ? {} : { body: raw }) });
}

/** A stream's status and headers; its body, which never ends by itself, is closed unread. */
async function openStream(t: RouteWorld['t'], url: string, token: string | undefined, headers: Record<string, string>) {
  const res = await t.app.request(
    url,
    { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } },
    { incoming: { socket: { remoteAddress: '10.9.9.9', remoteFamily: 'IPv4' } } },
  );
  await res.body?.cancel();
  return { status: res.status, body: null as any, headers: res.headers };
}

/** The caller each route lets in first. */
export const allowedCaller = (r: DeclaredRoute): Caller => CALLERS[r.access!]!.allowed[0]!;
