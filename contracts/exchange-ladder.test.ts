import { describe, expect, it } from 'vitest';
import { LADDER, floorIndex, indexOfPrice, isLadderPrice, stepPrice } from './exchange-ladder.ts';

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9;

describe('the exchange price ladder', () => {
  it('holds the 350 standard ticks from 1.01 to 1000, rising, at two decimals', () => {
    expect(LADDER.length).toBe(350);
    expect(LADDER[0]).toBe(1.01);
    expect(LADDER[LADDER.length - 1]).toBe(1000);
    for (let i = 1; i < LADDER.length; i++) expect(LADDER[i]!).toBeGreaterThan(LADDER[i - 1]!);
    expect(LADDER.every(twoDecimals)).toBe(true);
  });

  it.each([
    // [band start, band end, step]
    [1.01, 2, 0.01],
    [2, 3, 0.02],
    [3, 4, 0.05],
    [4, 6, 0.1],
    [6, 10, 0.2],
    [10, 20, 0.5],
    [20, 30, 1],
    [30, 50, 2],
    [50, 100, 5],
    [100, 1000, 10],
  ])('steps from %s to %s by %s', (from, to, step) => {
    const band = LADDER.filter((p) => p >= from && p <= to);
    for (let i = 1; i < band.length; i++) expect(band[i]! - band[i - 1]!).toBeCloseTo(step, 9);
  });

  it.each([
    [1.01, 1, 1.02],
    [1.99, 1, 2],
    [2, 1, 2.02],
    [2, -1, 1.99],
    [3, 1, 3.05],
    [3, -1, 2.98],
    [4, -1, 3.95],
    [6, 1, 6.2],
    [10, -1, 9.8],
    [10, 1, 10.5],
    [20, 1, 21],
    [30, 1, 32],
    [50, 1, 55],
    [100, 1, 110],
    [100, -1, 95],
    [1000, 1, 1000],
    [1.01, -1, 1.01],
    [1.5, 3, 1.53],
    [2.1, -6, 1.99],
  ])('stepping %s by %s ticks gives %s', (price, ticks, expected) => {
    expect(stepPrice(price, ticks)).toBe(expected);
  });

  it.each([
    [2.01, false],
    [2.02, true],
    [3.03, false],
    [4.1, true],
    [7.1, false],
    [15.5, true],
    [25.5, false],
    [31, false],
    [45, false],
    [990, true],
  ])('knows %s is on the ladder: %s', (price, on) => {
    expect(isLadderPrice(price)).toBe(on);
  });

  it('floors any price to the tick at or below it, and every tick to itself', () => {
    expect(LADDER[floorIndex(2.01)]).toBe(2);
    expect(LADDER[floorIndex(7.1)]).toBe(7);
    expect(LADDER[floorIndex(0.5)]).toBe(1.01);
    expect(LADDER[floorIndex(5000)]).toBe(1000);
    for (const p of LADDER) expect(floorIndex(p)).toBe(indexOfPrice(p));
  });

  it('refuses to step from a price that is not a tick', () => {
    expect(() => stepPrice(2.01, 1)).toThrow();
  });
});
