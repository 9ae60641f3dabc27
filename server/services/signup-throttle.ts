// Sign-up limits per address (docs/decisions/0016). Each well-formed sign-up tells its caller whether a
// phone or e-mail is registered (it must refuse a duplicate), so attempts are what is counted, created
// or refused alike: the first few per hour are free, then each needs a solved proof-of-work challenge,
// and past a ceiling the address waits for the hour to turn. Carrier-grade NAT puts many real players
// behind one address, hence a challenge well before the hard ceiling.
import type { Deps } from '../context.ts';
import { addressBucket } from '../lib/client-address.ts';
import { challengeRequired, limited } from '../lib/errors.ts';
import { acceptSolution, difficultyFor, issueChallenge } from './challenges.ts';
import { release, take } from './rate-limits.ts';

export const SIGNUP_WINDOW_MS = 60 * 60_000;
export const SIGNUP_FREE_PER_ADDRESS = 5;
export const SIGNUP_MAX_PER_ADDRESS = 30;

/** Counts this sign-up attempt against the caller's address, or refuses it (429 with the wait, or a challenge). */
export async function admitSignup(deps: Deps, opts: { address: string; solution?: string }): Promise<void> {
  const { db } = deps.database;
  const hit = await take(db, {
    key: `signup:address:${addressBucket(opts.address)}`, windowMs: SIGNUP_WINDOW_MS, limit: SIGNUP_MAX_PER_ADDRESS,
  }, deps.now());
  if (!hit.allowed) throw limited('tooManyAttemptsWait', hit.retryAfterMs);
  const difficulty = difficultyFor(hit.hits, SIGNUP_FREE_PER_ADDRESS, deps.config.challengeDifficulty);
  if (difficulty > 0 && !(await acceptSolution(deps, opts.solution, 'signup', difficulty))) {
    await release(db, hit.reservation);
    throw challengeRequired(issueChallenge(deps, 'signup', difficulty));
  }
}
