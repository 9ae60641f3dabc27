// Phone and e-mail verification, and the extra phones (at most 2). Codes come from codes.ts; the
// only code that touches user_phones and the users' verified-at columns.
import { and, count, eq, isNull } from 'drizzle-orm';
import { MAX_EXTRA_PHONES } from '../../contracts/account.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { userPhones, users } from '../db/schema/index.ts';
import { fail, fieldErrors, limited } from '../lib/errors.ts';
import { consumeCode, issueCode } from './codes.ts';
import { take } from './rate-limits.ts';
import { EXTRA_PHONE_FIELDS_BY_INDEX, mapUniqueViolation, phoneInUse } from './users.ts';

const codeText = (code: string) => `Your Chakka verification code is ${code}. It is valid for 5 minutes.`;
/** Extra-phone additions a player may try per day (each says whether the number is registered). */
export const ADD_PHONE_PER_DAY = 10;
const DAY_MS = 24 * 3_600_000;
const digits = (phone: string) => phone.replace(/[\s-]/g, '').replace(/^\+/, '');

/** The player's extra phones in the wire's shape (isverify 1: verified). */
export async function listExtraPhones(db: Db, userId: number) {
  const rows = await db.select().from(userPhones).where(eq(userPhones.userId, userId)).orderBy(userPhones.id);
  return rows.map((r) => ({ contract_value: r.phone, isverify: r.verifiedAt ? (1 as const) : (0 as const) }));
}

export async function addExtraPhone(db: Db, userId: number, phone: string, now: Date): Promise<void> {
  // Each answer tells whether a phone is registered: a few a day per player, not a directory lookup.
  const probe = await take(db, { key: `add-phone:${userId}`, windowMs: DAY_MS, limit: ADD_PHONE_PER_DAY }, now);
  if (!probe.allowed) throw limited('tooManyAttemptsWait', probe.retryAfterMs);
  // The slot limit first: a player with no slot left learns nothing about the number.
  const [held] = await db.select({ n: count() }).from(userPhones).where(eq(userPhones.userId, userId));
  if ((held?.n ?? 0) >= MAX_EXTRA_PHONES) throw fail(422, 'extraPhoneLimit');
  if (await phoneInUse(db, phone)) throw fieldErrors({ phone: M.phoneTaken }, 'phoneTaken');
  try {
    await db.transaction(async (tx) => {
      // Lock the player's row so two concurrent adds cannot both pass the limit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await tx.select({ n: count() }).from(userPhones).where(eq(userPhones.userId, userId));
      if ((row?.n ?? 0) >= MAX_EXTRA_PHONES) throw fail(422, 'extraPhoneLimit');
      await tx.insert(userPhones).values({ userId, phone });
    });
  } catch (err) {
    mapUniqueViolation(err, EXTRA_PHONE_FIELDS_BY_INDEX);
  }
}

export async function sendExtraPhoneCode(deps: Deps, userId: number, phone: string): Promise<void> {
  const [row] = await deps.database.db
    .select()
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), eq(userPhones.phone, phone)));
  if (!row) throw fail(422, 'extraPhoneNotFound');
  if (row.verifiedAt) throw fail(422, 'alreadyVerified');
  await issueCode(deps, { userId, purpose: 'verify_extra_phone', target: phone, channel: 'sms', text: codeText });
}

export async function verifyExtraPhone(deps: Deps, userId: number, code: string): Promise<void> {
  const phone = await consumeCode(deps, { userId, purpose: 'verify_extra_phone', code });
  await deps.database.db
    .update(userPhones)
    .set({ verifiedAt: deps.now() })
    .where(and(eq(userPhones.userId, userId), eq(userPhones.phone, phone), isNull(userPhones.verifiedAt)));
}

/** A code to the account's own main phone or e-mail (whichever the body names, and only if it is the account's). */
export async function sendVerificationCode(deps: Deps, userId: number, body: { phone?: string; email?: string }): Promise<void> {
  const [row] = await deps.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw fail(401, 'unauthenticated');
  if (body.phone) {
    if (!row.phone || digits(body.phone) !== row.phone) throw fail(422, 'failedToSendCode');
    if (row.phoneVerifiedAt) throw fail(422, 'alreadyVerified');
    await issueCode(deps, { userId, purpose: 'verify_phone', target: row.phone, channel: 'sms', text: codeText });
  } else {
    if (!row.email) throw fail(422, 'noEmailOnAccount');
    if (body.email!.toLowerCase() !== row.email.toLowerCase()) throw fail(422, 'failedToSendCode');
    if (row.emailVerifiedAt) throw fail(422, 'alreadyVerified');
    await issueCode(deps, { userId, purpose: 'verify_email', target: row.email, channel: 'email', text: codeText });
  }
}

export async function verifyMainPhone(deps: Deps, userId: number, code: string): Promise<void> {
  const phone = await consumeCode(deps, { userId, purpose: 'verify_phone', code });
  // Only if the main phone is still the one the code was sent to.
  await deps.database.db
    .update(users)
    .set({ phoneVerifiedAt: deps.now() })
    .where(and(eq(users.id, userId), eq(users.phone, phone)));
}

export async function verifyEmail(deps: Deps, userId: number, code: string): Promise<void> {
  const email = await consumeCode(deps, { userId, purpose: 'verify_email', code });
  await deps.database.db
    .update(users)
    .set({ emailVerifiedAt: deps.now() })
    .where(and(eq(users.id, userId), eq(users.email, email)));
}
