import { describe, expect, it } from 'vitest';
import type { MatchOddsMarket } from '../contracts/exchange.ts';
import { createOddsEngine, MAX_BACKOFF_MS, OFFLINE_AFTER_FAILURES, POLL_INTERVAL_MS, type FeedMessage } from './engine.ts';

function market(backPrice: number): MatchOddsMarket {
  return {
    marketId: '1.1', eventId: 'e1', marketName: 'Match Odds', status: 'OPEN', inplay: true,
    lastUpdated: '2026-11-23T10:00:00Z', totalMatched: 100, numberOfRunners: 2,
    runners: [1, 2].map((id) => ({
      selectionId: id, SelectionName: `R${id}`, sortPriority: id, status: 'ACTIVE' as const, lastPriceTraded: null,
      ex: { availableToBack: [{ price: id === 1 ? backPrice : 2.5, size: 100 }], availableToLay: [{ price: 3, size: 50 }] },
    })),
  };
}

/** A fake exchange: serves `body`, answers 304 to its current ETag, or fails when told to. */
function fakeFeed() {
  const state = { body: [market(1.5)] as unknown, version: 1, fail: false, requests: [] as { url: string; ifNoneMatch?: string }[] };
  const fetch = async (url: string, init: { headers: Record<string, string> }) => {
    state.requests.push({ url, ifNoneMatch: init.headers['if-none-match'] });
    if (state.fail) throw new TypeError('network down');
    const etag = `"v${state.version}"`;
    if (init.headers['if-none-match'] === etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(state.body), { status: 200, headers: { etag } });
  };
  return { state, fetch };
}

function setup() {
  const feed = fakeFeed();
  const engine = createOddsEngine({ baseUrl: '/exchange-api', fetch: feed.fetch, now: () => 1000 });
  const messages: FeedMessage[] = [];
  engine.setListener((m) => messages.push(m));
  engine.subscribeMarket('1.1');
  return { feed, engine, messages };
}

describe('the odds engine', () => {
  it('sends a full image on subscribe, then only the price that changed', async () => {
    const { feed, engine, messages } = setup();
    await engine.tick();
    expect(messages.map((m) => m.kind)).toEqual(['image']);
    feed.state.body = [market(1.52)];
    feed.state.version = 2;
    await engine.tick();
    const diff = messages[1]?.kind === 'diff' ? messages[1].diff : null;
    expect(diff?.updated).toEqual({ 'px:1.1:1:b:0': [{ price: 1.5, size: 100 }, { price: 1.52, size: 100 }] });
    expect(messages.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('asks with If-None-Match and sends no message when the feed answers 304', async () => {
    const { feed, engine, messages } = setup();
    await engine.tick();
    await engine.tick();
    await engine.tick();
    expect(feed.state.requests.map((r) => r.ifNoneMatch)).toEqual([undefined, '"v1"', '"v1"']);
    expect(messages).toHaveLength(1);
  });

  it('sends no message when a new answer holds the same prices', async () => {
    const { feed, engine, messages } = setup();
    await engine.tick();
    feed.state.version = 2;
    await engine.tick();
    expect(messages).toHaveLength(1);
  });

  it('sends a new image when the main thread reports a sequence gap', async () => {
    const { engine, messages } = setup();
    await engine.tick();
    engine.requestImage();
    await engine.tick();
    expect(messages.map((m) => m.kind)).toEqual(['image', 'image']);
  });

  it('backs off on errors, calls the feed offline, and recovers on the next good answer', async () => {
    const { feed, engine, messages } = setup();
    await engine.tick();
    feed.state.fail = true;
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) { await engine.tick(); delays.push(engine.nextDelay()); }
    expect(delays.slice(0, 3)).toEqual([POLL_INTERVAL_MS * 2, POLL_INTERVAL_MS * 4, POLL_INTERVAL_MS * 8]);
    expect(delays.at(-1)).toBe(MAX_BACKOFF_MS);
    expect(engine.health().status).toBe('offline');
    expect(engine.health().failures).toBe(8);
    // Only the status changes were sent: degraded, then offline after OFFLINE_AFTER_FAILURES.
    expect(messages.slice(1).map((m) => m.health?.status)).toEqual(['degraded', 'offline']);
    expect(OFFLINE_AFTER_FAILURES).toBe(3);
    feed.state.fail = false;
    await engine.tick();
    expect(engine.health().status).toBe('live');
    expect(engine.nextDelay()).toBe(POLL_INTERVAL_MS);
  });

  it('keeps the last good prices when an answer breaks the contract', async () => {
    const { feed, engine, messages } = setup();
    await engine.tick();
    feed.state.body = [{ marketId: '1.1', runners: 'nonsense' }];
    feed.state.version = 2;
    await engine.tick();
    expect(messages.filter((m) => m.kind === 'diff')).toHaveLength(0);
    expect(engine.health().status).toBe('degraded');
  });

  it('drops a market from the next diff when it is unsubscribed and polls it no more', async () => {
    const { feed, engine, messages } = setup();
    await engine.tick();
    engine.unsubscribeMarket('1.1');
    await engine.tick();
    const last = messages.at(-1);
    expect(last?.kind === 'diff' ? Object.keys(last.diff.removed).length : 0).toBe(7);
    const before = feed.state.requests.length;
    await engine.tick();
    expect(feed.state.requests.length).toBe(before);
  });

  it('reports a pause when the page is hidden and sends a full image when it is shown again', async () => {
    const { engine, messages } = setup();
    await engine.tick();
    engine.setVisible(false);
    expect(messages.at(-1)?.health?.status).toBe('paused');
    engine.setVisible(true);
    engine.stop();
    await engine.tick();
    expect(messages.map((m) => m.kind)).toEqual(['image', 'health', 'image']);
    expect(messages.at(-1)?.health?.status).toBe('live');
  });
});
