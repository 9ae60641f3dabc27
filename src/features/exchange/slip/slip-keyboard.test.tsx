// The bet slip with the keyboard alone (accessibility): Tab reaches a price, Enter opens the
// slip with the stake in focus, the odds are stepped and typed, Enter places, Escape and the close
// button cancel the slip, and an unmatched bet's Cancel is reached and pressed the same way. Real
// keyboard events (user-event), real components over the odds poller, the API stubbed at fetch.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetRecord } from '../../../../contracts/exchange-bets.ts';
import type { MatchOddsMarket as Market } from '../../../../contracts/exchange.ts';
import { createOddsPoller } from '../../../../workers/odds-poller.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { store } from '../../../lib/store.ts';
import { renderWithApp, setViewport } from '../../../lib/testing.tsx';
import { stubFetch } from '../../../../tests/helpers/stub-fetch.ts';
import { applyFeedMessage, resetFeedState } from '../feed/atoms.ts';
import { closeSlip, openBetsAtom, slipAtom } from '../my-bets/bet-state.ts';
import { BetSlip } from './bet-slip.tsx';
import { MatchOddsMarket } from '../odds-view/match-odds-market.tsx';
import { OpenBets } from '../my-bets/open-bets.tsx';

beforeAll(() => i18n.loadNamespaces('exchange'));
const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => {});
};

const market: Market[] = [
  {
    marketId: '1.1',
    eventId: 'e1',
    marketName: 'Match Odds',
    status: 'OPEN',
    inplay: false,
    lastUpdated: 'x',
    totalMatched: 500,
    numberOfRunners: 1,
    runners: [
      {
        selectionId: 1,
        SelectionName: 'Dhaka',
        sortPriority: 1,
        status: 'ACTIVE',
        lastPriceTraded: null,
        ex: { availableToBack: [{ price: 2, size: 100 }], availableToLay: [{ price: 2.1, size: 100 }] },
      },
    ],
  },
];

const placed = {
  id: 9,
  status: 'unmatched',
  matchedStake: 0,
  unmatchedStake: 150,
  averagePrice: null,
  liability: 150,
  placedAt: '2026-11-24T03:00:00Z',
  message: 'Bet unmatched',
  code: 'exchangeBetUnmatched',
};
const unmatchedBet: BetRecord = {
  id: 9,
  eventId: 'e1',
  eventName: 'Dhaka v Sylhet',
  eventNameBn: 'ঢাকা বনাম সিলেট',
  sport: 'cricket',
  marketId: '1.1',
  marketKey: '1.1',
  marketType: 'match_odds',
  marketName: 'Match Odds',
  marketNameBn: 'ম্যাচ অডস',
  selectionId: '1',
  selectionName: 'Dhaka',
  selectionNameBn: 'ঢাকা',
  side: 'back',
  price: 2.1,
  line: null,
  stake: 150,
  matchedStake: 0,
  unmatchedStake: 150,
  cancelledStake: 0,
  lapsedStake: 0,
  averagePrice: null,
  liability: 150,
  potentialProfit: 165,
  status: 'unmatched',
  profitLoss: null,
  commission: 0,
  placedAt: '2026-11-24T03:00:00Z',
  settledAt: null,
  source: 'player',
  voidReason: null,
  awaitingOperator: null,
};

async function oddsWithSlip() {
  const poller = createOddsPoller({ baseUrl: '', fetch: async () => new Response(JSON.stringify(market)) });
  poller.setListener((m) => applyFeedMessage(m));
  poller.subscribeMarket('1.1');
  await act(() => poller.tick());
  renderWithApp(
    <>
      <MatchOddsMarket marketId="1.1" eventId="e1" levels={1} pinned={false} onPin={() => {}} />
      <BetSlip placement="column" />
      <OpenBets eventId="e1" />
    </>,
  );
  await settle();
  return userEvent.setup();
}

/** Tabs forward until `want` holds for the focused element (at most 30 presses), and returns it. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, want: (el: Element) => boolean): Promise<HTMLElement> {
  for (let i = 0; i < 30; i++) {
    await user.tab();
    if (document.activeElement && want(document.activeElement)) return document.activeElement as HTMLElement;
  }
  throw new Error('Tab never reached the element');
}
const backPrice = (el: Element) => el.tagName === 'BUTTON' && el.closest('.price-back') !== null;

describe('the bet slip with the keyboard alone', () => {
  beforeEach(async () => {
    setViewport(false); // a desktop: the slip in its column
    resetFeedState();
    closeSlip();
    store.set(openBetsAtom, {});
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens a price with Enter, types the stake, steps and types the odds, and places with Enter', async () => {
    const { sent } = stubFetch({
      'POST /api/exchange/bets': { body: { bet: placed } },
      'GET /api/exchange/positions': { body: { markets: [] } },
      'GET /api/exchange/bets': { body: { bets: [], nextBefore: null } },
      'GET /api/exchange/balance-overview': { body: { balance: 1000, exposure: 150, available: 850 } },
      'GET /api/exchange/settings': { body: {} },
    });
    const user = await oddsWithSlip();
    await tabTo(user, backPrice);
    await user.keyboard('{Enter}');
    await settle();
    expect(store.get(slipAtom)).toMatchObject({ selectionId: '1', side: 'back', price: 2 });
    const slip = screen.getByTestId('bet-slip');
    // The stake is where the keys go first.
    expect(document.activeElement).toBe(within(slip).getByLabelText('Stake'));
    await user.keyboard('150');
    expect(within(slip).getByTestId('slip-liability').textContent).toMatch(/150\.00/);
    // Back through the odds: + with Enter steps one tick; then the odds typed over.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(slip).getByRole('button', { name: 'Higher odds' }));
    await user.keyboard('{Enter}');
    expect(store.get(slipAtom)?.price).toBe(2.02);
    await user.tab({ shift: true });
    const odds = within(slip).getByLabelText('Odds') as HTMLInputElement;
    expect(document.activeElement).toBe(odds);
    await user.keyboard('{Control>}a{/Control}{Backspace}2.1');
    await user.tab();
    expect(store.get(slipAtom)?.price).toBe(2.1);
    expect(within(slip).getByTestId('slip-profit').textContent).toMatch(/165\.00/);
    // Enter in a field of the slip places the bet.
    within(slip).getByLabelText('Stake').focus();
    await user.keyboard('{Enter}');
    await settle();
    const posts = sent.filter((r) => r.method === 'POST' && r.path === '/api/exchange/bets');
    expect(posts.map((r) => r.body)).toEqual([
      { eventId: 'e1', marketId: '1.1', marketType: 'match_odds', selectionId: '1', side: 'back', price: 2.1, stake: 150 },
    ]);
  });

  it('cancels the slip with Escape and with its close button, and cancels an unmatched bet from the keyboard', async () => {
    const { sent } = stubFetch({
      'DELETE /api/exchange/bets/9': {
        body: {
          bet: { ...unmatchedBet, status: 'cancelled', unmatchedStake: 0, cancelledStake: 150 },
          message: 'Bet cancelled.',
          code: 'exchangeBetCancelled',
        },
      },
      'GET /api/exchange/positions': { body: { markets: [] } },
      'GET /api/exchange/bets': { body: { bets: [], nextBefore: null } },
      'GET /api/exchange/balance-overview': { body: { balance: 1000, exposure: 0, available: 1000 } },
      'GET /api/exchange/settings': { body: {} },
    });
    act(() => store.set(openBetsAtom, { e1: [unmatchedBet] }));
    const user = await oddsWithSlip();
    await tabTo(user, backPrice);
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.getByTestId('bet-slip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(store.get(slipAtom)).toBeNull();
    expect(screen.queryByTestId('bet-slip')).toBeNull();

    (document.activeElement as HTMLElement | null)?.blur();
    await tabTo(user, backPrice);
    await user.keyboard('{Enter}');
    await settle();
    await tabTo(user, (el) => el.getAttribute('aria-label') === 'Close bet slip');
    await user.keyboard('{Enter}');
    expect(store.get(slipAtom)).toBeNull();

    (document.activeElement as HTMLElement | null)?.blur();
    const cancel = await tabTo(user, (el) => el.tagName === 'BUTTON' && el.closest('[data-testid="open-bet-unmatched"]') !== null);
    expect(cancel).toBe(within(screen.getByTestId('open-bet-unmatched')).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    await settle();
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/exchange/bets/9']);
  });
});
