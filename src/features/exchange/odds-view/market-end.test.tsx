import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { MatchOddsMarket } from '../../../../contracts/exchange.ts';
import { priceKey } from '../../../../workers/feed-keys.ts';
import { createOddsPoller } from '../../../../workers/odds-poller.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { store } from '../../../lib/store.ts';
import { resetReads } from '../../../lib/read-cache.ts';
import { renderWithApp, setViewport } from '../../../lib/testing.tsx';
import { stubFetch } from '../../../../tests/helpers/stub-fetch.ts';
import { applyFeedMessage, resetFeedState } from '../feed/atoms.ts';
import { closeSlip, openSlip, slipAtom, voidedMarketsAtom } from '../my-bets/bet-state.ts';
import { BetSlip } from '../slip/bet-slip.tsx';
import { VOIDED_POLL_MS } from '../my-bets/bets-api.ts';
import { settleFirstScreenForTests } from '../../../lib/first-screen.ts';
import { MarketEnded, marketEndOf } from './market-end.tsx';
import { OddsViewPage } from './odds-view-page.tsx';

// The page's own subscription is the real poller polling on a timer; here the test drives one by hand.
vi.mock('../feed/odds-poller-bridge.ts', () => ({ useFeed: () => {}, EXCHANGE_API_URL: '/exchange-api' }));

beforeAll(() => i18n.loadNamespaces('exchange'));
// The feed is a stub here, so nothing says the first screen was drawn: it counts as drawn from the start.
beforeAll(() => settleFirstScreenForTests());
const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};

type Feed = { state: 'open' | 'closed' | 'gone' };
const runner = (id: number, state: Feed['state']) => ({
  selectionId: id,
  SelectionName: id === 1 ? 'Dhaka' : 'Sylhet',
  sortPriority: id,
  lastPriceTraded: null,
  status: state === 'closed' ? (id === 1 ? ('WINNER' as const) : ('LOSER' as const)) : ('ACTIVE' as const),
  ex:
    state === 'closed'
      ? { availableToBack: [], availableToLay: [] }
      : { availableToBack: [{ price: 1.9 + id / 10, size: 100 }], availableToLay: [{ price: 2.1 + id / 10, size: 100 }] },
});
const market = (state: Feed['state']): MatchOddsMarket[] => [
  {
    marketId: '1.1',
    eventId: 'e1',
    marketName: 'Match Odds',
    status: state === 'closed' ? 'CLOSED' : 'OPEN',
    inplay: state === 'open',
    lastUpdated: 'x',
    totalMatched: 10,
    numberOfRunners: 2,
    runners: [runner(1, state), runner(2, state)],
  },
];

/** The real poller over a fake feed: open, then closed with Dhaka the winner, then gone (404). */
function feed() {
  const f: Feed = { state: 'open' };
  const poller = createOddsPoller({
    baseUrl: '',
    fetch: async (url) => {
      if (f.state === 'gone') return new Response('{}', { status: 404 });
      if (url.includes('match-odds')) return new Response(JSON.stringify(market(f.state)));
      return new Response(
        JSON.stringify({
          data: { items: { e1: { eventId: 'e1', eventName: 'Dhaka v Sylhet', inplay: f.state === 'open', lastUpdated: 'x', fancy2: {}, bookmaker: null } } },
        }),
      );
    },
  });
  poller.setListener((m) => applyFeedMessage(m));
  poller.subscribeMarket('1.1');
  poller.subscribeEvent('e1');
  return {
    f,
    tick: async () => {
      await act(() => poller.tick());
      await settle();
    },
  };
}

const result = {
  EventId: 'e1',
  MarketId: '1.1',
  Event: 'Dhaka v Sylhet',
  sport: 'cricket',
  competition: 'BPL',
  openDate: '2026-11-23T10:00:00Z',
  settledAt: '2026-11-23T13:00:00Z',
  winner: 'Dhaka',
  result: 'Dhaka won by 12 runs',
  score: '160/7 v 148',
};

describe('an odds view left open when the match ends', () => {
  beforeEach(async () => {
    resetFeedState();
    closeSlip();
    store.set(voidedMarketsAtom, new Set<string>());
    setViewport(false);
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['an open market', 'open', { status: 'OPEN' }, undefined, undefined],
    ['a closed market (settled on its winner)', 'settled', { status: 'CLOSED' }, undefined, undefined],
    ['a market the feed no longer has', 'gone', undefined, true, undefined],
    ['an event gone before its market was ever seen', 'gone', undefined, undefined, true],
    ['nothing read yet', 'open', undefined, undefined, undefined],
  ] as const)('%s reads as %s', (_name, want, mk, gone, eventGone) => {
    expect(marketEndOf(mk, gone, eventGone)).toBe(want);
  });

  it('says the match ended with its winner and result, closes the slip, refreshes the bets, and keeps saying so when the event leaves the feed', async () => {
    const { sent } = stubFetch({
      'GET /exchange-api/api/results/cricket': { body: [result] },
      'GET /exchange-api/api/results/soccer': { body: [] },
      'GET /exchange-api/api/results/tennis': { body: [] },
      'GET /api/exchange/positions': { body: { markets: [] } },
      'GET /api/exchange/bets': { body: { bets: [] } },
      'GET /api/exchange/voided-markets': { body: { markets: [] } },
    });
    const { f, tick } = feed();
    const { hook } = memoryLocation({ path: '/odds-view?eventId=e1&marketId=1.1' });
    renderWithApp(
      <Router hook={hook}>
        <OddsViewPage />
      </Router>,
    );
    await tick();
    expect(screen.getAllByTestId('runner-row')).toHaveLength(2);
    expect(screen.queryByTestId('market-ended')).toBeNull();
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
        inPlay: true,
      }),
    );
    expect(screen.getByTestId('bet-slip')).toBeTruthy();
    const positionReads = () => sent.filter((s) => s.path === '/api/exchange/positions').length;
    const before = positionReads();

    f.state = 'closed';
    await tick();
    const ended = screen.getByTestId('market-ended');
    expect(ended.dataset.end).toBe('settled');
    expect(screen.getByTestId('market-ended-winner').textContent).toContain('Dhaka');
    expect(screen.getByTestId('market-ended-result').textContent).toContain('Dhaka won by 12 runs');
    expect(screen.queryAllByTestId('runner-row')).toHaveLength(0);
    expect(store.get(slipAtom)).toBeNull();
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    expect(positionReads()).toBe(before + 1);
    expect(screen.getByRole('link', { name: 'Back to In-Play' }).getAttribute('href')).toBe('/exchange-inplay');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dhaka v Sylhet');

    f.state = 'gone';
    await tick();
    expect(screen.getByTestId('market-ended').dataset.end).toBe('gone');
    expect(screen.getByTestId('market-ended-winner').textContent).toContain('Dhaka');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dhaka v Sylhet');
  });

  it("reads the result line in Bangla from the feed's own Bangla, with no English word of it", async () => {
    await i18n.changeLanguage('bn');
    resetReads(); // the results lists of the tests before, without their Bangla
    stubFetch({
      'GET /exchange-api/api/results/cricket': { body: [{ ...result, Event_bn: 'ঢাকা বনাম সিলেট', result_bn: 'ঢাকা ১২ রানে জিতেছে' }] },
      'GET /exchange-api/api/results/soccer': { body: [] },
      'GET /exchange-api/api/results/tennis': { body: [] },
    });
    renderWithApp(<MarketEnded marketId="1.1" eventId="e1" end="gone" />);
    expect((await screen.findByTestId('market-ended-result')).textContent).toContain('ঢাকা ১২ রানে জিতেছে');
    expect(screen.getByTestId('market-ended').textContent).not.toMatch(/won by/);
  });

  it('a market the operator voids while the feed still lists it open says voided and refunded, with no winner, and closes the slip', async () => {
    // Only the poll's interval is faked: the feed's fetches and React's scheduling run as they do.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let voided = false;
    const { sent } = stubFetch({
      'GET /exchange-api/api/results/cricket': { body: [] },
      'GET /exchange-api/api/results/soccer': { body: [] },
      'GET /exchange-api/api/results/tennis': { body: [] },
      'GET /api/exchange/positions': { body: { markets: [] } },
      'GET /api/exchange/bets': { body: { bets: [] } },
      'GET /api/exchange/voided-markets': () => ({
        body: {
          markets: [
            { marketId: '9.9', marketType: 'bookmaker', lineKey: null, lineId: null },
            // A voided fancy line the feed's row s1-6 quotes now; on the next ask its row has moved on.
            { marketId: 'e1', marketType: 'fancy', lineKey: 's1-6', lineId: voided ? null : 's1-6' },
            ...(voided ? [{ marketId: '1.1', marketType: 'match_odds', lineKey: null, lineId: null }] : []),
          ],
        },
      }),
    });
    try {
      const { tick } = feed();
      const { hook } = memoryLocation({ path: '/odds-view?eventId=e1&marketId=1.1' });
      renderWithApp(
        <Router hook={hook}>
          <OddsViewPage />
        </Router>,
      );
      await tick();
      expect(screen.getAllByTestId('runner-row')).toHaveLength(2);
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
          inPlay: true,
        }),
      );
      // This event's asks (the side column's lists ask for every listed event, without an eventId).
      const asks = () => sent.filter((s) => s.path === '/api/exchange/voided-markets' && s.search.has('eventId'));
      expect(asks().map((s) => s.search.get('eventId'))).toEqual(['e1']);
      // The bookmaker market voided first: known to the slip and the bookmaker section; the view goes on.
      expect([...store.get(voidedMarketsAtom)]).toEqual(['9.9', 'fancy-e1:s1-6']);
      expect(screen.queryByTestId('market-ended')).toBeNull();

      voided = true;
      await act(async () => {
        vi.advanceTimersByTime(VOIDED_POLL_MS);
      });
      await tick();
      const ended = screen.getByTestId('market-ended');
      expect(ended.dataset.end).toBe('void');
      expect([...store.get(voidedMarketsAtom)].sort()).toEqual(['1.1', '9.9']);
      expect(ended.textContent).toContain('every bet on it has been refunded');
      expect(screen.queryByTestId('market-ended-winner')).toBeNull();
      expect(screen.queryAllByTestId('runner-row')).toHaveLength(0);
      expect(store.get(slipAtom)).toBeNull();
      // Voided is final: no more asking.
      await act(async () => {
        vi.advanceTimersByTime(VOIDED_POLL_MS * 3);
      });
      expect(asks()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a slip left on a market that left the feed refuses, saying the market is closed', async () => {
    stubFetch({});
    const { f, tick } = feed();
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
        inPlay: true,
      }),
    );
    renderWithApp(<BetSlip placement="column" />);
    await tick();
    expect(screen.getByRole('button', { name: /Place bet/ })).toBeTruthy();
    f.state = 'gone';
    await tick();
    const button = screen.getByRole('button', { name: 'Market closed' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(store.get(slipAtom)).not.toBeNull();
  });

  it('a slip on a market the operator voided refuses, saying the market is closed, while its prices still show', async () => {
    stubFetch({});
    const { tick } = feed();
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
        inPlay: true,
      }),
    );
    renderWithApp(<BetSlip placement="column" />);
    await tick();
    expect(screen.getByRole('button', { name: /Place bet/ })).toBeTruthy();
    act(() => store.set(voidedMarketsAtom, new Set(['1.1'])));
    const button = screen.getByRole('button', { name: 'Market closed' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
