// Log-in limits (docs/decisions/0015). Every attempt is counted BEFORE the password is checked, each
// counter in one atomic statement, and given back when the password proves right; so a burst of
// concurrent guesses meets the limit exactly as a sequence would. Three counters, keyed so that no
// stranger can lock a player out nor everyone behind one carrier address:
//  - (account, address) pair: a hard limit; only the guesser's own address is refused.
//  - account, and address: soft; beyond their free failures every attempt must carry a solved
//    proof-of-work challenge (harder as failures double), which the real player's browser solves in
//    about a second, and which makes a guessing script pay on every try.
import type { Deps } from '../context.ts';
import { addressBucket } from '../lib/client-address.ts';
import { challengeRequired, limited } from '../lib/errors.ts';
import { acceptSolution, difficultyFor, issueChallenge } from './challenges.ts';
import { clearWindow, release, take, type Reservation } from './rate-limits.ts';

// Its former home: kept so callers written against it still build; new code imports server/lib/client-address.ts.
export { clientAddress } from '../lib/client-address.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures per (account, address) per window before that pair is refused until the window ends. */
export const PAIR_LIMIT = 10;
/** Failures per account (from anywhere) per window before each attempt needs a challenge. */
export const ACCOUNT_FREE_FAILURES = 5;
/** Failures per address (any accounts) per window before each attempt from it needs a challenge. */
export const ADDRESS_FREE_FAILURES = 20;

export interface LoginAttempt {
  pair: Reservation;
  account: Reservation;
  address: Reservation;
}

/**
 * Reserves this attempt as a failure on all three counters, or refuses it: 429 loginThrottled with the
 * wait when the pair is spent, 429 challengeRequired when a soft limit is passed and `solution` does not
 * solve a fresh challenge. A refused attempt gives its reservations back and checks no password.
 */
export async function beginLoginAttempt(deps: Deps, opts: { username: string; address: string; solution?: string }): Promise<LoginAttempt> {
  const { db } = deps.database;
  const now = deps.now();
  const account = opts.username.toLowerCase();
  const address = addressBucket(opts.address);
  const pair = await take(db, { key: `login:pair:${account}:${address}`, windowMs: LOGIN_WINDOW_MS, limit: PAIR_LIMIT }, now);
  if (!pair.allowed) throw limited('loginThrottled', pair.retryAfterMs);
  const byAccount = await take(db, { key: `login:account:${account}`, windowMs: LOGIN_WINDOW_MS, limit: Infinity }, now);
  const byAddress = await take(db, { key: `login:address:${address}`, windowMs: LOGIN_WINDOW_MS, limit: Infinity }, now);
  if (!byAccount.allowed || !byAddress.allowed) throw new Error('an unlimited take was refused');
  const attempt = { pair: pair.reservation, account: byAccount.reservation, address: byAddress.reservation };
  const base = deps.config.challengeDifficulty;
  const difficulty = Math.max(difficultyFor(byAccount.hits, ACCOUNT_FREE_FAILURES, base), difficultyFor(byAddress.hits, ADDRESS_FREE_FAILURES, base));
  if (difficulty > 0 && !(await acceptSolution(deps, opts.solution, 'login', difficulty))) {
    await giveBack(deps, attempt);
    throw challengeRequired(issueChallenge(deps, 'login', difficulty));
  }
  return attempt;
}

async function giveBack(deps: Deps, attempt: LoginAttempt) {
  const { db } = deps.database;
  await Promise.all([release(db, attempt.pair), release(db, attempt.account), release(db, attempt.address)]);
}

/** The password was right: the attempt was no failure, and this pair starts afresh. */
export async function loginSucceeded(deps: Deps, attempt: LoginAttempt): Promise<void> {
  const { db } = deps.database;
  await Promise.all([clearWindow(db, attempt.pair), release(db, attempt.account), release(db, attempt.address)]);
}
