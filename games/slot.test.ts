import { describe, expect, it } from 'vitest';
import {
  evaluateWindow,
  isSlotStake,
  linePay,
  SLOT_PAYLINES,
  SLOT_STATED_RTP,
  SLOT_STRIPS,
  slotFromFloats,
  slotOutcome,
  windowAt,
  type SlotSymbol,
} from './slot.ts';
import { slotRtp } from './slot-rtp.ts';
import { roundFloats } from './fair-random.ts';
import { Moments, simFloats } from '../tests/helpers/sim-random.ts';

const line = (text: string) => text.split(' ') as SlotSymbol[];

describe('a slot line', () => {
  it.each([
    ['SIX SIX SIX K Q', 'SIX', 3, 40],
    ['SIX SIX SIX SIX SIX', 'SIX', 5, 750],
    ['WILD SIX WILD SIX J', 'SIX', 4, 150],
    ['WILD WILD WILD J Q', 'WILD', 3, 50],
    ['WILD WILD WILD J J', 'WILD', 3, 50],
    ['WILD WILD J J J', 'J', 5, 30],
    ['WILD WILD WILD WILD WILD', 'WILD', 5, 2000],
    ['WILD WILD SCATTER SIX SIX', null, 0, 0],
    ['SCATTER SIX SIX SIX SIX', null, 0, 0],
    ['K K Q K K', null, 0, 0],
    ['J J J J WILD', 'J', 5, 30],
  ] as const)('%s pays %s × %i at %i line bets', (text, symbol, count, multiple) => {
    const pay = linePay(line(text));
    if (symbol === null) expect(pay).toBeNull();
    else expect(pay).toEqual({ symbol, count, multiple });
  });
});

describe('a slot spin', () => {
  it('the window shows three consecutive stops of each strip, wrapping at its end', () => {
    const stops = SLOT_STRIPS.map((s) => s.length - 1);
    const window = windowAt(stops);
    window.forEach((reel, r) => expect(reel).toEqual([SLOT_STRIPS[r]!.at(-1), SLOT_STRIPS[r]![0], SLOT_STRIPS[r]![1]]));
  });

  it("pays each line's multiple of the line bet and scatters on the total stake", () => {
    const window = [line('SIX WILD SCATTER'), line('SIX J K'), line('SIX J SCATTER'), line('Q J A'), line('A J SCATTER')];
    const result = evaluateWindow(window, 1000);
    expect(result.lines).toEqual([
      { line: 1, symbol: 'J', count: 5, payPoisha: 30 * 100 },
      { line: 2, symbol: 'SIX', count: 3, payPoisha: 40 * 100 },
      { line: 8, symbol: 'SIX', count: 3, payPoisha: 40 * 100 },
    ]);
    expect(result.scatters).toBe(3);
    expect(result.scatterPayPoisha).toBe(3 * 1000);
    expect(result.payoutPoisha).toBe(11_000 + 3000);
  });

  it('stakes split evenly over the ten lines', () => {
    expect(SLOT_PAYLINES).toHaveLength(10);
    expect([isSlotStake(1000), isSlotStake(1005), isSlotStake(0)]).toEqual([true, false, false]);
  });

  it('a seed pair and nonce always give the same spin, recomputable from the revealed seeds', () => {
    const seeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'player-seed', nonce: 7 };
    expect(slotOutcome(seeds, 2000)).toEqual(slotFromFloats(roundFloats(seeds, 5), 2000));
    expect(slotOutcome(seeds, 2000)).toEqual(slotOutcome({ ...seeds }, 2000));
  });
});

describe('the slot return to player', () => {
  it('computed exactly from the strips and paytable, is the stated 96.01 %', () => {
    const rtp = slotRtp();
    expect(rtp.lines.den).toBe(32 * 33 ** 4);
    expect(rtp.lines.num + rtp.scatter.num).toBe(36_435_507);
    expect(Math.abs(rtp.total - SLOT_STATED_RTP)).toBeLessThan(0.00005);
  });

  // Tolerance: 5 standard errors of the mean measured from the sample (slot pays are skewed, so the
  // sample's own spread is the honest yardstick); the standard error must also be under 0.5 %.
  it('1,000,000 simulated spins return the exact figure within 5 standard errors', () => {
    const float = simFloats(96);
    const moments = new Moments();
    const floats = [0, 0, 0, 0, 0];
    for (let i = 0; i < 1_000_000; i++) {
      for (let r = 0; r < 5; r++) floats[r] = float();
      moments.add(slotFromFloats(floats, 1000).payoutPoisha / 1000);
    }
    expect(moments.n).toBe(1_000_000);
    expect(moments.standardError).toBeLessThan(0.005);
    expect(Math.abs(moments.average - slotRtp().total)).toBeLessThan(5 * moments.standardError);
  });
});
