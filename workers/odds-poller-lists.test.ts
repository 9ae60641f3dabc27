// The odds poller on the event lists (each runner's best back and lay as price-cell keys, narrowed list
// subscriptions, lists with and without odds together) and on the page's first answers.
import { describe, expect, it } from 'vitest';
import type { SportsEvent } from '../contracts/exchange.ts';
import { listStatusKey, priceKey } from './feed-keys.ts';
import { createOddsPoller, FIRST_ANSWER_MAX_AGE_MS, type FeedMessage } from './odds-poller.ts';
import { fakeFeed, market } from './odds-poller-test-kit.ts';

function listed(eventId: string, marketId: string, homeBack: number, odds = true): SportsEvent {
  return {
    EventId: eventId,
    MarketId: marketId,
    Event: 'Home v Away',
    Fancy: false,
    Bookmaker: false,
    inplay: true,
    sport: 'soccer',
    competition: 'League',
    openDate: '2026-11-23T10:00:00Z',
    status: 'inplay',
    runners: ['Home', 'Away', 'The Draw'],
    ...(odds
      ? {
          odds: {
            status: 'OPEN' as const,
            runners: [11, 12, 13].map((id) => ({
              selectionId: id,
              back: { price: id === 11 ? homeBack : 3.5, size: 200 },
              lay: { price: 4, size: 90 },
            })),
          },
        }
      : {}),
  };
}

describe('the odds poller on the event lists', () => {
  function listSetup(body: () => SportsEvent[]) {
    let version = 1;
    const fetch = async (_url: string, init: { headers: Record<string, string> }) => {
      if (init.headers['if-none-match'] === `"v${version}"`) return new Response(null, { status: 304 });
      return new Response(JSON.stringify(body()), { status: 200, headers: { etag: `"v${version}"` } });
    };
    const poller = createOddsPoller({ baseUrl: '', fetch, now: () => 1000, listEveryTicks: 1 });
    const messages: FeedMessage[] = [];
    poller.setListener((m) => messages.push(m));
    poller.subscribeSports(['soccer']);
    return {
      poller,
      messages,
      bump: () => {
        version++;
      },
    };
  }

  it("puts each listed runner's best back and lay under the price-cell keys, and a list tick moving one price updates one key", async () => {
    let back = 2.5;
    const { poller, messages, bump } = listSetup(() => [listed('e1', '1.1', back), listed('e2', '1.2', 1.9)]);
    await poller.tick();
    const image = messages[0]?.kind === 'image' ? messages[0].snapshot : {};
    expect(Object.keys(image).filter((k) => k.startsWith('px:'))).toHaveLength(12);
    expect(image[priceKey('1.1', 11, 'b', 0)]).toEqual({ price: 2.5, size: 200 });
    expect(image[listStatusKey('1.1')]).toEqual({ status: 'OPEN' });
    back = 2.52;
    bump();
    await poller.tick();
    const diff = messages[1]?.kind === 'diff' ? messages[1].diff : null;
    expect(diff).toEqual({
      added: {},
      updated: { [priceKey('1.1', 11, 'b', 0)]: { price: 2.52, size: 200 } },
      removed: [],
    });
  });

  it('lists a feed without odds with no price keys at all', async () => {
    const { poller, messages } = listSetup(() => [listed('e1', '1.1', 2.5, false)]);
    await poller.tick();
    const image = messages[0]?.kind === 'image' ? messages[0].snapshot : {};
    expect(Object.keys(image)).toEqual(['ev:e1']);
    expect(image['ev:e1']).toMatchObject({ selections: null });
  });
});

describe('narrowed list subscriptions', () => {
  it('polls a sport list with ?when= (and, with prices, ?since=) when asked, and stops when unsubscribed', async () => {
    const urls: string[] = [];
    const poller = createOddsPoller({
      baseUrl: '/x',
      now: () => 1000,
      fetch: async (url) => {
        urls.push(url);
        return new Response('[]', { status: 200 });
      },
    });
    poller.subscribeSports(['tennis'], 'inplay');
    await poller.tick();
    poller.unsubscribeSports(['tennis'], 'inplay');
    await poller.tick();
    expect(urls).toEqual(['/x/api/sports-events/tennis?when=inplay&since=']);
  });
});

describe('lists with and without odds together', () => {
  it('keeps the selections of the list with odds whatever the order of subscription', async () => {
    const body = (url: string): SportsEvent[] => [
      {
        EventId: 'e1',
        MarketId: '1.1',
        Event: 'A v B',
        Fancy: false,
        Bookmaker: false,
        inplay: true,
        sport: 'tennis',
        competition: 'Open',
        openDate: '2026-11-23T10:00:00Z',
        status: 'inplay',
        runners: ['A', 'B'],
        ...(url.includes('odds=none')
          ? {}
          : {
              odds: {
                status: 'OPEN' as const,
                runners: [
                  { selectionId: 1, back: null, lay: null },
                  { selectionId: 2, back: null, lay: null },
                ],
              },
            }),
      },
    ];
    const poller = createOddsPoller({
      baseUrl: '',
      now: () => 1000,
      fetch: async (url) => new Response(JSON.stringify(body(url)), { status: 200 }),
    });
    const messages: FeedMessage[] = [];
    poller.setListener((m) => messages.push(m));
    poller.subscribeSports(['tennis']);
    poller.subscribeSports(['tennis'], 'all', 'none');
    await poller.tick();
    const image = messages[0]?.kind === 'image' ? messages[0].snapshot : {};
    expect(image['ev:e1']).toMatchObject({ selections: '1\u001f2' });
  });
});

describe("the page's first answers", () => {
  it('draws the first image from the answer the page came with, asking the feed nothing, then polls with its ETag', async () => {
    const feed = fakeFeed();
    const poller = createOddsPoller({ baseUrl: '/exchange-api', fetch: feed.fetch, now: () => 1000 });
    const messages: FeedMessage[] = [];
    poller.setListener((m) => messages.push(m));
    poller.seed({ '/api/match-odds/1.1': { etag: '"v1"', body: [market(1.7)] } });
    poller.subscribeMarket('1.1');
    await poller.tick();
    expect(feed.state.requests).toHaveLength(0);
    const image = messages[0]?.kind === 'image' ? messages[0].snapshot : {};
    expect(image[priceKey('1.1', 1, 'b', 0)]).toMatchObject({ price: 1.7 });
    await poller.tick();
    expect(feed.state.requests).toEqual([{ url: '/exchange-api/api/match-odds/1.1', ifNoneMatch: '"v1"' }]);
  });

  it("asks the feed instead when the page's answer is older than FIRST_ANSWER_MAX_AGE_MS", async () => {
    const feed = fakeFeed();
    let clock = 1000;
    const poller = createOddsPoller({ baseUrl: '/exchange-api', fetch: feed.fetch, now: () => clock });
    poller.seed({ '/api/match-odds/1.1': { etag: '"v1"', body: [market(1.7)] } });
    clock += FIRST_ANSWER_MAX_AGE_MS + 1;
    poller.subscribeMarket('1.1');
    await poller.tick();
    expect(feed.state.requests).toHaveLength(1);
  });
});
