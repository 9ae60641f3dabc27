// The player's Safer play settings: limits, breaks and the reality-check interval, and the
// operator's read-only view of them. The checks that enforce them are in responsible-gaming.ts.
// Rules: a new or lower limit applies at once; a higher one or a removal waits LIMIT_RAISE_DELAY_HOURS
// (shown as pending with its time), so a decision made while chasing losses cannot take effect in the
// heat of the moment. A break (time-out or self-exclusion) is a new row that nothing can shorten or
// lift: there is no call for it, and the table's trigger refuses UPDATE and DELETE.
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rgEvents, rgExclusions, rgLimits, rgSettings, users } from '../db/schema/index.ts';
import {
  EXCLUSION_DURATIONS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  REALITY_CHECK_DEFAULT_MINUTES,
  type Exclusion,
  type ExclusionDuration,
  type ExclusionKind,
  type Limit,
  type LimitKind,
  type LimitPeriod,
  type OperatorSaferPlayItem,
  type SaferPlayState,
} from '../../contracts/safer-play.ts';
import { activeExclusion, depositedSince, limitInForce, lostSince, periodStart, type LimitRow } from './responsible-gaming.ts';
import { poishaFromTaka, takaFromPoisha } from '../lib/money.ts';

const HOUR_MS = 3_600_000;

function limitView(row: LimitRow | undefined, kind: LimitKind, period: LimitPeriod, used: number, now: Date): Limit {
  const amount = row ? limitInForce(row, now) : null;
  const waiting = row?.pendingAt && row.pendingAt.getTime() > now.getTime();
  return {
    kind,
    period,
    amount: amount === null ? null : takaFromPoisha(amount),
    used: takaFromPoisha(used),
    pending: waiting
      ? { amount: row.pendingAmountPoisha === null ? null : takaFromPoisha(row.pendingAmountPoisha), effective_at: row.pendingAt!.toISOString() }
      : null,
  };
}

const exclusionView = (e: { kind: string; startsAt: Date; endsAt: Date }): Exclusion => ({
  kind: e.kind as ExclusionKind,
  started_at: e.startsAt.toISOString(),
  ends_at: e.endsAt.toISOString(),
});

async function realityMinutes(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ m: rgSettings.realityCheckMinutes }).from(rgSettings).where(eq(rgSettings.userId, userId));
  return row?.m ?? REALITY_CHECK_DEFAULT_MINUTES;
}

/** Everything the Safer play page shows: each limit with what is used of it, the break in force, the interval. */
export async function saferPlayState(db: Db, userId: number, now: Date): Promise<SaferPlayState> {
  const stored = await db.select().from(rgLimits).where(eq(rgLimits.userId, userId));
  const limits: Limit[] = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const since = periodStart(period, now);
      const used = kind === 'deposit' ? await depositedSince(db, userId, since) : await lostSince(db, userId, since);
      limits.push(
        limitView(
          stored.find((r) => r.kind === kind && r.period === period),
          kind,
          period,
          used,
          now,
        ),
      );
    }
  }
  const ex = await activeExclusion(db, userId, now);
  return { limits, exclusion: ex ? exclusionView(ex) : null, reality_check_minutes: await realityMinutes(db, userId) };
}

async function logEvent(db: Db, userId: number, action: string, detail: Record<string, unknown>): Promise<void> {
  await db.insert(rgEvents).values({ userId, action, detail });
}

/**
 * Sets (amount) or removes (null) one limit. Lowering or a first limit applies now and drops any waiting
 * raise; raising or removing waits 24 hours (asking again for the same change keeps the first time).
 */
export async function setLimit(
  db: Db,
  userId: number,
  req: { kind: LimitKind; period: LimitPeriod; amount: number | null },
  now: Date,
): Promise<SaferPlayState> {
  const wanted = req.amount === null ? null : poishaFromTaka(req.amount);
  await db.transaction(async (tx) => {
    await tx.insert(rgLimits).values({ userId, kind: req.kind, period: req.period }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(rgLimits)
      .where(and(eq(rgLimits.userId, userId), eq(rgLimits.kind, req.kind), eq(rgLimits.period, req.period)))
      .for('update');
    const current = limitInForce(row!, now);
    const tighter = wanted !== null && (current === null || wanted <= current);
    let next: { amountPoisha: number | null; pendingAmountPoisha: number | null; pendingAt: Date | null };
    if (tighter || wanted === current) {
      next = { amountPoisha: wanted, pendingAmountPoisha: null, pendingAt: null };
    } else {
      const sameAsWaiting = row!.pendingAt && row!.pendingAt.getTime() > now.getTime() && row!.pendingAmountPoisha === wanted;
      next = {
        amountPoisha: current,
        pendingAmountPoisha: wanted,
        pendingAt: sameAsWaiting ? row!.pendingAt : new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * HOUR_MS),
      };
    }
    await tx
      .update(rgLimits)
      .set({ ...next, updatedAt: now })
      .where(and(eq(rgLimits.userId, userId), eq(rgLimits.kind, req.kind), eq(rgLimits.period, req.period)));
    await logEvent(tx, userId, 'limit', {
      kind: req.kind,
      period: req.period,
      asked: wanted,
      from: current,
      applied: next.pendingAt === null,
      effective_at: next.pendingAt?.toISOString() ?? null,
    });
  });
  return saferPlayState(db, userId, now);
}

/** When a break of `duration` starting at `from` ends (months by the calendar, as people count them). */
function exclusionEnd(from: Date, duration: ExclusionDuration): Date {
  const hours: Partial<Record<ExclusionDuration, number>> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };
  if (hours[duration]) return new Date(from.getTime() + hours[duration] * HOUR_MS);
  const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 }[duration as '6m' | '1y' | '2y' | '5y'];
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** Starts a break now. It runs to its end; a longer one may be added on top, nothing shortens it. */
export async function startExclusion(db: Db, userId: number, req: { kind: ExclusionKind; duration: ExclusionDuration }, now: Date): Promise<SaferPlayState> {
  if (!(EXCLUSION_DURATIONS[req.kind] as readonly string[]).includes(req.duration)) throw new Error(`duration ${req.duration} is not a ${req.kind}`);
  const endsAt = exclusionEnd(now, req.duration);
  await db.transaction(async (tx) => {
    await tx.insert(rgExclusions).values({ userId, kind: req.kind, startsAt: now, endsAt });
    await logEvent(tx, userId, 'exclusion', { kind: req.kind, duration: req.duration, ends_at: endsAt.toISOString() });
  });
  return saferPlayState(db, userId, now);
}

export async function setRealityCheck(db: Db, userId: number, minutes: number, now: Date): Promise<SaferPlayState> {
  await db
    .insert(rgSettings)
    .values({ userId, realityCheckMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({ target: rgSettings.userId, set: { realityCheckMinutes: minutes, updatedAt: now } });
  await logEvent(db, userId, 'reality_check', { minutes });
  return saferPlayState(db, userId, now);
}

/**
 * Players with any limit, break or reality-check setting (or those whose username contains `username`),
 * each with their state and every break they ever took. Read only: operators cannot change any of it.
 */
export async function operatorSaferPlay(db: Db, username: string | undefined, now: Date): Promise<OperatorSaferPlayItem[]> {
  const ids = username
    ? (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'player'), ilike(users.username, `%${username.replace(/[%_\\]/g, '\\$&')}%`)))
          .limit(50)
      ).map((r) => r.id)
    : (
        (await db.execute(sql`
        SELECT user_id FROM (SELECT user_id, updated_at AS at FROM rg_limits UNION ALL SELECT user_id, created_at FROM rg_exclusions
          UNION ALL SELECT user_id, updated_at FROM rg_settings) s GROUP BY user_id ORDER BY max(at) DESC LIMIT 100`)) as unknown as {
          rows: { user_id: string }[];
        }
      ).rows.map((r) => Number(r.user_id));
  if (ids.length === 0) return [];
  const names = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids));
  const history = await db.select().from(rgExclusions).where(inArray(rgExclusions.userId, ids)).orderBy(desc(rgExclusions.id));
  const out: OperatorSaferPlayItem[] = [];
  for (const id of ids) {
    const state = await saferPlayState(db, id, now);
    out.push({
      ...state,
      player: { id, username: names.find((n) => n.id === id)?.username ?? '' },
      exclusions: history.filter((h) => h.userId === id).map(exclusionView),
    });
  }
  return out;
}
