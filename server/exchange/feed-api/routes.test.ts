import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import {
  eventResponseSchema,
  extractScoreIframeUrl,
  matchOddsResponseSchema,
  resultsResponseSchema,
  scoreBoardResponseSchema,
  sportsEventsResponseSchema,
  type SportsEvent,
} from '../../../contracts/exchange.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { installFeed, type Feed } from '../source/running-feed.ts';
import { ExchangeSimulator, STEP_MS } from '../source/simulator/simulator.ts';

let t: TestApp;
let feed: Feed;
let cricket: SportsEvent;

beforeAll(async () => {
  t = await createTestApp();
  // 20:00 in Dhaka: the evening, when every sport has matches in play (the schedule follows the Dhaka clock).
  feed = installFeed(new ExchangeSimulator({ seed: 21, startMs: Date.parse('2026-11-23T14:00:00Z'), ballMs: 3000 }));
  const list = await t.call('GET', '/exchange-api/api/sports-events/cricket?when=inplay');
  cricket = list.body[0];
});
afterAll(() => feed.stop());

const raw = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

/** Moves the simulator a second at a time (up to 40 s) until `path` no longer answers 304 to its first ETag. */
async function statusOnceMoved(path: string): Promise<number> {
  const etag = (await raw(path)).headers.get('etag')!;
  let status = 304;
  for (let i = 0; i < 40 && status === 304; i++) {
    feed.sim.advance(1000);
    status = (await raw(path, { 'If-None-Match': etag })).status;
  }
  return status;
}

describe('the exchange API', () => {
  it('lists each sport, in play first, and filters by in play, today and tomorrow', async () => {
    for (const sport of ['cricket', 'soccer', 'tennis']) {
      const all = await t.call('GET', `/exchange-api/api/sports-events/${sport}`);
      expect(all.status).toBe(200);
      const list = sportsEventsResponseSchema.parse(all.body);
      const parts = await Promise.all(['inplay', 'today', 'tomorrow'].map((w) => t.call('GET', `/exchange-api/api/sports-events/${sport}?when=${w}`)));
      expect(parts.reduce((n, p) => n + p.body.length, 0)).toBe(list.length);
      expect(parts[0]!.body.every((e: SportsEvent) => e.inplay)).toBe(true);
    }
    expect(cricket.Fancy).toBe(true);
    expect((await t.call('GET', '/exchange-api/api/sports-events/cricket?when=yesterday')).status).toBe(422);
  });

  it('answers match odds, event and score board for an in-play cricket match in the contract shapes', async () => {
    const mo = await t.call('GET', `/exchange-api/api/match-odds/${cricket.MarketId}`);
    expect(matchOddsResponseSchema.parse(mo.body)[0]!.inplay).toBe(true);
    const ev = await t.call('GET', `/exchange-api/api/event/${cricket.EventId}`);
    const item = eventResponseSchema.parse(ev.body).data.items[cricket.EventId]!;
    expect(Object.keys(item.fancy2).length).toBeGreaterThan(3);
    expect(Object.keys(item.bookmaker!.runners)).toHaveLength(2);
    const board = await t.call('GET', `/exchange-api/api/score/board/${cricket.EventId}`);
    const url = extractScoreIframeUrl(scoreBoardResponseSchema.parse(board.body))!;
    expect(url).toBe(`/exchange-api/live-score/${cricket.EventId}`);
    const page = await t.call('GET', url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain(cricket.Event.replace(/&/g, '&#38;').split(' v ')[0]);
    const state = await t.call('GET', `${url}/state`);
    expect(state.body.score).toContain('/');
  });

  it('serves the live score board in Bangla when the odds view asks for it, names, words and digits', async () => {
    const url = `/exchange-api/live-score/${cricket.EventId}`;
    const page = await t.call('GET', `${url}?lang=bn`);
    expect(page.body).toContain('<html lang="bn">');
    expect(page.body).toContain(' বনাম ');
    const state = await t.call('GET', `${url}/state?lang=bn`);
    expect(state.status).toBe(200);
    const shown = Object.values(state.body as Record<string, string>).join(' ');
    expect(shown).toContain('ইন-প্লে');
    expect(shown).not.toMatch(/[A-Za-z0-9]/);
    expect((await t.call('GET', `${url}/state?lang=fr`)).status).toBe(422);
  });

  it('answers 404 with a message for unknown sports, markets and events', async () => {
    for (const path of [
      '/api/sports-events/golf',
      '/api/results/golf',
      '/api/match-odds/1.999',
      '/api/event/999',
      '/api/score/board/999',
      '/live-score/999',
      '/api/nothing',
    ]) {
      const res = await t.call('GET', `/exchange-api${path}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/not found|Unknown/i);
    }
  });

  it('gives every answer an ETag, and 304 with no body to a poller that has it', async () => {
    const path = `/exchange-api/api/event/${cricket.EventId}`;
    const first = await raw(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await raw(path, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    for (const p of ['/api/sports-events/soccer', `/api/match-odds/${cricket.MarketId}`, `/api/score/board/${cricket.EventId}`, '/api/results/cricket']) {
      const r = await raw(`/exchange-api${p}`);
      const tag = r.headers.get('etag');
      expect(tag).toBeTruthy();
      expect((await raw(`/exchange-api${p}`, { 'If-None-Match': tag! })).status).toBe(304);
    }
  });

  it('gives a new ETag and body once the simulator moves the market', async () => {
    const path = `/exchange-api/api/match-odds/${cricket.MarketId}`;
    expect(await statusOnceMoved(path)).toBe(200);
  });

  it('compresses answers with br or gzip as the client accepts, and plain for a client that accepts neither', async () => {
    const path = `/exchange-api/api/event/${cricket.EventId}`;
    const plain = await raw(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainText = await plain.text();
    const gz = await raw(path, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toContain('Accept-Encoding');
    const gzBytes = Buffer.from(await gz.arrayBuffer());
    expect(gzBytes.length).toBeLessThan(plainText.length / 2);
    expect(gunzipSync(gzBytes).toString()).toBe(plainText);
    const br = await raw(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plainText);
  });

  it('lists each event with its match odds best back and lay per runner, as the market answers them, and moves with it', async () => {
    const check = async (sport: string) => {
      const list = sportsEventsResponseSchema.parse((await t.call('GET', `/exchange-api/api/sports-events/${sport}`)).body);
      let priced = 0;
      for (const ev of list) {
        const market = matchOddsResponseSchema.parse((await t.call('GET', `/exchange-api/api/match-odds/${ev.MarketId}`)).body)[0]!;
        expect(ev.odds!.status).toBe(market.status);
        expect(ev.odds!.runners).toEqual(
          market.runners.map((r) => ({
            selectionId: r.selectionId,
            back: r.ex.availableToBack[0] ?? null,
            lay: r.ex.availableToLay[0] ?? null,
          })),
        );
        expect(ev.odds!.runners).toHaveLength(ev.runners.length);
        if (ev.odds!.runners.every((r) => r.back && r.lay)) priced++;
      }
      return { list, priced };
    };
    const soccer = await check('soccer');
    expect(soccer.list[0]!.odds!.runners).toHaveLength(3);
    expect(soccer.priced).toBeGreaterThan(soccer.list.length / 2);
    const path = '/exchange-api/api/sports-events/soccer?when=inplay';
    expect(await statusOnceMoved(path)).toBe(200);
    expect((await check('soccer')).priced).toBeGreaterThan(0);
    const bare = sportsEventsResponseSchema.parse((await t.call('GET', '/exchange-api/api/sports-events/soccer?odds=none')).body);
    expect(bare.length).toBeGreaterThan(0);
    expect(bare.filter((ev) => ev.odds !== undefined)).toHaveLength(0);
  });

  it('keeps a list without odds a 304 while only prices move', async () => {
    const path = '/exchange-api/api/sports-events/tennis?when=inplay&odds=none';
    const first = await raw(path);
    const before = feed.sim.listVersion;
    const pricedPath = '/exchange-api/api/sports-events/tennis?when=inplay';
    const priced = (await raw(pricedPath)).headers.get('etag');
    let moved = false;
    for (let i = 0; i < 20 && !moved; i++) {
      feed.sim.advance(STEP_MS);
      moved = (await raw(pricedPath)).headers.get('etag') !== priced;
    }
    expect(moved).toBe(true);
    expect(feed.sim.listVersion).toBe(before);
    expect((await raw(path, { 'If-None-Match': first.headers.get('etag')! })).status).toBe(304);
  });

  it('keeps settled events for the Result tab, newest first', async () => {
    // Three hours of the evening: the 20:00 to 22:00 starts of every sport have finished by then.
    for (let i = 0; i < 180; i++) feed.sim.advance(60_000);
    await feed.flush();
    let total = 0;
    for (const sport of ['cricket', 'soccer', 'tennis']) {
      const res = await t.call('GET', `/exchange-api/api/results/${sport}`);
      const list = resultsResponseSchema.parse(res.body);
      total += list.length;
      const times = list.map((r) => Date.parse(r.settledAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(total).toBeGreaterThan(10);
  });
});
