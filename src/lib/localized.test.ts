import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized content', () => {
  it('shows the Bangla text on a Bangla screen and the English one on an English screen', () => {
    expect(localized('Welcome Bonus 100%', 'স্বাগত বোনাস ১০০%', 'bn')).toBe('স্বাগত বোনাস ১০০%');
    expect(localized('Welcome Bonus 100%', 'স্বাগত বোনাস ১০০%', 'en')).toBe('Welcome Bonus 100%');
  });

  it('falls back to the English text when no Bangla was written', () => {
    expect(['', '  ', null, undefined].map((bn) => localized('Daily Reload', bn, 'bn'))).toEqual(Array(4).fill('Daily Reload'));
  });
});
