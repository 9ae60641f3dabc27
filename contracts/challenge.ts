// Proof-of-work challenges (docs/decisions/0015). When a limit wants proof that a caller spent a moment
// of work rather than a hard refusal, the server answers 429 { code: 'challengeRequired', challenge }.
// The client finds a nonce such that SHA-256(`${token}:${nonce}`) begins with `difficulty` zero bits and
// repeats the call with the header CHALLENGE_HEADER: `${token}:${nonce}`. Each challenge is signed by the
// server, expires, names what it is for, and is accepted once.
import { z } from 'zod';

export const CHALLENGE_HEADER = 'x-challenge-solution';

export const challengeSchema = z.object({
  /** Opaque to the client; signed by the server. Never contains ':'. */
  token: z.string().min(1).max(400),
  /** Leading zero bits the hash must have: each extra bit doubles the expected work. */
  difficulty: z.number().int().min(1).max(32),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** The number of leading zero bits of a hash. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
