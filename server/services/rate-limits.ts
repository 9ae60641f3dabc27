// Atomic limit primitives in the database: every limit that guards money, accounts or paid messages is
// built on these. Each check-and-count is ONE conditional statement, so a limit holds however many
// requests race for it (a read followed by a write would let every racer read the same old count).
//  - counters: hits per (key, fixed window), windows aligned to the epoch. `take` refuses at the limit.
//  - gates: at most one pass per key per gap (resend cool-downs).
// Times come from the caller (deps.now()), so tests can move the clock. Rows live until expires_at and
// are removed by a periodic sweep (pruneExpired), never by a DELETE on the request path.
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { rateLimitCounters as counters, rateLimitGates as gates } from '../db/schema/index.ts';
import { logger } from '../lib/logger.ts';

export interface CounterSpec {
  /** One key per limit and subject, e.g. `login:pair:alice:10.0.0.1`. */
  key: string;
  windowMs: number;
}

/** The window a hit landed in, so that hit can be given back (release) or the window cleared. */
export interface Reservation {
  key: string;
  windowStart: Date;
}

export type TakeResult = { allowed: true; hits: number; reservation: Reservation } | { allowed: false; retryAfterMs: number };

const windowStartOf = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/**
 * Counts one hit in the key's current window unless the window already holds `limit` hits
 * (`limit` Infinity counts unconditionally). A refused take changes nothing.
 */
export async function take(db: Db, spec: CounterSpec & { limit: number }, now: Date): Promise<TakeResult> {
  const windowStart = windowStartOf(now, spec.windowMs);
  const expiresAt = new Date(windowStart.getTime() + spec.windowMs);
  if (spec.limit < 1) return { allowed: false, retryAfterMs: expiresAt.getTime() - now.getTime() };
  const [row] = await db
    .insert(counters)
    .values({ key: spec.key, windowStart, hits: 1, expiresAt })
    .onConflictDoUpdate({
      target: [counters.key, counters.windowStart],
      set: { hits: sql`${counters.hits} + 1` },
      ...(Number.isFinite(spec.limit) ? { setWhere: lt(counters.hits, spec.limit) } : {}),
    })
    .returning({ hits: counters.hits });
  if (!row) return { allowed: false, retryAfterMs: expiresAt.getTime() - now.getTime() };
  return { allowed: true, hits: row.hits, reservation: { key: spec.key, windowStart } };
}

/** Gives one hit back (a reserved attempt that turned out not to count). Never below zero. */
export async function release(db: Db, reservation: Reservation): Promise<void> {
  await db
    .update(counters)
    .set({ hits: sql`${counters.hits} - 1` })
    .where(and(eq(counters.key, reservation.key), eq(counters.windowStart, reservation.windowStart), gt(counters.hits, 0)));
}

/** Empties the window a reservation was made in (e.g. the owner proved the password). */
export async function clearWindow(db: Db, reservation: Reservation): Promise<void> {
  await db
    .update(counters)
    .set({ hits: 0 })
    .where(and(eq(counters.key, reservation.key), eq(counters.windowStart, reservation.windowStart)));
}

/** Hits in the key's current window (a plain read: for display and tests, never for a decision). */
export async function peek(db: Db, spec: CounterSpec, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: counters.hits })
    .from(counters)
    .where(and(eq(counters.key, spec.key), eq(counters.windowStart, windowStartOf(now, spec.windowMs))));
  return row?.hits ?? 0;
}

export type GateResult = { passed: true; stamp: Date } | { passed: false; retryAfterMs: number };

/** Passes at most once per `gapMs` per key: the pass and the stamp are one statement. */
export async function passGate(db: Db, spec: { key: string; gapMs: number }, now: Date): Promise<GateResult> {
  const expiresAt = new Date(now.getTime() + spec.gapMs);
  const [row] = await db
    .insert(gates)
    .values({ key: spec.key, lastAt: now, expiresAt })
    .onConflictDoUpdate({
      target: gates.key,
      set: { lastAt: now, expiresAt },
      setWhere: lte(gates.lastAt, new Date(now.getTime() - spec.gapMs)),
    })
    .returning({ lastAt: gates.lastAt });
  if (row) return { passed: true, stamp: now };
  const [held] = await db.select({ lastAt: gates.lastAt }).from(gates).where(eq(gates.key, spec.key));
  const retryAfterMs = held ? held.lastAt.getTime() + spec.gapMs - now.getTime() : 0;
  return { passed: false, retryAfterMs: Math.max(retryAfterMs, 1000) };
}

/** Undoes a pass (what it guarded never happened), unless a later pass has stamped the gate since. */
export async function reopenGate(db: Db, key: string, stamp: Date): Promise<void> {
  await db
    .update(gates)
    .set({ lastAt: new Date(0) })
    .where(and(eq(gates.key, key), eq(gates.lastAt, stamp)));
}

/** Removes counters and gates whose time is over. Run by a sweep, not per request. */
export async function pruneExpired(db: Db, now: Date): Promise<number> {
  const a = await db.delete(counters).where(lte(counters.expiresAt, now)).returning({ key: counters.key });
  const b = await db.delete(gates).where(lte(gates.expiresAt, now)).returning({ key: gates.key });
  return a.length + b.length;
}

const SWEEP_INTERVAL_MS = 10 * 60_000;

/** Background starter (server/background.ts): prunes once at start, then every SWEEP_INTERVAL_MS. */
export function startRateLimitSweep(deps: Deps): () => Promise<void> {
  const sweep = () =>
    pruneExpired(deps.database.db, deps.now()).catch((err: unknown) => {
      logger.warn('rate-limit sweep failed', { error: err instanceof Error ? err.message : String(err) });
      return 0;
    });
  let running = sweep();
  const timer = setInterval(() => {
    running = sweep();
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
