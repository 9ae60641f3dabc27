import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchOddsMarket } from '../../../../contracts/exchange.ts';
import { priceKey } from '../../../../workers/feed-keys.ts';
import { createOddsPoller } from '../../../../workers/odds-poller.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { store } from '../../../lib/store.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { stubFetch } from '../../../../tests/helpers/stub-fetch.ts';
import { applyFeedMessage, resetFeedState } from '../feed/atoms.ts';
import { betPrefsAtom } from './bet-prefs.ts';
import { closeSlip, openSlip, slipAtom } from '../my-bets/bet-state.ts';
import { BetSlip } from './bet-slip.tsx';
import { pickPrice } from './pick-price.ts';

beforeAll(() => i18n.loadNamespaces('exchange'));
const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => {});
};

const market = (back: number): MatchOddsMarket[] => [
  {
    marketId: '1.1',
    eventId: 'e1',
    marketName: 'Match Odds',
    status: 'OPEN',
    inplay: false,
    lastUpdated: 'x',
    totalMatched: back * 10,
    numberOfRunners: 1,
    runners: [
      {
        selectionId: 1,
        SelectionName: 'Dhaka',
        sortPriority: 1,
        status: 'ACTIVE',
        lastPriceTraded: null,
        ex: { availableToBack: [{ price: back, size: 100 }], availableToLay: [{ price: back + 0.1, size: 100 }] },
      },
    ],
  },
];

/** The slip on Dhaka's back at 2, over the real poller; move(p) makes the feed's back price p. */
async function slipOnFeed() {
  const feed = { back: 2 };
  const poller = createOddsPoller({ baseUrl: '', fetch: async () => new Response(JSON.stringify(market(feed.back))) });
  poller.setListener((m) => applyFeedMessage(m));
  poller.subscribeMarket('1.1');
  act(() =>
    openSlip({
      eventId: 'e1',
      marketId: '1.1',
      marketType: 'match_odds',
      selectionId: '1',
      runnerName: 'Dhaka',
      side: 'back',
      cellKey: priceKey('1.1', 1, 'b', 0),
      price: 2,
      rowKey: '1.1:1',
      inPlay: false,
    }),
  );
  renderWithApp(<BetSlip placement="column" />);
  await act(() => poller.tick());
  await settle();
  return async (back: number) => {
    feed.back = back;
    await act(() => poller.tick());
    await settle();
  };
}

describe('the bet slip when the price moves', () => {
  beforeEach(async () => {
    resetFeedState();
    closeSlip();
    stubFetch({});
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the new price and asks again, and stops asking when the price comes back', async () => {
    const move = await slipOnFeed();
    expect(screen.getByText(/^Place bet$/)).toBeTruthy();
    await move(1.9);
    expect(store.get(slipAtom)?.price).toBe(1.9);
    expect(screen.getByText(/^Place bet at 1\.9$/)).toBeTruthy();
    expect(screen.getByText(/The price has changed from 2(\.00?)? to 1\.90?\./)).toBeTruthy();
    expect((screen.getByLabelText('Odds') as HTMLInputElement).value).toMatch(/^1\.90?$/);
    // Back where the player picked it: nothing left to ask.
    await move(2);
    expect(screen.getByText(/^Place bet$/)).toBeTruthy();
    expect(screen.queryByText(/The price has changed/)).toBeNull();
  });

  it('keeps the price asked when the feed offers a better one (the exchange gives the better price) and asks again only about a worse one', async () => {
    const move = await slipOnFeed();
    await move(2.2);
    // A back at 2 takes 2.2 or better at the exchange: nothing to ask, the player's own price stays.
    expect(store.get(slipAtom)?.price).toBe(2);
    expect(screen.getByText(/^Place bet$/)).toBeTruthy();
    expect(screen.queryByText(/The price has changed/)).toBeNull();
    expect(screen.getByTestId('slip-better').textContent).toMatch(/2\.20?/);
    await move(1.9);
    expect(store.get(slipAtom)?.price).toBe(1.9);
    expect(screen.getByText(/^Place bet at 1\.9$/)).toBeTruthy();
    expect(screen.queryByTestId('slip-better')).toBeNull();
    // Better again than the player's own 2: back to it, nothing to ask.
    await move(2.1);
    expect(store.get(slipAtom)?.price).toBe(2);
    expect(screen.getByText(/^Place bet$/)).toBeTruthy();
    expect(screen.queryByText(/The price has changed/)).toBeNull();
  });

  it('steps the odds one ladder tick with − and +, and the profit and liability follow the stake as typed', async () => {
    await slipOnFeed();
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '100' } });
    expect(screen.getByTestId('slip-profit').textContent).toMatch(/100\.00/);
    expect(screen.getByTestId('slip-liability').textContent).toMatch(/100\.00/);
    fireEvent.click(screen.getByRole('button', { name: 'Higher odds' }));
    expect(store.get(slipAtom)?.price).toBe(2.02);
    expect(screen.getByTestId('slip-profit').textContent).toMatch(/102\.00/);
    fireEvent.click(screen.getByRole('button', { name: 'Lower odds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lower odds' }));
    // Below 2 the ladder steps by 0.01.
    expect(store.get(slipAtom)?.price).toBe(1.99);
    expect(screen.getByTestId('slip-profit').textContent).toMatch(/99\.00/);
  });
});

describe('one-click betting', () => {
  beforeEach(() => {
    resetFeedState();
    closeSlip();
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('places the one-click stake at the tapped price at once, with a key of its own per tap, and opens no slip', async () => {
    const bet = {
      id: 5,
      status: 'matched',
      matchedStake: 250,
      unmatchedStake: 0,
      averagePrice: 2,
      liability: 250,
      placedAt: '2026-11-24T03:00:00Z',
      message: 'Bet matched.',
      code: 'exchangeBetMatched',
    };
    const { sent } = stubFetch({
      'POST /api/exchange/bets': { body: { bet } },
      'GET /api/exchange/positions': { body: { markets: [] } },
      'GET /api/exchange/bets': { body: { bets: [], nextBefore: null } },
      'GET /api/exchange/balance-overview': { body: { balance: 750, exposure: 250, available: 500 } },
    });
    act(() => store.set(betPrefsAtom, { oneClick: true, oneClickStake: 250 }));
    const poller = createOddsPoller({ baseUrl: '', fetch: async () => new Response(JSON.stringify(market(2))) });
    poller.setListener((m) => applyFeedMessage(m));
    poller.subscribeMarket('1.1');
    await act(() => poller.tick());
    await act(async () => {
      pickPrice(priceKey('1.1', 1, 'b', 0), { marketType: 'match_odds', eventId: 'e1' });
    });
    await act(async () => {
      pickPrice(priceKey('1.1', 1, 'b', 0), { marketType: 'match_odds', eventId: 'e1' });
    });
    await settle();
    const posts = sent.filter((r) => r.method === 'POST' && r.path === '/api/exchange/bets');
    expect(posts.map((r) => r.body)).toEqual(
      Array(2).fill({ eventId: 'e1', marketId: '1.1', marketType: 'match_odds', selectionId: '1', side: 'back', price: 2, stake: 250 }),
    );
    expect(new Set(posts.map((r) => r.headers.get('Idempotency-Key'))).size).toBe(2);
    expect(store.get(slipAtom)).toBeNull();
  });
});
