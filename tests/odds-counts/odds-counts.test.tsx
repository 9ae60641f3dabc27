// The exact-count targets of the odds-view benchmark, at small scale in jsdom, so a change
// that breaks fine-grained rendering fails CI: the real components and atoms, the real poller (JSON
// parse, zod validation, normalize, diff) over the benchmark's seeded fixtures.
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { priceKey } from '../../workers/feed-keys.ts';
import { createOddsPoller, type FeedMessage } from '../../workers/odds-poller.ts';
import { applyFeedMessage, cellFamily, currentMirror, resetFeedState } from '../../src/features/exchange/feed/atoms.ts';
import { BookmakerMarket } from '../../src/features/exchange/odds-view/bookmaker-market.tsx';
import { FancyMarket } from '../../src/features/exchange/odds-view/fancy-market.tsx';
import { MatchOddsMarket } from '../../src/features/exchange/odds-view/match-odds-market.tsx';
import { openBetsAtom, openSlip, positionsAtom, slipStakeAtom, exposureAtom, closeSlip } from '../../src/features/exchange/my-bets/bet-state.ts';
import { startRenderCount } from '../../src/features/exchange/render-counts.ts';
import { store } from '../../src/lib/store.ts';
import { renderWithApp } from '../../src/lib/testing.tsx';
import { advance, bodyOf, createWorld, EVENT_CELLS, eventIdOf, eventUrl, findScenario, FANCY_LINES, marketIdOf, marketUrl } from '../../bench/odds/fixtures.ts';

/** The S1 screen (92 cells) fed by the real poller; each tick() moves the fixture and polls once. */
async function setup(scenarioKey: string) {
  const scenario = findScenario(scenarioKey);
  const world = createWorld(scenario, 7);
  const subscribed = new Set([marketUrl(marketIdOf(0)), eventUrl(eventIdOf(0))]);
  const poller = createOddsPoller({
    baseUrl: '',
    now: () => Date.now(),
    fetch: async (url, init) => {
      const etag = `"${world.versions.get(url) ?? 1}"`;
      if (init.headers['if-none-match'] === etag) return new Response(null, { status: 304 });
      return new Response(JSON.stringify(bodyOf(world, url)), { headers: { etag } });
    },
  });
  let messages: FeedMessage[] = [];
  poller.setListener((m) => {
    messages.push(m);
    applyFeedMessage(m);
  });
  poller.subscribeMarket(marketIdOf(0));
  poller.subscribeEvent(eventIdOf(0));

  let commits = 0;
  let renders = startRenderCount();
  let view!: ReturnType<typeof renderWithApp>;
  // i18next loads the exchange namespace on first use (a Suspense), so the first render is awaited.
  await act(async () => {
    view = renderWithApp(
      <Profiler
        id="odds"
        onRender={() => {
          commits++;
        }}
      >
        <MatchOddsMarket marketId={marketIdOf(0)} levels={1} />
        <BookmakerMarket eventId={eventIdOf(0)} />
        <FancyMarket eventId={eventIdOf(0)} />
      </Profiler>,
    );
  });
  const mutations: MutationRecord[] = [];
  const observer = new MutationObserver((r) => {
    mutations.push(...r);
  });
  observer.observe(view.container, { subtree: true, childList: true, attributes: true, characterData: true });

  /** One feed tick; returns what it cost, counted exactly. */
  async function tick(move = true) {
    messages = [];
    commits = 0;
    renders = startRenderCount();
    mutations.length = 0;
    if (move) advance(world, scenario, subscribed);
    await act(() => poller.tick());
    mutations.push(...observer.takeRecords());
    const { PriceCell = 0, ...others } = renders;
    const diff = messages[0]?.kind === 'diff' ? messages[0].diff : null;
    const changed = diff ? [...Object.keys(diff.added), ...Object.keys(diff.updated), ...diff.removed] : [];
    return {
      messages: messages.length,
      bytes: messages.reduce((n, m) => n + JSON.stringify(m).length, 0),
      commits,
      cellRenders: PriceCell,
      others,
      changedCells: changed.filter((k) => k.startsWith('px:')).length,
      mutations: mutations.map((m) => m.type),
    };
  }
  return { tick, view, observer };
}

const priceCells = (container: HTMLElement) => container.querySelectorAll('.price-cell').length;

describe('exact counts of the odds view per feed tick', () => {
  beforeEach(() => resetFeedState());
  afterEach(() => {
    delete (globalThis as { __oddsRenderCounts?: unknown }).__oddsRenderCounts;
  });

  it('shows the 92 price cells of S1 after the first image', async () => {
    const { tick, view } = await setup('S1@10%');
    const first = await tick(false);
    expect(first.messages).toBe(1);
    expect(priceCells(view.container)).toBe(EVENT_CELLS);
    expect(EVENT_CELLS).toBe(92);
  });

  it('S0: identical snapshots send nothing, commit nothing, render nothing and touch no DOM', async () => {
    const { tick } = await setup('S0@0');
    await tick(false);
    for (let i = 0; i < 5; i++) {
      expect(await tick()).toEqual({ messages: 0, bytes: 0, commits: 0, cellRenders: 0, others: {}, changedCells: 0, mutations: [] });
    }
  });

  it.each([
    ['S1@1 cell', 1],
    ['S1@10%', 9],
    ['S1@100%', 92],
  ])('%s: one message and one commit per tick, price-cell renders equal the %i changed cells, nothing else renders', async (key, cells) => {
    const { tick } = await setup(key);
    await tick(false);
    for (let i = 0; i < 4; i++) {
      const t = await tick();
      expect({ messages: t.messages, commits: t.commits, cellRenders: t.cellRenders, others: t.others, changed: t.changedCells }).toEqual({
        messages: 1,
        commits: 1,
        cellRenders: cells,
        others: {},
        changed: cells,
      });
      expect(t.mutations.filter((m) => m === 'childList')).toEqual([]);
    }
  });

  it('S1s: a status-only tick renders the 40 fancy rows once each and no price cell', async () => {
    const { tick } = await setup('S1s@status');
    await tick(false);
    const t = await tick();
    expect({ messages: t.messages, commits: t.commits, cellRenders: t.cellRenders, others: t.others }).toEqual({
      messages: 1,
      commits: 1,
      cellRenders: 0,
      others: { FancyRow: FANCY_LINES },
    });
    // The covers are shown and hidden, never mounted: no node is added or removed.
    expect(t.mutations.filter((m) => m === 'childList')).toEqual([]);
    expect(t.bytes).toBeLessThanOrEqual(10 * 1024);
  });

  it('S5: price-only ticks stay exact, and a tick that adds one fancy line and removes one sends one message', async () => {
    const { tick, view } = await setup('S5@10%');
    await tick(false);
    for (let i = 1; i < 10; i++) {
      const t = await tick();
      expect({ messages: t.messages, commits: t.commits, cellRenders: t.cellRenders, others: t.others }).toEqual({
        messages: 1,
        commits: 1,
        cellRenders: t.changedCells,
        others: {},
      });
    }
    const churn = await tick();
    // The new row mounts (FancyMarket re-reads its lines once). Its commit count is judged by the
    // browser benchmark, not here: in jsdom act() runs the new row's effects inside the same act,
    // where jotai's subscribe-time re-check adds a second, empty commit that a browser does not show.
    expect(churn.messages).toBe(1);
    expect(churn.others).toEqual({ FancyMarket: 1, FancyRow: 1 });
    expect(priceCells(view.container)).toBe(EVENT_CELLS);
  });

  it('keeps no price-cell atom once the screen unmounts', async () => {
    const { tick, view, observer } = await setup('S1@10%');
    await tick(false);
    await tick();
    const pricesHeld = () => [...cellFamily.getParams()].filter((k) => k.startsWith('px:')).length;
    expect(pricesHeld()).toBe(EVENT_CELLS);
    observer.disconnect();
    view.unmount();
    expect(pricesHeld()).toBe(0);
  });

  it('a bet slip, a stake typed, positions and exposure after a bet render no price cell, and ticks stay exact with them on screen', async () => {
    const { tick, view } = await setup('S1@10%');
    await tick(false);
    const marketId = marketIdOf(0);
    // A phone: the slip opens inline under the runner's row (jsdom has no matchMedia of its own).
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    const renders = startRenderCount();
    await act(async () => {
      openSlip({
        eventId: eventIdOf(0),
        marketId,
        marketType: 'match_odds',
        selectionId: '1000',
        runnerName: 'A',
        side: 'back',
        cellKey: priceKey(marketId, 1000, 'b', 0),
        price: 2,
        rowKey: `${marketId}:1000`,
        inPlay: true,
      });
      store.set(slipStakeAtom, '500');
    });
    await act(async () => {
      store.set(positionsAtom, {
        [marketId]: {
          marketKey: marketId,
          marketId,
          eventId: eventIdOf(0),
          marketType: 'match_odds',
          marketName: 'Match Odds',
          lineTitle: null,
          liability: 500,
          runners: [1000, 1001, 1002].map((id, i) => ({ selectionId: String(id), name: `R${i}`, profitLoss: i === 0 ? 500 : -500 })),
          fancyBook: [],
        },
      });
      store.set(openBetsAtom, { [eventIdOf(0)]: [] });
      store.set(exposureAtom, 500);
    });
    expect(renders.PriceCell ?? 0).toBe(0);
    expect(renders.RunnerPnl).toBeGreaterThan(0);
    expect(view.container.querySelectorAll('[data-testid="runner-pnl-now"]')).toHaveLength(3);
    expect(view.container.querySelectorAll('[data-testid="bet-slip"]')).toHaveLength(1);
    // The slip follows its own price: a tick that moves it renders the slip and the backed runner's
    // preview once each, in the tick's one commit; any other tick renders price cells alone.
    const slipPrice = () => (currentMirror()[`px:${marketId}:1000:b:0`] as { price: number }).price;
    let moved = 0;
    for (let i = 0; i < 20; i++) {
      const before = slipPrice();
      const t = await tick();
      const move = slipPrice() !== before;
      if (move) moved++;
      expect({ commits: t.commits, cellRenders: t.cellRenders, others: t.others }).toEqual({
        commits: 1,
        cellRenders: t.changedCells,
        others: move ? { BetSlip: 1, RunnerPnl: 1 } : {},
      });
    }
    expect(moved).toBeGreaterThan(0);
    act(() => {
      closeSlip();
      store.set(positionsAtom, {});
      store.set(openBetsAtom, {});
      store.set(exposureAtom, null);
    });
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
});
