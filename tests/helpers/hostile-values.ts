// Generators of hostile input for property tests and route fuzzing (fast-check arbitraries). Each
// family is what a fuzzer or an attacker sends in place of a well-formed value: NUL bytes and other
// control characters, lone surrogates, huge ids, impossible dates, exponent and many-decimal amounts,
// Bengali digits, 1 MB strings, and values of the wrong JSON type. Reused by the route fuzz of
// server/routes/hostile-fuzz.test.ts and meant for the fuzz over every declared route (docs/decisions/0131).
import fc from 'fast-check';

/** Control characters PostgreSQL or a screen cannot take: NUL, C0, DEL and C1. */
export const controlChar = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0x01, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
);

/** Half of a surrogate pair, alone: not a character at all. */
export const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Any text with one control character or lone surrogate placed somewhere in it. */
export const textWithForbidden = fc
  .tuple(fc.string({ maxLength: 20 }), fc.oneof(controlChar, loneSurrogate), fc.string({ maxLength: 20 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

const BENGALI = '০১২৩৪৫৬৭৮৯';
/** A whole number written in Bengali digits. */
export const bengaliDigits = fc.bigInt({ min: 0n, max: 10n ** 25n }).map((n) => n.toString().replace(/\d/g, (d) => BENGALI[Number(d)]!));

/** A string of 1 MB: far past every field's limit and every body cap. One shared value, never rebuilt. */
export const MEGABYTE_TEXT = 'y'.repeat(1024 * 1024);

/** Hostile text up to 10,000 characters: every kind but the 1 MB string. */
export const shortHostileText = fc.oneof(
  textWithForbidden,
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '%00',
    '\u202Eevil',
    '\uFEFF',
    'x'.repeat(10_000),
    ' '.repeat(300),
    '<img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '{{7*7}}',
    '../../etc/passwd',
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

/** Text of every hostile kind, including very long strings. */
export const hostileText = fc.oneof({ arbitrary: shortHostileText, weight: 3 }, { arbitrary: fc.constant(MEGABYTE_TEXT), weight: 1 });

/** Numbers an id, a count or an amount field must survive. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    0.5,
    2147483648,
    -2147483649,
    9007199254740993,
    1e17,
    1e21,
    1e308,
    5e-324,
    0.001,
    100.005,
    '99999999999999999999',
    '9223372036854775808',
    '-1',
    '1e3',
    '1E-2',
    '0x10',
    '0b1',
    'NaN',
    'Infinity',
    '-Infinity',
    '',
    ' ',
    '1,000',
    '1 000',
    '+5',
    '.5',
    '5.',
    '١٢٣',
    '০.০১',
    '12abc',
  ),
  fc.double({ noNaN: true }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  bengaliDigits,
);

/** Dates that do not exist or are not dates. */
export const hostileDate = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '0000-01-01',
    '99999-01-01',
    '2026-2-3',
    '2026/02/03',
    '03-02-2026',
    'yesterday',
    '2026-02-28T25:00',
    '১৯৯০-০১-০১',
  ),
  fc
    .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
);

/** Values of the wrong JSON type for any field. */
export const wrongType = fc.constantFrom<unknown>(null, true, false, [], [1, 2], {}, { $gt: '' }, ['a\u0000'], { toString: 'x' });

/** Any hostile value for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, hostileNumber, hostileDate, wrongType);

/** Any hostile value but the 1 MB string (mixed in at a chosen rate by the route fuzz, where it costs most). */
export const shortHostileValue: fc.Arbitrary<unknown> = fc.oneof(shortHostileText, hostileNumber, hostileDate, wrongType);

/** A request body with one field replaced by a hostile value (or one hostile field added). */
export function spoilOneField(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const field = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.constant('unexpected_field')) : fc.constant('unexpected_field');
  return fc.tuple(field, hostileValue).map(([key, value]) => ({ ...valid, [key]: value }));
}

/** A query or path value: hostile text, numbers and dates as they arrive in a URL (strings). */
export const hostileUrlValue: fc.Arbitrary<string> = fc.oneof(
  shortHostileText.filter((s) => s.length <= 8192),
  hostileNumber.map(String),
  hostileDate,
);

/** Percent-encodes a value for a path or query; a lone surrogate becomes the invalid UTF-8 bytes a raw client could send. */
export function urlEncode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    out += code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(ch);
  }
  return out;
}
