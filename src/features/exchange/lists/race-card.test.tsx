import { beforeEach, describe, expect, it } from 'vitest';
import type { RaceCard as RaceCardData } from '../../../../contracts/exchange.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { RaceCard } from './race-card.tsx';

const card: RaceCardData = {
  venue: 'Cheltenham',
  raceName: '2m4f Hcap Chs',
  // 15:30 in London is 21:30 in Dhaka.
  raceTime: '2026-11-23T15:30:00.000Z',
  markets: [
    { marketId: '1.3000011', marketType: 'WIN', marketName: '2m4f Hcap Chs', numberOfWinners: 1, status: 'OPEN' },
    { marketId: '1.3000012', marketType: 'PLACE', marketName: 'To Be Placed', numberOfWinners: 3, status: 'OPEN' },
  ],
  places: 3,
  runners: [
    { selectionId: 1011, number: '1', name: 'Galopin Des Champs', removed: false },
    { selectionId: 1012, number: '2', name: 'Fastorslow', removed: true },
  ],
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('exchange');
});

describe('a race card', () => {
  it('shows the meeting, the off in Dhaka time, the WIN and PLACE markets with the places paid, and the runners by number, a non-runner marked', () => {
    const { container, getAllByTestId } = renderWithApp(<RaceCard eventId="36000001" card={JSON.stringify(card)} />);
    expect(container.querySelector('.race-card-head')?.textContent).toMatch(/^Cheltenham · 21:30 · 2m4f Hcap Chs$/);
    expect(getAllByTestId('race-market').map((a) => a.textContent)).toEqual(['2m4f Hcap Chs', 'To Be Placed (3 places)']);
    expect(getAllByTestId('race-market')[1]!.getAttribute('href')).toContain('marketId=1.3000012');
    const runners = getAllByTestId('race-runner');
    expect(runners.map((r) => r.textContent)).toEqual(['1Galopin Des Champs', '2FastorslowNon-runner']);
    expect(runners[1]!.className).toContain('race-runner-removed');
  });

  it('reads in Bangla: digits, the places and the non-runner mark', async () => {
    await i18n.changeLanguage('bn');
    const { getAllByTestId } = renderWithApp(<RaceCard eventId="36000001" card={JSON.stringify(card)} />);
    expect(getAllByTestId('race-market')[1]!.textContent).toBe('To Be Placed (৩টি প্লেস)');
    expect(getAllByTestId('race-runner')[1]!.textContent).toBe('২Fastorslowনন-রানার');
  });
});
