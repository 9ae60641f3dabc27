// The flash's direction with a diff that carries new prices only: the cell's "before" is the main
// thread's, so these ticks come from the real poller (over a fake feed) and go through the real atoms.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { squashDiffs } from '../../../../workers/diff.ts';
import { priceKey } from '../../../../workers/feed-keys.ts';
import { createOddsPoller, type FeedMessage } from '../../../../workers/odds-poller.ts';
import { bodyOf, createWorld, findScenario, marketIdOf, marketUrl } from '../../../../bench/odds/fixtures.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { applyFeedMessage, resetFeedState } from '../feed/atoms.ts';
import { startRenderCount } from '../render-counts.ts';
import { PriceCell } from './price-cell.tsx';

/** One price cell on screen, fed by the poller; `poll(price)` sets its back price and polls once. */
async function setup() {
  // The benchmark's seeded market, whose first runner's best back price these cases set by hand.
  const world = createWorld(findScenario('S1@1 cell'));
  const marketId = marketIdOf(0);
  const url = marketUrl(marketId);
  const runner = world.markets.get(marketId)?.runners[0];
  const best = runner?.ex.availableToBack[0];
  if (!runner || !best) throw new Error('the fixture market has a runner with a back price');
  const setPrice = (price: number) => {
    best.price = price;
    world.versions.set(url, (world.versions.get(url) ?? 1) + 1);
  };
  setPrice(1.5);
  const poller = createOddsPoller({
    baseUrl: '',
    now: () => 1000,
    fetch: async (asked) => new Response(JSON.stringify(bodyOf(world, asked)), { headers: { etag: `"${world.versions.get(asked)}"` } }),
  });
  const sent: FeedMessage[] = [];
  poller.setListener((m) => sent.push(m));
  poller.subscribeMarket(marketId);
  const view = renderWithApp(<PriceCell cellKey={priceKey(marketId, runner.selectionId, 'b', 0)} side="b" />);
  const poll = async (price: number) => {
    setPrice(price);
    await poller.tick();
    return sent.at(-1) as FeedMessage;
  };
  await poller.tick();
  await act(async () => {
    applyFeedMessage(sent[0] as FeedMessage);
  });
  const button = view.container.querySelector('button') as HTMLButtonElement;
  /** Applies what arrived in one frame as the bridge does (squashed into one), counting the cell's renders. */
  const frame = async (...messages: FeedMessage[]) => {
    const renders = startRenderCount();
    const [first, ...rest] = messages as [FeedMessage, ...FeedMessage[]];
    const squashed = rest.reduce<FeedMessage>(
      (acc, m) => (acc.kind === 'diff' && m.kind === 'diff' ? { ...m, diff: squashDiffs(acc.diff, m.diff) } : m),
      first,
    );
    await act(async () => {
      expect(applyFeedMessage(squashed, first.seq)).toBe(true);
    });
    return { renders: renders.PriceCell ?? 0, flash: button.dataset.flash, price: button.querySelector('.price')?.textContent };
  };
  return { poll, frame };
}

describe('which way a price cell flashes', () => {
  beforeEach(() => resetFeedState());
  afterEach(() => {
    delete (globalThis as { __oddsRenderCounts?: unknown }).__oddsRenderCounts;
  });

  it('flashes up when the price rises and down when it falls, rendering once per tick', async () => {
    const { poll, frame } = await setup();
    expect(await frame(await poll(1.52))).toEqual({ renders: 1, flash: 'up', price: '1.52' });
    expect(await frame(await poll(1.48))).toEqual({ renders: 1, flash: 'down', price: '1.48' });
  });

  it('renders nothing for a price that moved and came back within one frame', async () => {
    const { poll, frame } = await setup();
    expect(await frame(await poll(1.52))).toEqual({ renders: 1, flash: 'up', price: '1.52' });
    expect(await frame(await poll(1.6), await poll(1.52))).toEqual({ renders: 0, flash: 'up', price: '1.52' });
  });

  it('flashes by where the frame ended against what the screen showed, not by the last step', async () => {
    const { poll, frame } = await setup();
    // 1.5 → 1.6 → 1.55 in one frame: the last step fell, but the screen goes from 1.5 up to 1.55.
    expect(await frame(await poll(1.6), await poll(1.55))).toEqual({ renders: 1, flash: 'up', price: '1.55' });
  });
});
