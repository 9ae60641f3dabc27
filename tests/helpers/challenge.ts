// Solving the server's proof-of-work challenges in tests, the way the browser does (src/lib/challenge.ts).
import { createHash } from 'node:crypto';
import { CHALLENGE_HEADER, leadingZeroBits, type Challenge } from '../../contracts/challenge.ts';

/** The header value `token:nonce` that solves the challenge. */
export function solveChallenge(challenge: Challenge): string {
  for (let nonce = 0; ; nonce += 1) {
    const solution = `${challenge.token}:${nonce}`;
    if (leadingZeroBits(createHash('sha256').update(solution).digest()) >= challenge.difficulty) return solution;
  }
}

/** The headers that carry the solution of a 429 challengeRequired answer's challenge. */
export const solvedHeaders = (challenge: Challenge) => ({ [CHALLENGE_HEADER]: solveChallenge(challenge) });
