// What the exchange screens ask of the server before and after their first screen is drawn (on a
// 3G phone each request before the screen costs round trips; docs/decisions/0152). Counted, request by request.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BalanceOverview } from '../../../../contracts/exchange-records.ts';
import { stubFetch, type Sent } from '../../../../tests/helpers/stub-fetch.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { resetReads } from '../../../lib/read-cache.ts';
import { renderWithApp, setViewport } from '../../../lib/testing.tsx';
import { resetFeedState } from '../feed/atoms.ts';
import { EXPOSURE_SHARED_MS, readAgainAfterBet } from '../my-bets/bet-state.ts';
import { markFirstScreenDrawn } from '../../../lib/first-screen.ts';
import { InPlayPage } from '../lists/inplay-page.tsx';
import { OddsViewPage } from '../odds-view/odds-view-page.tsx';
import { EVENT_BETS_POLL_MS } from '../my-bets/use-event-bets.ts';

// The feed is the worker's business (odds-poller-bridge.ts); here it is a stub, and the test says when the screen is drawn.
vi.mock('../feed/odds-poller-bridge.ts', () => ({ useFeed: () => {}, EXCHANGE_API_URL: '/exchange-api' }));

beforeAll(() => i18n.loadNamespaces('exchange'));
const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const count = (sent: Sent[], path: string, withEvent?: boolean) =>
  sent.filter((s) => s.path === path && (withEvent === undefined || s.search.has('eventId') === withEvent)).length;

const routes = {
  // A valid answer: a failed read is not shared (bet-state.ts), and two polls must join one that succeeds.
  'GET /api/exchange/balance-overview': { body: { balance: 0, exposure: 0, available: 0 } satisfies BalanceOverview },
  'GET /api/exchange/positions': { body: { markets: [] } },
  'GET /api/exchange/bets': { body: { bets: [] } },
  'GET /api/exchange/voided-markets': { body: { markets: [] } },
  'GET /exchange-api/api/score/board/e1': { body: '<iframe src="/exchange-api/live-score/e1"></iframe>' },
  'GET /exchange-api/live-score/e1/state': { body: { event: 'A v B', status: 'In play', score: '10/0 (1.0)', detail: '' } },
};

describe('the requests of an exchange screen opened by a page load', () => {
  beforeEach(async () => {
    resetFeedState();
    resetReads();
    setViewport(false); // a desktop: the side column lists every sport too, and asks for the voids
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("the odds view asks for the player's bets, the exposure, the voids and the score board only once its first screen is drawn, then once each", async () => {
    const { sent } = stubFetch(routes);
    const { hook } = memoryLocation({ path: '/odds-view?eventId=e1&marketId=1.1' });
    renderWithApp(
      <Router hook={hook}>
        <OddsViewPage />
      </Router>,
    );
    await settle();
    // Nothing but the prices before the screen is drawn.
    expect(count(sent, '/api/exchange/balance-overview')).toBe(0);
    expect(count(sent, '/api/exchange/positions')).toBe(0);
    expect(count(sent, '/api/exchange/bets')).toBe(0);
    expect(count(sent, '/api/exchange/voided-markets')).toBe(0);
    expect(count(sent, '/exchange-api/api/score/board/e1')).toBe(0);
    expect(count(sent, '/exchange-api/live-score/e1/state')).toBe(0);
    // The score board's place is held while it waits, so nothing moves when it comes.
    expect(document.querySelectorAll('.score-board-skeleton')).toHaveLength(1);

    markFirstScreenDrawn(); // drawn two frames and an idle moment later
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await settle();
    expect(count(sent, '/api/exchange/voided-markets', true)).toBe(1);
    // The side column's listed voids: one ask however many lists are mounted.
    expect(count(sent, '/api/exchange/voided-markets', false)).toBe(1);
    expect(count(sent, '/exchange-api/api/score/board/e1')).toBe(1);
    // The exchange frame and the bets' poll both read the exposure: one request between them.
    expect(count(sent, '/api/exchange/balance-overview')).toBe(1);
    expect(count(sent, '/api/exchange/positions')).toBe(1);
    expect(count(sent, '/api/exchange/bets')).toBe(1);
    // The house board is drawn in the page from its words: one ask, no frame.
    await screen.findByTestId('score-board');
    expect(count(sent, '/exchange-api/live-score/e1/state')).toBe(1);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('the in-play list and the side column ask for the listed voids once between them, once the screen is drawn', async () => {
    const { sent } = stubFetch(routes);
    const { hook } = memoryLocation({ path: '/exchange-inplay' });
    renderWithApp(
      <Router hook={hook}>
        <InPlayPage />
      </Router>,
    );
    await settle();
    expect(count(sent, '/api/exchange/voided-markets')).toBe(1);
  });

  it('a read after a bet asks again however recent the last read, while a poll within the shared window does not', async () => {
    const { sent } = stubFetch(routes);
    await act(() => readAgainAfterBet('e1'));
    await act(() => readAgainAfterBet('e1'));
    expect(count(sent, '/api/exchange/balance-overview')).toBe(2);
    // Shorter than the bets' poll, so each of its beats still reads the exposure.
    expect(EXPOSURE_SHARED_MS).toBeLessThan(EVENT_BETS_POLL_MS);
  });
});
