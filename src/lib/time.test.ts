import { describe, expect, it } from 'vitest';
import { DAY_MS, dhakaDate, dhakaDayStart } from './time.ts';

// The runtime's own zone data (ICU): what the fixed UTC+6 arithmetic must agree with.
const zoneDb = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });
const zoneDbHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

describe('Dhaka days', () => {
  it('agree with the time-zone database on every hour of 2010 to 2030', () => {
    for (let at = Date.UTC(2010, 0, 1); at < Date.UTC(2031, 0, 1); at += 3_600_000 * 7) {
      expect(dhakaDate(at)).toBe(zoneDb.format(at));
      const start = dhakaDayStart(at);
      // Midnight in Dhaka, on the same Dhaka day, and the next day starts 24 hours later.
      expect(zoneDbHour.format(start)).toBe('00:00');
      expect(zoneDb.format(start)).toBe(zoneDb.format(at));
      expect(zoneDb.format(start - 1)).not.toBe(zoneDb.format(at));
      expect(dhakaDayStart(at, 1)).toBe(start + DAY_MS);
    }
  });

  it('turn at 18:00 UTC, whatever form the moment comes in', () => {
    expect(dhakaDate('2026-11-22T17:59:59.999Z')).toBe('2026-11-22');
    expect(dhakaDate(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-23');
    expect(dhakaDayStart('2026-11-23T05:00:00+06:00')).toBe(Date.parse('2026-11-22T18:00:00Z'));
    expect(dhakaDayStart(Date.parse('2026-11-23T05:00:00Z'), -6)).toBe(Date.parse('2026-11-16T18:00:00Z'));
    expect(dhakaDate('2026-12-31T18:30:00Z')).toBe('2027-01-01');
  });
});
