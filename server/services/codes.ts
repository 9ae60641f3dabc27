// One-time codes (phone, e-mail, extra phone, password reset): 6 random digits, stored as a hash,
// valid 300 s, at most 5 tries, bound to (user, purpose, target); resends are throttled.
// Every limit here is one atomic step, so a burst of concurrent requests meets it as a sequence would:
// a send passes a gate (one per user and purpose per 60 s) before anything is read or sent, and a guess
// reserves its try with a conditional UPDATE before the code is compared.
import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_TTL_SECONDS } from '../../contracts/account.ts';
import type { Deps } from '../context.ts';
import { verificationCodes } from '../db/schema/index.ts';
import type { Channel } from '../delivery/adapter.ts';
import { fail, limited } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { passGate, release, reopenGate, take, type CounterSpec, type Reservation } from './rate-limits.ts';

export type Purpose = 'verify_phone' | 'verify_email' | 'verify_extra_phone' | 'reset_password';
export const MAX_TRIES = 5;
const RESEND_GAP_MS = 60_000;
const MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

const hashCode = (id: { userId: number; purpose: Purpose; target: string }, code: string) =>
  createHash('sha256').update(`${id.userId}:${id.purpose}:${id.target}:${code}`).digest('hex');

/** A limit shared by many senders (e.g. all password-reset SMS per minute): refused means not sent. */
export type SendCap = CounterSpec & { limit: number };

/**
 * Sends a new code, replacing any earlier one for the purpose. Throws 429 codeResendTooSoon (with the
 * seconds left) inside the 60 s gap, 429 codeSendsPerHour past 5 sends in an hour, 429 rateLimited
 * when `cap` is spent, 503 failedToSendCode when delivery fails (which then counts against nothing).
 */
export async function issueCode(
  deps: Deps,
  opts: { userId: number; purpose: Purpose; target: string; channel: Channel; text: (code: string) => string; cap?: SendCap },
) {
  const { db } = deps.database;
  const now = deps.now();
  const gateKey = `code-gap:${opts.userId}:${opts.purpose}`;
  const gate = await passGate(db, { key: gateKey, gapMs: RESEND_GAP_MS }, now);
  if (!gate.passed) throw limited('codeResendTooSoon', gate.retryAfterMs);
  const reopen = async (capHit?: Reservation) => {
    await reopenGate(db, gateKey, now);
    if (capHit) await release(db, capHit);
  };
  // Past the gate this request is the only sender for (user, purpose) for 60 s, far longer than a
  // delivery may take (10 s), so the hourly count read here cannot race another send.
  const [sent] = await db
    .select({ n: count(), first: sql<Date | string>`min(${verificationCodes.createdAt})` })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, opts.userId),
        eq(verificationCodes.purpose, opts.purpose),
        gt(verificationCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if (sent && sent.n >= MAX_SENDS_PER_HOUR) {
    await reopen();
    throw limited('codeSendsPerHour', new Date(sent.first).getTime() + HOUR_MS - now.getTime());
  }
  let capHit: Reservation | undefined;
  if (opts.cap) {
    const capped = await take(db, opts.cap, now);
    if (!capped.allowed) {
      await reopen();
      throw limited('rateLimited', capped.retryAfterMs);
    }
    capHit = capped.reservation;
  }

  const plain = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.userId, opts.userId), eq(verificationCodes.purpose, opts.purpose), isNull(verificationCodes.consumedAt)));
  const [row] = await db
    .insert(verificationCodes)
    .values({
      userId: opts.userId,
      purpose: opts.purpose,
      target: opts.target,
      codeHash: hashCode(opts, plain),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      createdAt: now,
    })
    .returning({ id: verificationCodes.id });
  try {
    await deps.delivery.send({ channel: opts.channel, recipient: opts.target, text: opts.text(plain) });
  } catch (err) {
    // A code that never left counts against nothing: the gate, the cap and the hourly count are given back.
    await db.delete(verificationCodes).where(eq(verificationCodes.id, row!.id));
    await reopen(capHit);
    logger.warn('code delivery failed', { channel: opts.channel, error: err instanceof Error ? err.message : String(err) });
    throw fail(503, 'failedToSendCode');
  }
}

/** Checks and consumes the live code; returns its target. Throws the wire's 422/429 otherwise. */
export async function consumeCode(deps: Deps, opts: { userId: number; purpose: Purpose; code: string }): Promise<string> {
  const { db } = deps.database;
  const now = deps.now();
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, opts.userId), eq(verificationCodes.purpose, opts.purpose), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) throw fail(422, 'codeInvalid');
  if (row.expiresAt.getTime() <= now.getTime()) throw fail(422, 'codeExpired');
  // Reserve this try before comparing: of any number of concurrent guesses, only MAX_TRIES get a try.
  const [reserved] = await db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + 1` })
    .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.tries, MAX_TRIES), isNull(verificationCodes.consumedAt)))
    .returning({ tries: verificationCodes.tries });
  if (!reserved) throw row.tries >= MAX_TRIES ? fail(429, 'codeTooManyTries') : await refusedTry(deps, row.id);
  if (row.codeHash !== hashCode({ userId: row.userId, purpose: opts.purpose, target: row.target }, opts.code)) {
    throw reserved.tries >= MAX_TRIES ? fail(429, 'codeTooManyTries') : fail(422, 'codeInvalid');
  }
  // Conditional update: two concurrent correct submissions cannot both consume it.
  const done = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (done.length === 0) throw fail(422, 'codeInvalid');
  return row.target;
}

/** Why a try could not be reserved although the code looked live: its tries ran out, or it was used, meanwhile. */
async function refusedTry(deps: Deps, id: number) {
  const [now] = await deps.database.db.select({ consumedAt: verificationCodes.consumedAt }).from(verificationCodes).where(eq(verificationCodes.id, id));
  return now?.consumedAt ? fail(422, 'codeInvalid') : fail(429, 'codeTooManyTries');
}
