// The odds view shows three levels to back and to lay on every runner of the match odds, on a 360 px phone
// as on a desktop: the best prices nearest the middle, the deeper ones outside them, as exchanges draw them.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { EventResponse, MatchOddsResponse } from '../../../../contracts/exchange.ts';
import { createOddsPoller } from '../../../../workers/odds-poller.ts';
import { stubFetch } from '../../../../tests/helpers/stub-fetch.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { renderWithApp, setViewport } from '../../../lib/testing.tsx';
import { applyFeedMessage, resetFeedState } from '../feed/atoms.ts';
import { OddsViewPage } from './odds-view-page.tsx';

// The feed is the worker's business (odds-poller-bridge.ts); here the real poller is driven by hand.
vi.mock('../feed/odds-poller-bridge.ts', () => ({ useFeed: () => {}, EXCHANGE_API_URL: '/exchange-api' }));

beforeAll(() => i18n.loadNamespaces('exchange'));
const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};

const levels = (prices: number[]) => prices.map((price, i) => ({ price, size: 100 * (i + 1) }));
const MARKET: MatchOddsResponse = [
  {
    marketId: '1.1',
    eventId: 'e1',
    marketName: 'Match Odds',
    status: 'OPEN',
    inplay: true,
    lastUpdated: '2026-11-23T10:00:00Z',
    totalMatched: 1000,
    numberOfRunners: 2,
    runners: [
      {
        selectionId: 11,
        SelectionName: 'Dhaka',
        sortPriority: 1,
        status: 'ACTIVE',
        lastPriceTraded: null,
        ex: { availableToBack: levels([1.8, 1.79, 1.78]), availableToLay: levels([1.81, 1.82, 1.83]) },
      },
      {
        selectionId: 12,
        SelectionName: 'Sylhet',
        sortPriority: 2,
        status: 'ACTIVE',
        lastPriceTraded: null,
        ex: { availableToBack: levels([2.2, 2.18, 2.16]), availableToLay: levels([2.24, 2.26, 2.28]) },
      },
    ],
  },
];
const EVENT: EventResponse = {
  data: { items: { e1: { eventId: 'e1', eventName: 'Dhaka v Sylhet', inplay: true, fancy2: {}, bookmaker: null, lastUpdated: '2026-11-23T10:00:00Z' } } },
};

describe('the depth of the odds view', () => {
  beforeEach(async () => {
    resetFeedState();
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
    await i18n.changeLanguage('en');
    stubFetch({
      'GET /api/exchange/balance-overview': { body: { balance: 0, exposure: 0, available: 0 } },
      'GET /api/exchange/positions': { body: { markets: [] } },
      'GET /api/exchange/bets': { body: { bets: [] } },
      'GET /api/exchange/voided-markets': { body: { markets: [] } },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a 360 px phone', true],
    ['a desktop', false],
  ])('on %s, every runner shows three levels to back and three to lay', async (_, phone) => {
    setViewport(phone);
    const poller = createOddsPoller({
      baseUrl: '',
      fetch: async (url) => new Response(JSON.stringify(url.includes('/api/event/') ? EVENT : MARKET)),
    });
    poller.setListener((m) => applyFeedMessage(m));
    poller.subscribeMarket('1.1');
    poller.subscribeEvent('e1');
    const { hook } = memoryLocation({ path: '/odds-view?eventId=e1&marketId=1.1' });
    renderWithApp(
      <Router hook={hook}>
        <OddsViewPage />
      </Router>,
    );
    await act(() => poller.tick());
    await settle();
    const rows = within(screen.getByTestId('match-odds')).getAllByTestId('runner-row');
    expect(rows).toHaveLength(2);
    const shown = rows.map((row) => [...row.querySelectorAll('.price-cell .price')].map((p) => p.textContent));
    expect(shown).toEqual([
      ['1.78', '1.79', '1.8', '1.81', '1.82', '1.83'],
      ['2.16', '2.18', '2.2', '2.24', '2.26', '2.28'],
    ]);
  });
});
