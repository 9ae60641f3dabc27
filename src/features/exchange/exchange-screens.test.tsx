import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { balanceAtom } from '../../lib/balance.ts';
import { store } from '../../lib/store.ts';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp, setViewport } from '../../lib/testing.tsx';
import { exposureAtom } from './my-bets/bet-state.ts';
import { feedHealthAtom, feedModeAtom, feedStaleAtom, resetFeedState, updateStaleness } from './feed/atoms.ts';
import { ExchangeFrame, FeedBanner } from './exchange-frame.tsx';
import { readOddsTarget } from './odds-view/odds-view-page.tsx';
import { pinsAtom } from './odds-view/pins.ts';

// The exchange namespace is loaded on demand (src/lib/i18n.ts); a screen would suspend until it is.
beforeAll(() => i18n.loadNamespaces('exchange'));

describe('the feed banner', () => {
  beforeEach(() => {
    resetFeedState();
    store.set(feedModeAtom, 'worker');
  });

  it('says when the feed is offline', () => {
    const view = renderWithApp(<FeedBanner />);
    expect(view.queryByTestId('feed-offline')).toBeNull();
    act(() => store.set(feedHealthAtom, { status: 'offline', lastOkAt: 1, failures: 3 }));
    expect(view.getByTestId('feed-offline').textContent).toMatch(/Feed offline/);
  });

  it('says when the poller runs on the main thread because the worker could not start', () => {
    const view = renderWithApp(<FeedBanner />);
    act(() => store.set(feedModeAtom, 'main-thread'));
    expect(view.getByTestId('feed-main-thread')).toBeTruthy();
  });
});

describe('the exchange frame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    store.set(exposureAtom, null);
    store.set(balanceAtom, null);
  });

  it('shows the exposure and leaves the balance to the site header, so it is not shown twice', async () => {
    stubFetch({});
    store.set(balanceAtom, '1234.50');
    setViewport(false);
    const view = renderWithApp(
      <ExchangeFrame title="In-Play">
        <p>body</p>
      </ExchangeFrame>,
    );
    await act(async () => {});
    act(() => store.set(exposureAtom, 200));
    expect(view.getByTestId('exchange-exposure').textContent).toBe('৳ 200.00');
    expect(view.container.textContent).not.toContain('1,234.50');
  });
});

describe('staleness', () => {
  beforeEach(() => resetFeedState());
  const cases: [string, 'live' | 'degraded' | 'offline', number, number, boolean][] = [
    ['a live feed is fresh', 'live', 1000, 60_000, false],
    ['a failing feed within 2 s of its last answer is still fresh', 'degraded', 1000, 2900, false],
    ['a failing feed past 2 s is stale', 'degraded', 1000, 3100, true],
    ['an offline feed is stale at once', 'offline', 1000, 1100, true],
  ];
  it.each(cases)('%s', (_name, status, lastOkAt, now, stale) => {
    // The last good answer is the one the poller reported in its health.
    store.set(feedHealthAtom, { status, lastOkAt, failures: 0 });
    updateStaleness(now);
    expect(store.get(feedStaleAtom)).toBe(stale);
  });
  it('a feed still connecting, with no answer yet, is not called stale, and is once it fails', () => {
    updateStaleness(5000);
    expect(store.get(feedStaleAtom)).toBe(false);
    store.set(feedHealthAtom, { status: 'degraded', lastOkAt: null, failures: 1 });
    updateStaleness(5000);
    expect(store.get(feedStaleAtom)).toBe(true);
  });
});

describe('opening the odds view', () => {
  it.each([
    ['the URL', '?eventId=e1&marketId=1.1', null, { eventId: 'e1', marketId: '1.1' }],
    ['navigation state', '', { eventId: 'e2', marketId: '1.2' }, { eventId: 'e2', marketId: '1.2' }],
    ['the URL over navigation state', '?eventId=e1&marketId=1.1', { eventId: 'e2', marketId: '1.2' }, { eventId: 'e1', marketId: '1.1' }],
    ['nothing', '', null, { eventId: null, marketId: null }],
  ])('reads its target from %s', (_name, search, state, want) => {
    expect(readOddsTarget(search, state)).toEqual(want);
  });
});

describe('pinned markets', () => {
  it('a pin is kept in localStorage and a second toggle removes it', () => {
    store.set(pinsAtom, { eventId: 'e1', marketId: '1.1', name: 'A v B' });
    expect(JSON.parse(localStorage.getItem('exchange-pins') ?? '[]')).toEqual([{ eventId: 'e1', marketId: '1.1', name: 'A v B' }]);
    store.set(pinsAtom, { eventId: 'e1', marketId: '1.1', name: 'A v B' });
    expect(store.get(pinsAtom)).toEqual([]);
  });
});
