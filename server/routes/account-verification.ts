// Phone and e-mail verification, and the extra phones (at most 2). Codes come from services/codes.ts.
import { Hono } from 'hono';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import {
  addNumberRequestSchema, MAX_EXTRA_PHONES, sendVerificationCodeRequestSchema, verifyEmailRequestSchema, verifyPhoneRequestSchema,
} from '../../contracts/account.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { userPhones, users } from '../db/schema/index.ts';
import { fail, fieldErrors, limited } from '../lib/errors.ts';
import { jsonBody } from '../lib/validate.ts';
import { playerOnly, requirePlayer } from '../middleware/auth.ts';
import { consumeCode, issueCode } from '../services/codes.ts';
import { EXTRA_PHONE_FIELDS_BY_INDEX, mapUniqueViolation, phoneInUse } from '../services/users.ts';
import { take } from '../services/rate-limits.ts';

const codeText = (code: string) => `Your Chakka verification code is ${code}. It is valid for 5 minutes.`;
/** Extra-phone additions a player may try per day (each says whether the number is registered). */
export const ADD_PHONE_PER_DAY = 10;
const DAY_MS = 24 * 3_600_000;
const digits = (phone: string) => phone.replace(/[\s-]/g, '').replace(/^\+/, '');

export const verificationRoutes = new Hono<AppEnv>()
  .get('/get/other/phone', playerOnly, async (c) => {
    const user = requirePlayer(c);
    const rows = await c.var.deps.database.db.select().from(userPhones).where(eq(userPhones.userId, user.id)).orderBy(userPhones.id);
    return c.json({ data: rows.map((r) => ({ contract_value: r.phone, isverify: r.verifiedAt ? 1 as const : 0 as const })) });
  })
  .post('/add/number', playerOnly, jsonBody(addNumberRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const { phone } = c.req.valid('json');
    const { db } = c.var.deps.database;
    // Each answer tells whether a phone is registered: a few a day per player, not a directory lookup.
    const probe = await take(db, { key: `add-phone:${user.id}`, windowMs: DAY_MS, limit: ADD_PHONE_PER_DAY }, c.var.deps.now());
    if (!probe.allowed) throw limited('tooManyAttemptsWait', probe.retryAfterMs);
    // The slot limit first: a player with no slot left learns nothing about the number.
    const [held] = await db.select({ n: count() }).from(userPhones).where(eq(userPhones.userId, user.id));
    if ((held?.n ?? 0) >= MAX_EXTRA_PHONES) throw fail(422, 'extraPhoneLimit');
    if (await phoneInUse(db, phone)) throw fieldErrors({ phone: M.phoneTaken }, 'phoneTaken');
    try {
      await db.transaction(async (tx) => {
        // Lock the player's row so two concurrent adds cannot both pass the limit.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [row] = await tx.select({ n: count() }).from(userPhones).where(eq(userPhones.userId, user.id));
        if ((row?.n ?? 0) >= MAX_EXTRA_PHONES) throw fail(422, 'extraPhoneLimit');
        await tx.insert(userPhones).values({ userId: user.id, phone });
      });
    } catch (err) {
      mapUniqueViolation(err, EXTRA_PHONE_FIELDS_BY_INDEX);
    }
    return c.json({ message: M.phoneAdded });
  })
  .post('/add/send-verification-code', playerOnly, jsonBody(addNumberRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const { phone } = c.req.valid('json');
    const [row] = await c.var.deps.database.db.select().from(userPhones)
      .where(and(eq(userPhones.userId, user.id), eq(userPhones.phone, phone)));
    if (!row) throw fail(422, 'extraPhoneNotFound');
    if (row.verifiedAt) throw fail(422, 'alreadyVerified');
    await issueCode(c.var.deps, { userId: user.id, purpose: 'verify_extra_phone', target: phone, channel: 'sms', text: codeText });
    return c.json({ message: M.codeSent });
  })
  .post('/add/verify-phone-number', playerOnly, jsonBody(verifyPhoneRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const phone = await consumeCode(c.var.deps, { userId: user.id, purpose: 'verify_extra_phone', code: c.req.valid('json').verification_code });
    await c.var.deps.database.db.update(userPhones).set({ verifiedAt: c.var.deps.now() })
      .where(and(eq(userPhones.userId, user.id), eq(userPhones.phone, phone), isNull(userPhones.verifiedAt)));
    return c.json({ message: M.phoneVerified });
  })
  .post('/send-verification-code', playerOnly, jsonBody(sendVerificationCodeRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const body = c.req.valid('json');
    const [row] = await c.var.deps.database.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw fail(401, 'unauthenticated');
    if (body.phone) {
      if (!row.phone || digits(body.phone) !== row.phone) throw fail(422, 'failedToSendCode');
      if (row.phoneVerifiedAt) throw fail(422, 'alreadyVerified');
      await issueCode(c.var.deps, { userId: user.id, purpose: 'verify_phone', target: row.phone, channel: 'sms', text: codeText });
    } else {
      if (!row.email) throw fail(422, 'noEmailOnAccount');
      if (body.email!.toLowerCase() !== row.email.toLowerCase()) throw fail(422, 'failedToSendCode');
      if (row.emailVerifiedAt) throw fail(422, 'alreadyVerified');
      await issueCode(c.var.deps, { userId: user.id, purpose: 'verify_email', target: row.email, channel: 'email', text: codeText });
    }
    return c.json({ message: M.codeSent });
  })
  .post('/verify-phone-number', playerOnly, jsonBody(verifyPhoneRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const phone = await consumeCode(c.var.deps, { userId: user.id, purpose: 'verify_phone', code: c.req.valid('json').verification_code });
    // Only if the main phone is still the one the code was sent to.
    await c.var.deps.database.db.update(users).set({ phoneVerifiedAt: c.var.deps.now() }).where(and(eq(users.id, user.id), eq(users.phone, phone)));
    return c.json({ message: M.phoneVerified });
  })
  .post('/verify-email', playerOnly, jsonBody(verifyEmailRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const email = await consumeCode(c.var.deps, { userId: user.id, purpose: 'verify_email', code: c.req.valid('json').code });
    await c.var.deps.database.db.update(users).set({ emailVerifiedAt: c.var.deps.now() }).where(and(eq(users.id, user.id), eq(users.email, email)));
    return c.json({ message: M.emailVerified });
  });
