// Sessions: an opaque random bearer token, stored only as its sha256. Idle and absolute expiry
// come from config; an expired or revoked session is treated exactly like no session (401).
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '../../contracts/staff.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { existingSessionCache, type CachedSession, type SessionCache } from './session-cache.ts';

export interface SessionUser {
  id: number;
  username: string;
  role: 'player' | 'operator';
  /** What a staff member may do (contracts/staff.ts); null for a player. */
  staffRole: StaffRole | null;
  sessionId: number;
}

export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
  /** Staff sessions end sooner than players' (docs/decisions/0225); unset: the same as a player's. */
  staff?: { idleSeconds: number; absoluteSeconds: number };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new session, begun at `now`: the server's clock, which resolveSession judges its idle and absolute
 * limits by. The database's own clock (the columns' default) may differ from it: a server host's clock off
 * by half an hour from the database's would have ended every session at its first call.
 */
export async function createSession(db: Db, userId: number, now: Date, meta: { ip?: string; userAgent?: string } = {}) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), ip: meta.ip, userAgent: meta.userAgent, createdAt: now, lastSeenAt: now });
  return token;
}

// Touching last_seen_at on every call would be a write per request; a minute of slack is
// far below the 30-minute idle limit.
const TOUCH_AFTER_MS = 60_000;

/** Whether a session as last read still serves: its user active, its idle and absolute clocks not run out. */
const expired = (row: { createdAt: Date; lastSeenAt: Date; role: string }, policy: SessionPolicy, now: Date) => {
  const limits = row.role === 'operator' && policy.staff ? policy.staff : policy;
  return now.getTime() - row.lastSeenAt.getTime() > limits.idleSeconds * 1000 || now.getTime() - row.createdAt.getTime() > limits.absoluteSeconds * 1000;
};

const asUser = (row: CachedSession): SessionUser => ({
  id: row.userId,
  username: row.username,
  role: row.role as SessionUser['role'],
  staffRole: (row.staffRole ?? null) as StaffRole | null,
  sessionId: row.sessionId,
});

/** The look-up of every signed-in call, prepared once per database handle (as the balance read is, 0125). */
const prepareSessionLookup = (db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      username: users.username,
      role: users.role,
      staffRole: users.staffRole,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_by_token');
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/**
 * The bearer token's session. With a cache (server/services/session-cache.ts) a fresh session that this
 * process has read before is answered from memory; anything the cache cannot vouch for (unknown, last
 * seen a minute ago or more, so due a touch or possibly expired) goes to the database as before.
 */
export async function resolveSession(db: Db, token: string, policy: SessionPolicy, now = new Date(), cache?: SessionCache): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const known = cache?.get(tokenHash);
  if (known && now.getTime() - known.lastSeenAt.getTime() <= TOUCH_AFTER_MS && !expired(known, policy, now)) return asUser(known);
  const mark = cache?.mark() ?? 0;
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash });
  if (!row || row.status !== 'active') return null;
  if (expired(row, policy, now)) {
    await revokeSession(db, row.sessionId, now);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    row.lastSeenAt = now;
  }
  cache?.put(tokenHash, row, mark);
  return asUser(row);
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
  // The database announces it to every process (migration 0005); this one forgets before answering.
  existingSessionCache(db)?.forgetSession(sessionId);
}

export async function revokeAllSessions(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  existingSessionCache(db)?.forgetUser(userId);
}

/** Ends every session of the user but the one making the call (a password change). */
export async function revokeOtherSessions(db: Db, user: { id: number; sessionId: number }, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
  existingSessionCache(db)?.forgetUser(user.id);
}

/** A player's log-ins (one per session), newest first, for the exchange account's Activity Log. */
export async function listLogins(db: Db, userId: number, opts: { before?: Date | undefined; limit: number }) {
  return db
    .select({ at: sessions.createdAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), opts.before ? lt(sessions.createdAt, opts.before) : undefined))
    .orderBy(desc(sessions.createdAt))
    .limit(opts.limit);
}
