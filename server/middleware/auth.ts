// Who is calling, and may they: the bearer token's session, never an id the client sends.
//
// Every route declares its access with exactly one of the guard middlewares below, placed ahead of
// anything that reads input (a router-wide `.use()` counts, as the operator router and the exchange
// API do). The input validators of server/lib/validate.ts refuse to run on a route that declared
// none, so access is always decided first: 401 without a session, then 403 for the wrong role, and
// only then 4xx for bad input. server/security/route-access.test.ts walks every route of the app.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { resolveSession, type SessionUser } from '../services/sessions.ts';
import { paymentGateway } from '../payments/gateway.ts';
import { GATEWAY_SIGNATURE_HEADER } from '../../contracts/ewallet.ts';

/** Resolves the bearer token (if any) into c.var.user; never refuses by itself. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const { database, config, now } = c.var.deps;
  c.set('user', match
    ? await resolveSession(database.db, match[1], { idleSeconds: config.sessionIdleSeconds, absoluteSeconds: config.sessionAbsoluteSeconds }, now())
    : null);
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

/** The spec's payloads carry remote_id; it may only ever name the caller (else 403). */
export function requireOwnRemoteId(user: SessionUser, remoteId: string | number | undefined | null): void {
  if (remoteId === undefined || remoteId === null || remoteId === '') return;
  if (String(remoteId) !== String(user.id)) throw fail(403, 'forbidden');
}

export type Access = 'public' | 'signed-in' | 'player' | 'operator' | 'gateway';

const guard = (access: Access, check: (c: Context<AppEnv>) => unknown): MiddlewareHandler<AppEnv> => async (c, next) => {
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
  [anyone, 'public'], [signedIn, 'signed-in'], [playerOnly, 'player'], [operatorOnly, 'operator'], [gatewaySigned, 'gateway'],
]);

/** Called by the input validators: a route that reads input must have declared its access first. */
export function requireAccessDecided(c: Context<AppEnv>): void {
  if (!c.var.access) throw new Error(`${c.req.method} ${c.req.routePath}: no access guard runs before its input is read`);
}
