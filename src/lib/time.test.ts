import { describe, expect, it } from 'vitest';
import { formatClock, formatCountdown, formatDate, formatDateTime } from './time.ts';

// 2026-11-23T20:30:05Z is 2026-11-24 02:30:05 in Dhaka (GMT+6): the date itself changes.
const LATE_UTC = '2026-11-23T20:30:05Z';

describe('times in Asia/Dhaka', () => {
  it.each([
    [formatDateTime, 'en', '24 Nov 2026 02:30:05'],
    [formatDateTime, 'bn', '২৪ নভেম্বর ২০২৬ ০২:৩০:০৫'],
    [formatDate, 'en', '24 Nov 2026'],
    [formatDate, 'bn', '২৪ নভেম্বর ২০২৬'],
    [formatClock, 'en', '02:30:05 (GMT+6)'],
    [formatClock, 'bn', '০২:৩০:০৫ (GMT+৬)'],
  ] as const)('%o in %s reads %s', (format, lang, expected) => {
    expect(format(LATE_UTC, lang)).toBe(expected);
  });

  it.each([
    [300, 'en', '5:00'],
    [299, 'en', '4:59'],
    [61, 'en', '1:01'],
    [9, 'en', '0:09'],
    [0, 'en', '0:00'],
    [-3, 'en', '0:00'],
    [300, 'bn', '৫:০০'],
  ] as const)('a countdown of %i s in %s reads %s', (seconds, lang, expected) => {
    expect(formatCountdown(seconds, lang)).toBe(expected);
  });
});
