// The account area: sign-up, log-in and log-out, the player's own profile, birthday and password.
// The only code that touches users, sessions and the balance read for these calls; answers are the
// contracts' types (contracts/account.ts), mapped here once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LoginResponse, UserShow } from '../../contracts/account.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { users, walletAccounts } from '../db/schema/index.ts';
import { fail, fieldErrors, staffUseConsole } from '../lib/errors.ts';
import { issueStaffChallenge, recordWrongStaffPassword } from '../operator/staff/login.ts';
import { beginLoginAttempt, loginSucceeded } from './login-throttle.ts';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.ts';
import { createSession, revokeOtherSessions, revokeSession, type SessionUser } from './sessions.ts';
import { admitSignup } from './signup-throttle.ts';
import { createPlayer, findByUsername, type NewPlayer, refuseIfTaken } from './users.ts';
import { balanceCacheFor } from './balance-cache.ts';
import type { Database } from '../db/client.ts';
import { takaText } from '../lib/money.ts';

/** Integer poisha as the wire's taka string with two decimals. */

/** Who is calling, as far as the abuse limits care: the address and a solved challenge, if any. */
export interface Caller {
  address: string;
  solution?: string;
  userAgent?: string;
}

// A real calendar date at least 18 years before today (UTC), as YYYY-MM-DD.
function isAdultBirthday(dofb: string, now: Date): boolean {
  const [y, m, d] = dofb.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return false;
  const adultFrom = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()));
  return date.getTime() <= adultFrom.getTime();
}

/** A new player; answers the new account's id. */
export async function signUp(deps: Deps, input: NewPlayer, caller: Caller): Promise<number> {
  const { db } = deps.database;
  // Only a well-formed form is counted; it is the one that can learn whether a phone is registered.
  await admitSignup(deps, { address: caller.address, solution: caller.solution });
  await refuseIfTaken(db, input);
  return createPlayer(db, input);
}

/** A session for the right username and password, counted by the log-in limits either way. */
export async function logIn(deps: Deps, input: { username: string; password: string }, caller: Caller): Promise<Omit<LoginResponse, 'message'>> {
  const { db } = deps.database;
  // Counted as a failure before the password is checked; given back below if it is right.
  const attempt = await beginLoginAttempt(deps, { username: input.username, address: caller.address, solution: caller.solution });
  const user = await findByUsername(db, input.username);
  const ok = user && user.status === 'active' ? await verifyPassword(user.passwordHash, input.password) : await verifyDummy(input.password);
  if (!ok || !user) {
    if (user?.role === 'operator') await recordWrongStaffPassword(db, user, caller.address, 'player_login');
    throw fail(401, 'invalidCredentials');
  }
  // Staff reset the password: the right old one says so (and counts as a failure), nothing else opens it.
  if (user.passwordResetRequired) throw fail(403, 'passwordResetRequired');
  await loginSucceeded(deps, attempt);
  // Staff log in at the console, with their second factor (server/operator/staff/login.ts): a password
  // alone never gives a staff session. The answer carries the console's second step, begun, and the
  // client takes it to the console's code.
  if (user.role === 'operator') throw staffUseConsole(await issueStaffChallenge(db, user.id, deps.now()));
  const token = await createSession(db, user.id, deps.now(), { ip: caller.address, userAgent: caller.userAgent?.slice(0, 300) });
  // The exchange API accepts the same bearer token, so `exchange` carries it again.
  return { token, remote_id: String(user.id), username: user.username, role: user.role as LoginResponse['role'], exchange: [{ token }] };
}

export const logOut = (db: Db, user: SessionUser) => revokeSession(db, user.sessionId);

/**
 * The balance read is the hottest query of the API (every refresh after a money action): prepared once per
 * database handle, so drizzle does not rebuild its SQL on each call (docs/decisions/0125) and PostgreSQL parses it once per connection (a named statement).
 */
const prepareBalance = (db: Db) =>
  db
    .select({ p: walletAccounts.balancePoisha })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, sql.placeholder('userId')))
    .prepare('account_balance');
const balanceQueries = new WeakMap<Db, ReturnType<typeof prepareBalance>>();

async function balancePoisha(db: Db, userId: number): Promise<number> {
  let query = balanceQueries.get(db);
  if (!query) balanceQueries.set(db, (query = prepareBalance(db)));
  const [row] = await query.execute({ userId });
  return row?.p ?? 0;
}

/** The balance as the wire's taka string. */
export const balanceOf = async (db: Db, userId: number) => takaText(await balancePoisha(db, userId));

/** The same, from this process's memory when the database has announced no change since (balance-cache.ts). */
export async function polledBalanceOf(database: Database, userId: number): Promise<string> {
  const cache = balanceCacheFor(database);
  const known = cache.get(userId);
  if (known !== undefined) return takaText(known);
  const mark = cache.mark();
  const poisha = await balancePoisha(database.db, userId);
  cache.put(userId, poisha, mark);
  return takaText(poisha);
}

/** The player's own account as /api/user/show shows it (session_id '1': the main phone is verified). */
export async function showUser(db: Db, userId: number): Promise<UserShow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw fail(401, 'unauthenticated');
  return {
    id: row.id,
    username: row.username,
    vip_coin: row.vipCoin,
    name: row.name,
    phone: row.phone,
    email: row.email,
    session_id: row.phoneVerifiedAt ? '1' : '0',
    created_at: row.createdAt.toISOString(),
    dofb: row.dofb,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    balance: takaText(await balancePoisha(db, userId)),
    referral_code: row.referralCode,
    cash_bonus: takaText(row.cashBonusPoisha),
  };
}

/** Sets the birthday, once: the conditional update makes the lock hold even for two racing saves. */
export async function setBirthday(db: Db, userId: number, dofb: string, now: Date): Promise<string> {
  if (!isAdultBirthday(dofb, now)) throw fieldErrors({ dofb: M.birthdayInvalid }, 'birthdayInvalid');
  const saved = await db
    .update(users)
    .set({ dofb })
    .where(and(eq(users.id, userId), isNull(users.dofb)))
    .returning({ dofb: users.dofb });
  if (saved.length === 0) throw fail(422, 'birthdayLocked');
  return dofb;
}

/** A new password for the right current one; every other session of the player ends. */
export async function changePassword(deps: Deps, user: SessionUser, input: { old_password: string; new_password: string }): Promise<void> {
  const { db } = deps.database;
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.old_password)))
    throw fieldErrors({ old_password: M.currentPasswordWrong }, 'currentPasswordWrong');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.new_password) })
    .where(eq(users.id, user.id));
  // The session that changed the password stays.
  await revokeOtherSessions(db, user, deps.now());
}
