import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { positionsAtom } from './bet-state.ts';
import { CASH_OUT_QUOTE_MS, CashOut } from './cash-out.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const MARKET = '1.501';
const position = (a: number, b: number) => ({
  [MARKET]: {
    marketKey: MARKET,
    marketId: MARKET,
    eventId: 'e1',
    marketType: 'match_odds' as const,
    marketName: 'Match Odds',
    lineTitle: null,
    liability: 200,
    fancyBook: [],
    runners: [
      { selectionId: '1', name: 'Dhaka', profitLoss: a },
      { selectionId: '2', name: 'Sylhet', profitLoss: b },
    ],
  },
});
const quote = { marketId: MARKET, available: true, amount: 41.5, bets: [{ selectionId: '1', selectionName: 'Dhaka', side: 'lay', price: 1.8, stake: 241.5 }] };

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  store.set(positionsAtom, {});
});

const show = async (routes: Record<string, Answer>) => {
  const stub = stubFetch(routes);
  renderWithApp(<CashOut marketId={MARKET} eventId="e1" />);
  await settle();
  return stub;
};

describe('cash out', () => {
  it('offers nothing while the position is already the same on every runner', async () => {
    store.set(positionsAtom, position(-10, -10));
    const { sent } = await show({ 'GET /api/exchange/cash-out': { body: quote } });
    expect(sent).toHaveLength(0);
    expect(screen.queryByTestId('cash-out')).toBeNull();
  });

  it('shows the amount it would lock in and places the hedge with that amount and a key of its own', async () => {
    store.set(positionsAtom, position(160, -200));
    const { sent } = await show({
      'GET /api/exchange/cash-out': { body: quote },
      'POST /api/exchange/cash-out': {
        body: {
          bets: [{ id: 9, status: 'matched', matchedStake: 241.5, unmatchedStake: 0, averagePrice: 1.8, liability: 193.2, placedAt: '2026-11-23T10:00:00Z' }],
          amount: 41.5,
          message: 'Cashed out.',
          code: 'exchangeCashOutDone',
        },
      },
    });
    expect(screen.getByTestId('cash-out-amount').textContent).toBe('৳ 41.50');
    fireEvent.click(screen.getByRole('button', { name: /Cash out/ }));
    await settle();
    const posted = sent.find((s) => s.method === 'POST');
    expect(posted?.body).toEqual({ marketId: MARKET, amount: 41.5 });
    expect(posted?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // Then the positions, open bets and exposure are read again.
    expect(sent.filter((s) => s.path === '/api/exchange/positions')).toHaveLength(1);
  });

  it('stops asking once the market has left the feed', async () => {
    store.set(positionsAtom, position(160, -200));
    const { sent } = await show({ 'GET /api/exchange/cash-out': { status: 404, body: { message: 'Market not found.', code: 'exchangeUnknownMarket' } } });
    await act(() => new Promise((resolve) => setTimeout(resolve, CASH_OUT_QUOTE_MS + 200)));
    expect(sent.filter((s) => s.path === '/api/exchange/cash-out')).toHaveLength(1);
    expect(screen.queryByTestId('cash-out')).toBeNull();
  });
});
