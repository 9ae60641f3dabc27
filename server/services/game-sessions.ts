// Game sessions of the provider interface. A launch makes a short-lived, single-use launch token that
// travels in the game url; the provider exchanges it (authenticate) for a game session token that
// never appears in a url. A bet needs a live game session: not idle too long, not too old, and its
// site session not revoked (logging out ends betting). Tokens are stored only as sha256.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameSessions, sessions, users } from '../db/schema/index.ts';
import { hashToken } from './sessions.ts';

/** How long a launch url can be opened: enough for a slow phone to load the game frame. */
const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;

export interface GameSessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
}

const newToken = () => randomBytes(32).toString('base64url');

export async function createLaunch(
  db: Db,
  launch: {
    userId: number;
    siteSessionId: number | null;
    platform: string;
    gameCode: string;
    language: 'en' | 'bn';
    now: Date;
  },
): Promise<string> {
  const launchToken = newToken();
  await db.insert(gameSessions).values({
    userId: launch.userId,
    siteSessionId: launch.siteSessionId,
    platform: launch.platform,
    gameCode: launch.gameCode,
    language: launch.language,
    launchTokenHash: hashToken(launchToken),
    launchExpiresAt: new Date(launch.now.getTime() + LAUNCH_TOKEN_TTL_MS),
  });
  return launchToken;
}

export interface OpenedSession {
  sessionToken: string;
  userId: number;
  username: string;
  currency: string;
  gameCode: string;
  language: 'en' | 'bn';
}

/**
 * Exchanges a launch token (once, before it expires) for a game session token, for `platform` only.
 * The conditional UPDATE makes the exchange single-use even when two requests race.
 */
export async function openGameSession(db: Db, platform: string, launchToken: string, policy: GameSessionPolicy, now: Date): Promise<OpenedSession | null> {
  const sessionToken = newToken();
  const [opened] = await db
    .update(gameSessions)
    .set({ sessionTokenHash: hashToken(sessionToken), openedAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + policy.absoluteSeconds * 1000) })
    .where(
      and(
        eq(gameSessions.launchTokenHash, hashToken(launchToken)),
        eq(gameSessions.platform, platform),
        isNull(gameSessions.openedAt),
        gt(gameSessions.launchExpiresAt, now),
      ),
    )
    .returning({ userId: gameSessions.userId, gameCode: gameSessions.gameCode, language: gameSessions.language });
  if (!opened) return null;
  const [user] = await db.select({ username: users.username, currency: users.currency }).from(users).where(eq(users.id, opened.userId));
  return { sessionToken, userId: opened.userId, username: user!.username, currency: user!.currency, gameCode: opened.gameCode, language: opened.language };
}

export interface LiveSession {
  id: number;
  userId: number;
  gameCode: string;
}

/** The live game session of a token for `platform`, touched; null when unknown, expired or logged out. */
export async function liveGameSession(db: Db, platform: string, sessionToken: string, policy: GameSessionPolicy, now: Date): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      id: gameSessions.id,
      userId: gameSessions.userId,
      gameCode: gameSessions.gameCode,
      lastSeenAt: gameSessions.lastSeenAt,
      expiresAt: gameSessions.expiresAt,
      siteRevokedAt: sessions.revokedAt,
      siteSessionId: gameSessions.siteSessionId,
    })
    .from(gameSessions)
    .leftJoin(sessions, eq(sessions.id, gameSessions.siteSessionId))
    .where(and(eq(gameSessions.sessionTokenHash, hashToken(sessionToken)), eq(gameSessions.platform, platform)))
    .limit(1);
  if (!row || !row.lastSeenAt || !row.expiresAt) return null;
  if (row.siteRevokedAt !== null) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > policy.idleSeconds * 1000 || now >= row.expiresAt) return null;
  // A touch per minute at most: a bet already writes, but a balance poll should not each time.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(gameSessions).set({ lastSeenAt: now }).where(eq(gameSessions.id, row.id));
  }
  return { id: row.id, userId: row.userId, gameCode: row.gameCode };
}
