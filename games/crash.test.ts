import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  autoCashOutWins,
  cashOutAt,
  CRASH_MAX_X100,
  CRASH_RTP_BP,
  crashPayout,
  crashPointFromBits,
  crashPointX100,
  crashReturnAt,
  hashForward,
  msToReachX100,
  multiplierAtX100,
  nextChainHash,
  roundDurationMs,
  verifyGameHash,
} from './crash.ts';
import { Moments, sfc32 } from '../tests/helpers/sim-random.ts';

const SEED = '3f1a6b0c9d8e7f60112233445566778899aabbccddeeff00112233445566778a';
const SALT = '0000000000000000000a1b2c3d4e5f60718293a4b5c6d7e8f9';

describe('the crash hash chain', () => {
  const length = 500;
  const chain = [SEED];
  for (let k = 1; k <= length; k++)
    chain.push(
      createHash('sha256')
        .update(chain[k - 1]!)
        .digest('hex'),
    );
  const terminal = chain[length]!;
  const gameHash = (g: number) => chain[length - g]!;

  it("each link is sha256 of the previous hash's hex text, and hashForward walks it", () => {
    expect(nextChainHash(chain[0]!)).toBe(chain[1]);
    expect(hashForward(SEED, length)).toBe(terminal);
  });

  it("every game's revealed hash verifies backwards to the committed terminal hash", () => {
    for (let g = 1; g <= length; g++) {
      expect(nextChainHash(gameHash(g))).toBe(g === 1 ? terminal : gameHash(g - 1));
      if (g % 50 === 0) expect(verifyGameHash(gameHash(g), g, terminal)).toBe(true);
    }
  });

  it("a hash that is not the game's own, or claimed for another game number, fails verification", () => {
    expect(verifyGameHash(gameHash(10), 11, terminal)).toBe(false);
    expect(
      verifyGameHash(
        gameHash(10).replace(/^./, (c) => (c === '0' ? '1' : '0')),
        10,
        terminal,
      ),
    ).toBe(false);
    expect(verifyGameHash(gameHash(10), 0, terminal)).toBe(false);
  });

  it("the crash point is floor(99 / (1 − r/2^52)) hundredths of the HMAC's top 52 bits, at least 1.00x", () => {
    for (let g = 1; g <= 50; g++) {
      const hex = createHmac('sha256', gameHash(g)).update(SALT).digest('hex');
      const r = BigInt(`0x${hex.slice(0, 13)}`);
      const expected = (99n * 2n ** 52n) / (2n ** 52n - r);
      expect(crashPointX100(gameHash(g), SALT)).toBe(Math.max(100, Number(expected)));
    }
    expect(crashPointFromBits(0n)).toBe(100);
    expect(crashPointFromBits(2n ** 51n)).toBe(198);
    expect(crashPointFromBits(2n ** 52n - 1n)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('the crash clock', () => {
  it.each([
    [0, 100],
    [11_552, 199],
    [11_553, 200],
    [38_376, 999],
    [38_377, 1000],
  ])('%i ms after the start the multiplier is %i hundredths', (ms, x) => {
    expect(multiplierAtX100(ms)).toBe(x);
  });

  it('msToReachX100 is the first millisecond at which the multiplier reaches a value', () => {
    for (const x of [101, 150, 200, 233, 1000, 5000, 100_000]) {
      const ms = msToReachX100(x);
      expect(multiplierAtX100(ms)).toBeGreaterThanOrEqual(x);
      expect(multiplierAtX100(ms - 1)).toBeLessThan(x);
    }
  });

  it("a cash-out before the crash moment wins that moment's multiplier; at or after it, it loses", () => {
    const crash = 250;
    const end = roundDurationMs(crash);
    expect(cashOutAt(crash, end - 1)).toBe(multiplierAtX100(end - 1));
    expect(cashOutAt(crash, end - 1)).toBeLessThan(crash);
    expect(cashOutAt(crash, end)).toBeNull();
    expect(cashOutAt(crash, end + 5_000)).toBeNull();
    expect(cashOutAt(100, 0)).toBeNull();
  });

  it('auto cash-outs win up to and including the crash point; the 1000x cap pays open bets', () => {
    expect(autoCashOutWins(250, 250)).toBe(true);
    expect(autoCashOutWins(250, 251)).toBe(false);
    expect(cashOutAt(5_000_000, roundDurationMs(5_000_000) + 10)).toBe(CRASH_MAX_X100);
    expect(crashPayout(10_000, 233)).toBe(23_300);
  });
});

describe('the crash return to player', () => {
  it('is exactly 99 % (1 % house edge) for every cash-out target, up to the 2^-52 grain', () => {
    for (const target of [101, 110, 150, 200, 333, 1000, 10_000, 100_000]) {
      expect(Math.abs(crashReturnAt(target) - CRASH_RTP_BP / 10_000)).toBeLessThan(target * 2 ** -52);
    }
  });

  // Tolerance: 5 standard errors of the simulated mean, measured from the sample itself (a true
  // figure falls outside that about once in 1.7 million runs), and the sample must be tight enough
  // (standard error < 0.2 %) for the check to mean something.
  it('over 1,000,000 simulated games, cashing out at random targets returns 99 %', () => {
    const next = sfc32(2024);
    const moments = new Moments();
    for (let i = 0; i < 1_000_000; i++) {
      const r = (BigInt(next() >>> 12) << 32n) | BigInt(next());
      const crash = crashPointFromBits(r);
      const target = 101 + (next() % 400);
      moments.add(autoCashOutWins(crash, target) ? target / 100 : 0);
    }
    expect(moments.n).toBe(1_000_000);
    expect(moments.standardError).toBeLessThan(0.002);
    expect(Math.abs(moments.average - 0.99)).toBeLessThan(5 * moments.standardError);
  });
});
