// A staff log-in in two steps (docs/decisions/0226): the password (under the same log-in limits as a
// player's) gives a short-lived challenge, never a session; the challenge and a TOTP code (or a recovery
// code) give the session. A staff account without a confirmed authenticator sets one up in between; one
// whose password is still the one-off its creator gave replaces it last (first-password.ts). Every
// log-in, and every failed password or code of a staff account, is written to the audit trail.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { StaffChallenge } from '../../../contracts/common.ts';
import { ROLE_PERMISSIONS, type StaffRole, type StaffSessionResponse, type StaffVerifyResponse } from '../../../contracts/staff.ts';
import { staffMessages as M } from '../../../contracts/messages/staff.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { staffLoginChallenges, users } from '../../db/schema/index.ts';
import { ApiError, fail } from '../../lib/errors.ts';
import type { Caller } from '../../services/account.ts';
import { beginLoginAttempt, loginSucceeded } from '../../services/login-throttle.ts';
import { verifyDummy, verifyPassword } from '../../services/passwords.ts';
import { createSession } from '../../services/sessions.ts';
import { findByUsername } from '../../services/users.ts';
import { recordStaffAction, type StaffActor } from '../audit/record.ts';
import { checkTotp, factorOf, issueRecoveryCodes, startEnrolment, spendRecoveryCode } from './second-factor.ts';
import { newTotpSecret, totpUri } from './totp.ts';

/** Long enough to open an authenticator app and scan a code; short enough that a stolen one is stale. */
const CHALLENGE_SECONDS = 10 * 60;
const hashChallenge = (token: string) => createHash('sha256').update(token).digest('hex');

export type StaffAccount = NonNullable<Awaited<ReturnType<typeof findByUsername>>>;
export const actorOf = (user: StaffAccount, address: string): StaffActor => ({ id: user.id, username: user.username, role: user.staffRole ?? 'none', address });

/** The password step: a challenge and what comes next. A player's account gets the same 401 a wrong password gets. */
export async function beginStaffLogin(deps: Deps, input: { username: string; password: string }, caller: Caller) {
  const { db } = deps.database;
  const now = deps.now();
  const attempt = await beginLoginAttempt(deps, { username: input.username, address: caller.address, solution: caller.solution });
  const user = await findByUsername(db, input.username);
  const staff = user?.role === 'operator' ? user : undefined;
  const ok = staff && staff.status === 'active' ? await verifyPassword(staff.passwordHash, input.password) : await verifyDummy(input.password);
  if (!ok || !staff) {
    if (staff) await recordWrongStaffPassword(db, staff, caller.address, 'console');
    throw fail(401, 'invalidCredentials');
  }
  await loginSucceeded(deps, attempt);
  const { next, challenge } = await issueStaffChallenge(db, staff.id, now);
  return { next, challenge, message: next === 'enrol' ? M.staffPasswordAcceptedEnrol : M.staffPasswordAcceptedVerify };
}

/**
 * A wrong password for a staff account, wherever it was typed: the console's own first step, or the
 * player's log-in page (which a staff member may try first). Both are the same attempt on a staff account,
 * so both are in the staff audit trail the security team reads.
 */
export async function recordWrongStaffPassword(db: Db, staff: StaffAccount, address: string, at: 'console' | 'player_login'): Promise<void> {
  await recordStaffAction(db, actorOf(staff, address), {
    action: 'staff.login_failed',
    objectType: 'staff',
    objectId: staff.id,
    after: at === 'console' ? { step: 'password' } : { step: 'password', at },
  });
}

/**
 * "The password step is passed" for a staff account whose password was just found right, here or at the
 * player's log-in (which hands it to the console rather than have the password typed twice): a random,
 * single-use token bound to the account, stored as its sha256, good for CHALLENGE_SECONDS.
 */
export async function issueStaffChallenge(db: Db, staffId: number, now: Date): Promise<StaffChallenge> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(staffLoginChallenges)
    .values({ userId: staffId, tokenHash: hashChallenge(token), expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000) });
  const factor = await factorOf(db, staffId);
  return { next: factor?.confirmedAt ? 'verify' : 'enrol', challenge: token };
}

/**
 * The staff account a live challenge belongs to (401 staffChallengeExpired otherwise), at the step it is
 * at: the second factor still to give, or (a one-off password to replace) the new password.
 */
export async function challengeOwner(db: Db, token: string, now: Date, at: 'factor' | 'password' = 'factor') {
  const step = at === 'factor' ? isNull(staffLoginChallenges.factorPassedAt) : isNotNull(staffLoginChallenges.factorPassedAt);
  const [row] = await db
    .select({ id: staffLoginChallenges.id, userId: staffLoginChallenges.userId })
    .from(staffLoginChallenges)
    .where(
      and(eq(staffLoginChallenges.tokenHash, hashChallenge(token)), isNull(staffLoginChallenges.consumedAt), gt(staffLoginChallenges.expiresAt, now), step),
    );
  if (!row) throw fail(401, 'staffChallengeExpired');
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user || user.role !== 'operator' || user.status !== 'active') throw fail(401, 'staffChallengeExpired');
  return { challengeId: row.id, user };
}

/** Sets up (or sets up again, while unconfirmed) the authenticator: the secret and its otpauth:// address. */
export async function enrolStaff(deps: Deps, challenge: string) {
  const { db } = deps.database;
  const { user } = await challengeOwner(db, challenge, deps.now());
  const secret = newTotpSecret();
  await startEnrolment(db, user.id, secret);
  return { secret, uri: totpUri(secret, user.username), message: M.staffEnrolStarted };
}

/** The second factor: a TOTP code (which, at enrolment, confirms the authenticator) or a recovery code. */
export async function finishStaffLogin(
  deps: Deps,
  input: { challenge: string; code?: string; recovery_code?: string },
  caller: Caller,
): Promise<StaffVerifyResponse> {
  const { db } = deps.database;
  const now = deps.now();
  const { challengeId, user } = await challengeOwner(db, input.challenge, now);
  const actor = actorOf(user, caller.address);
  const enrolling = !(await factorOf(db, user.id))?.confirmedAt;
  try {
    if (input.code !== undefined) await checkTotp(db, user.id, input.code, now);
    else await spendRecoveryCode(db, user.id, input.recovery_code ?? '', now);
  } catch (err) {
    if (err instanceof ApiError)
      await recordStaffAction(db, actor, {
        action: 'staff.login_failed',
        objectType: 'staff',
        objectId: user.id,
        after: { step: input.code !== undefined ? 'code' : 'recovery_code', refusal: err.code },
      });
    throw err;
  }
  return db.transaction(async (tx) => {
    const recovery = enrolling ? await issueRecoveryCodes(tx, user.id) : undefined;
    if (user.staffPasswordDue) {
      // The code is right, but the password is still the one-off its creator gave: no session before the
      // staff member has chosen their own. The challenge moves on to that last step, once.
      const [passed] = await tx
        .update(staffLoginChallenges)
        .set({ factorPassedAt: now })
        .where(and(eq(staffLoginChallenges.id, challengeId), isNull(staffLoginChallenges.consumedAt), isNull(staffLoginChallenges.factorPassedAt)))
        .returning({ id: staffLoginChallenges.id });
      if (!passed) throw fail(401, 'staffChallengeExpired');
      return { next: 'password' as const, challenge: input.challenge, ...(recovery ? { recovery_codes: recovery } : {}), message: M.staffChooseNewPassword };
    }
    await consumeChallenge(tx, challengeId, now);
    return openStaffSession(tx, user, actor, caller, now, {
      audit: { second_factor: input.code !== undefined ? 'totp' : 'recovery_code', enrolled: enrolling },
      recovery,
      message: enrolling ? M.staffEnrolled : M.staffLoggedIn,
    });
  });
}

/** Uses a challenge up: one session per challenge, even when two right answers race. */
export async function consumeChallenge(tx: Db, challengeId: number, now: Date): Promise<void> {
  const [used] = await tx
    .update(staffLoginChallenges)
    .set({ consumedAt: now })
    .where(and(eq(staffLoginChallenges.id, challengeId), isNull(staffLoginChallenges.consumedAt)))
    .returning({ id: staffLoginChallenges.id });
  if (!used) throw fail(401, 'staffChallengeExpired');
}

/** The session at the end of a staff log-in, with its audit entry, as the wire's answer. */
export async function openStaffSession(
  tx: Db,
  user: StaffAccount,
  actor: StaffActor,
  caller: Caller,
  now: Date,
  how: { audit: Record<string, unknown>; recovery?: string[]; message: string },
): Promise<StaffSessionResponse> {
  const token = await createSession(tx, user.id, now, { ip: caller.address, userAgent: caller.userAgent?.slice(0, 300) });
  await recordStaffAction(tx, actor, { action: 'staff.login', objectType: 'staff', objectId: user.id, after: how.audit });
  const role = user.staffRole as StaffRole;
  return {
    token,
    remote_id: String(user.id),
    username: user.username,
    role: 'operator' as const,
    staff_role: role,
    permissions: [...ROLE_PERMISSIONS[role]],
    ...(how.recovery ? { recovery_codes: how.recovery } : {}),
    message: how.message,
  };
}
