// Forgot / reset password. The forgot call answers the same success text whether or not the
// username and address match, so accounts cannot be enumerated (docs/decisions/0004-password-reset.md).
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../contracts/account.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { users } from '../db/schema/index.ts';
import { ApiError, fail } from '../lib/errors.ts';
import { jsonBody } from '../lib/validate.ts';
import { anyone } from '../middleware/auth.ts';
import { consumeCode, issueCode } from '../services/codes.ts';
import { hashPassword } from '../services/passwords.ts';
import { revokeAllSessions } from '../services/sessions.ts';
import { findByUsername } from '../services/users.ts';
import { logger } from '../lib/logger.ts';

const otpText = (code: string) => `Your Chakka password reset code is ${code}. It is valid for 5 minutes. If you did not ask for it, ignore this message.`;

export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/usr-forgot-password', anyone, jsonBody(forgotPasswordRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const user = await findByUsername(c.var.deps.database.db, body.username);
    const target = body.type === 'email' ? body.email.toLowerCase() : body.phone.replace(/[\s-]/g, '').replace(/^\+/, '');
    const matches = user && user.role === 'player' && user.status === 'active'
      && (body.type === 'email' ? user.email?.toLowerCase() === target : user.phone === target);
    if (matches) {
      try {
        await issueCode(c.var.deps, { userId: user.id, purpose: 'reset_password', target, channel: body.type, text: otpText });
      } catch (err) {
        // A throttled resend stays silent too: its 429 would tell that the account exists.
        if (!(err instanceof ApiError)) throw err;
        logger.info('password reset code not sent', { userId: user.id, code: err.code });
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
