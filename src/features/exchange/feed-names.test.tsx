import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPETITIONS } from '../../../server/exchange/competitions.ts';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { COMPETITIONS_BN } from './competition-names.ts';
import { CompetitionName, FancyTitle, MarketName } from './feed-names.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces('exchange');
});

const FANCY_TITLES: [string, string][] = [
  ['10 over runs Jamaica Tallawahs', '১০ ওভারে রান'],
  ['Only 7 over runs Jamaica Tallawahs', 'শুধু ৭ নম্বর ওভারের রান'],
  ['Khadda 20 over runs Jamaica Tallawahs', 'খাদ্দা ২০ ওভারে রান'],
  ['Lottery 10 over runs last digit Jamaica Tallawahs', 'লটারি ১০ ওভারে রানের শেষ অঙ্ক'],
  ['10 over runs odd Jamaica Tallawahs', '১০ ওভারে রান বিজোড়'],
  ['6.5 ball run Jamaica Tallawahs', '৬.৫ বলে রান'],
  ['Fall of 2nd wkt Jamaica Tallawahs', '২ নম্বর উইকেটের পতন'],
];

describe('names from the feed on a Bangla screen', () => {
  it.each(FANCY_TITLES)('reads the fancy line "%s" in Bangla, keeping the team by its own name', (title, bangla) => {
    const { container } = renderWithApp(<FancyTitle title={title} />);
    expect(container.textContent).toBe(`${bangla} Jamaica Tallawahs`);
    expect(container.querySelector('[translate="no"]')?.textContent).toBe('Jamaica Tallawahs');
  });

  it('marks a fancy line of a kind it does not know as English, shown as sent', () => {
    const { container } = renderWithApp(<FancyTitle title="Total sixes in match" />);
    expect(container.querySelector('[lang="en"]')?.textContent).toBe('Total sixes in match');
  });

  it('names the three market kinds in Bangla', () => {
    const { container } = render(<p>{['Match Odds', 'Bookmaker', 'Fancy'].map((n) => <MarketName key={n} name={n} />)}</p>);
    expect(container.textContent).toBe('ম্যাচ অডসবুকমেকারফ্যান্সি');
  });

  it('has a Bangla name for every competition the simulator schedules, with no Latin digit', () => {
    const missing = COMPETITIONS.map((c) => c.name).filter((name) => !COMPETITIONS_BN[name]);
    expect(missing).toEqual([]);
    expect(Object.values(COMPETITIONS_BN).filter((bn) => /[0-9A-Za-z]/.test(bn))).toEqual([]);
    const { container } = renderWithApp(<CompetitionName name="T20 International" />);
    expect(container.textContent).toBe('আন্তর্জাতিক টি-টোয়েন্টি');
  });

  it('keeps a competition it does not know by its feed name, marked as a name', () => {
    const { container } = renderWithApp(<CompetitionName name="Lanka Premier League" />);
    expect(container.querySelector('[translate="no"]')?.textContent).toBe('Lanka Premier League');
  });
});
