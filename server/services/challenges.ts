// Proof-of-work challenges (contracts/challenge.ts, docs/decisions/0015): what a soft limit asks for instead
// of a hard refusal, so a real player behind a busy address, or the owner of an account under attack, still
// gets in after about a second of work while a script pays that second on every try.
// A token is `purpose.difficulty.expiresAtMs.id.signature`, HMAC-SHA256-signed with config.challengeSecret:
// the server keeps no state until a solution arrives; then a gate keyed on the id makes it count once.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, type Challenge } from '../../contracts/challenge.ts';
import type { Deps } from '../context.ts';
import { passGate } from './rate-limits.ts';

export type ChallengePurpose = 'login' | 'signup';
export const CHALLENGE_TTL_MS = 2 * 60_000;
/** Beyond the base difficulty, one more bit per doubling of the failures, at most this many (4x the work). */
export const MAX_EXTRA_BITS = 2;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function issueChallenge(deps: Deps, purpose: ChallengePurpose, difficulty: number): Challenge {
  const expiresAt = deps.now().getTime() + CHALLENGE_TTL_MS;
  const body = `${purpose}.${difficulty}.${expiresAt}.${randomBytes(12).toString('base64url')}`;
  return { token: `${body}.${sign(deps.config.challengeSecret, body)}`, difficulty };
}

/**
 * The difficulty a counter asks for: none up to `free` hits, then the base, one bit more each time the
 * hits double again, capped so a real player's wait stays bounded (about 4 s on a cheap phone).
 */
export function difficultyFor(hits: number, free: number, base: number): number {
  if (hits <= free) return 0;
  return base + Math.min(MAX_EXTRA_BITS, Math.floor(Math.log2(hits / free)));
}

/** True when `solution` (the header value `token:nonce`) solves a live, unused challenge for `purpose` of at least `difficulty`. */
export async function acceptSolution(deps: Deps, solution: string | undefined, purpose: ChallengePurpose, difficulty: number): Promise<boolean> {
  if (!solution || solution.length > 500) return false;
  const cut = solution.lastIndexOf(':');
  const token = solution.slice(0, cut);
  const nonce = solution.slice(cut + 1);
  if (cut < 0 || !/^\d{1,20}$/.test(nonce)) return false;
  const parts = token.split('.');
  if (parts.length !== 5) return false;
  const [tokenPurpose, bits, expiresAt, id, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(deps.config.challengeSecret, parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (tokenPurpose !== purpose || Number(bits) < difficulty || Number(expiresAt) <= deps.now().getTime()) return false;
  const hash = createHash('sha256').update(solution).digest();
  if (leadingZeroBits(hash) < Number(bits)) return false;
  // Only now touch the database: one use per challenge, however many requests carry the same solution.
  const once = await passGate(deps.database.db, { key: `challenge:${id}`, gapMs: CHALLENGE_TTL_MS }, deps.now());
  return once.passed;
}
