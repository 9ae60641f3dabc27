// The one way a server error becomes the reader's text: by its code with its values, or by its
// English text recognised in the catalogue, values in the language's digits.
import { afterEach, describe, expect, it } from 'vitest';
import { errorText, messageText } from './message-text.ts';
import { i18n } from './i18n.ts';

const ready = async (lang: 'en' | 'bn') => {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces('errors');
};

describe('saying a server error', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says a code with its values in Bangla, numbers grouped in lakhs with Bengali digits', async () => {
    await ready('bn');
    expect(errorText({ code: 'riskStakeAboveMax', message: 'The maximum stake per bet on this market is ৳250000.', vars: { max: '250000' } }, i18n)).toBe(
      'এই মার্কেটে প্রতি বেটে সর্বোচ্চ স্টেক ৳২,৫০,০০০।',
    );
  });

  it('falls back to the text when the code is unknown, and still recognises it filled in', async () => {
    await ready('bn');
    expect(errorText({ code: 'noSuchCode', message: 'Minimum VP Required: 10' }, i18n)).toBe('সর্বনিম্ন প্রয়োজনীয় ভিপি: ১০');
    expect(errorText({ message: 'Something the catalogue does not hold 7' }, i18n)).toBe('Something the catalogue does not hold 7');
  });

  it('says the end of a break as the screens write a date, in both languages', async () => {
    const error = { code: 'timeOutActive', message: 'You are taking a break until 2026-11-30 18:05. …', vars: { until: '2026-11-30 18:05' } };
    await ready('en');
    expect(errorText(error, i18n)).toBe('You are taking a break until 30 Nov 2026 18:05. Deposits, games and bets are closed until then.');
    await ready('bn');
    expect(errorText(error, i18n)).toMatch(/^আপনি ৩০ নভেম্বর ২০২৬ ১৮:০৫ পর্যন্ত বিরতিতে আছেন।/);
  });

  it('lets values sent beside a text win over those read from it', async () => {
    await ready('en');
    expect(messageText('The minimum deposit is ৳200.', { min: '300' }, i18n)).toBe('The minimum deposit is ৳300.');
    expect(messageText('The minimum deposit is ৳1500.', undefined, i18n)).toBe('The minimum deposit is ৳1,500.');
  });
});
