import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatClock,
  formatCompact,
  formatCountdown,
  formatDate,
  formatDay,
  formatDateTime,
  formatDayTime,
  formatInteger,
  formatNumber,
  formatOdds,
  formatPercent,
  formatTaka,
  formatTime,
  formatValue,
  formatterFor,
  parseNumber,
  toBengaliDigits,
  toLatinDigits,
} from './format.ts';

// 2026-11-23T20:30:05Z is 2026-11-24 02:30:05 in Dhaka (GMT+6): the date itself changes.
const LATE_UTC = '2026-11-23T20:30:05Z';
const LATIN_DIGIT = /[0-9]/;

describe('taka', () => {
  it.each([
    [0, 'en', '0.00'],
    [5, 'en', '5.00'],
    [1234.5, 'en', '1,234.50'],
    ['1500.00', 'en', '1,500.00'],
    [1234567.891, 'en', '1,234,567.89'],
    [-250, 'en', '(250.00)'],
    ['not a number', 'en', '0.00'],
    [0, 'bn', '০.০০'],
    [999, 'bn', '৯৯৯.০০'],
    [1234.5, 'bn', '১,২৩৪.৫০'],
    [123456, 'bn', '১,২৩,৪৫৬.০০'],
    ['2500000.75', 'bn', '২৫,০০,০০০.৭৫'],
    [-42, 'bn', '(৪২.০০)'],
    [-0.001, 'en', '0.00'],
  ] as const)('%s in %s reads %s', (amount, lang, expected) => {
    expect(formatAmount(amount, lang)).toBe(expected);
  });

  it('puts the taka sign in front, and drops the decimals of round figures when asked', () => {
    expect(formatTaka(100, 'en')).toBe('৳ 100.00');
    expect(formatTaka(100, 'bn')).toBe('৳ ১০০.০০');
    expect(formatTaka(25000, 'en', { whole: true })).toBe('৳ 25,000');
    expect(formatTaka(2500000, 'bn', { whole: true })).toBe('৳ ২৫,০০,০০০');
  });

  it('puts a loss in brackets with the taka sign inside, the one way every screen shows a negative amount', () => {
    expect(formatTaka(-10, 'en')).toBe('(৳ 10.00)');
    expect(formatTaka(-8.8, 'bn')).toBe('(৳ ৮.৮০)');
    expect(formatTaka(-2500, 'en', { whole: true })).toBe('(৳ 2,500)');
    expect(formatTaka('-1234.5', 'en')).toBe('(৳ 1,234.50)');
  });
});

describe('numbers, prices and sizes', () => {
  it.each([
    [formatNumber, 1234567, 'en', '1,234,567'],
    [formatNumber, 1234567, 'bn', '১২,৩৪,৫৬৭'],
    [formatNumber, 0.5, 'bn', '০.৫'],
    [formatNumber, -0.001, 'en', '0'],
    [formatInteger, 99999.6, 'en', '100,000'],
    [formatInteger, 100000, 'bn', '১,০০,০০০'],
    [formatOdds, 1.5, 'en', '1.5'],
    [formatOdds, 2.02, 'bn', '২.০২'],
    [formatOdds, 1000, 'en', '1000'],
    [formatOdds, '3.40', 'en', '3.4'],
    [formatCompact, 950, 'en', '950'],
    [formatCompact, 1234, 'en', '1.2K'],
    [formatCompact, 123456, 'bn', '১.২\u00a0লা'],
    [formatCompact, 38800, 'bn', '৩৮.৮\u00a0হা'],
    [formatCompact, 25000000, 'bn', '২.৫\u00a0কো'],
    [formatCompact, 950, 'bn', '৯৫০'],
    [formatCompact, 1500000, 'en', '1.5M'],
    [formatPercent, 12.5, 'bn', '১২.৫%'],
  ] as const)('%o of %s in %s reads %s', (format, value, lang, expected) => {
    expect(format(value as never, lang)).toBe(expected);
  });

  it('keeps exactly two decimals on money and trims them on other numbers', () => {
    expect(formatNumber(12.3456, 'en', { maxDecimals: 3 })).toBe('12.346');
    expect(formatNumber(12, 'en', { minDecimals: 1 })).toBe('12.0');
    expect(formatNumber(1234, 'en', { grouping: false })).toBe('1234');
  });
});

describe('times in Asia/Dhaka', () => {
  it.each([
    [formatDateTime, 'en', '24 Nov 2026 02:30:05'],
    [formatDateTime, 'bn', '২৪ নভেম্বর ২০২৬ ০২:৩০:০৫'],
    [formatDate, 'en', '24 Nov 2026'],
    [formatDate, 'bn', '২৪ নভেম্বর ২০২৬'],
    [formatDayTime, 'en', '24 Nov 02:30'],
    [formatTime, 'bn', '০২:৩০'],
    [formatClock, 'en', '02:30:05 (GMT+6)'],
    [formatClock, 'bn', '০২:৩০:০৫ (GMT+৬)'],
  ] as const)('%o in %s reads %s', (format, lang, expected) => {
    expect(format(LATE_UTC, lang)).toBe(expected);
  });

  it.each([
    ['2026-12-02', 'en', '02 Dec 2026'],
    ['2026-01-05', 'bn', '০৫ জানুয়ারি ২০২৬'],
    ['2026-13-40', 'en', '—'],
    ['yesterday', 'en', '—'],
  ] as const)('a calendar day %s in %s reads %s, as formatDate prints a moment', (day, lang, expected) => {
    expect(formatDay(day, lang)).toBe(expected);
  });

  it.each([
    [300, 'en', '5:00'],
    [299, 'en', '4:59'],
    [61, 'en', '1:01'],
    [9, 'en', '0:09'],
    [0, 'en', '0:00'],
    [-3, 'en', '0:00'],
    [3725, 'en', '1:02:05'],
    [300, 'bn', '৫:০০'],
  ] as const)('a countdown of %i s in %s reads %s', (seconds, lang, expected) => {
    expect(formatCountdown(seconds, lang)).toBe(expected);
  });
});

describe('digits typed by a player', () => {
  it.each([
    ['1500', 1500],
    ['১৫০০', 1500],
    ['১,৫০০', 1500],
    ['৳ 25,000', 25000],
    ['1২3', 123],
    ['12.50', 12.5],
    ['০.৫', 0.5],
    [' 42 ', 42],
    ['-7', -7],
    ['', null],
    ['-', null],
    ['12a', null],
    ['1.2.3', null],
    ['১২টাকা', null],
  ] as const)('"%s" reads as %s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it('turns only digits from one script into the other', () => {
    expect(toBengaliDigits('12:05 (GMT+6)')).toBe('১২:০৫ (GMT+৬)');
    expect(toLatinDigits('১২:০৫ abc')).toBe('12:05 abc');
  });
});

describe('a formatter bound to a language', () => {
  it('prints no Latin digit in Bangla, whatever it formats', () => {
    const f = formatterFor('bn');
    const texts = [
      f.number(9876543.21),
      f.integer(1e7),
      f.amount(0.5),
      f.taka(123),
      f.odds(1.01),
      f.compact(54321),
      f.percent(3),
      f.date(LATE_UTC),
      f.dateTime(LATE_UTC),
      f.dayTime(LATE_UTC),
      f.time(LATE_UTC),
      f.clock(LATE_UTC).replace('GMT', ''),
      f.countdown(4000),
      f.digits('0123456789'),
    ];
    expect(texts.filter((t) => LATIN_DIGIT.test(t))).toEqual([]);
    // Nor a Latin letter in a shortened count (a matched size on a price).
    expect([f.compact(54321), f.compact(1_250_000), f.compact(30_000_000)].filter((t) => /[A-Za-z]/.test(t))).toEqual([]);
  });

  it('is the same object each time for a language', () => {
    expect(formatterFor('en')).toBe(formatterFor('en'));
    expect(formatterFor('en').taka(5)).toBe('৳ 5.00');
  });
});

describe('moments that are not dates', () => {
  it.each([formatDate, formatDateTime, formatDayTime, formatTime, formatClock])('%o prints a dash, not "Invalid Date"', (format) => {
    expect(format('not a date', 'en')).toBe('—');
  });

  it('reads Dhaka time the same as the time-zone database does, across a year of days', () => {
    // The runtime's own zone data (ICU), not the fixed offset under test.
    const zoneDb = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dhaka',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.UTC(2026, 0, 1, 17, 59, 59);
    for (let day = 0; day < 365; day += 1) {
      const at = start + day * 86_400_000;
      const p = Object.fromEntries(zoneDb.formatToParts(at).map((x) => [x.type, x.value]));
      expect(formatDateTime(at, 'en')).toBe(`${p.day} ${p.month?.slice(0, 3)} ${p.year} ${p.hour}:${p.minute}:${p.second}`);
    }
  });
});

describe('a value the server filled into a message', () => {
  it.each([
    ['150000', 'en', '150,000'],
    ['150000', 'bn', '১,৫০,০০০'],
    ['1,500', 'bn', '১,৫০০'],
    ['2.50', 'bn', '২.৫০'],
    ['-40', 'bn', '-৪০'],
    ['0', 'bn', '০'],
    ['01712345678', 'bn', '০১৭১২৩৪৫৬৭৮'],
    ['10:30', 'bn', '১০:৩০'],
    ['SMS', 'bn', 'SMS'],
    // The end of a break or a self-exclusion, as the server writes it in Dhaka time.
    ['2026-11-30 18:05', 'en', '30 Nov 2026 18:05'],
    ['2026-11-30 18:05', 'bn', '৩০ নভেম্বর ২০২৬ ১৮:০৫'],
    ['2027-01-02 00:00', 'en', '02 Jan 2027 00:00'],
    ['2027-13-02 00:00', 'en', '2027-13-02 00:00'],
  ] as const)('%s in %s reads %s', (value, lang, shown) => {
    expect(formatValue(value, lang)).toBe(shown);
    expect(formatterFor(lang).value(value)).toBe(shown);
  });
});
