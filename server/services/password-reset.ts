// Forgot / reset password. The forgot call answers the same success text whether or not the
// username and address match, so accounts cannot be enumerated (docs/decisions/0004-password-reset.md).
import { eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { ApiError, fail, limited } from '../lib/errors.ts';
import { addressBucket } from '../lib/client-address.ts';
import { logger } from '../lib/logger.ts';
import { consumeCode, issueCode } from './codes.ts';
import { hashPassword } from './passwords.ts';
import { take } from './rate-limits.ts';
import { revokeAllSessions } from './sessions.ts';
import { findByUsername } from './users.ts';

/** Reset requests per address: enough for a family or an office sharing one, not for a script. */
export const FORGOT_PER_ADDRESS = 10;
const FORGOT_WINDOW_MS = 15 * 60_000;

const otpText = (code: string) => `Your Chakka password reset code is ${code}. It is valid for 5 minutes. If you did not ask for it, ignore this message.`;

export type ForgotRequest = { username: string } & ({ type: 'email'; email: string } | { type: 'sms'; phone: string });

/** Sends a reset code when the username and address match an active player; silent either way. */
export async function requestPasswordReset(deps: Deps, body: ForgotRequest, address: string): Promise<void> {
  // Counted for every request, matching or not, so the refusal says nothing about accounts.
  const fromHere = await take(
    deps.database.db,
    {
      key: `forgot:address:${addressBucket(address)}`,
      windowMs: FORGOT_WINDOW_MS,
      limit: FORGOT_PER_ADDRESS,
    },
    deps.now(),
  );
  if (!fromHere.allowed) throw limited('tooManyAttemptsWait', fromHere.retryAfterMs);
  const user = await findByUsername(deps.database.db, body.username);
  const target = body.type === 'email' ? body.email.toLowerCase() : body.phone.replace(/[\s-]/g, '').replace(/^\+/, '');
  const matches =
    user && user.role === 'player' && user.status === 'active' && (body.type === 'email' ? user.email?.toLowerCase() === target : user.phone === target);
  if (!matches) return;
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

/** A new password for a valid reset code; every session of the player ends. */
export async function resetPassword(deps: Deps, input: { username: string; otp: string; password: string }): Promise<void> {
  const { db } = deps.database;
  const user = await findByUsername(db, input.username);
  if (!user || user.role !== 'player') throw fail(422, 'codeInvalid');
  await consumeCode(deps, { userId: user.id, purpose: 'reset_password', code: input.otp });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), passwordResetRequired: false })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id);
}
