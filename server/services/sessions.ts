// Sessions: an opaque random bearer token, stored only as its sha256. Idle and absolute expiry
// come from config; an expired or revoked session is treated exactly like no session (401).
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

export interface SessionUser {
  id: number;
  username: string;
  role: 'player' | 'operator';
  sessionId: number;
}

export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, meta: { ip?: string; userAgent?: string } = {}) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), ip: meta.ip, userAgent: meta.userAgent });
  return token;
}

// Touching last_seen_at on every call would be a write per request; a minute of slack is
// far below the 30-minute idle limit.
const TOUCH_AFTER_MS = 60_000;

export async function resolveSession(db: Db, token: string, policy: SessionPolicy, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, id: users.id, username: users.username, role: users.role, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row || row.status !== 'active') return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  const ageMs = now.getTime() - row.createdAt.getTime();
  if (idleMs > policy.idleSeconds * 1000 || ageMs > policy.absoluteSeconds * 1000) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idleMs > TOUCH_AFTER_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  return { id: row.id, username: row.username, role: row.role as SessionUser['role'], sessionId: row.sessionId };
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A player's log-ins (one per session), newest first, for the exchange account's Activity Log. */
export async function listLogins(db: Db, userId: number, opts: { before?: Date | undefined; limit: number }) {
  return db.select({ at: sessions.createdAt, ip: sessions.ip, userAgent: sessions.userAgent }).from(sessions)
    .where(and(eq(sessions.userId, userId), opts.before ? lt(sessions.createdAt, opts.before) : undefined))
    .orderBy(desc(sessions.createdAt)).limit(opts.limit);
}
