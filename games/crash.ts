// Crash, as bustabit does it. A chain of sha256 hashes is made once from a secret seed:
// h(0) = seed, h(k+1) = sha256(h(k)), up to h(N). h(N) (the terminal hash) is published before any
// game; game g (1-based) uses h(N - g), so the chain is used from its end and each game's hash,
// revealed after the game, hashes to the previous game's hash: anyone can check it backwards, and
// no game could have been chosen after the chain was committed.
//
// The crash point: r = the top 52 bits of HMAC-SHA256(key = game hash, message = salt), and
// crash = max(1.00, floor(99 / (1 - r/2^52)) / 100). So P(crash >= m) = 0.99 / m for every m >= 1.01:
// whatever multiplier a player cashes out at, the return is 99 % (a 1 % house edge). All in integer
// hundredths (x100) with BigInt, so no float rounding enters the odds.
//
// Pure; imports only @noble/hashes via fair-random.ts. Shared by the server and the verification page.
import { hmacSha256Hex, sha256Hex } from './fair-random.ts';

export const CRASH_HOUSE_EDGE_BP = 100;
/** The stated return to player of every cash-out strategy, in basis points. */
export const CRASH_RTP_BP = 10_000 - CRASH_HOUSE_EDGE_BP;
/** The multiplier grows as e^(GROWTH_PER_MS × ms): 2x at 11.6 s, 10x at 38 s, 100x at 77 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;
/** A round ends at 1000x at most: open bets are then paid 1000x ("max win"). */
export const CRASH_MAX_X100 = 100_000;
export const CRASH_MIN_AUTO_X100 = 101;

const TWO_52 = 2n ** 52n;

/** The next link of the chain, towards its end: sha256 of the hash's hex text (as bustabit). */
export const nextChainHash = (hash: string): string => sha256Hex(hash);

/** h(steps) from h(0): `steps` applications of sha256. */
export function hashForward(hash: string, steps: number): string {
  let h = hash;
  for (let i = 0; i < steps; i++) h = nextChainHash(h);
  return h;
}

/** True when `gameHash` is game `gameNumber` of the chain committed to by `terminalHash`. */
export function verifyGameHash(gameHash: string, gameNumber: number, terminalHash: string): boolean {
  return gameNumber >= 1 && hashForward(gameHash, gameNumber) === terminalHash;
}

/** The crash point of a game hash, in hundredths (100 = 1.00x), uncapped. */
export function crashPointX100(gameHash: string, salt: string): number {
  const r = BigInt(`0x${hmacSha256Hex(gameHash, salt).slice(0, 13)}`);
  return crashPointFromBits(r);
}

/** The crash point from the 52 random bits r, exactly: max(100, floor(99 · 2^52 / (2^52 − r))). */
export function crashPointFromBits(r: bigint): number {
  const x = (99n * TWO_52) / (TWO_52 - r);
  const capped = x > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(x);
  return Math.max(100, capped);
}

/** Exact P(crash >= targetX100) × target: the return of cashing out at `targetX100` (> 100). */
export function crashReturnAt(targetX100: number): number {
  const winning = (99n * TWO_52) / BigInt(targetX100);
  return (Number(winning) / 2 ** 52) * (targetX100 / 100);
}

/** The multiplier shown `ms` after the round started, in hundredths (floored, as paid). */
export function multiplierAtX100(ms: number): number {
  if (ms <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * ms));
}

/** The first whole millisecond at which the multiplier reaches `x100`. */
export function msToReachX100(x100: number): number {
  if (x100 <= 100) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(x100 / 100) / CRASH_GROWTH_PER_MS) - 2);
  while (multiplierAtX100(ms) < x100) ms += 1;
  return ms;
}

/** Where a round ends: its crash point, or the 1000x cap. */
export const roundEndX100 = (crashX100: number): number => Math.min(crashX100, CRASH_MAX_X100);

/** How long a round runs before it ends, in ms after its start. */
export const roundDurationMs = (crashX100: number): number => msToReachX100(roundEndX100(crashX100));

/**
 * A cash-out decided by the server's clock: at `elapsedMs` after the start, a bet still open wins the
 * multiplier of that moment if the round has not ended by then; otherwise it lost (or, at the cap, it
 * is paid the cap). Returns the paid multiplier, or null for a loss.
 */
export function cashOutAt(crashX100: number, elapsedMs: number): number | null {
  if (elapsedMs < roundDurationMs(crashX100)) return multiplierAtX100(elapsedMs);
  return crashX100 >= CRASH_MAX_X100 ? CRASH_MAX_X100 : null;
}

/** An auto cash-out at `targetX100` wins when the round reaches it (ties with the crash point win). */
export const autoCashOutWins = (crashX100: number, targetX100: number): boolean => targetX100 <= roundEndX100(crashX100);

/** Payout of a stake at a multiplier, floored to whole poisha. */
export const crashPayout = (stakePoisha: number, x100: number): number => Math.floor((stakePoisha * x100) / 100);
