// Forgot / reset password. The forgot call answers the same success text whether or not the
// username and address match, so accounts cannot be enumerated (docs/decisions/0004-password-reset.md).
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../contracts/account.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { users } from '../db/schema/index.ts';
import { ApiError, fail, limited } from '../lib/errors.ts';
import { addressBucket, clientAddress } from '../lib/client-address.ts';
import { take } from '../services/rate-limits.ts';
import { jsonBody } from '../lib/validate.ts';
import { anyone } from '../middleware/auth.ts';
import { consumeCode, issueCode } from '../services/codes.ts';
import { hashPassword } from '../services/passwords.ts';
import { revokeAllSessions } from '../services/sessions.ts';
import { findByUsername } from '../services/users.ts';
import { logger } from '../lib/logger.ts';

/** Reset requests per address: enough for a family or an office sharing one, not for a script. */
export const FORGOT_PER_ADDRESS = 10;
export const FORGOT_WINDOW_MS = 15 * 60_000;

const otpText = (code: string) => `Your Chakka password reset code is ${code}. It is valid for 5 minutes. If you did not ask for it, ignore this message.`;

export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/usr-forgot-password', anyone, jsonBody(forgotPasswordRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const { deps } = c.var;
    // Counted for every request, matching or not, so the refusal says nothing about accounts.
    const fromHere = await take(deps.database.db, {
      key: `forgot:address:${addressBucket(clientAddress(c))}`, windowMs: FORGOT_WINDOW_MS, limit: FORGOT_PER_ADDRESS,
    }, deps.now());
    if (!fromHere.allowed) throw limited('tooManyAttemptsWait', fromHere.retryAfterMs);
    const user = await findByUsername(deps.database.db, body.username);
    const target = body.type === 'email' ? body.email.toLowerCase() : body.phone.replace(/[\s-]/g, '').replace(/^\+/, '');
    const matches = user && user.role === 'player' && user.status === 'active'
      && (body.type === 'email' ? user.email?.toLowerCase() === target : user.phone === target);
    if (matches) {
      try {
        // Reset codes go to callers nobody has identified: all of them together share a per-minute cap, as SMS cost money.
        const cap = { key: 'sends:unauthenticated', windowMs: 60_000, limit: deps.config.unauthenticatedSendsPerMinute };
        await issueCode(deps, { userId: user.id, purpose: 'reset_password', target, channel: body.type, text: otpText, cap });
      } catch (err) {
        // A throttled resend (or the spent cap) stays silent too: its 429 would tell that the account exists.
        if (!(err instanceof ApiError)) throw err;
        const log = err.code === 'rateLimited' ? logger.warn : logger.info;
        log('password reset code not sent', { userId: user.id, code: err.code });
      }
    }
    return c.json({ message: M.otpSent.replace('{channel}', body.type) });
  })
  .post('/usr-reset-password', anyone, jsonBody(resetPasswordRequestSchema), async (c) => {
    const { username, otp, password } = c.req.valid('json');
    const { db } = c.var.deps.database;
    const user = await findByUsername(db, username);
    if (!user || user.role !== 'player') throw fail(422, 'codeInvalid');
    await consumeCode(c.var.deps, { userId: user.id, purpose: 'reset_password', code: otp });
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
    await revokeAllSessions(db, user.id);
    return c.json({ message: M.passwordResetDone });
  });
