import { describe, expect, it } from 'vitest';
import { dateRange, dhakaDay, inRange } from './date-filter.ts';

// 2026-11-23 00:30 in Dhaka is 2026-11-22 18:30 UTC.
const NOW = '2026-11-22T18:30:00Z';

describe('the records date filter', () => {
  it.each([
    ['2026-11-22T18:00:00Z', 'today', true], // 00:00 Dhaka, the first instant of today
    ['2026-11-22T17:59:59Z', 'today', false], // 23:59:59 Dhaka yesterday
    ['2026-11-22T17:59:59Z', 'yesterday', true],
    ['2026-11-21T18:00:00Z', 'yesterday', true],
    ['2026-11-21T17:59:59Z', 'yesterday', false],
    ['2026-11-16T18:00:00Z', 'last7', true], // 17 Nov 00:00 Dhaka: seven days including today
    ['2026-11-16T17:59:59Z', 'last7', false],
    ['2020-01-01T00:00:00Z', 'all', true],
  ] as const)('%s is in %s: %s', (at, filter, expected) => {
    expect(inRange(at, dateRange(filter, NOW))).toBe(expected);
  });

  it('groups by the Dhaka calendar day, not the UTC one', () => {
    expect(dhakaDay('2026-11-22T18:00:00Z')).toBe('2026-11-23');
    expect(dhakaDay('2026-11-22T17:59:59Z')).toBe('2026-11-22');
  });
});
