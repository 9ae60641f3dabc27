// The field rules every contract builds on: free text, ids, whole numbers, decimals and money, and
// calendar dates. Each refuses, with a catalogue message, every value the database could not store
// as asked (a NUL byte, an id past its column, the 30th of February, 1e17 taka), so that no route can
// forget a check and no fuzzed value reaches PostgreSQL to come back as a 500.
// Numbers come as JSON numbers or as digit strings (query strings and forms); Bengali digits count,
// since a Bangla keyboard types them. Imports only zod and the message catalogue (shared with src/).
import { z } from 'zod';
import { commonMessages as M } from './messages/common.ts';

/** PostgreSQL `integer` (int4): sort orders, categories, counters. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** Ids are `bigint` (int8) columns; a JS number holds an integer exactly only up to 2^53 - 1, which int8 holds too. */
export const ID_MAX = Number.MAX_SAFE_INTEGER;
/** The largest amount of money one field may carry: 10 crore taka, far above any limit, far below exactness loss. */
export const TAKA_MAX = 100_000_000;

/** Bengali digits (০-৯) to ASCII; every other character is left alone. */
export const toAsciiDigits = (text: string): string => text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

// C0 controls, DEL and the C1 controls. Tab, LF and CR are text in a multi-line field only.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A UTF-16 surrogate without its pair: not a character, and not storable as UTF-8. */
export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/** True when a person could have typed it: no control characters (but line breaks and tabs when multiline), no lone surrogates. */
export function isCleanText(text: string, multiline = false): boolean {
  return !(multiline ? CONTROL_BUT_LINES : CONTROL).test(text) && !hasLoneSurrogate(text);
}

export interface TextOptions {
  /** Longest accepted length after trimming, in UTF-16 units (what the client's maxLength counts). */
  max: number;
  /** Line breaks and tabs allowed (descriptions, notices, reasons). */
  multiline?: boolean;
  /** Message when the value is missing or not a string. */
  error?: string;
}

/**
 * Free text, trimmed. Chain `.min(1, message)` for a required field, `.regex()` for a format: both
 * run after these checks, so a NUL byte is reported as such, not as a format error.
 */
export const textSchema = ({ max, multiline = false, error = M.valueInvalid }: TextOptions) =>
  z
    .string({ error })
    .trim()
    .refine((v) => isCleanText(v, multiline), M.textInvalidCharacters)
    .max(max, M.textTooLong);

// https or http with a host, or a path on this site ('/storage/...', not '//host'); no spaces, quotes or
// angle brackets, which no address needs and every attribute injection does.
const WEB_ADDRESS = /^(?:https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s"'<>`\\]*)?|\/(?!\/)[^\s"'<>`\\]*)$/i;

/** True for an address a page may load or link to: never javascript:, data: or another scheme. */
export const isWebAddress = (text: string): boolean => WEB_ADDRESS.test(text);

/** The part of WEB_ADDRESS the description states (letters, digits and URL punctuation only), or ''. */
const WEB_ADDRESS_RULE = '^((https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?/[A-Za-z0-9._~%/?#=&+-]*)?$';

/** An image or link address the operator stores (thumbnails, icons, social links); '' means none. */
export const webAddressSchema = (max = 500) =>
  textSchema({ max })
    .refine((v) => v === '' || isWebAddress(v), M.webAddressInvalid)
    .meta({ type: 'string', maxLength: max, pattern: WEB_ADDRESS_RULE });

/** A token that names something (a gateway reference, a market id): letters, digits and . _ : - only. */
export const keySchema = (max = 64, error: string = M.valueInvalid) => z.string({ error }).regex(new RegExp(`^[A-Za-z0-9._:-]{1,${max}}$`), error);

export interface WholeNumberOptions {
  min: number;
  max: number;
  /** Message when missing or not a number at all. */
  required?: string;
  /** Message for a fraction, an exponent or text. */
  invalid?: string;
  /** Message when outside [min, max]. */
  outOfRange?: string;
}

const INTEGER_TEXT = /^-?\d+$/;

/** A whole number in [min, max], from a number or a digit string. */
export function wholeNumberSchema({
  min,
  max,
  required = M.wholeNumberRequired,
  invalid = M.wholeNumberRequired,
  outOfRange = M.numberOutOfRange,
}: WholeNumberOptions) {
  return z
    .union([z.number(), z.string()], { error: required })
    .transform((raw, ctx): number => {
      const issue = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      let value: number;
      if (typeof raw === 'number') {
        if (!Number.isFinite(raw) || !Number.isInteger(raw)) return issue(invalid);
        value = raw;
      } else {
        const text = toAsciiDigits(raw.trim());
        if (text === '') return issue(required);
        if (!INTEGER_TEXT.test(text)) return issue(invalid);
        // Past 16 significant digits a double is no longer exact: out of range for every column here.
        if (text.replace(/^-?0*/, '').length > 16) return issue(outOfRange);
        value = Number(text);
      }
      if (value < min || value > max || !Number.isSafeInteger(value)) return issue(outOfRange);
      return value === 0 ? 0 : value; // never -0
    })
    .meta(wholeNumberRule(min, max));
}

/**
 * What the API description says of a whole number: the JSON schema generator cannot see into the
 * transform, so the rule is stated (the same number written as a digit string is accepted too, for
 * older clients; the document names the number, the form every client can send).
 */
export const wholeNumberRule = (min: number, max: number) => ({ type: 'integer' as const, minimum: min, maximum: max });

/** A sort order, a category, a count: a PostgreSQL `integer`. */
export const int4Schema = (opts: Partial<WholeNumberOptions> = {}) => wholeNumberSchema({ min: INT4_MIN, max: INT4_MAX, ...opts });

/** A row id (a bigint column), at least 1. One message for every failure when the product gives one. */
export const idSchema = (error: string = M.idInvalid) => wholeNumberSchema({ min: 1, max: ID_MAX, required: error, invalid: error, outOfRange: error });

/** An optional reference where 0 means none (promotion_id 0: no promotion). */
export const idOrNoneSchema = (error: string = M.idInvalid) => wholeNumberSchema({ min: 0, max: ID_MAX, required: error, invalid: error, outOfRange: error });

export interface DecimalOptions {
  /** Digits allowed after the point (trailing zeros are not counted). */
  decimals: number;
  min: number;
  max: number;
  required?: string;
  invalid?: string;
  /** Message above `max` (below `min` is `invalid`: a zero or negative amount is not an amount). */
  tooLarge?: string;
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal number with at most `decimals` places in [min, max], from a number or a plain decimal
 * string: no exponent, no NaN or Infinity, no hex. The value is rebuilt from its digits, so
 * `value * 10^decimals` is an exact integer (toPoisha of an accepted amount is exact).
 */
export function decimalSchema({ decimals, min, max, required = M.numberInvalid, invalid = M.numberInvalid, tooLarge = M.numberOutOfRange }: DecimalOptions) {
  return z
    .union([z.number(), z.string()], { error: required })
    .transform((raw, ctx): number => {
      const issue = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (typeof raw === 'number' && !Number.isFinite(raw)) return issue(invalid);
      // A JSON number prints without an exponent from 1e-6 to 1e21; outside that it is no amount anyway.
      const text = typeof raw === 'number' ? String(raw) : toAsciiDigits(raw.trim());
      if (text === '') return issue(required);
      const match = text.length <= 40 ? DECIMAL_TEXT.exec(text) : null;
      if (!match) return issue(typeof raw === 'number' && Math.abs(raw) > max ? tooLarge : invalid);
      const [, sign, whole, fraction = ''] = match as unknown as [string, string, string, string | undefined];
      const places = fraction.replace(/0+$/, '');
      if (places.length > decimals) return issue(invalid);
      const wholeDigits = whole.replace(/^0+(?=\d)/, '');
      if (wholeDigits.length > 15) return issue(tooLarge);
      const scaled = Number(wholeDigits + places.padEnd(decimals, '0')) * (sign ? -1 : 1);
      const value = scaled / 10 ** decimals;
      if (value > max) return issue(tooLarge);
      if (value < min) return issue(invalid);
      return value === 0 ? 0 : value;
    })
    .meta(decimalRule(decimals, min, max));
}

/** A decimal's rule as the API description states it: its range and its places (as a step). */
export const decimalRule = (decimals: number, min: number, max: number) => ({
  type: 'number' as const,
  minimum: min,
  maximum: max,
  multipleOf: 10 ** -decimals,
});

/** Money in taka: more than 0, at most 2 decimals, at most TAKA_MAX. */
export const moneySchema = ({ required, invalid, min = 0.01, max = TAKA_MAX }: { required: string; invalid: string; min?: number; max?: number }) =>
  decimalSchema({ decimals: 2, min, max, required, invalid, tooLarge: M.amountTooLarge });

/** Exact integer poisha of an amount accepted by moneySchema (rounding only removes binary noise). */
export function toPoisha(taka: number): number {
  const poisha = Math.round(taka * 100);
  if (!Number.isSafeInteger(poisha) || Math.abs(poisha - taka * 100) > 1e-6 * Math.max(1, Math.abs(taka))) {
    throw new RangeError(`not a whole number of poisha: ${taka}`);
  }
  return poisha;
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a YYYY-MM-DD day that exists on the calendar, in [minYear, maxYear]. */
export function isCalendarDate(text: string, minYear = 1900, maxYear = 2999): boolean {
  const match = DATE_TEXT.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < minYear || y > maxYear || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A calendar date as YYYY-MM-DD that really exists (no 30th of February, no month 13, no year 0). */
export const calendarDateSchema = (error: string = M.dateInvalid) =>
  z
    .string({ error })
    .trim()
    .transform(toAsciiDigits)
    .refine((v) => isCalendarDate(v), error)
    .meta(CALENDAR_DATE_RULE);

/**
 * A lower bound that must not pass another field's value (a minimum and its maximum): JSON Schema cannot
 * compare two fields, so the description says it with the extension `x-at-most`.
 */
export const atMost = <S extends z.ZodType>(schema: S, other: string) => schema.meta({ ...schema.meta(), 'x-at-most': other });

/**
 * The end of a range of days, stated for the description: `x-not-before` (the end is not before the
 * start), and with `days`, `x-within-days` (the end is at most that many days after the start). The
 * query's own refinement enforces both; these say it where a client and the conformance suite can read it.
 */
export const rangeEnd = <S extends z.ZodType>(schema: S, start: string, days?: number) =>
  schema.meta({ ...CALENDAR_DATE_RULE, ...schema.meta(), 'x-not-before': start, ...(days === undefined ? {} : { 'x-within-days': { of: start, days } }) });

/**
 * Exactly one of these body fields, stated as JSON Schema states it: `oneOf` the sets that require each
 * one (none, or two at once, matches no branch or two). The object's own refinement enforces it with
 * its catalogue message; this only says it where a client can read it.
 */
export const exactlyOneOf = <S extends z.ZodType>(schema: S, ...names: [string, string, ...string[]]) =>
  schema.meta({ ...schema.meta(), oneOf: names.map((name) => ({ required: [name] })) });

/** The operation's extension naming query parameters of which exactly one is sent. */
export const EXACTLY_ONE_OF = 'x-exactly-one-of';

/**
 * Exactly one of these query parameters. OpenAPI describes each parameter as a schema of its own, so
 * JSON Schema cannot relate two of them: the route declaration lifts this to the operation as the
 * extension `x-exactly-one-of`, with a sentence in its description (server/lib/route.ts).
 */
export const exactlyOneParameterOf = <S extends z.ZodType>(schema: S, ...names: [string, string, ...string[]]) =>
  schema.meta({ ...schema.meta(), [EXACTLY_ONE_OF]: names });
/** A day from 1900 to 2999 as the description states it; `format: date` holds it to the calendar. */
export const CALENDAR_DATE_RULE = { type: 'string' as const, format: 'date', pattern: '^(19|2\\d)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' };
