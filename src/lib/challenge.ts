// Solving the server's proof-of-work challenges (contracts/challenge.ts, docs/decisions/0015) in the
// browser, so a soft limit costs a real player a second of "Checking..." rather than a refusal.
// Runs on the main thread in short slices (the page stays responsive, the status text stays visible)
// with a pure-JS SHA-256 (@noble/hashes): WebCrypto's digest exists only on https pages and is async
// per hash, which makes tens of thousands of small hashes far slower.
import { sha256 } from '@noble/hashes/sha2.js';
import { CHALLENGE_HEADER, leadingZeroBits, type Challenge } from '../../contracts/challenge.ts';
import { ApiError } from './api.ts';

const SLICE_MS = 30;
/** A challenge refused again (expired while solving, used twice) gets a fresh one; not forever. */
const MAX_ROUNDS = 3;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The header value `token:nonce` whose SHA-256 begins with the challenge's zero bits. */
export async function solveChallenge(challenge: Challenge, pause: () => Promise<void> = nextTask): Promise<string> {
  // The token's blocks are hashed once; each try copies that state into one reused hasher and adds only
  // the nonce's digits, written into one reused buffer: no allocation per try, about 4x faster than
  // clone() + TextEncoder, which is what keeps a cheap phone near a second.
  const prefix = sha256.create().update(new TextEncoder().encode(`${challenge.token}:`));
  const hasher = sha256.create();
  const digits = new Uint8Array(20);
  let nonce = 0;
  for (;;) {
    const sliceEnds = performance.now() + SLICE_MS;
    do {
      const text = String(nonce);
      for (let i = 0; i < text.length; i += 1) digits[i] = text.charCodeAt(i);
      const hash = prefix._cloneInto(hasher).update(digits.subarray(0, text.length)).digest();
      if (leadingZeroBits(hash) >= challenge.difficulty) return `${challenge.token}:${nonce}`;
      nonce += 1;
    } while (nonce % 512 !== 0 || performance.now() < sliceEnds);
    await pause();
  }
}

/**
 * Makes a call; when the server answers challengeRequired, tells `onSolving`, solves the challenge and
 * makes the same call again with the solution in its headers.
 */
export async function withChallenge<T>(call: (headers: Record<string, string>) => Promise<T>, onSolving?: () => void): Promise<T> {
  let headers: Record<string, string> = {};
  for (let round = 0; ; round += 1) {
    try {
      return await call(headers);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'challengeRequired' || !error.challenge || round >= MAX_ROUNDS) throw error;
      onSolving?.();
      headers = { [CHALLENGE_HEADER]: await solveChallenge(error.challenge) };
    }
  }
}
