// Who is calling: the bearer token's session, never an id the client sends.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { resolveSession, type SessionUser } from '../services/sessions.ts';

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
