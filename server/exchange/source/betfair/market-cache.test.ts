import { describe, expect, it } from 'vitest';
import type { SourceChange } from '../market-source.ts';
import { BetfairMarketCache, createBetfairStreamCache } from './market-cache.ts';

const MARKET = '1.100';
const A = 11;
const B = 22;
const C = 33;

function definition(over: Record<string, unknown> = {}) {
  return {
    eventId: '900',
    eventTypeId: '7',
    marketType: 'WIN',
    numberOfWinners: 1,
    betDelay: 0,
    status: 'OPEN',
    inPlay: false,
    marketTime: '2024-05-01T14:00:00.000Z',
    openDate: '2024-05-01T13:00:00.000Z',
    venue: 'Ascot',
    countryCode: 'GB',
    runners: [
      { id: A, sortPriority: 1, status: 'ACTIVE', adjustmentFactor: 50 },
      { id: B, sortPriority: 2, status: 'ACTIVE', adjustmentFactor: 30 },
      { id: C, sortPriority: 3, status: 'ACTIVE', adjustmentFactor: 20 },
    ],
    ...over,
  };
}

const mcm = (pt: number, mc: Record<string, unknown>[]) => ({ op: 'mcm', pt, clk: 'x', mc });

function cacheWith(...messages: unknown[]) {
  const cache = createBetfairStreamCache();
  for (const m of messages) expect(cache.apply(m)).toEqual({ ok: true });
  return cache;
}

const bookOf = (cache: BetfairMarketCache, id: number) => cache.book(MARKET)?.find((r) => r.selectionId === id);

describe('the Betfair market cache applies ladders as the stream sends them', () => {
  it('a full ladder is price → size, best first on each side, and size 0 removes a price', () => {
    const cache = cacheWith(
      mcm(1, [
        {
          id: MARKET,
          img: true,
          marketDefinition: definition(),
          rc: [
            {
              id: A,
              atb: [
                [2.0, 10],
                [2.1, 5],
                [1.9, 7],
                [1.8, 3],
              ],
              atl: [
                [2.2, 4],
                [2.4, 6],
                [2.3, 8],
              ],
            },
          ],
        },
      ]),
      mcm(2, [
        {
          id: MARKET,
          rc: [
            {
              id: A,
              atb: [
                [2.1, 0],
                [2.0, 12],
              ],
              atl: [[2.2, 0]],
            },
          ],
        },
      ]),
    );
    const book = bookOf(cache, A);
    expect(book?.back).toEqual([
      { price: 2.0, size: 12 },
      { price: 1.9, size: 7 },
      { price: 1.8, size: 3 },
    ]);
    expect(book?.lay).toEqual([
      { price: 2.3, size: 8 },
      { price: 2.4, size: 6 },
    ]);
  });

  it('a level-indexed ladder is [level, price, size]; size 0 removes the level', () => {
    const cache = cacheWith(
      mcm(1, [
        {
          id: MARKET,
          img: true,
          marketDefinition: definition(),
          rc: [
            {
              id: B,
              bdatb: [
                [0, 3.0, 10],
                [1, 2.9, 20],
                [2, 2.8, 30],
              ],
              bdatl: [[0, 3.1, 5]],
            },
          ],
        },
      ]),
      mcm(2, [
        {
          id: MARKET,
          rc: [
            {
              id: B,
              bdatb: [
                [0, 3.05, 11],
                [2, 2.8, 0],
              ],
              bdatl: [[1, 3.2, 6]],
            },
          ],
        },
      ]),
    );
    const book = bookOf(cache, B);
    expect(book?.back).toEqual([
      { price: 3.05, size: 11 },
      { price: 2.9, size: 20 },
    ]);
    expect(book?.lay).toEqual([
      { price: 3.1, size: 5 },
      { price: 3.2, size: 6 },
    ]);
  });

  it('the plain best offers (batb/batl) serve when no other ladder is subscribed', () => {
    const cache = cacheWith(mcm(1, [{ id: MARKET, img: true, marketDefinition: definition(), rc: [{ id: C, batb: [[0, 5, 1]], batl: [[0, 6, 2]] }] }]));
    expect(bookOf(cache, C)).toMatchObject({ back: [{ price: 5, size: 1 }], lay: [{ price: 6, size: 2 }] });
  });

  it('an image replaces the market: prices it does not carry are gone', () => {
    const cache = cacheWith(
      mcm(1, [
        {
          id: MARKET,
          img: true,
          marketDefinition: definition(),
          rc: [
            { id: A, atb: [[2, 10]], ltp: 2, tv: 100 },
            { id: B, atb: [[3, 5]] },
          ],
        },
      ]),
      mcm(2, [{ id: MARKET, img: true, rc: [{ id: A, atb: [[2.5, 1]] }] }]),
    );
    expect(bookOf(cache, A)).toEqual({ selectionId: A, back: [{ price: 2.5, size: 1 }], lay: [], lastTradedPrice: null, tradedVolume: 0 });
    expect(bookOf(cache, B)?.back).toEqual([]);
    // The image had no definition: who the runners are is kept.
    expect(cache.market(MARKET)?.runners.map((r) => r.selectionId)).toEqual([A, B, C]);
  });

  it('ltp and tv replace; traded volume falls back to the traded ladder; market tv wins over the runners', () => {
    const cache = cacheWith(
      mcm(1, [
        {
          id: MARKET,
          img: true,
          marketDefinition: definition(),
          rc: [
            {
              id: A,
              ltp: 2.2,
              trd: [
                [2.2, 10],
                [2.3, 5],
              ],
            },
            { id: B, tv: 40 },
          ],
        },
      ]),
      mcm(2, [{ id: MARKET, rc: [{ id: A, ltp: 2.3, trd: [[2.2, 0]] }] }]),
    );
    expect(bookOf(cache, A)).toMatchObject({ lastTradedPrice: 2.3, tradedVolume: 5 });
    expect(cache.market(MARKET)?.totalMatched).toBe(45);
    cache.apply(mcm(3, [{ id: MARKET, tv: 1000 }]));
    expect(cache.market(MARKET)?.totalMatched).toBe(1000);
  });

  it('every applied change bumps the market version and tells subscribers', () => {
    const cache = cacheWith(mcm(1, [{ id: MARKET, img: true, marketDefinition: definition() }]));
    const seen: SourceChange[] = [];
    cache.subscribe((c) => seen.push(c));
    const v = cache.market(MARKET)!.version;
    cache.apply(mcm(2, [{ id: MARKET, rc: [{ id: A, ltp: 3 }] }]));
    expect(cache.market(MARKET)!.version).toBe(v + 1);
    expect(seen).toEqual([{ kind: 'market', marketId: MARKET }]);
  });
});

describe('market definition changes', () => {
  it('suspension and turning in play with a bet delay', () => {
    const cache = cacheWith(mcm(1, [{ id: MARKET, img: true, marketDefinition: definition() }]));
    cache.apply(mcm(2, [{ id: MARKET, marketDefinition: definition({ status: 'SUSPENDED' }) }]));
    expect(cache.market(MARKET)).toMatchObject({ status: 'SUSPENDED', inPlay: false });
    cache.apply(mcm(3, [{ id: MARKET, marketDefinition: definition({ status: 'OPEN', inPlay: true, betDelay: 5 }) }]));
    expect(cache.market(MARKET)).toMatchObject({ status: 'OPEN', inPlay: true, betDelaySeconds: 5 });
  });

  it('a removed runner keeps its adjustment factor and removal time; the others are re-weighted', () => {
    const cache = cacheWith(mcm(1, [{ id: MARKET, img: true, marketDefinition: definition() }]));
    const runners = [
      { id: A, sortPriority: 1, status: 'ACTIVE', adjustmentFactor: 71.4 },
      { id: B, sortPriority: 2, status: 'ACTIVE', adjustmentFactor: 28.6 },
      { id: C, sortPriority: 3, status: 'REMOVED', adjustmentFactor: 20, removalDate: '2024-05-01T12:00:00.000Z' },
    ];
    cache.apply(mcm(2, [{ id: MARKET, marketDefinition: definition({ runners }) }]));
    const market = cache.market(MARKET)!;
    expect(market.runners.find((r) => r.selectionId === C)).toMatchObject({
      status: 'REMOVED',
      adjustmentFactor: 20,
      removalDate: Date.parse('2024-05-01T12:00:00.000Z'),
    });
    expect(market.runners.find((r) => r.selectionId === A)?.adjustmentFactor).toBe(71.4);
  });

  it('a runner left out of the definition leaves the market and its book; a new one joins', () => {
    const cache = cacheWith(mcm(1, [{ id: MARKET, img: true, marketDefinition: definition(), rc: [{ id: C, atb: [[4, 4]] }] }]));
    const runners = [
      { id: A, sortPriority: 1, status: 'ACTIVE' },
      { id: B, sortPriority: 2, status: 'ACTIVE' },
      { id: 44, sortPriority: 3, status: 'ACTIVE' },
    ];
    cache.apply(mcm(2, [{ id: MARKET, marketDefinition: definition({ runners }) }]));
    expect(cache.market(MARKET)?.runners.map((r) => r.selectionId)).toEqual([A, B, 44]);
    expect(cache.book(MARKET)?.map((b) => b.selectionId)).toEqual([A, B, 44]);
  });

  it('closing with a WINNER and LOSERs', () => {
    const cache = cacheWith(mcm(1, [{ id: MARKET, img: true, marketDefinition: definition() }]));
    const runners = [
      { id: A, sortPriority: 1, status: 'LOSER' },
      { id: B, sortPriority: 2, status: 'WINNER' },
      { id: C, sortPriority: 3, status: 'LOSER' },
    ];
    cache.apply(mcm(2, [{ id: MARKET, marketDefinition: definition({ status: 'CLOSED', runners }) }]));
    const market = cache.market(MARKET)!;
    expect(market.status).toBe('CLOSED');
    expect(market.runners.map((r) => [r.selectionId, r.status])).toEqual([
      [A, 'LOSER'],
      [B, 'WINNER'],
      [C, 'LOSER'],
    ]);
  });

  it('a PLACE market closes with two WINNERs; PLACED counts as a winner and HIDDEN runners are not listed', () => {
    const runners = [
      { id: A, sortPriority: 1, status: 'WINNER' },
      { id: B, sortPriority: 2, status: 'PLACED' },
      { id: C, sortPriority: 3, status: 'LOSER' },
      { id: 44, sortPriority: 4, status: 'HIDDEN' },
    ];
    const cache = cacheWith(
      mcm(1, [{ id: MARKET, img: true, marketDefinition: definition({ marketType: 'PLACE', numberOfWinners: 2, status: 'CLOSED', runners }) }]),
    );
    const market = cache.market(MARKET)!;
    expect(market).toMatchObject({ marketType: 'PLACE', numberOfWinners: 2 });
    expect(market.runners.filter((r) => r.status === 'WINNER').map((r) => r.selectionId)).toEqual([A, B]);
    expect(market.runners.some((r) => r.selectionId === 44)).toBe(false);
  });
});

describe('events, names and what the cache leaves out', () => {
  it('names a market and its runners from the id when nothing else does, never blank', () => {
    const cache = cacheWith(
      mcm(1, [{ id: MARKET, img: true, marketDefinition: definition({ eventTypeId: '1', marketType: 'MATCH_ODDS', venue: undefined }) }]),
    );
    expect(cache.event('900')).toMatchObject({ sport: 'soccer', name: 'Event 900' });
    expect(cache.market(MARKET)?.name).toBe('Match Odds');
    expect(cache.market(MARKET)?.runners[0].name).toBe(`Selection ${A}`);
  });

  it('the event takes its name from whichever of its markets has a catalogue entry; names arriving later move the version', () => {
    const cache = cacheWith(
      mcm(1, [{ id: '1.1', img: true, marketDefinition: definition() }]),
      mcm(1, [{ id: '1.2', img: true, marketDefinition: definition() }]),
    );
    const seen: SourceChange[] = [];
    cache.subscribe((c) => seen.push(c));
    const version = cache.market('1.2')!.version;
    cache.addCatalogue([
      { marketId: '1.2', marketName: 'Place', event: { name: 'Ascot 1st May' }, runners: [{ selectionId: A, runnerName: '3. Fast Horse' }] },
    ]);
    expect(cache.event('900')?.name).toBe('Ascot 1st May');
    expect(cache.market('1.2')).toMatchObject({ name: 'Place', version: version + 1 });
    expect(cache.market('1.2')?.runners[0]).toMatchObject({ name: 'Fast Horse', number: '3' });
    expect(seen).toEqual([{ kind: 'events' }, { kind: 'market', marketId: '1.2' }]);
  });

  it('skips event types the exchange does not list, and sports left out by configuration', () => {
    const cache = new BetfairMarketCache({ kind: 'betfair-stream', sports: ['cricket'] });
    cache.apply(mcm(1, [{ id: '1.1', img: true, marketDefinition: definition({ eventTypeId: '7522' }) }]));
    cache.apply(mcm(1, [{ id: '1.2', img: true, marketDefinition: definition({ eventTypeId: '1' }) }]));
    cache.apply(mcm(2, [{ id: '1.1', rc: [{ id: A, atb: [[2, 2]] }] }]));
    expect(cache.size).toBe(0);
    expect([...cache.events()]).toEqual([]);
  });

  it('forgets a skipped market a grace period after its close, and skips its deltas until then', () => {
    let now = 0;
    const cache = new BetfairMarketCache({ kind: 'betfair-stream', sports: ['cricket'], clock: () => now, closedGraceMs: 1000 });
    cache.apply(mcm(1, [{ id: '1.1', img: true, marketDefinition: definition({ eventTypeId: '7522' }) }]));
    cache.apply(mcm(1, [{ id: '1.2', img: true, marketDefinition: definition({ eventTypeId: '7522' }) }]));
    cache.apply(mcm(1, [{ id: '1.3', img: true, marketDefinition: definition({ eventTypeId: '4', eventId: '901' }) }]));
    expect({ skipped: cache.skippedCount, held: cache.size }).toEqual({ skipped: 2, held: 1 });
    cache.apply(mcm(2, [{ id: '1.1', marketDefinition: definition({ eventTypeId: '7522', status: 'CLOSED' }) }]));
    now = 999;
    cache.apply(mcm(3, [{ id: '1.1', rc: [{ id: A, atb: [[2, 2]] }] }]));
    expect({ skipped: cache.skippedCount, held: cache.size }).toEqual({ skipped: 2, held: 1 });
    now = 1000;
    cache.dropClosed();
    expect({ skipped: cache.skippedCount, held: cache.size }).toEqual({ skipped: 1, held: 1 });
    expect(cache.market('1.1')).toBeUndefined();
    expect(cache.market('1.3')?.status).toBe('OPEN');
    cache.stop();
  });

  it('refuses a message of the wrong shape and keeps its state', () => {
    const cache = cacheWith(mcm(1, [{ id: MARKET, img: true, marketDefinition: definition() }]));
    const result = cache.apply({ op: 'mcm', pt: 2, mc: [{ id: MARKET, rc: [{ id: A, atb: [[2]] }] }] });
    expect(result.ok).toBe(false);
    expect(cache.market(MARKET)?.version).toBe(1);
  });

  it('stale marks from the stream, one market or all', () => {
    const cache = cacheWith(mcm(1, [{ id: MARKET, img: true, marketDefinition: definition() }]));
    const seen: SourceChange[] = [];
    cache.subscribe((c) => seen.push(c));
    cache.markStale([MARKET]);
    expect(cache.isStale(MARKET)).toBe(true);
    cache.markFresh();
    expect(cache.isStale(MARKET)).toBe(false);
    cache.markStale();
    expect(cache.isStale('1.999')).toBe(true);
    expect(seen).toEqual([
      { kind: 'stale', marketIds: [MARKET], stale: true },
      { kind: 'stale', marketIds: [MARKET], stale: false },
      { kind: 'stale', marketIds: [MARKET], stale: true },
    ]);
  });
});
