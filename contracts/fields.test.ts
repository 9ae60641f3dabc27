// The field rules of contracts/fields.ts: a table of the cases people and fuzzers send, then
// properties over generated input (fast-check) that hold for every value, not only the listed ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  calendarDateSchema,
  decimalSchema,
  ID_MAX,
  idOrNoneSchema,
  idSchema,
  int4Schema,
  INT4_MAX,
  INT4_MIN,
  isCalendarDate,
  moneySchema,
  TAKA_MAX,
  textSchema,
  toAsciiDigits,
  toPoisha,
} from './fields.ts';
import { commonMessages as M } from './messages/common.ts';
import { bengaliDigits, controlChar, hostileNumber, hostileText, loneSurrogate, textWithForbidden } from '../tests/helpers/hostile-values.ts';

const INT8_MAX = 9223372036854775807n;
const money = moneySchema({ required: 'required', invalid: 'invalid' });
// Independent of fields.ts: a string with a lone surrogate does not survive UTF-8 (it becomes U+FFFD).
const roundTripsAsUtf8 = (s: string) => new TextDecoder().decode(new TextEncoder().encode(s)) === s;
const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? 'valid' : r.error.issues[0]!.message;
};

describe('the field rules, case by case', () => {
  const line = textSchema({ max: 10 });
  const lines = textSchema({ max: 50, multiline: true });
  it.each([
    ['plain text passes, trimmed', line, '  Rahim  ', 'valid'],
    ['a NUL byte is refused', line, 'a\u0000b', M.textInvalidCharacters],
    ['an escape character is refused', line, '\u001b[31m', M.textInvalidCharacters],
    ['a newline is refused in one-line text', line, 'a\nb', M.textInvalidCharacters],
    ['a newline passes in multi-line text', lines, 'a\nb\r\n\tc', 'valid'],
    ['a NUL byte is refused in multi-line text too', lines, 'a\n\u0000', M.textInvalidCharacters],
    ['a C1 control is refused', line, 'a\u0085b', M.textInvalidCharacters],
    ['a lone high surrogate is refused', line, 'a\ud800', M.textInvalidCharacters],
    ['a lone low surrogate is refused', line, '\udc00a', M.textInvalidCharacters],
    ['a whole emoji (a surrogate pair) passes', line, 'ok 👍', 'valid'],
    ['Bangla with a zero-width joiner passes', line, 'র‍্যাব', 'valid'],
    ['text past the maximum is refused', line, 'x'.repeat(11), M.textTooLong],
    ['a number is not text', line, 5, M.valueInvalid],
  ] as const)('%s', (_, schema, value, expected) => expect(firstMessage(schema, value)).toBe(expected));

  it.each([
    ['an id as a number', 42, 42],
    ['an id as a digit string', '42', 42],
    ['an id in Bengali digits', '৪২', 42],
    ['the largest exact id', String(ID_MAX), ID_MAX],
  ])('accepts %s', (_, value, expected) => expect(idSchema().parse(value)).toBe(expected));

  it.each([
    ['zero', 0],
    ['a negative id', -1],
    ['a fraction', 1.5],
    ['an id past bigint', '99999999999999999999'],
    ['an id past 2^53', 9007199254740993],
    ['an exponent', '1e3'],
    ['hex', '0x10'],
    ['an empty string', ''],
    ['null', null],
    ['true', true],
  ])('refuses %s as an id', (_, value) => expect(firstMessage(idSchema(), value)).toBe(M.idInvalid));

  it('takes 0 as "none" where a reference is optional', () => expect(idOrNoneSchema().parse('0')).toBe(0));

  it.each([
    ['the top of integer', INT4_MAX, 'valid'],
    ['one past it', INT4_MAX + 1, M.numberOutOfRange],
    ['the bottom of integer', INT4_MIN, 'valid'],
    ['one below it', INT4_MIN - 1, M.numberOutOfRange],
    ['a fraction', 2.5, M.wholeNumberRequired],
  ] as const)('a sort order at %s', (_, value, expected) => expect(firstMessage(int4Schema(), value)).toBe(expected));

  it.each([
    ['500', 500],
    ['500.5', 500.5],
    ['0.01', 0.01],
    ['100.10', 100.1],
    ['100.100', 100.1],
    ['৫০০.২৫', 500.25],
    [1000.25, 1000.25],
  ] as const)('accepts %s taka', (value, expected) => expect(money.parse(value)).toBe(expected));

  it.each([
    ['0.001', 'invalid'],
    ['100.005', 'invalid'],
    ['1e3', 'invalid'],
    ['NaN', 'invalid'],
    ['Infinity', 'invalid'],
    ['0x10', 'invalid'],
    [0, 'invalid'],
    [-5, 'invalid'],
    ['', 'required'],
    [null, 'required'],
    [1e17, M.amountTooLarge],
    ['100000000.01', M.amountTooLarge],
    [1e21, M.amountTooLarge],
    [5e-324, 'invalid'],
  ] as const)('refuses %s as taka', (value, expected) => expect(firstMessage(money, value)).toBe(expected));

  it.each([
    ['2026-02-28', 'valid'],
    ['2028-02-29', 'valid'],
    ['2026-02-29', M.dateInvalid],
    ['2026-02-30', M.dateInvalid],
    ['2026-04-31', M.dateInvalid],
    ['2026-13-01', M.dateInvalid],
    ['2026-00-10', M.dateInvalid],
    ['0000-01-01', M.dateInvalid],
    ['2026-2-3', M.dateInvalid],
    ['2026-02-03T00:00', M.dateInvalid],
  ] as const)('a date %s', (value, expected) => expect(firstMessage(calendarDateSchema(), value)).toBe(expected));
});

describe('the field rules hold for every generated value', () => {
  const text = textSchema({ max: 1_000_000 });
  const multiline = textSchema({ max: 1_000_000, multiline: true });

  // Text is trimmed first, so a tab or line break at either end is dropped rather than refused (a pasted
  // "01712345678\n" is fine); inside the text, every control character and lone surrogate is refused.
  it('refuses any string holding a control character or a lone surrogate inside it', () => {
    fc.assert(fc.property(textWithForbidden, (s) => !text.safeParse(`a${s}b`).success));
  });

  it('refuses in multi-line text any control character other than tab, line feed and carriage return', () => {
    const nonLine = controlChar.filter((c) => !'\t\n\r'.includes(c));
    fc.assert(fc.property(fc.string(), fc.oneof(nonLine, loneSurrogate), fc.string(), (a, bad, b) => !multiline.safeParse(`a${a}${bad}${b}b`).success));
  });

  it('accepts only trimmed, clean, bounded text', () => {
    const short = textSchema({ max: 30 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), hostileText), (s) => {
        const r = short.safeParse(s);
        if (!r.success) return true;
        return r.data === r.data.trim() && r.data.length <= 30 && !/[\u0000-\u001f\u007f-\u009f]/.test(r.data) && roundTripsAsUtf8(r.data);
      }),
    );
  });

  it('accepts every string a person could type, unchanged but for the trim', () => {
    const typed = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s));
    fc.assert(fc.property(typed, (s) => textSchema({ max: 1000 }).parse(s) === s.trim()));
  });

  it('converts every whole number of poisha in range to the same poisha, from a number or from text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: TAKA_MAX * 100 }), (poisha) => {
        const text = `${Math.trunc(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
        return toPoisha(money.parse(poisha / 100)) === poisha && toPoisha(money.parse(text)) === poisha;
      }),
    );
  });

  it('converts every accepted amount exactly: its poisha is the decimal text times 100, computed in BigInt', () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      hostileNumber,
      fc.bigInt({ min: 0n, max: 10n ** 12n }).map((n) => `${n / 100n}.${n % 100n}`),
    );
    fc.assert(
      fc.property(amounts, (value) => {
        const r = money.safeParse(value);
        if (!r.success) return true;
        const text = toAsciiDigits(typeof value === 'number' ? String(value) : String(value).trim());
        const [whole, fraction = ''] = text.split('.');
        const exact = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
        return BigInt(toPoisha(r.data)) === exact && r.data >= 0.01 && r.data <= TAKA_MAX && !/e/i.test(text);
      }),
    );
  });

  it('refuses every amount written with an exponent', () => {
    fc.assert(fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.integer({ min: -5, max: 20 }), (m, e) => !money.safeParse(`${m}e${e}`).success));
  });

  it('accepts as an id only safe integers from 1, which every bigint column holds', () => {
    fc.assert(
      fc.property(fc.oneof(hostileNumber, fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String), fc.integer()), (value) => {
        const r = idSchema().safeParse(value);
        if (!r.success) return true;
        return Number.isSafeInteger(r.data) && r.data >= 1 && BigInt(r.data) <= INT8_MAX;
      }),
    );
  });

  it('accepts a digit-string id exactly when it lies in 1 ... 2^53 - 1', () => {
    fc.assert(fc.property(fc.bigInt({ min: -10n, max: 2n ** 64n }), (n) => idSchema().safeParse(n.toString()).success === (n >= 1n && n <= BigInt(ID_MAX))));
  });

  it('reads Bengali digits as the same number', () => {
    const digits = bengaliDigits.filter((b) => b.length <= 9);
    fc.assert(fc.property(digits, (b) => int4Schema({ min: 0 }).parse(b) === Number(toAsciiDigits(b))));
  });

  it('accepts a sort order exactly when it fits integer', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(2n ** 40n), max: 2n ** 40n }).map(Number)),
        (n) => int4Schema().safeParse(n).success === (Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX),
      ),
    );
  });

  it('accepts a date exactly when the calendar has that day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const real = new Date(Date.UTC(y, m - 1, d));
        const exists = m >= 1 && m <= 12 && d >= 1 && real.getUTCMonth() === m - 1 && real.getUTCDate() === d;
        return isCalendarDate(text) === exists;
      }),
    );
  });

  it('keeps two-decimal percents exact as integer hundredths', () => {
    const percent = decimalSchema({ decimals: 2, min: 0, max: 500 });
    fc.assert(fc.property(fc.integer({ min: 0, max: 50000 }), (bp) => Math.round(percent.parse(bp / 100) * 100) === bp));
  });
});
