// The odds poller on one market: a full image, then only the changed prices, in exact messages and bytes;
// 304s, gaps, errors and back-off, Retry-After, broken answers, unsubscribing and the hidden page.
import { describe, expect, it } from 'vitest';
import type { MatchOddsMarket } from '../contracts/exchange.ts';
import { marketGoneKey } from './feed-keys.ts';
import {
  createOddsPoller,
  MAX_BACKOFF_MS,
  MAX_RETRY_AFTER_MS,
  OFFLINE_AFTER_FAILURES,
  POLL_INTERVAL_MS,
  retryAfterMs,
  type FeedMessage,
} from './odds-poller.ts';
import { fakeFeed, market } from './odds-poller-test-kit.ts';

function setup() {
  const feed = fakeFeed();
  const poller = createOddsPoller({ baseUrl: '/exchange-api', fetch: feed.fetch, now: () => 1000 });
  const messages: FeedMessage[] = [];
  poller.setListener((m) => messages.push(m));
  poller.subscribeMarket('1.1');
  return { feed, poller, messages };
}

describe('the odds poller', () => {
  it('sends a full image on subscribe, then only the price that changed', async () => {
    const { feed, poller, messages } = setup();
    await poller.tick();
    expect(messages.map((m) => m.kind)).toEqual(['image']);
    feed.state.body = [market(1.52)];
    feed.state.version = 2;
    await poller.tick();
    // The new price only: the main thread holds the one it replaces, which says which way it moved.
    expect(messages[1]).toEqual({
      seq: 2,
      kind: 'diff',
      diff: { added: {}, updated: { 'px:1.1:1:b:0': { price: 1.52, size: 100 } }, removed: [] },
      at: 1000,
    });
    expect(messages.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('posts a tick as the changed keys and their new values only, in an exact number of bytes', async () => {
    const { feed, poller, messages } = setup();
    await poller.tick();
    const next = market(1.52);
    const [one, two] = next.runners as [MatchOddsMarket['runners'][number], MatchOddsMarket['runners'][number]];
    two.ex.availableToBack = [{ price: 2.46, size: 100 }];
    one.ex.availableToLay = [{ price: 3.05, size: 80 }];
    feed.state.body = [next];
    feed.state.version = 2;
    await poller.tick();
    const wire =
      '{"seq":2,"kind":"diff","diff":{"added":{},"updated":{' +
      '"px:1.1:1:b:0":{"price":1.52,"size":100},"px:1.1:1:l:0":{"price":3.05,"size":80},"px:1.1:2:b:0":{"price":2.46,"size":100}' +
      '},"removed":[]},"at":1000}';
    expect(messages).toHaveLength(2);
    expect(JSON.stringify(messages[1])).toBe(wire);
    // What the benchmark counts as a message's bytes: its JSON length.
    expect(JSON.stringify(messages[1]).length).toBe(200);
  });

  it('a market that leaves the feed (404) takes its keys away and leaves its gone key, without counting a failure', async () => {
    const { feed, poller, messages } = setup();
    await poller.tick();
    feed.state.gone = true;
    await poller.tick();
    const diff = messages[1]?.kind === 'diff' ? messages[1].diff : null;
    expect(diff?.added).toEqual({ [marketGoneKey('1.1')]: true });
    expect(diff?.removed.filter((k) => k.startsWith('px:1.1:'))).toHaveLength(2 * 2);
    expect(diff?.removed).toContain('mk:1.1');
    expect(poller.health()).toMatchObject({ status: 'live', failures: 0 });
    // It came back (a link opened before the event was listed): the gone key goes again.
    feed.state.gone = false;
    feed.state.version = 3;
    await poller.tick();
    const back = messages[2]?.kind === 'diff' ? messages[2].diff : null;
    expect(back?.removed).toEqual([marketGoneKey('1.1')]);
  });

  it('asks with If-None-Match and sends no message when the feed answers 304', async () => {
    const { feed, poller, messages } = setup();
    await poller.tick();
    await poller.tick();
    await poller.tick();
    expect(feed.state.requests.map((r) => r.ifNoneMatch)).toEqual([undefined, '"v1"', '"v1"']);
    expect(messages).toHaveLength(1);
  });

  it('sends no message when a new answer holds the same prices', async () => {
    const { feed, poller, messages } = setup();
    await poller.tick();
    feed.state.version = 2;
    await poller.tick();
    expect(messages).toHaveLength(1);
  });

  it('sends a new image when the main thread reports a sequence gap', async () => {
    const { poller, messages } = setup();
    await poller.tick();
    poller.requestImage();
    await poller.tick();
    expect(messages.map((m) => m.kind)).toEqual(['image', 'image']);
  });

  it('backs off on errors, calls the feed offline, and recovers on the next good answer', async () => {
    const { feed, poller, messages } = setup();
    await poller.tick();
    feed.state.fail = true;
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      await poller.tick();
      delays.push(poller.nextDelay());
    }
    expect(delays.slice(0, 3)).toEqual([POLL_INTERVAL_MS * 2, POLL_INTERVAL_MS * 4, POLL_INTERVAL_MS * 8]);
    expect(delays.at(-1)).toBe(MAX_BACKOFF_MS);
    expect(poller.health().status).toBe('offline');
    expect(poller.health().failures).toBe(8);
    // Only the status changes were sent: degraded, then offline after OFFLINE_AFTER_FAILURES.
    expect(messages.slice(1).map((m) => m.health?.status)).toEqual(['degraded', 'offline']);
    expect(OFFLINE_AFTER_FAILURES).toBe(3);
    feed.state.fail = false;
    await poller.tick();
    expect(poller.health().status).toBe('live');
    expect(poller.nextDelay()).toBe(POLL_INTERVAL_MS);
  });

  it("waits as long as a refusal's Retry-After asks, then polls at its own pace again after a good answer", async () => {
    let clock = 1000;
    let refuse: { status: number; retryAfter?: string } | null = null;
    const requests: string[] = [];
    const poller = createOddsPoller({
      baseUrl: '/exchange-api',
      now: () => clock,
      fetch: async (url) => {
        requests.push(url);
        if (refuse)
          return new Response('{"message":"Too many requests."}', {
            status: refuse.status,
            headers: refuse.retryAfter ? { 'retry-after': refuse.retryAfter } : {},
          });
        return new Response(JSON.stringify([market(1.5)]), { status: 200, headers: { etag: '"v1"' } });
      },
    });
    poller.subscribeMarket('1.1');
    await poller.tick();
    refuse = { status: 429, retryAfter: '7' };
    await poller.tick();
    // Without the header the back-off would ask 600 ms: the server asked for 7 s.
    expect(poller.nextDelay()).toBe(7000);
    clock += 5000;
    expect(poller.nextDelay()).toBe(2000);
    refuse = { status: 503, retryAfter: new Date(clock + 30_000).toUTCString() };
    await poller.tick();
    expect(poller.nextDelay()).toBe(30_000);
    // A refusal without the header backs off as any failure does; one asking for an hour is followed for a minute.
    refuse = { status: 429 };
    clock += 40_000;
    await poller.tick();
    expect(poller.nextDelay()).toBe(POLL_INTERVAL_MS * 2 ** 3);
    refuse = { status: 429, retryAfter: '3600' };
    await poller.tick();
    expect(poller.nextDelay()).toBe(MAX_RETRY_AFTER_MS);
    refuse = null;
    await poller.tick();
    expect(poller.health().status).toBe('live');
    expect(poller.nextDelay()).toBe(POLL_INTERVAL_MS);
    // One request a tick: the waiting is the scheduler's (nextDelay), a tick asked for still polls.
    expect(requests).toHaveLength(6);
  });

  it('reads Retry-After as seconds or an HTTP date, and ignores what is neither', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(retryAfterMs('12', now)).toBe(12_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sun, 29 Nov 2026 12:00:20 GMT', now)).toBe(20_000);
    expect(retryAfterMs('Sun, 29 Nov 2026 11:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('keeps the last good prices when an answer breaks the contract', async () => {
    const { feed, poller, messages } = setup();
    await poller.tick();
    feed.state.body = [{ marketId: '1.1', runners: 'nonsense' }];
    feed.state.version = 2;
    await poller.tick();
    expect(messages.filter((m) => m.kind === 'diff')).toHaveLength(0);
    expect(poller.health().status).toBe('degraded');
  });

  it('drops a market from the next diff when it is unsubscribed and polls it no more', async () => {
    const { feed, poller, messages } = setup();
    await poller.tick();
    poller.unsubscribeMarket('1.1');
    await poller.tick();
    const last = messages.at(-1);
    expect(last?.kind === 'diff' ? last.diff.removed.length : 0).toBe(7);
    const before = feed.state.requests.length;
    await poller.tick();
    expect(feed.state.requests.length).toBe(before);
  });

  it('reports a pause when the page is hidden and sends a full image when it is shown again', async () => {
    const { poller, messages } = setup();
    await poller.tick();
    poller.setVisible(false);
    expect(messages.at(-1)?.health?.status).toBe('paused');
    poller.setVisible(true);
    poller.stop();
    await poller.tick();
    expect(messages.map((m) => m.kind)).toEqual(['image', 'health', 'image']);
    expect(messages.at(-1)?.health?.status).toBe('live');
  });
});
