// The exchange API over a market source that is not the simulator: a MemorySource driven by hand, as a
// Betfair source would move it. Lists, deltas, ETags, stale marks and the bets refused on them, the racing
// lists with their race cards, names from ids when the source has none, and results from closed markets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchOddsResponseSchema,
  resultsResponseSchema,
  sportsEventsDeltaSchema,
  sportsEventsResponseSchema,
  type SportsEvent,
} from '../../../contracts/exchange.ts';
import { placeBetResponseSchema } from '../../../contracts/exchange-bets.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { fundedPlayer, key } from '../../../tests/helpers/exchange-kit.ts';
import { placeBet } from '../bets/place-and-cancel.ts';
import { book, cricketMatch, NOW, race, runner, TOMORROW, TONIGHT } from '../../../tests/helpers/source-fixtures.ts';
import { MemorySource } from '../source/memory-source.ts';
import { feedFor, installFeed, installSourceFeed, type Feed } from '../source/running-feed.ts';
import { registerSource, sourceKind, unregisterSource } from '../source/select-source.ts';
import { ExchangeSimulator } from '../source/simulator/simulator.ts';
import { createBetfairStreamSource } from '../source/betfair/stream-source.ts';
import { betfairStreamConfigFromEnv } from '../source/betfair/stream/stream-config.ts';

let t: TestApp;
let source: MemorySource;
let feed: Feed;

beforeAll(async () => {
  t = await createTestApp();
  source = new MemorySource('betfair-files', NOW);
  feed = installSourceFeed(source);
  cricketMatch(source);
  race(source, 'horse-racing', 1, TONIGHT);
  race(source, 'greyhound-racing', 2, TOMORROW);
});
afterAll(() => feed.stop());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`/exchange-api${path}`, { headers });
const json = async (path: string) => (await get(path)).json();

describe('the exchange API over a hand-driven market source', () => {
  it('lists the source\u2019s events with their match odds, best prices and score, in the contract shape', async () => {
    const list = sportsEventsResponseSchema.parse(await json('/api/sports-events/cricket?when=inplay'));
    expect(list).toHaveLength(1);
    const row = list[0]!;
    expect(row).toMatchObject({
      EventId: '34567890',
      MarketId: '1.200806927',
      Event: 'Sydney Sixers v Perth Scorchers',
      runners: ['Sydney Sixers', 'Perth Scorchers'],
      inplay: true,
      status: 'inplay',
      Fancy: false,
      Bookmaker: false,
      score: 'Sydney Sixers 87/2 (11.3)',
    });
    expect(row.odds!.runners[0]).toEqual({ selectionId: 228749, back: { price: 1.9, size: 120 }, lay: { price: 1.92, size: 80 } });
    expect(row.odds!.stale).toBeUndefined();
    // No house lines beside a real source: the event answer has none, and is no error.
    const ev = await json('/api/event/34567890');
    expect(ev.data.items['34567890']).toMatchObject({ fancy2: {}, bookmaker: null, inplay: true });
    expect(await json('/api/sports-events/soccer')).toEqual([]);
  });

  it('answers 304 to an unchanged market and a new ETag once the source moves its prices', async () => {
    const first = await get('/api/match-odds/1.200806927');
    const etag = first.headers.get('etag')!;
    expect((await get('/api/match-odds/1.200806927', { 'If-None-Match': etag })).status).toBe(304);
    source.putBook('1.200806927', book([228749, 1.88, 1.9], [228750, 2.1, 2.12]));
    const moved = await get('/api/match-odds/1.200806927', { 'If-None-Match': etag });
    expect(moved.status).toBe(200);
    expect(matchOddsResponseSchema.parse(await moved.json())[0]!.runners[0]!.ex.availableToBack[0]!.price).toBe(1.88);
  });

  it('sends a poller at a list version only the prices that moved since, then the rows that changed', async () => {
    const whole = await get('/api/sports-events/cricket?since=&odds=best');
    const version = whole.headers.get('etag')!.replace(/^W\/"L(.*)"$/, '$1');
    source.putBook('1.200806927', book([228749, 1.86, 1.88], [228750, 2.12, 2.14]));
    const delta = await get(`/api/sports-events/cricket?since=${version}&odds=best`);
    expect(delta.headers.get('etag')).toMatch(/^W\/"D/);
    const body = sportsEventsDeltaSchema.parse(await delta.json());
    expect(body.rows).toEqual([]);
    expect(body.odds['1.200806927']!.runners[0]!.back).toEqual({ price: 1.86, size: 120 });
    const next = delta.headers.get('etag')!.replace(/^W\/"D(.*)"$/, '$1');
    source.putScore({ ...source.score('34567890')!, innings: [{ team: 'Sydney Sixers', runs: 91, wickets: 2, overs: 11.4 }], updatedAt: NOW + 1000 });
    const rows = sportsEventsDeltaSchema.parse(await json(`/api/sports-events/cricket?since=${next}&odds=best`));
    expect(rows.rows.map((r) => r.score)).toEqual(['Sydney Sixers 91/2 (11.4)']);
  });

  it('shows a market the source marks stale as stale, on the list and the odds, and refuses a bet on it', async () => {
    const before = (await get('/api/match-odds/1.200806927')).headers.get('etag')!;
    source.setStale(['1.200806927'], true);
    const odds = await get('/api/match-odds/1.200806927', { 'If-None-Match': before });
    expect(odds.status).toBe(200);
    expect(matchOddsResponseSchema.parse(await odds.json())[0]!.stale).toBe(true);
    const row = sportsEventsResponseSchema.parse(await json('/api/sports-events/cricket?when=inplay'))[0]!;
    expect(row.odds!.stale).toBe(true);
    const p = await fundedPlayer(t, 1000);
    const ask = {
      eventId: '34567890',
      marketId: '1.200806927',
      marketType: 'match_odds',
      selectionId: '228749',
      side: 'back',
      price: 1.86,
      stake: 100,
    } as const;
    const bet = placeBetResponseSchema.parse(await placeBet(t.deps, p, ask, key())).bet;
    expect(bet).toMatchObject({ status: 'refused', code: 'exchangeMarketSuspended', message: MESSAGES.exchangeMarketSuspended });
    source.setStale(['1.200806927'], false);
    const fresh = sportsEventsResponseSchema.parse(await json('/api/sports-events/cricket?when=inplay'))[0]!;
    expect(fresh.odds!.stale).toBeUndefined();
  });

  it('lists races with their race card: meeting, off, WIN and PLACE markets, places paid, numbered runners and non-runners', async () => {
    const horses = sportsEventsResponseSchema.parse(await json('/api/sports-events/horse-racing'));
    expect(horses.map((r: SportsEvent) => r.EventId)).toEqual(['36000001']);
    const card = horses[0]!.race!;
    expect(card).toEqual({
      venue: 'Cheltenham',
      raceName: '2m4f Hcap Chs',
      raceTime: new Date(TONIGHT).toISOString(),
      markets: [
        { marketId: '1.3000011', marketType: 'WIN', marketName: '2m4f Hcap Chs', numberOfWinners: 1, status: 'OPEN' },
        { marketId: '1.3000012', marketType: 'PLACE', marketName: 'To Be Placed', numberOfWinners: 2, status: 'OPEN' },
      ],
      places: 2,
      runners: [
        { selectionId: 1011, number: '1', name: 'Galopin Des Champs', removed: false },
        { selectionId: 1012, number: '2', name: 'Fastorslow', removed: true },
        { selectionId: 1013, number: '3', name: 'Selection 1013', removed: false },
      ],
    });
    expect(horses[0]!.MarketId).toBe('1.3000011');
    const place = matchOddsResponseSchema.parse(await json('/api/match-odds/1.3000012'))[0]!;
    expect(place.runners.map((r) => r.status)).toEqual(['ACTIVE', 'REMOVED', 'ACTIVE']);
    expect(place.runners[1]!.ex).toEqual({ availableToBack: [], availableToLay: [] });
    const dogs = sportsEventsResponseSchema.parse(await json('/api/sports-events/greyhound-racing?when=tomorrow'));
    expect(dogs.map((r) => r.race!.venue)).toEqual(['Romford']);
    expect(await json('/api/sports-events/greyhound-racing?when=today')).toEqual([]);
  });

  it('names a market, runner and event the source left unnamed from their ids, never blank', async () => {
    source.putEvent({ id: '34999999', sport: 'soccer', competition: '', name: ' ', openDate: NOW + 3_600_000, countryCode: null, venue: null });
    source.putMarket(
      {
        id: '1.200899999',
        eventId: '34999999',
        marketType: 'MATCH_ODDS',
        name: '',
        numberOfWinners: 1,
        betDelaySeconds: 0,
        status: 'OPEN',
        inPlay: false,
        marketTime: NOW + 3_600_000,
        runners: [runner(47972, '', 1), runner(47973, 'Arsenal', 2)],
        totalMatched: 0,
      },
      [],
    );
    const mo = matchOddsResponseSchema.parse(await json('/api/match-odds/1.200899999'))[0]!;
    expect(mo.marketName).toBe('Market 1.200899999');
    expect(mo.runners.map((r) => r.SelectionName)).toEqual(['Selection 47972', 'Arsenal']);
    expect(mo.runners[1]!.SelectionName_bn).toBe('আর্সেনাল');
    const row = sportsEventsResponseSchema.parse(await json('/api/sports-events/soccer'))[0]!;
    expect(row.Event).toBe('Event 34999999');
    expect(row.runners).toEqual(['Selection 47972', 'Arsenal']);
  });

  it('keeps the result of an event whose market the source closes, with the runner it marks WINNER', async () => {
    const market = source.market('1.200806927')!;
    source.putScore({ ...source.score('34567890')!, status: 'Sydney Sixers won by 12 runs', updatedAt: NOW + 5000 });
    source.putMarket({
      ...market,
      status: 'CLOSED',
      inPlay: false,
      runners: market.runners.map((r) => ({ ...r, status: r.selectionId === 228749 ? 'WINNER' : 'LOSER' })),
    });
    await feed.flush();
    const results = resultsResponseSchema.parse(await json('/api/results/cricket'));
    expect(results.find((r) => r.EventId === '34567890')).toMatchObject({
      winner: 'Sydney Sixers',
      result: 'Sydney Sixers won by 12 runs',
      MarketId: '1.200806927',
    });
    expect(sportsEventsResponseSchema.parse(await json('/api/sports-events/cricket'))).toEqual([]);
  });
});

describe('choosing the source', () => {
  it('runs the simulator by default, and carries no racing there: empty lists, never an error', async () => {
    expect(sourceKind({})).toBe('simulator');
    const sim = installFeed(new ExchangeSimulator({ seed: 5, startMs: NOW }));
    try {
      for (const sport of ['horse-racing', 'greyhound-racing']) {
        const res = await get(`/api/sports-events/${sport}?when=all`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual([]);
      }
    } finally {
      sim.stop();
      feed = installSourceFeed(source);
    }
  });

  it('stops at start on an unknown or unregistered EXCHANGE_SOURCE, naming the variable', () => {
    expect(() => sourceKind({ EXCHANGE_SOURCE: 'betfiar' })).toThrow(/EXCHANGE_SOURCE must be unset or one of: simulator, betfair-files, betfair-stream/);
    // Both Betfair sources are part of the build: the stream's own settings are checked at start instead.
    expect(() => sourceKind({ EXCHANGE_SOURCE: 'betfair-stream' })).toThrow(/BETFAIR_APP_KEY/);
    unregisterSource('betfair-stream');
    try {
      expect(() => sourceKind({ EXCHANGE_SOURCE: 'betfair-stream' })).toThrow(/EXCHANGE_SOURCE=betfair-stream: that source is not part of this build/);
    } finally {
      registerSource(
        'betfair-stream',
        (env) => createBetfairStreamSource(betfairStreamConfigFromEnv(env)),
        (env) => void betfairStreamConfigFromEnv(env),
      );
    }
  });

  it('makes the source a registered factory names, and serves it', async () => {
    const made = new MemorySource('betfair-stream', NOW);
    cricketMatch(made);
    registerSource('betfair-stream', () => made);
    const before = process.env.EXCHANGE_SOURCE;
    process.env.EXCHANGE_SOURCE = 'betfair-stream';
    feed.stop();
    try {
      expect(feedFor(t.deps).source).toBe(made);
      expect((await json('/api/sports-events/cricket')).map((r: SportsEvent) => r.MarketId)).toEqual(['1.200806927']);
    } finally {
      if (before === undefined) delete process.env.EXCHANGE_SOURCE;
      else process.env.EXCHANGE_SOURCE = before;
      unregisterSource('betfair-stream');
      feedFor(t.deps).stop();
      feed = installSourceFeed(source);
    }
  });
});
