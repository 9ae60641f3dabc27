import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { CompetitionName, FancyTitle, FeedName, MarketName } from './feed-names.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces('exchange');
});

describe('names from the feed on a Bangla screen', () => {
  it('shows the Bangla the feed sends beside a name', () => {
    const { container } = renderWithApp(
      <p>
        <FeedName name="Bangladesh v India" bn="বাংলাদেশ বনাম ভারত" /> <CompetitionName name="T20 International" bn="আন্তর্জাতিক টি-টোয়েন্টি" />
      </p>,
    );
    expect(container.textContent).toBe('বাংলাদেশ বনাম ভারত আন্তর্জাতিক টি-টোয়েন্টি');
  });

  it('shows the English name, marked as a name, once the reader switches to English', async () => {
    await i18n.changeLanguage('en');
    const { container } = renderWithApp(<FeedName name="Jamaica Tallawahs" bn="জ্যামাইকা তালাওয়াস" />);
    expect(container.querySelector('[translate="no"]')?.textContent).toBe('Jamaica Tallawahs');
  });

  it('keeps a name from a feed that sends no Bangla as sent, marked as a name', () => {
    const { container } = renderWithApp(<CompetitionName name="Lanka Premier League" />);
    expect(container.querySelector('[translate="no"]')?.textContent).toBe('Lanka Premier League');
  });

  it('reads a fancy line by its Bangla title, and one without a Bangla title as the English it is', () => {
    const { container } = renderWithApp(
      <p>
        <FancyTitle title="6 over runs Bangladesh" bn="৬ ওভারে রান বাংলাদেশ" />
      </p>,
    );
    expect(container.textContent).toBe('৬ ওভারে রান বাংলাদেশ');
    const other = renderWithApp(<FancyTitle title="Total sixes in match" />);
    expect(other.container.querySelector('[lang="en"]')?.textContent).toBe('Total sixes in match');
  });

  it('names the three market kinds in Bangla, and another market by the Bangla the server sends', () => {
    const { container } = render(
      <p>
        {['Match Odds', 'Bookmaker', 'Fancy'].map((n) => (
          <MarketName key={n} name={n} />
        ))}
      </p>,
    );
    expect(container.textContent).toBe('ম্যাচ অডসবুকমেকারফ্যান্সি');
    const khadda = renderWithApp(<MarketName name="Khadda" bn="খাদ্দা" />);
    expect(khadda.container.textContent).toBe('খাদ্দা');
  });
});
