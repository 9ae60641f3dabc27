// The second factor of a staff log-in: a TOTP code or a one-time recovery code, checked the way the
// player codes are (server/services/codes.ts): every guess first reserves a try with one conditional
// UPDATE, so of any number of concurrent guesses only MAX_FACTOR_TRIES are compared; the last wrong one
// locks the factor for FACTOR_LOCK_MINUTES. A right TOTP code is accepted by a second conditional UPDATE
// that moves `last_step` forward, so the same code (or an older one) can never be used twice, even by two
// requests at once. Recovery codes are stored hashed and marked used by a conditional UPDATE.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffRecoveryCodes, staffSecondFactors } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { matchedStep } from './totp.ts';

export const MAX_FACTOR_TRIES = 5;
export const FACTOR_LOCK_MINUTES = 15;
const RECOVERY_CODES = 10;

export const hashRecoveryCode = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** Ten codes like `k3vd-9x2q-mf7a`, from an alphabet without look-alikes; returned once, stored hashed. */
export async function issueRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })));
  return codes;
}

const locked = () => fail(429, 'totpLocked', { minutes: String(FACTOR_LOCK_MINUTES) });

/**
 * Reserves one try: counts it before the code is compared. A lock that has run out starts the count
 * afresh. Returns the factor as it stands, or throws 429 when no try is left.
 */
async function reserveTry(db: Db, userId: number, now: Date) {
  const lockOver = and(sql`${staffSecondFactors.lockedUntil} IS NOT NULL`, lte(staffSecondFactors.lockedUntil, now));
  const [row] = await db
    .update(staffSecondFactors)
    .set({
      failures: sql`CASE WHEN ${lockOver} THEN 1 ELSE ${staffSecondFactors.failures} + 1 END`,
      lockedUntil: sql`CASE WHEN ${lockOver} THEN NULL ELSE ${staffSecondFactors.lockedUntil} END`,
    })
    .where(and(eq(staffSecondFactors.userId, userId), or(lt(staffSecondFactors.failures, MAX_FACTOR_TRIES), lockOver)))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: staffSecondFactors.userId }).from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
    throw exists ? locked() : fail(422, 'staffEnrolFirst');
  }
  return row;
}

/** A wrong guess: the last try left locks the factor; the answer says which. */
async function wrongGuess(db: Db, userId: number, failures: number, now: Date, key: 'totpCodeWrong' | 'totpCodeUsed' | 'recoveryCodeWrong') {
  if (failures < MAX_FACTOR_TRIES) return fail(422, key);
  await db
    .update(staffSecondFactors)
    .set({ lockedUntil: new Date(now.getTime() + FACTOR_LOCK_MINUTES * 60_000) })
    .where(and(eq(staffSecondFactors.userId, userId), isNull(staffSecondFactors.lockedUntil)));
  return locked();
}

/** Checks a TOTP code; on success the factor is confirmed (at enrolment) and its try count cleared. */
export async function checkTotp(db: Db, userId: number, code: string, now: Date): Promise<void> {
  const factor = await reserveTry(db, userId, now);
  const step = matchedStep(factor.secret, code, now);
  if (step === null) throw await wrongGuess(db, userId, factor.failures, now, 'totpCodeWrong');
  const [accepted] = await db
    .update(staffSecondFactors)
    .set({ lastStep: step, failures: 0, confirmedAt: sql`coalesce(${staffSecondFactors.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(staffSecondFactors.userId, userId), lt(staffSecondFactors.lastStep, step), eq(staffSecondFactors.secret, factor.secret)))
    .returning({ step: staffSecondFactors.lastStep });
  if (!accepted) throw await wrongGuess(db, userId, factor.failures, now, 'totpCodeUsed');
}

/** Uses a recovery code once; counted against the same tries as a TOTP code. */
export async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<void> {
  const factor = await reserveTry(db, userId, now);
  if (!factor.confirmedAt) throw fail(422, 'staffEnrolFirst');
  const [used] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, hashRecoveryCode(userId, code)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  if (!used) throw await wrongGuess(db, userId, factor.failures, now, 'recoveryCodeWrong');
  await db.update(staffSecondFactors).set({ failures: 0 }).where(eq(staffSecondFactors.userId, userId));
}

/** Starts (or restarts, while unconfirmed) an enrolment with a new secret. Refused once a factor is confirmed. */
export async function startEnrolment(db: Db, userId: number, secret: string): Promise<void> {
  const [row] = await db
    .insert(staffSecondFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: staffSecondFactors.userId, set: { secret }, setWhere: isNull(staffSecondFactors.confirmedAt) })
    .returning({ id: staffSecondFactors.userId });
  if (!row) throw fail(409, 'staffAlreadyEnrolled');
}

export async function factorOf(db: Db, userId: number) {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  return row;
}
