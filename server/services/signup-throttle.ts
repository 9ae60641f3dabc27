// Sign-up limits per address (docs/decisions/0016). Each well-formed sign-up tells its caller whether a
// phone or e-mail is registered (it must refuse a duplicate), so attempts are what is counted, created
// or refused alike: the first few per hour are free, then each needs a solved proof-of-work challenge,
// and past a ceiling the address waits for the hour to turn. Carrier-grade NAT puts many real players
// behind one address, hence a challenge well before the hard ceiling.
import type { Deps } from '../context.ts';
import { addressBucket } from '../lib/client-address.ts';
import { challengeRequired, limited } from '../lib/errors.ts';
import { acceptSolution, difficultyFor, issueChallenge } from './challenges.ts';
import { peek, take } from './rate-limits.ts';

const SIGNUP_WINDOW_MS = 60 * 60_000;
export const SIGNUP_FREE_PER_ADDRESS = 5;
/** The default ceiling; `SIGNUP_LIMIT_PER_HOUR` sets another (config.signupsPerAddressPerHour). */
export const SIGNUP_MAX_PER_ADDRESS = 30;

/**
 * Counts this sign-up attempt against the caller's address, or refuses it: 429 challengeRequired past the
 * free attempts without a solved challenge, 429 tooManyAttemptsWait (with the minutes) past the ceiling.
 * Free and challenged attempts are two counters, so a burst of unsolved requests (which only ever try the
 * free one) cannot use up the ceiling that players who solve their challenge still need.
 */
export async function admitSignup(deps: Deps, opts: { address: string; solution?: string }): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const bucket = addressBucket(opts.address);
  const free = await take(db, { key: `signup:free:${bucket}`, windowMs: SIGNUP_WINDOW_MS, limit: SIGNUP_FREE_PER_ADDRESS }, now);
  if (free.allowed) return;
  const challenged = { key: `signup:challenged:${bucket}`, windowMs: SIGNUP_WINDOW_MS, limit: deps.config.signupsPerAddressPerHour - SIGNUP_FREE_PER_ADDRESS };
  // A read only chooses the difficulty and spares a doomed caller the work; the take below decides.
  const earlier = await peek(db, challenged, now);
  if (earlier >= challenged.limit) throw limited('tooManyAttemptsWait', free.retryAfterMs);
  const difficulty = difficultyFor(SIGNUP_FREE_PER_ADDRESS + earlier + 1, SIGNUP_FREE_PER_ADDRESS, deps.config.challengeDifficulty);
  if (!(await acceptSolution(deps, opts.solution, 'signup', difficulty))) throw challengeRequired(issueChallenge(deps, 'signup', difficulty));
  const paid = await take(db, challenged, now);
  if (!paid.allowed) throw limited('tooManyAttemptsWait', paid.retryAfterMs);
}
