import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventItem, MatchOddsMarket as MarketWire } from '../../../../contracts/exchange.ts';
import { emptyDiff } from '../../../../workers/diff.ts';
import { createOddsPoller, type FeedMessage } from '../../../../workers/odds-poller.ts';
import { i18n } from '../../../lib/i18n.ts';
import { store } from '../../../lib/store.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { applyFeedMessage, liveCellCount, resetFeedState } from '../feed/atoms.ts';
import { limitsAtom, voidedMarketsAtom } from '../my-bets/bet-state.ts';
import { BookmakerMarket } from './bookmaker-market.tsx';
import { FancyMarket } from './fancy-market.tsx';
import { MatchOddsMarket } from './match-odds-market.tsx';
import { startRenderCount } from '../render-counts.ts';

// The exchange namespace is loaded on demand (src/lib/i18n.ts); a screen would suspend until it is.
beforeAll(() => i18n.loadNamespaces('exchange'));

function market(firstBack: number): MarketWire[] {
  return [
    {
      marketId: '1.1',
      eventId: 'e1',
      marketName: 'Match Odds',
      status: 'OPEN',
      inplay: true,
      lastUpdated: 'x',
      totalMatched: 1,
      numberOfRunners: 2,
      runners: [1, 2].map((id) => ({
        selectionId: id,
        SelectionName: `Team ${id}`,
        sortPriority: id,
        status: 'ACTIVE' as const,
        lastPriceTraded: null,
        ex: {
          availableToBack: [
            { price: id === 1 ? firstBack : 2.2, size: 100 },
            { price: 2.1, size: 50 },
            { price: 2.0, size: 20 },
          ],
          availableToLay: [
            { price: 2.4, size: 100 },
            { price: 2.5, size: 50 },
            { price: 2.6, size: 20 },
          ],
        },
      })),
    },
  ];
}

function eventAnswer(ballRunning: boolean, lines = 3): { data: { items: Record<string, EventItem> } } {
  const line = (i: number) => ({
    lineId: `L${i}`,
    title: `${i * 5} over runs`,
    category: 'fancy' as const,
    suspended: false,
    ball_running: ballRunning,
    no: 40 + i,
    no_rate: 100,
    yes: 41 + i,
    yes_rate: 100,
    min: 100,
    max: 10000,
    sortPriority: i,
  });
  return {
    data: {
      items: {
        e1: {
          eventId: 'e1',
          eventName: 'A v B',
          inplay: true,
          lastUpdated: 'x',
          fancy2: Object.fromEntries(Array.from({ length: lines }, (_, i) => [`L${i + 1}`, line(i + 1)])),
          bookmaker: {
            marketId: 'bm1',
            marketName: 'Bookmaker',
            min: 100,
            max: 5000,
            runners: {
              1: { selectionId: 1, name: 'Team 1', sortPriority: 1, backPrice: 90, layPrice: 95, suspended: false, ball_running: ballRunning },
              2: { selectionId: 2, name: 'Team 2', sortPriority: 2, backPrice: 105, layPrice: 110, suspended: false, ball_running: ballRunning },
            },
          },
        },
      },
    },
  };
}

/** A fake feed behind the real poller: every answer goes through validation and the diff. */
function setup(lines = 3) {
  const feed = { back: 1.5, ballRunning: false, version: 1 };
  const poller = createOddsPoller({
    baseUrl: '',
    now: () => Date.now(),
    fetch: async (url, init) => {
      const etag = `"${url}:${feed.version}"`;
      if (init.headers['if-none-match'] === etag) return new Response(null, { status: 304 });
      const body = url.includes('match-odds') ? market(feed.back) : eventAnswer(feed.ballRunning, lines);
      return new Response(JSON.stringify(body), { headers: { etag } });
    },
  });
  const messages: FeedMessage[] = [];
  poller.setListener((m) => {
    messages.push(m);
    applyFeedMessage(m);
  });
  poller.subscribeMarket('1.1');
  poller.subscribeEvent('e1');
  return { feed, poller, messages };
}

let commits = 0;
const screen = () => (
  <Profiler
    id="odds"
    onRender={() => {
      commits++;
    }}
  >
    <MatchOddsMarket marketId="1.1" levels={3} />
    <BookmakerMarket eventId="e1" />
    <FancyMarket eventId="e1" />
  </Profiler>
);

describe('fine-grained rendering of the odds view', () => {
  beforeEach(() => resetFeedState());
  afterEach(() => {
    delete (globalThis as { __oddsRenderCounts?: unknown }).__oddsRenderCounts;
  });

  it('a tick that changes one price renders one price cell and nothing else', async () => {
    const { feed, poller, messages } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(screen());
    expect(view.getAllByRole('button', { name: /1\.5/ }).length).toBe(1);
    const counts = startRenderCount();
    commits = 0;
    feed.back = 1.52;
    feed.version++;
    await act(() => poller.tick());
    expect(messages.length).toBe(2);
    expect(counts).toEqual({ PriceCell: 1 });
    expect(commits).toBe(1);
    expect(view.getAllByRole('button', { name: /1\.52/ }).length).toBe(1);
  });

  it('an unchanged poll sends no message and renders nothing', async () => {
    const { feed, poller, messages } = setup();
    await act(() => poller.tick());
    renderWithApp(screen());
    const counts = startRenderCount();
    commits = 0;
    await act(() => poller.tick());
    feed.version++;
    await act(() => poller.tick());
    expect(messages.length).toBe(1);
    expect(counts).toEqual({});
    expect(commits).toBe(0);
  });

  it('ball running covers the bookmaker and fancy rows and clears, without rendering any price cell', async () => {
    const { feed, poller } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(screen());
    const counts = startRenderCount();
    commits = 0;
    feed.ballRunning = true;
    feed.version++;
    await act(() => poller.tick());
    expect(commits).toBe(1);
    // Covers stay mounted and hidden while open: the visible ones are the role=status a user meets.
    expect(view.getAllByRole('status').map((e) => e.textContent)).toEqual(Array(5).fill('Ball Running'));
    expect(counts).toEqual({ BookmakerRow: 2, FancyRow: 3 });
    feed.ballRunning = false;
    feed.version++;
    await act(() => poller.tick());
    expect(view.queryAllByRole('status')).toHaveLength(0);
  });

  it("looks the row covers' words up once per market: three fancy lines and twelve ask i18next the same number of times", async () => {
    const lookupsFor = async (lines: number) => {
      resetFeedState();
      const { poller } = setup(lines);
      await act(() => poller.tick());
      const t = vi.spyOn(i18n, 't');
      const view = renderWithApp(screen());
      expect(view.getAllByTestId('fancy-row')).toHaveLength(lines);
      const calls = t.mock.calls.length;
      t.mockRestore();
      view.unmount();
      return calls;
    };
    expect(await lookupsFor(12)).toBe(await lookupsFor(3));
  });

  it('a bookmaker market the operator voided says so instead of its prices, and the match odds go on', async () => {
    const { poller } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(screen());
    expect(view.getAllByTestId('bookmaker-row')).toHaveLength(2);
    act(() => store.set(voidedMarketsAtom, new Set(['bm1'])));
    expect(view.queryAllByTestId('bookmaker-row')).toHaveLength(0);
    expect(view.getByTestId('bookmaker-voided').textContent).toContain('every bet on it has been refunded');
    expect(view.getAllByRole('button', { name: /1\.5/ }).length).toBe(1);
    act(() => store.set(voidedMarketsAtom, new Set<string>()));
  });

  it('a fancy line the operator voided says Voided over its prices, in English and Bangla, and the other lines stay priced', async () => {
    const { poller } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(screen());
    act(() => store.set(voidedMarketsAtom, new Set(['fancy-e1:L2'])));
    const rows = view.getAllByTestId('fancy-row');
    expect(rows).toHaveLength(3);
    expect(view.getAllByTestId('fancy-voided')).toHaveLength(1);
    expect(rows[1]!.querySelector('[data-testid="fancy-voided"]')?.textContent).toBe('Voided');
    expect(view.getAllByRole('status').map((e) => e.textContent)).toEqual(['Voided']);
    await act(() => i18n.changeLanguage('bn'));
    expect(view.getByTestId('fancy-voided').textContent).toBe('ভয়েড হয়েছে');
    await act(() => i18n.changeLanguage('en'));
    act(() => store.set(voidedMarketsAtom, new Set<string>()));
    expect(view.queryAllByTestId('fancy-voided')).toHaveLength(0);
  });

  it("shows the operator's Min and Max per market type once read, in place of the feed's own", async () => {
    const { poller } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(screen());
    expect(view.getByTestId('bookmaker-limits').textContent).toBe('Min 100 · Max 5,000');
    const limits = (minStake: number, maxStake: number) => ({ minStake, maxStake, maxProfit: 1_000_000, betDelaySeconds: 0, commissionPercent: 0 });
    act(() => store.set(limitsAtom, { match_odds: limits(200, 50_000), bookmaker: limits(300, 80_000), fancy: limits(100, 20_000) }));
    expect(view.getByTestId('bookmaker-limits').textContent).toBe('Min 300 · Max 80,000');
    act(() => store.set(limitsAtom, null));
  });

  it('releases every price-cell atom when the screen unmounts', async () => {
    const { poller } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(screen());
    // 2 runners x 6 cells + 2 bookmaker runners x 2 + 3 fancy lines x 2 = 22 price cells, plus the rows' own keys.
    expect(view.getAllByRole('button').filter((b) => b.classList.contains('price-cell')).length).toBe(22);
    expect(liveCellCount()).toBeGreaterThanOrEqual(22);
    view.unmount();
    expect(liveCellCount()).toBe(0);
  });

  it('a market the feed answers 404 for says its match has finished, not that it is loading', async () => {
    const poller = createOddsPoller({ baseUrl: '', fetch: async () => new Response('{"message":"Market not found."}', { status: 404 }) });
    poller.setListener((m) => applyFeedMessage(m));
    poller.subscribeMarket('1.1');
    const view = renderWithApp(<MatchOddsMarket marketId="1.1" levels={3} />);
    expect(view.getByTestId('market-empty').textContent).toBe('Loading…');
    await act(() => poller.tick());
    expect(view.getByTestId('market-empty').textContent).toBe('This match has finished and its market has closed. See the Result tab for how it ended.');
  });

  it('a message after a sequence gap is refused so the poller sends a new image', async () => {
    const { poller } = setup();
    await act(() => poller.tick());
    expect(applyFeedMessage({ seq: 5, kind: 'diff', diff: emptyDiff(), at: 0 })).toBe(false);
  });
});
