import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { store } from '../../../lib/store.ts';
import { toastsAtom } from '../../../components/toast-store.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../../tests/helpers/stub-fetch.ts';
import { positionsAtom } from '../my-bets/bet-state.ts';
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

  it('asks first, with the amount and the hedge it places, then places it with that amount and a key of its own, and says what it locked in', async () => {
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
    // One tap only asks: nothing is placed until the player confirms what they lock in.
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('You lock in a profit of ৳ 41.50 whichever runner wins.');
    expect(dialog.textContent).toMatch(/Lay Dhaka.*৳ 241\.50.*1\.8/);
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirm cash out/ }));
    await settle();
    const posted = sent.find((s) => s.method === 'POST');
    expect(posted?.body).toEqual({ marketId: MARKET, amount: 41.5 });
    expect(posted?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(toastsAtom).at(-1)).toMatchObject({ tone: 'success', text: 'Cashed out. You lock in a profit of ৳ 41.50 whichever runner wins.' });
    // Then the positions, open bets and exposure are read again.
    expect(sent.filter((s) => s.path === '/api/exchange/positions')).toHaveLength(1);
  });

  it('places nothing when the player steps back, and says a loss is a loss, in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    store.set(positionsAtom, position(-30, -60));
    const { sent } = await show({ 'GET /api/exchange/cash-out': { body: { ...quote, amount: -12 } } });
    fireEvent.click(screen.getByRole('button', { name: /ক্যাশ আউট/ }));
    await settle();
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('যে-ই জিতুক, আপনার ৳ ১২.০০ ক্ষতি নিশ্চিত হবে।');
    fireEvent.click(within(dialog).getByRole('button', { name: 'আমার বেট রেখে দিন' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('says why when the cash out is refused (the amount got worse), and keeps the position', async () => {
    store.set(positionsAtom, position(160, -200));
    await show({
      'GET /api/exchange/cash-out': { body: quote },
      'POST /api/exchange/cash-out': {
        body: {
          bets: [{ id: null, status: 'refused', matchedStake: 0, unmatchedStake: 0, averagePrice: null, liability: 0, placedAt: '2026-11-23T10:00:00Z' }],
          amount: null,
          message: 'The price has changed. Please check the new price and try again.',
          code: 'exchangePriceMoved',
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Cash out/ }));
    await settle();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Confirm cash out/ }));
    await settle();
    expect(store.get(toastsAtom).at(-1)).toMatchObject({ tone: 'danger', text: 'The price has changed. Please check the new price and try again.' });
  });

  it('stops asking once the market has left the feed', async () => {
    store.set(positionsAtom, position(160, -200));
    const { sent } = await show({ 'GET /api/exchange/cash-out': { status: 404, body: { message: 'Market not found.', code: 'exchangeUnknownMarket' } } });
    await act(() => new Promise((resolve) => setTimeout(resolve, CASH_OUT_QUOTE_MS + 200)));
    expect(sent.filter((s) => s.path === '/api/exchange/cash-out')).toHaveLength(1);
    expect(screen.queryByTestId('cash-out')).toBeNull();
  });
});
