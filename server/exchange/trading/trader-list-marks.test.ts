// The sports lists' Fancy and Bookmaker marks follow the trader at once: opening a line or the bookmaker
// on an event changes the list answer's ETag and its `?since=` delta carries the row with its new mark,
// with no change of the source in between; a trader's move that leaves the marks as they were keeps the
// list's 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsEventsDeltaSchema, sportsEventsResponseSchema } from '../../../contracts/exchange.ts';
import { bookmakerOf, EVENT, openTradingDesk, sessionLineOf, type TradingDesk } from './trading-test-kit.ts';

const LIST = '/exchange-api/api/sports-events/cricket';
let desk: TradingDesk;

beforeAll(async () => {
  desk = await openTradingDesk();
});
afterAll(() => desk.feed.stop());

const operator = (path: string, body: unknown) => desk.operator('POST', path, body);
const list = (query: string, etag?: string) => desk.t.app.request(`${LIST}${query}`, { headers: etag ? { 'If-None-Match': etag } : {} });
const versionOf = (res: Response) => res.headers.get('etag')!.replace(/^W\/"[LD](.*)"$/, '$1');
const line = sessionLineOf('6 over runs Sydney Sixers', 50, { minStake: 100, maxStake: 5000, maxProfit: 100_000 });

describe("the sports lists' marks of a trader's lines", () => {
  it('change the list answer and its delta as soon as a line or the bookmaker opens', async () => {
    const before = await list('?when=inplay');
    const etag = before.headers.get('etag')!;
    expect(sportsEventsResponseSchema.parse(await before.json())[0]).toMatchObject({ EventId: EVENT, Fancy: false, Bookmaker: false });
    expect((await list('?when=inplay', etag)).status).toBe(304);
    const since = versionOf(await list('?since='));

    const opened = await operator('/lines', line);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const after = await list('?when=inplay', etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(sportsEventsResponseSchema.parse(await after.json())[0]).toMatchObject({ EventId: EVENT, Fancy: true, Bookmaker: false });
    const delta = await list(`?since=${since}`);
    expect(delta.headers.get('etag')).toMatch(/^W\/"D/);
    expect(sportsEventsDeltaSchema.parse(await delta.json()).rows).toEqual([expect.objectContaining({ EventId: EVENT, Fancy: true })]);

    // A move changes no mark: the list's content, so its ETag, stays as it was.
    const marked = (await list('?when=inplay')).headers.get('etag')!;
    expect((await operator(`/markets/${opened.body.market.id}/move`, { runs: 1 })).status).toBe(200);
    expect((await list('?when=inplay', marked)).status).toBe(304);

    const bookmaker = await operator('/bookmakers', bookmakerOf({ minStake: 100, maxStake: 5000, maxProfit: 100_000 }));
    expect(bookmaker.status, JSON.stringify(bookmaker.body)).toBe(200);
    const withBookmaker = await list('?when=inplay', marked);
    expect(withBookmaker.status).toBe(200);
    expect(sportsEventsResponseSchema.parse(await withBookmaker.json())[0]).toMatchObject({ Fancy: true, Bookmaker: true });
  });
});
