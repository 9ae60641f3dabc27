import { describe, expect, it } from 'vitest';
import {
  diceFromFloats,
  JHANDI_MUNDA_STATED_RTP,
  JHANDI_MUNDA_SYMBOLS,
  jhandiMundaOutcome,
  jhandiMundaRtp,
  settleJhandiMunda,
  type JhandiMundaSymbol,
} from './jhandi-munda.ts';
import { roundFloats } from './fair-random.ts';
import { Moments, simFloats } from '../tests/helpers/sim-random.ts';

const dice = (text: string) => text.split(' ') as JhandiMundaSymbol[];

describe('Jhandi Munda', () => {
  it.each([
    ['crown crown heart spade club flag', 'crown', 2, 3000],
    ['crown crown crown heart spade club', 'crown', 3, 5000],
    ['crown crown crown crown crown crown', 'crown', 6, 100_000],
    ['crown heart spade club flag diamond', 'crown', 1, 0],
    ['heart heart spade club flag diamond', 'crown', 0, 0],
  ] as const)('%s with 10 taka on %s: %i matches pay %i poisha', (thrown, symbol, matches, pay) => {
    const result = settleJhandiMunda(dice(thrown), { [symbol]: 1000 });
    expect(result.wins).toEqual([{ symbol, matches, stakePoisha: 1000, payPoisha: pay }]);
    expect(result.payoutPoisha).toBe(pay);
  });

  it('stakes on several symbols are settled each on its own and summed', () => {
    const result = settleJhandiMunda(dice('flag flag crown crown crown heart'), { flag: 2000, crown: 1000, spade: 500 });
    expect(result.stakePoisha).toBe(3500);
    expect(result.payoutPoisha).toBe(2000 * 3 + 1000 * 5);
  });

  it('each die maps its float to one of six symbols evenly', () => {
    expect(diceFromFloats([0, 1 / 6, 2 / 6, 0.5, 4 / 6, 0.99999])).toEqual([...JHANDI_MUNDA_SYMBOLS]);
  });

  it('a throw is recomputed from the revealed seeds and nonce', () => {
    const seeds = { serverSeed: 'cd'.repeat(32), clientSeed: 'ma-er-doa', nonce: 3 };
    expect(jhandiMundaOutcome(seeds, { heart: 1000 }).dice).toEqual(diceFromFloats(roundFloats(seeds, 6)));
  });

  it('the exact return to player is 45075 / 46656, the stated 96.61 %', () => {
    expect(jhandiMundaRtp()).toEqual({ num: 45_075, den: 46_656 });
    expect(Math.abs(45_075 / 46_656 - JHANDI_MUNDA_STATED_RTP)).toBeLessThan(0.00005);
  });

  // Tolerance: 5 standard errors of the mean, measured from the sample; it must be under 0.5 %.
  it('1,000,000 simulated throws with a stake on a random symbol return the exact figure', () => {
    const float = simFloats(6);
    const moments = new Moments();
    const floats = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 1_000_000; i++) {
      for (let d = 0; d < 6; d++) floats[d] = float();
      const symbol = JHANDI_MUNDA_SYMBOLS[Math.floor(float() * 6)]!;
      moments.add(settleJhandiMunda(diceFromFloats(floats), { [symbol]: 1000 }).payoutPoisha / 1000);
    }
    expect(moments.n).toBe(1_000_000);
    expect(moments.standardError).toBeLessThan(0.005);
    expect(Math.abs(moments.average - 45_075 / 46_656)).toBeLessThan(5 * moments.standardError);
  });
});
