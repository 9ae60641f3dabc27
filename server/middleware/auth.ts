// Who is calling, and may they: the bearer token's session, never an id the client sends.
//
// Every route declares its access with exactly one of the guard middlewares below, placed ahead of
// anything that reads input (a router-wide `.use()` counts, as the operator router and the exchange
// API do). The input validators of server/lib/validate.ts refuse to run on a route that declared
// none, so access is always decided first: 401 without a session, then 403 for the wrong role, and
// only then 4xx for bad input. server/security/route-access.test.ts walks every route of the app.
import type { Context, MiddlewareHandler } from 'hono';
import { roleMay, type Permission } from '../../contracts/staff.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { resolveSession, type SessionUser } from '../services/sessions.ts';
import { sessionCacheFor } from '../services/session-cache.ts';
import { verifyProviderRequest, type SignedRequest } from '../services/provider-signature.ts';
import { resolveGameSession } from '../services/house-games.ts';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '../../contracts/provider-wallet.ts';
import { GAME_SESSION_HEADER } from '../../contracts/games.ts';
import { paymentGateway } from '../payments/gateway.ts';
import { GATEWAY_SIGNATURE_HEADER } from '../../contracts/ewallet.ts';

/** Resolves the bearer token (if any) into c.var.user; never refuses by itself. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const { database, config, now } = c.var.deps;
  c.set(
    'user',
    match
      ? await resolveSession(
          database.db,
          match[1],
          {
            idleSeconds: config.sessionIdleSeconds,
            absoluteSeconds: config.sessionAbsoluteSeconds,
            staff: { idleSeconds: config.staffSessionIdleSeconds, absoluteSeconds: config.staffSessionAbsoluteSeconds },
          },
          now(),
          sessionCacheFor(database),
        )
      : null,
  );
  await next();
};

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw fail(401, 'unauthenticated');
  return user;
}

export function requirePlayer(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'player') throw fail(403, 'forbidden');
  return user;
}

export function requireOperator(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'operator') throw fail(403, 'forbidden');
  return user;
}

/**
 * A staff member whose role holds `permission` (contracts/staff.ts); runs after the operator guard, so the
 * caller is staff already. A role without it gets the same 403 a player gets: nothing tells which
 * permission was missing.
 */
export const staffMay =
  (permission: Permission): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!roleMay(requireOperator(c).staffRole, permission)) throw fail(403, 'forbidden');
    await next();
  };

/** The wire's payloads carry remote_id; it may only ever name the caller (else 403). */
export function requireOwnRemoteId(user: SessionUser, remoteId: string | number | undefined | null): void {
  if (remoteId === undefined || remoteId === null || remoteId === '') return;
  if (String(remoteId) !== String(user.id)) throw fail(403, 'forbidden');
}

/**
 * `provider`: a game provider's signed wallet call (docs/decisions/0050); `game-session`: a house game
 * screen holding a live game session (the X-Game-Session header), never the site session; `gateway`: the
 * payment gateway's signed notification.
 */
export type Access = 'public' | 'signed-in' | 'player' | 'operator' | 'provider' | 'game-session' | 'gateway';

const guard =
  (access: Access, check: (c: Context<AppEnv>) => unknown): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    check(c);
    c.set('access', access);
    await next();
  };

/** Public: anyone, with or without a session (the session is still resolved when sent). */
export const anyone = guard('public', () => undefined);
/** Any session, player or operator. */
export const signedIn = guard('signed-in', requireUser);
export const playerOnly = guard('player', requirePlayer);
export const operatorOnly = guard('operator', requireOperator);

/**
 * A provider's signed call: the HMAC-SHA256 over the raw body as sent and the timestamp window are
 * checked before anything parses the body (401 otherwise). The route's provider is its path's.
 */
export const providerSigned: MiddlewareHandler<AppEnv> = async (c, next) => {
  const call: SignedRequest = {
    provider: c.req.param('provider') ?? '',
    rawBody: await c.req.text(),
    signature: c.req.header(PROVIDER_SIGNATURE_HEADER),
    timestamp: c.req.header(PROVIDER_TIMESTAMP_HEADER),
  };
  verifyProviderRequest(c.var.deps.config.providerSecrets, call, c.var.deps.now().getTime());
  c.set('providerCall', call);
  c.set('access', 'provider');
  await next();
};

export function requireProviderCall(c: Context<AppEnv>): SignedRequest {
  const call = c.var.providerCall;
  if (!call) throw fail(401, 'providerSignatureInvalid');
  return call;
}

/** A house game screen's call: its game session must be live (401 gameSessionInvalid otherwise). */
export const gameSessionOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.req.header(GAME_SESSION_HEADER);
  const { userId } = await resolveGameSession(c.var.deps, token);
  c.set('gameSession', { token: token!, userId });
  c.set('access', 'game-session');
  await next();
};

export function requireGameSession(c: Context<AppEnv>): { token: string; userId: number } {
  const session = c.var.gameSession;
  if (!session) throw fail(401, 'gameSessionInvalid');
  return session;
}

/**
 * The payment gateway's server-to-server calls: no session, but the configured gateway's signature over
 * the exact body bytes (server/payments/notification-signature.ts). Without a gateway, or with a missing,
 * stale or wrong signature, the answer is the 401 any unauthenticated call gets, before any input is read.
 */
export const gatewaySigned: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config, now } = c.var.deps;
  const gateway = paymentGateway(config);
  const rawBody = await c.req.text();
  if (!gateway?.verifyNotification({ signature: c.req.header(GATEWAY_SIGNATURE_HEADER), rawBody, now: now() })) throw fail(401, 'unauthenticated');
  c.set('access', 'gateway');
  await next();
};

/** The guards, for the test that checks every route declares exactly one. */
export const ACCESS_GUARDS = new Map<MiddlewareHandler<AppEnv>, Access>([
  [anyone, 'public'],
  [signedIn, 'signed-in'],
  [playerOnly, 'player'],
  [operatorOnly, 'operator'],
  [providerSigned, 'provider'],
  [gameSessionOnly, 'game-session'],
  [gatewaySigned, 'gateway'],
]);
