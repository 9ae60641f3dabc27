import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SportsEvent } from '../../../../contracts/exchange.ts';
import { eventKey } from '../../../../workers/feed-keys.ts';
import { createOddsPoller, type FeedMessage } from '../../../../workers/odds-poller.ts';
import { i18n } from '../../../lib/i18n.ts';
import { store } from '../../../lib/store.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { applyFeedMessage, feedStaleAtom, resetFeedState } from '../feed/atoms.ts';
import { voidedMarketsAtom } from '../my-bets/bet-state.ts';
import { EventRow, useListWords } from './event-list.tsx';
import { startRenderCount } from '../render-counts.ts';

beforeAll(() => i18n.loadNamespaces('exchange'));

type Status = 'OPEN' | 'SUSPENDED';

/** A soccer match (home, away, The Draw) and a cricket match (two teams), as the list answer has them. */
function list(feed: { homeBack: number; status: Status; odds: boolean }): SportsEvent[] {
  const event = (id: string, runners: string[], base: number): SportsEvent => ({
    EventId: id,
    MarketId: `1.${id}`,
    Event: `${runners[0]} v ${runners[1]}`,
    Fancy: false,
    Bookmaker: false,
    inplay: true,
    sport: runners.length === 3 ? 'soccer' : 'cricket',
    competition: 'League',
    openDate: '2026-11-23T10:00:00Z',
    status: 'inplay',
    runners,
    ...(feed.odds
      ? {
          odds: {
            status: id === 's1' ? feed.status : 'OPEN',
            runners: runners.map((_, i) => {
              const open = id !== 's1' || feed.status === 'OPEN';
              const back = id === 's1' && i === 0 ? feed.homeBack : base + i;
              return { selectionId: base * 10 + i, back: open ? { price: back, size: 300 } : null, lay: open ? { price: base + i + 0.1, size: 150 } : null };
            }),
          },
        }
      : {}),
  });
  return [event('s1', ['Home', 'Away', 'The Draw'], 3), event('c1', ['Bangladesh', 'India'], 5)];
}

function setup(odds = true) {
  const feed = { homeBack: 1.8, status: 'OPEN' as Status, odds, version: 1 };
  const poller = createOddsPoller({
    // Every tick polls the lists here (the worker's own cadence for lists is slower: workers/odds-poller.ts).
    baseUrl: '',
    now: () => Date.now(),
    listEveryTicks: 1,
    fetch: async (url, init) => {
      const etag = `"${url}:${feed.version}"`;
      if (init.headers['if-none-match'] === etag) return new Response(null, { status: 304 });
      return new Response(JSON.stringify(url.includes('soccer') ? list(feed) : []), { headers: { etag } });
    },
  });
  const messages: FeedMessage[] = [];
  poller.setListener((m) => {
    messages.push(m);
    applyFeedMessage(m);
  });
  poller.subscribeSports(['soccer']);
  return { feed, poller, messages };
}

let commits = 0;
/** Two rows under one list, which looks their words up once, as the in-play list does. */
function TwoRows() {
  const words = useListWords();
  return (
    <>
      <EventRow eventKey={eventKey('s1')} words={words} />
      <EventRow eventKey={eventKey('c1')} words={words} />
    </>
  );
}
const rows = () => (
  <Profiler
    id="list"
    onRender={() => {
      commits++;
    }}
  >
    <TwoRows />
  </Profiler>
);
const priceCells = (root: HTMLElement) => [...root.querySelectorAll('.list-odds .price-cell')];

describe("the event lists' live prices", () => {
  beforeEach(() => resetFeedState());
  afterEach(() => {
    delete (globalThis as { __oddsRenderCounts?: unknown }).__oddsRenderCounts;
  });

  it('shows best back and lay in 1 / X / 2 columns, the draw in the middle and none for a two-runner event', async () => {
    const { poller } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(rows());
    const [soccer, cricket] = view.getAllByTestId('list-odds');
    expect(priceCells(soccer!).map((c) => c.querySelector('.price')!.textContent)).toEqual(['1.8', '3.1', '5', '5.1', '4', '4.1']);
    expect(priceCells(cricket!)).toHaveLength(4);
    expect(cricket!.querySelectorAll('.list-odds-none')).toHaveLength(1);
  });

  it('a list tick that changes one price renders one price cell and nothing else', async () => {
    const { feed, poller, messages } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(rows());
    const counts = startRenderCount();
    commits = 0;
    feed.homeBack = 1.85;
    feed.version++;
    await act(() => poller.tick());
    expect(messages.map((m) => m.kind)).toEqual(['image', 'diff']);
    expect(counts).toEqual({ PriceCell: 1 });
    expect(commits).toBe(1);
    expect(view.getAllByRole('button', { name: /1\.85/ })).toHaveLength(1);
  });

  it('covers a suspended market with Suspend and empties its prices, then reopens it', async () => {
    const { feed, poller } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(rows());
    feed.status = 'SUSPENDED';
    feed.version++;
    await act(() => poller.tick());
    // The cover stays in the DOM on every row and is hidden while open: count the ones a user sees.
    expect(view.getAllByRole('status').map((e) => e.textContent)).toEqual(['Suspend']);
    const [soccer] = view.getAllByTestId('list-odds');
    expect(priceCells(soccer!).every((c) => (c as HTMLButtonElement).disabled)).toBe(true);
    feed.status = 'OPEN';
    feed.version++;
    await act(() => poller.tick());
    expect(view.queryAllByRole('status')).toHaveLength(0);
  });

  it('says Voided over a market the operator voided while the feed lists it, in English and Bangla', async () => {
    const { poller } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(rows());
    expect(view.queryAllByRole('status')).toHaveLength(0);
    act(() => store.set(voidedMarketsAtom, new Set(['1.s1'])));
    expect(view.getAllByRole('status').map((e) => e.textContent)).toEqual(['Voided']);
    expect(view.getAllByTestId('list-voided')).toHaveLength(1);
    await act(() => i18n.changeLanguage('bn'));
    expect(view.getByTestId('list-voided').textContent).toBe('ভয়েড হয়েছে');
    await act(() => i18n.changeLanguage('en'));
    act(() => store.set(voidedMarketsAtom, new Set<string>()));
  });

  it('greys out every list price while the feed is stale', async () => {
    const { poller } = setup();
    await act(() => poller.tick());
    const view = renderWithApp(rows());
    act(() => store.set(feedStaleAtom, true));
    const cells = priceCells(view.container);
    expect(cells).toHaveLength(10);
    expect(cells.filter((c) => c.classList.contains('stale'))).toHaveLength(10);
  });

  it('lists events from a feed without odds with no price columns', async () => {
    const { poller } = setup(false);
    await act(() => poller.tick());
    const view = renderWithApp(rows());
    expect(view.getAllByTestId('event-row')).toHaveLength(2);
    expect(view.queryAllByTestId('list-odds')).toHaveLength(0);
  });
});
