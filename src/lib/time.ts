// Times are shown in Asia/Dhaka (GMT+6) whatever the device's zone, formatted for the chosen
// language: Bangla gets Bengali digits and month/day names.
import dayjs, { type ConfigType } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { Language } from './i18n.ts';
import { toBanglaDigits } from './money.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const TIME_ZONE = 'Asia/Dhaka';

const BN_MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment in Dhaka time. */
export const inDhaka = (value?: ConfigType) => dayjs(value).tz(TIME_ZONE);

/** Date and time for lists and details: "23 Nov 2026 15:04:05" / "২৩ নভেম্বর ২০২৬ ১৫:০৪:০৫". */
export function formatDateTime(value: ConfigType, lang: Language): string {
  const d = inDhaka(value);
  const month = (lang === 'bn' ? BN_MONTHS : EN_MONTHS)[d.month()];
  const text = `${d.format('DD')} ${month} ${d.format('YYYY HH:mm:ss')}`;
  return lang === 'bn' ? toBanglaDigits(text) : text;
}

/** Date only: "23 Nov 2026". */
export function formatDate(value: ConfigType, lang: Language): string {
  const d = inDhaka(value);
  const month = (lang === 'bn' ? BN_MONTHS : EN_MONTHS)[d.month()];
  const text = `${d.format('DD')} ${month} ${d.format('YYYY')}`;
  return lang === 'bn' ? toBanglaDigits(text) : text;
}

/** The header clock: "15:04:05 (GMT+6)". */
export function formatClock(value: ConfigType, lang: Language): string {
  const text = `${inDhaka(value).format('HH:mm:ss')} (GMT+6)`;
  return lang === 'bn' ? toBanglaDigits(text) : text;
}

/** m:ss for countdowns (300 s → 5:00). */
export function formatCountdown(seconds: number, lang: Language): string {
  const s = Math.max(0, Math.floor(seconds));
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return lang === 'bn' ? toBanglaDigits(text) : text;
}
