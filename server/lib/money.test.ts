// The server's money edges, one table per function: taka in from the wire, taka out as a number and as text.
import { describe, expect, it } from 'vitest';
import { nearestPoisha, poishaFromTaka, poishaRoundedDown, takaFromPoisha, takaGroupedText, takaMessageText, takaText } from './money.ts';

describe('poisha from a taka amount a contract accepted', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.29, 29], // 0.29 * 100 is 28.999999999999996 in floating point
    [1.15, 115], // and 1.15 * 100 is 114.99999999999999
    [12.5, 1250],
    [500, 50_000],
    [100_000_000_000, 10_000_000_000_000],
  ])('%s taka is %s poisha', (taka, poisha) => {
    expect(poishaFromTaka(taka)).toBe(poisha);
  });

  it.each([[0.001], [12.345], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %s taka: not a whole number of poisha', (taka) => {
    expect(() => poishaFromTaka(taka)).toThrow(RangeError);
  });
});

describe('the nearest poisha of an amount no contract checked', () => {
  it.each([
    [12.345, 1235],
    [0.29, 29],
    [12.5, 1250],
  ])('%s taka is about %s poisha', (taka, poisha) => {
    expect(nearestPoisha(taka)).toBe(poisha);
  });
});

describe('a book size in whole poisha, rounded down', () => {
  it.each([
    [12.349, 1234],
    [12.5, 1250],
    [0, 0],
  ])('%s taka offers %s poisha', (taka, poisha) => {
    expect(poishaRoundedDown(taka)).toBe(poisha);
  });
});

describe('taka out', () => {
  it.each([
    // poisha, the wire's number, two decimals, a message's text, grouped
    [0, 0, '0.00', '0', '0'],
    [5, 0.05, '0.05', '0.05', '0.05'],
    [1250, 12.5, '12.50', '12.50', '12.5'],
    [50_000, 500, '500.00', '500', '500'],
    [123_456_789, 1_234_567.89, '1234567.89', '1234567.89', '1,234,567.89'],
    [1_000_000, 10_000, '10000.00', '10000', '10,000'],
    [-50, -0.5, '-0.50', '-0.50', '-0.5'],
    [-150, -1.5, '-1.50', '-1.50', '-1.5'],
  ])('%s poisha: %s on the wire, "%s", "%s" in a message, "%s" grouped', (poisha, wire, text, message, grouped) => {
    expect(takaFromPoisha(poisha)).toBe(wire);
    expect(takaText(poisha)).toBe(text);
    expect(takaMessageText(poisha)).toBe(message);
    expect(takaGroupedText(poisha)).toBe(grouped);
  });

  it('writes two decimals by integer arithmetic, agreeing with toFixed(2) wherever that is exact', () => {
    for (let poisha = 0; poisha < 1_000_000_000_000; poisha = poisha * 3 + 7) {
      expect(takaText(poisha)).toBe((poisha / 100).toFixed(2));
    }
  });

  it('refuses a fraction of a poisha: money inside is whole poisha', () => {
    expect(() => takaText(12.5)).toThrow(RangeError);
  });
});
