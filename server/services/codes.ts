// One-time codes (phone, e-mail, extra phone, password reset): 6 random digits, stored as a hash,
// valid 300 s, at most 5 tries, bound to (user, purpose, target); resends are throttled.
import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { CODE_TTL_SECONDS } from '../../contracts/account.ts';
import type { Deps } from '../context.ts';
import { verificationCodes } from '../db/schema/index.ts';
import type { Channel } from '../delivery/adapter.ts';
import { fail } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';

export type Purpose = 'verify_phone' | 'verify_email' | 'verify_extra_phone' | 'reset_password';
export const MAX_TRIES = 5;
export const RESEND_GAP_MS = 60_000;
export const MAX_SENDS_PER_HOUR = 5;

const hashCode = (id: { userId: number; purpose: Purpose; target: string }, code: string) =>
  createHash('sha256').update(`${id.userId}:${id.purpose}:${id.target}:${code}`).digest('hex');

export async function issueCode(
  deps: Deps,
  opts: { userId: number; purpose: Purpose; target: string; channel: Channel; text: (code: string) => string },
) {
  const { db } = deps.database;
  const now = deps.now();
  const where = and(eq(verificationCodes.userId, opts.userId), eq(verificationCodes.purpose, opts.purpose),
    gt(verificationCodes.createdAt, new Date(now.getTime() - 3_600_000)));
  const [last] = await db.select({ createdAt: verificationCodes.createdAt }).from(verificationCodes)
    .where(where).orderBy(desc(verificationCodes.createdAt)).limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < RESEND_GAP_MS) throw fail(429, 'codeResendTooSoon');
  const [sent] = await db.select({ n: count() }).from(verificationCodes).where(where);
  if ((sent?.n ?? 0) >= MAX_SENDS_PER_HOUR) throw fail(429, 'codeResendTooSoon');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces any earlier one for the same purpose.
  await db.update(verificationCodes).set({ consumedAt: now })
    .where(and(eq(verificationCodes.userId, opts.userId), eq(verificationCodes.purpose, opts.purpose), isNull(verificationCodes.consumedAt)));
  const [row] = await db.insert(verificationCodes).values({
    userId: opts.userId, purpose: opts.purpose, target: opts.target, codeHash: hashCode(opts, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000), createdAt: now,
  }).returning({ id: verificationCodes.id });
  try {
    await deps.delivery.send({ channel: opts.channel, recipient: opts.target, text: opts.text(code) });
  } catch (err) {
    // A code that never left does not count against the resend limits.
    await db.delete(verificationCodes).where(eq(verificationCodes.id, row!.id));
    logger.warn('code delivery failed', { channel: opts.channel, error: err instanceof Error ? err.message : String(err) });
    throw fail(503, 'failedToSendCode');
  }
}

/** Checks and consumes the live code; returns its target. Throws the spec's 422/429 otherwise. */
export async function consumeCode(deps: Deps, opts: { userId: number; purpose: Purpose; code: string }): Promise<string> {
  const { db } = deps.database;
  const now = deps.now();
  const [row] = await db.select().from(verificationCodes)
    .where(and(eq(verificationCodes.userId, opts.userId), eq(verificationCodes.purpose, opts.purpose), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt)).limit(1);
  if (!row) throw fail(422, 'codeInvalid');
  if (row.expiresAt.getTime() <= now.getTime()) throw fail(422, 'codeExpired');
  if (row.tries >= MAX_TRIES) throw fail(429, 'codeTooManyTries');
  if (row.codeHash !== hashCode({ userId: row.userId, purpose: opts.purpose, target: row.target }, opts.code)) {
    await db.update(verificationCodes).set({ tries: row.tries + 1 }).where(eq(verificationCodes.id, row.id));
    throw fail(row.tries + 1 >= MAX_TRIES ? 429 : 422, row.tries + 1 >= MAX_TRIES ? 'codeTooManyTries' : 'codeInvalid');
  }
  // Conditional update: two concurrent correct submissions cannot both consume it.
  const done = await db.update(verificationCodes).set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt))).returning({ id: verificationCodes.id });
  if (done.length === 0) throw fail(422, 'codeInvalid');
  return row.target;
}
