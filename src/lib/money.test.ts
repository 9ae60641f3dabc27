import { describe, expect, it } from 'vitest';
import { formatAmount, formatTaka, toBanglaDigits } from './money.ts';

describe('taka formatting', () => {
  it.each([
    [0, 'en', '0.00'],
    [5, 'en', '5.00'],
    [1234.5, 'en', '1,234.50'],
    ['1500.00', 'en', '1,500.00'],
    [1234567.891, 'en', '1,234,567.89'],
    [-250, 'en', '-250.00'],
    ['not a number', 'en', '0.00'],
    [0, 'bn', '০.০০'],
    [999, 'bn', '৯৯৯.০০'],
    [1234.5, 'bn', '১,২৩৪.৫০'],
    [123456, 'bn', '১,২৩,৪৫৬.০০'],
    ['2500000.75', 'bn', '২৫,০০,০০০.৭৫'],
    [-42, 'bn', '-৪২.০০'],
  ] as const)('%s in %s reads %s', (amount, lang, expected) => {
    expect(formatAmount(amount, lang)).toBe(expected);
  });

  it('puts the taka sign in front', () => {
    expect(formatTaka(100, 'en')).toBe('৳ 100.00');
    expect(formatTaka(100, 'bn')).toBe('৳ ১০০.০০');
  });

  it('turns only digits into Bengali digits', () => {
    expect(toBanglaDigits('12:05 (GMT+6)')).toBe('১২:০৫ (GMT+৬)');
  });
});
