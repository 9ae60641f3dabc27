import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchOddsMarket } from '../../../contracts/exchange.ts';
import { createOddsEngine } from '../../../workers/engine.ts';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { applyFeedMessage, resetFeedState } from './atoms.ts';
import { betPrefsAtom } from './bet-prefs.ts';
import { closeSlip, openSlip, slipAtom } from './bet-state.ts';
import { BetSlip } from './bet-slip.tsx';

beforeAll(() => i18n.loadNamespaces('exchange'));
const settle = async () => { for (let i = 0; i < 4; i++) await act(async () => {}); };

const market = (back: number): MatchOddsMarket[] => [{
  marketId: '1.1', eventId: 'e1', marketName: 'Match Odds', status: 'OPEN', inplay: false, lastUpdated: 'x', totalMatched: back * 10, numberOfRunners: 1,
  runners: [{ selectionId: 1, SelectionName: 'Dhaka', sortPriority: 1, status: 'ACTIVE', lastPriceTraded: null,
    ex: { availableToBack: [{ price: back, size: 100 }], availableToLay: [{ price: back + 0.1, size: 100 }] } }],
}];

/** The slip on Dhaka's back at 2, over the real engine; move(p) makes the feed's back price p. */
async function slipOnFeed() {
  const feed = { back: 2 };
  const engine = createOddsEngine({ baseUrl: '', fetch: async () => new Response(JSON.stringify(market(feed.back))) });
  engine.setListener((m) => applyFeedMessage(m));
  engine.subscribeMarket('1.1');
  act(() => openSlip({ eventId: 'e1', marketId: '1.1', marketType: 'match_odds', selectionId: '1', runnerName: 'Dhaka', side: 'back', cellKey: 'px:1.1:1:b:0', price: 2, rowKey: '1.1:1', inPlay: false }));
  renderWithApp(<BetSlip placement="column" />);
  await act(() => engine.tick());
  await settle();
  return async (back: number) => { feed.back = back; await act(() => engine.tick()); await settle(); };
}

describe('the bet slip when the price moves', () => {
  beforeEach(async () => {
    resetFeedState();
    closeSlip();
    stubFetch({});
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
    await i18n.changeLanguage('en');
  });
  afterEach(() => { vi.unstubAllGlobals(); localStorage.clear(); });

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

  it('takes a better price without asking when the player accepts any better price, and still asks about a worse one', async () => {
    act(() => store.set(betPrefsAtom, { acceptBetterPrice: true }));
    const move = await slipOnFeed();
    await move(2.2);
    expect(store.get(slipAtom)?.price).toBe(2.2);
    expect(screen.getByText(/^Place bet$/)).toBeTruthy();
    await move(2.1);
    expect(screen.getByText(/^Place bet at 2\.1$/)).toBeTruthy();
  });
});
