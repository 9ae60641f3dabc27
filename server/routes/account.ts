import { Hono } from 'hono';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import {
  balanceResponseSchema, changePasswordRequestSchema, loginRequestSchema, profileUpdateRequestSchema, signupRequestSchema,
} from '../../contracts/account.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { remoteIdSchema } from '../../contracts/common.ts';
import { sessions, users, walletAccounts } from '../db/schema/index.ts';
import { fail, fieldErrors } from '../lib/errors.ts';
import { jsonBody, queryParams } from '../lib/validate.ts';
import { anyone, playerOnly, requireOwnRemoteId, requirePlayer, requireUser, signedIn } from '../middleware/auth.ts';
import { createSession, revokeSession } from '../services/sessions.ts';
import { createPlayer, findByUsername, signupConflicts } from '../services/users.ts';
import { admitSignup } from '../services/signup-throttle.ts';
import { hashPassword, verifyDummy, verifyPassword } from '../services/passwords.ts';
import { beginLoginAttempt, loginSucceeded } from '../services/login-throttle.ts';
import { clientAddress } from '../lib/client-address.ts';
import { CHALLENGE_HEADER } from '../../contracts/challenge.ts';
import { verificationRoutes } from './account-verification.ts';
import { passwordResetRoutes } from './account-password-reset.ts';

/** Integer poisha as the wire's taka string with two decimals. */
export const takaString = (poisha: number) => `${Math.trunc(poisha / 100)}.${String(Math.abs(poisha % 100)).padStart(2, '0')}`;

// A real calendar date at least 18 years before today (UTC), as YYYY-MM-DD.
function isAdultBirthday(dofb: string, now: Date): boolean {
  const [y, m, d] = dofb.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return false;
  const adultFrom = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()));
  return date.getTime() <= adultFrom.getTime();
}

// The account area's calls, mounted under /api by server/app.ts.
export const accountRoutes = new Hono<AppEnv>()
  .post('/v1/create-players', anyone, jsonBody(signupRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const { db } = c.var.deps.database;
    // Only a well-formed form is counted; it is the one that can learn whether a phone is registered.
    await admitSignup(c.var.deps, { address: clientAddress(c), solution: c.req.header(CHALLENGE_HEADER) });
    const taken = await signupConflicts(db, input);
    if (taken.username) throw fieldErrors(taken, 'usernameTaken');
    if (Object.keys(taken).length > 0) throw fieldErrors(taken, 'contactTaken');
    const id = await createPlayer(db, input);
    return c.json({ message: M.registered, remote_id: String(id) }, 201);
  })
  .post('/login', anyone, jsonBody(loginRequestSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const { db } = c.var.deps.database;
    const address = clientAddress(c);
    // Counted as a failure before the password is checked; given back below if it is right.
    const attempt = await beginLoginAttempt(c.var.deps, { username, address, solution: c.req.header(CHALLENGE_HEADER) });
    const user = await findByUsername(db, username);
    const ok = user && user.status === 'active' ? await verifyPassword(user.passwordHash, password) : await verifyDummy(password);
    if (!ok || !user) throw fail(401, 'invalidCredentials');
    await loginSucceeded(c.var.deps, attempt);
    const token = await createSession(db, user.id, { ip: address, userAgent: c.req.header('user-agent')?.slice(0, 300) });
    // The exchange API accepts the same bearer token, so `exchange` carries it again.
    return c.json({ token, remote_id: String(user.id), username: user.username, role: user.role, exchange: [{ token }], message: M.loginSuccessful });
  })
  .post('/logout', signedIn, async (c) => {
    const user = requireUser(c);
    await revokeSession(c.var.deps.database.db, user.sessionId);
    return c.json({ message: M.loggedOut });
  })
  .post('/balance', playerOnly, async (c) => {
    const user = requirePlayer(c);
    const [row] = await c.var.deps.database.db.select({ p: walletAccounts.balancePoisha }).from(walletAccounts).where(eq(walletAccounts.userId, user.id));
    return c.json(balanceResponseSchema.parse({ balance: takaString(row?.p ?? 0) }));
  })
  .get('/user/show', playerOnly, queryParams(z.object({ remote_id: remoteIdSchema.optional() })), async (c) => {
    const user = requirePlayer(c);
    requireOwnRemoteId(user, c.req.valid('query').remote_id);
    const { db } = c.var.deps.database;
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    const [wallet] = await db.select({ p: walletAccounts.balancePoisha }).from(walletAccounts).where(eq(walletAccounts.userId, user.id));
    if (!row) throw fail(401, 'unauthenticated');
    return c.json({
      id: row.id, username: row.username, vip_coin: row.vipCoin, name: row.name, phone: row.phone, email: row.email,
      session_id: row.phoneVerifiedAt ? '1' : '0', created_at: row.createdAt.toISOString(), dofb: row.dofb,
      email_verified_at: row.emailVerifiedAt?.toISOString() ?? null, balance: takaString(wallet?.p ?? 0),
      referral_code: row.referralCode, cash_bonus: takaString(row.cashBonusPoisha),
    });
  })
  .post('/user/profile/update', playerOnly, jsonBody(profileUpdateRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const { remote_id, dofb } = c.req.valid('json');
    requireOwnRemoteId(user, remote_id);
    if (!isAdultBirthday(dofb, c.var.deps.now())) throw fieldErrors({ dofb: M.birthdayInvalid }, 'birthdayInvalid');
    // Saved once: the conditional update makes the lock hold even for two racing saves.
    const saved = await c.var.deps.database.db.update(users).set({ dofb })
      .where(and(eq(users.id, user.id), isNull(users.dofb))).returning({ dofb: users.dofb });
    if (saved.length === 0) throw fail(422, 'birthdayLocked');
    return c.json({ dofb, message: M.profileUpdated });
  })
  .post('/user-pwd', playerOnly, jsonBody(changePasswordRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const { old_password, new_password } = c.req.valid('json');
    const { db } = c.var.deps.database;
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(row.passwordHash, old_password))) throw fieldErrors({ old_password: M.currentPasswordWrong }, 'currentPasswordWrong');
    await db.update(users).set({ passwordHash: await hashPassword(new_password) }).where(eq(users.id, user.id));
    // Every other session ends; the one that changed the password stays.
    await db.update(sessions).set({ revokedAt: c.var.deps.now() })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
    return c.json({ message: M.passwordChanged });
  })
  .route('/', verificationRoutes)
  .route('/', passwordResetRoutes);
