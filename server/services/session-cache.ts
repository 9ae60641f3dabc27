// Resolved sessions kept in this process, so a signed-in call costs no session query while the session
// is fresh (docs/decisions/0126-session-cache.md: the lookup was half the database work of /api/balance).
// It never serves a session the database has ended:
// - the database announces every revocation, deletion and change of a user's status or role with
//   NOTIFY session_change (migration 0005, a trigger, so no code path or process can forget to), and
//   this process forgets the session or the user's sessions when it hears it;
// - this process's own revocations forget at once, before their answer is sent (sessions.ts);
// - a look-up that raced a change cannot store what it read before the change (the generation check);
// - while notifications could be missed (not yet listening, the listening connection lost), nothing
//   is served from memory and nothing is kept: every call asks the database, as without a cache;
// - an entry is served only while its session needs no touch (last seen under a minute ago), so
//   expiry, the idle clock and the touch all stay with the database path in sessions.ts.
import type { Database } from '../db/client.ts';
import { listeningCaches } from '../db/listening-cache.ts';

const SESSION_CHANGE_CHANNEL = 'session_change';
/** Entries kept at most (oldest dropped first): about 2 MB, far more than the players online at once. */
const SESSION_CACHE_MAX = 10_000;

export interface CachedSession {
  sessionId: number;
  userId: number;
  username: string;
  role: string;
  staffRole: string | null;
  status: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private generation = 0;
  private live = false;

  constructor(private readonly max = SESSION_CACHE_MAX) {}

  /** Whether notifications are being heard, so memory may be trusted. */
  get trusted(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.live ? this.entries.get(tokenHash) : undefined;
  }

  /** Taken before a database look-up; `put` stores its result only if nothing was forgotten since. */
  mark(): number {
    return this.generation;
  }

  put(tokenHash: string, entry: CachedSession, mark: number): void {
    if (!this.live || mark !== this.generation) return;
    if (!this.entries.has(tokenHash) && this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, entry);
  }

  forgetSession(sessionId: number): void {
    this.generation++;
    for (const [hash, e] of this.entries) if (e.sessionId === sessionId) this.entries.delete(hash);
  }

  forgetUser(userId: number): void {
    this.generation++;
    for (const [hash, e] of this.entries) if (e.userId === userId) this.entries.delete(hash);
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  /** A NOTIFY session_change payload: 'session:<id>' or 'user:<id>' (anything else forgets everything). */
  hear(payload: string): void {
    const [kind, id] = payload.split(':');
    const n = Number(id);
    if (kind === 'session' && Number.isSafeInteger(n)) this.forgetSession(n);
    else if (kind === 'user' && Number.isSafeInteger(n)) this.forgetUser(n);
    else this.forgetAll();
  }

  setLive(live: boolean): void {
    this.live = live;
    this.forgetAll();
  }
}

const caches = listeningCaches(SESSION_CHANGE_CHANNEL, () => new SessionCache());

/** The cache of this database handle, if a look-up made one: a revocation forgets through it at once. */
export const existingSessionCache = (db: object): SessionCache | undefined => caches.existing(db);

/** The cache of one database handle (one per process; tests make one per test database). */
export const sessionCacheFor = (database: Database): SessionCache => caches.of(database);
