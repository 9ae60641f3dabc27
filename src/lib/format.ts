// The one way numbers, money, prices, dates and times become text (docs/decisions/0030).
// Bangla: Bengali digits everywhere and the lakh grouping used in Bangladesh (1,23,456); English:
// Latin digits and thousands (123,456). Moments are shown in Asia/Dhaka. Hand-rolled rather than
// Intl so every browser and every test prints the same text. Components take the formatter of the
// current language from useFormat() (lib/use-format.ts); inputs read numbers back with parseNumber.
//
// Dhaka is read as a fixed UTC+6 here, without dayjs: Bangladesh has kept +6 all year since its
// one daylight-saving trial ended on 31 Dec 2009, and leaving the time-zone library out keeps it off
// the first paint (the header clock and the balance use this module). Date arithmetic in Dhaka
// (start of day, last 7 days) is lib/time.ts's.
import type { Language } from './i18n.ts';
import { DHAKA_OFFSET_MS, type Moment } from './time.ts';

export type { Moment };

export const TAKA = '৳';
const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const BN_MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Latin digits to Bengali digits; everything else passes through. */
export const toBengaliDigits = (text: string) => text.replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)]);
/** Bengali digits to Latin digits (what a Bangla keyboard types into a number field). */
export const toLatinDigits = (text: string) => text.replace(/[০-৯]/g, (d) => String(BN_DIGITS.indexOf(d)));
/** Digits for the chosen language. */
export const localDigits = (text: string, lang: Language) => (lang === 'bn' ? toBengaliDigits(text) : text);

function group(intPart: string, lakh: boolean): string {
  if (!lakh) return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (intPart.length <= 3) return intPart;
  return `${intPart.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${intPart.slice(-3)}`;
}

const toNumber = (value: number | string) => (typeof value === 'string' ? Number(value.replace(/,/g, '')) : value);

export interface NumberOptions {
  minDecimals?: number;
  maxDecimals?: number;
  grouping?: boolean;
}

/** A number with grouping; decimals trimmed down to minDecimals. Not a number reads as 0. */
export function formatNumber(value: number | string, lang: Language, { minDecimals = 0, maxDecimals = 2, grouping = true }: NumberOptions = {}): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return formatNumber(0, lang, { minDecimals, maxDecimals, grouping });
  const [intPart, frac = ''] = Math.abs(n).toFixed(maxDecimals).split('.');
  let decimals = frac;
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const negative = n < 0 && /[1-9]/.test(intPart + decimals);
  const text = `${negative ? '-' : ''}${grouping ? group(intPart, lang === 'bn') : intPart}${decimals ? `.${decimals}` : ''}`;
  return localDigits(text, lang);
}

/** A whole number: counts, limits, quick amounts. */
export const formatInteger = (value: number | string, lang: Language) => formatNumber(Math.round(toNumber(value)), lang, { maxDecimals: 0 });

/**
 * Taka without the taka sign: "1,234.50" / "১,২৩৪.৫০" (whole: "1,235"). A negative amount, a loss, reads in
 * brackets, "(250.00)": the one way every screen shows a loss, as the product's betting records do (docs/decisions/0170).
 */
export function formatAmount(amount: number | string, lang: Language, { whole = false } = {}): string {
  const text = whole ? formatInteger(amount, lang) : formatNumber(amount, lang, { minDecimals: 2, maxDecimals: 2 });
  return text.startsWith('-') ? `(${text.slice(1)})` : text;
}

/** "৳ 1,234.50" / "৳ ১,২৩৪.৫০"; whole: true drops the decimals for round figures (quick amounts, limits); a loss "(৳ 10.00)". */
export function formatTaka(amount: number | string, lang: Language, { whole = false } = {}): string {
  const text = formatAmount(amount, lang, { whole });
  return text.startsWith('(') ? `(${TAKA} ${text.slice(1)}` : `${TAKA} ${text}`;
}

/** An exchange price as the ladder prints it: 1.5, 2.02, 1000 (no trailing zeros; and, as on every
 *  exchange, no grouping: the ladder tops out at 1000, and a comma in a price cell reads as a decimal). */
export const formatOdds = (price: number | string, lang: Language) => formatNumber(price, lang, { maxDecimals: 2, grouping: false });

/** Matched sizes in a price cell: 950, 1.2K, 123K, 1.5M. */
/**
 * Bangla counts in হাজার (thousand), লাখ (lakh) and কোটি (crore), shortened as CLDR's Bangla compact
 * form does (৩৮.৮ হা, ১২.৫ লা, ২.৫ কো); a Latin K or M would be the one English letter on a Bangla price.
 */
const BANGLA_COMPACT: [number, string][] = [
  [10_000_000, 'কো'],
  [100_000, 'লা'],
  [1000, 'হা'],
];

export function formatCompact(value: number, lang: Language): string {
  const n = Math.abs(value);
  if (lang === 'bn') {
    const step = BANGLA_COMPACT.find(([size]) => n >= size);
    return step ? `${formatNumber(value / step[0], lang, { maxDecimals: 1 })}\u00a0${step[1]}` : formatInteger(value, lang);
  }
  if (n >= 1_000_000) return `${formatNumber(value / 1_000_000, lang, { maxDecimals: 1 })}M`;
  if (n >= 100_000) return `${formatNumber(Math.round(value / 1000), lang)}K`;
  if (n >= 1000) return `${formatNumber(value / 1000, lang, { maxDecimals: 1 })}K`;
  return formatInteger(value, lang);
}

export const formatPercent = (value: number, lang: Language) => `${formatNumber(value, lang, { maxDecimals: 1 })}%`;

const pad = (n: number) => String(n).padStart(2, '0');

/** Dhaka's calendar and clock at a moment; null when the moment is not a date. */
function dhaka(value: Moment) {
  const ms = new Date(value).getTime();
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms + DHAKA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: pad(d.getUTCDate()),
    hm: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
    s: pad(d.getUTCSeconds()),
  };
}

/** Bangla month names in full, English ones short, as the records and fixtures print them. */
const monthName = (month: number, lang: Language) => (lang === 'bn' ? BN_MONTHS : EN_MONTHS)[month];
const INVALID = '—';

/** "24 Nov 2026" / "২৪ নভেম্বর ২০২৬". */
export function formatDate(value: Moment, lang: Language): string {
  const d = dhaka(value);
  return d ? localDigits(`${d.day} ${monthName(d.month, lang)} ${d.year}`, lang) : INVALID;
}

/**
 * A calendar day the server sends as 'YYYY-MM-DD' (a promotion's start and end), written as formatDate writes
 * a moment: "02 Dec 2026" / "০২ ডিসেম্বর ২০২৬". Read as the day itself, never shifted by a time zone.
 */
export function formatDay(day: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const name = m ? monthName(Number(m[2]) - 1, lang) : undefined;
  if (!m || !name || Number(m[3]) < 1 || Number(m[3]) > 31) return INVALID;
  return localDigits(`${m[3]} ${name} ${m[1]}`, lang);
}

/** "24 Nov 2026 02:30:05": lists and details. */
export function formatDateTime(value: Moment, lang: Language): string {
  const d = dhaka(value);
  return d ? localDigits(`${d.day} ${monthName(d.month, lang)} ${d.year} ${d.hm}:${d.s}`, lang) : INVALID;
}

/** "24 Nov 19:30": start times of fixtures. */
export function formatDayTime(value: Moment, lang: Language): string {
  const d = dhaka(value);
  return d ? localDigits(`${d.day} ${monthName(d.month, lang)} ${d.hm}`, lang) : INVALID;
}

/** "19:30". */
export function formatTime(value: Moment, lang: Language): string {
  const d = dhaka(value);
  return d ? localDigits(d.hm, lang) : INVALID;
}

/** The header clock: "15:04:05 (GMT+6)". */
export function formatClock(value: Moment, lang: Language): string {
  const d = dhaka(value);
  return d ? localDigits(`${d.hm}:${d.s} (GMT+6)`, lang) : INVALID;
}

/** m:ss for countdowns (300 s -> 5:00); an hour or more reads h:mm:ss. */
export function formatCountdown(seconds: number, lang: Language): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  const text = s >= 3600 ? `${Math.floor(s / 3600)}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
  return localDigits(text, lang);
}

/**
 * A placeholder value the server filled into a message (a limit, a wait, an amount, a date): a plain
 * number ("100000", "1,000", "2.5") is grouped as the language groups numbers, keeping its decimals;
 * a Dhaka wall-clock time the server wrote as "2026-11-30 18:00" (the end of a break) reads as the screens
 * write dates ("30 Nov 2026 18:00" / "৩০ নভেম্বর ২০২৬ ১৮:০০"); anything else (a phone number, "10:30", a
 * name) keeps its shape with the language's digits.
 */
export function formatValue(text: string, lang: Language): string {
  const wallClock = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(text);
  if (wallClock) {
    const [, year, month, day, hm] = wallClock;
    const name = monthName(Number(month) - 1, lang);
    if (name) return localDigits(`${day} ${name} ${year} ${hm}`, lang);
  }
  const plain = /^-?(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*|0)(?:\.\d+)?$/.test(text);
  if (!plain) return localDigits(text, lang);
  const decimals = text.split('.')[1]?.length ?? 0;
  return formatNumber(text, lang, { minDecimals: decimals, maxDecimals: decimals });
}

/**
 * A number typed by a player: Bengali or Latin digits, grouping commas, spaces and a taka sign are
 * all accepted. Anything else (letters, two points, a lone minus) is null, never a guess.
 */
export function parseNumber(text: string): number | null {
  const plain = toLatinDigits(text).replace(/[\s,৳]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return null;
  return Number(plain);
}

/** Everything above, bound to one language: what useFormat() hands a component. */
export interface Formatter {
  lang: Language;
  number: (value: number | string, options?: NumberOptions) => string;
  integer: (value: number | string) => string;
  amount: (value: number | string, options?: { whole?: boolean }) => string;
  taka: (value: number | string, options?: { whole?: boolean }) => string;
  odds: (price: number | string) => string;
  compact: (value: number) => string;
  percent: (value: number) => string;
  date: (value: Moment) => string;
  day: (day: string) => string;
  dateTime: (value: Moment) => string;
  dayTime: (value: Moment) => string;
  time: (value: Moment) => string;
  clock: (value: Moment) => string;
  countdown: (seconds: number) => string;
  digits: (text: string) => string;
  value: (text: string) => string;
}

const cache = new Map<Language, Formatter>();

export function formatterFor(lang: Language): Formatter {
  let f = cache.get(lang);
  if (!f) {
    f = {
      lang,
      number: (v, o) => formatNumber(v, lang, o),
      integer: (v) => formatInteger(v, lang),
      amount: (v, o) => formatAmount(v, lang, o),
      taka: (v, o) => formatTaka(v, lang, o),
      odds: (p) => formatOdds(p, lang),
      compact: (v) => formatCompact(v, lang),
      percent: (v) => formatPercent(v, lang),
      date: (v) => formatDate(v, lang),
      day: (d) => formatDay(d, lang),
      dateTime: (v) => formatDateTime(v, lang),
      dayTime: (v) => formatDayTime(v, lang),
      time: (v) => formatTime(v, lang),
      clock: (v) => formatClock(v, lang),
      countdown: (s) => formatCountdown(s, lang),
      digits: (text) => localDigits(text, lang),
      value: (text) => formatValue(text, lang),
    };
    cache.set(lang, f);
  }
  return f;
}
