// Money on screen: taka (৳) with two decimals. Bangla shows Bengali digits and the lakh grouping
// used in Bangladesh (1,23,456.00); English keeps the familiar thousands grouping. Hand-rolled
// rather than Intl so the output is the same in every browser and in tests.
import type { Language } from './i18n.ts';

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';

export const TAKA = '৳';

/** Western digits to Bengali digits; other characters pass through. */
export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)]);
}

/** Digits for the chosen language. */
export const localDigits = (text: string, lang: Language) => (lang === 'bn' ? toBanglaDigits(text) : text);

function group(intPart: string, lakh: boolean): string {
  if (!lakh) return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (intPart.length <= 3) return intPart;
  const last3 = intPart.slice(-3);
  const rest = intPart.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** A number of taka (a wire string like "1500.00" or a number) as text without the sign. */
export function formatAmount(amount: number | string, lang: Language): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : amount;
  if (!Number.isFinite(value)) return localDigits('0.00', lang);
  const [intPart, frac] = Math.abs(value).toFixed(2).split('.');
  const text = `${value < 0 ? '-' : ''}${group(intPart, lang === 'bn')}.${frac}`;
  return localDigits(text, lang);
}

/** "৳ 1,234.50" / "৳ ১,২৩৪.৫০". */
export const formatTaka = (amount: number | string, lang: Language) => `${TAKA} ${formatAmount(amount, lang)}`;
