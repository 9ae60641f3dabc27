// The exchange pollers' 304 answered before hono (not-modified-fast.ts): over real sockets, beside a server
// of the same app whose every request goes through hono, so the two answers can be compared byte for byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, randomAddress, type TestApp } from '../../../tests/helpers/test-app.ts';
import { serveApp } from '../../serve.ts';
import { installFeed, type Feed } from '../source/running-feed.ts';
import { ExchangeSimulator } from '../source/simulator/simulator.ts';

const LIMIT = 6;
let t: TestApp;
let feed: Feed;
const servers: ReturnType<typeof serveApp>[] = [];
const base = { fast: '', full: '' };
let fastAnswers = 0;
let oddsPath = '';
let eventPath = '';

interface Raw {
  status: number;
  rawHeaders: string[];
  body: string;
}
function get(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode!, rawHeaders: res.rawHeaders, body }));
    })
      .on('error', reject)
      .end();
  });
}
const header = (r: Raw, name: string) => r.rawHeaders[r.rawHeaders.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name) + 1];
/** The headers as sent, in order, with the Date's value (a clock reading) left out. */
const asSent = (r: Raw) => r.rawHeaders.map((h, i) => (i % 2 === 1 && r.rawHeaders[i - 1]!.toLowerCase() === 'date' ? 'a date' : h));

beforeAll(async () => {
  // Behind one proxy, so each test speaks from addresses of its own (X-Forwarded-For) over real sockets.
  t = await createTestApp({ config: { feedRequestsPerMinute: LIMIT, trustProxy: 1 } });
  feed = installFeed(new ExchangeSimulator({ seed: 21, startMs: Date.parse('2026-11-23T14:00:00Z'), ballMs: 3000 }));
  const answerNotModified = t.app.answerNotModified;
  t.app.answerNotModified = (req, res) => {
    const answered = answerNotModified(req, res);
    if (answered) fastAnswers++;
    return answered;
  };
  for (const kind of ['fast', 'full'] as const) {
    await new Promise<void>((resolve) => {
      servers.push(
        serveApp(t.app, { hostname: '127.0.0.1', port: 0, fastNotModified: kind === 'fast' }, (info: AddressInfo) => {
          base[kind] = `http://127.0.0.1:${info.port}`;
          resolve();
        }),
      );
    });
  }
  const ev = [...feed.sim.events.values()].find((e) => e.status === 'inplay')!;
  oddsPath = `/exchange-api/api/match-odds/${ev.marketId}`;
  eventPath = `/exchange-api/api/event/${ev.id}`;
});
afterAll(async () => {
  feed.stop();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** The current ETag of a path, fetched from an address of its own (so it counts against no test's address). */
const etagOf = async (path: string) => header(await get(`${base.full}${path}`, { 'x-forwarded-for': randomAddress() }), 'etag')!;

describe('the exchange 304 answered before hono', () => {
  it('carries exactly the headers, in the same order, that the full path sends with its 304', async () => {
    for (const path of ['/exchange-api/live-score.js', oddsPath, eventPath]) {
      const tag = await etagOf(path);
      for (const proto of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
        const headers = { 'if-none-match': tag, 'accept-encoding': 'br', ...proto };
        const before = fastAnswers;
        const fast = await get(`${base.fast}${path}`, { ...headers, 'x-forwarded-for': randomAddress() });
        const full = await get(`${base.full}${path}`, { ...headers, 'x-forwarded-for': randomAddress() });
        expect(fastAnswers - before).toBe(1);
        expect([fast.status, full.status]).toEqual([304, 304]);
        expect(asSent(fast)).toEqual(asSent(full));
        expect(fast.body).toBe('');
        expect(header(fast, 'etag')).toBe(tag);
      }
    }
    // Over TLS (a trusted proxy says https) both carry HSTS; over plain HTTP neither does.
    const tag = await etagOf(oddsPath);
    const overTls = await get(`${base.fast}${oddsPath}`, { 'if-none-match': tag, 'x-forwarded-proto': 'https', 'x-forwarded-for': randomAddress() });
    expect(header(overTls, 'strict-transport-security')).toMatch(/^max-age=/);
  });

  it("counts toward the feed's limit, one count shared with the full path, and past it answers the 429", async () => {
    const tag = await etagOf(oddsPath);
    const address = randomAddress();
    const conditional = { 'if-none-match': tag, 'x-forwarded-for': address };
    // Two feed lookups through hono, then the fast 304s until the limit: one count for both paths. The
    // site's own lookups are a budget of their own (decision 0017) and do not count here.
    expect((await get(`${base.fast}/exchange-api/api/sports-events/cricket`, { 'x-forwarded-for': address })).status).toBe(200);
    expect((await get(`${base.fast}${eventPath}`, { 'x-forwarded-for': address })).status).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await get(`${base.fast}/api/general`, { 'x-forwarded-for': address })).status).toBe(200);
    const before = fastAnswers;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await get(`${base.fast}${oddsPath}`, conditional)).status);
    expect(statuses).toEqual([304, 304, 304, 304, 429, 429]);
    expect(fastAnswers - before).toBe(LIMIT - 2);
    const refused = await get(`${base.fast}${oddsPath}`, conditional);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'rateLimited' });
    expect(Number(header(refused, 'retry-after'))).toBeGreaterThan(0);
    // The address stays refused on the rest of the feed, not on the site's lookups; another address is not counted.
    expect((await get(`${base.fast}/exchange-api/api/sports-events/cricket`, { 'x-forwarded-for': address })).status).toBe(429);
    expect((await get(`${base.fast}/api/general`, { 'x-forwarded-for': address })).status).toBe(200);
    expect((await get(`${base.fast}${oddsPath}`, { ...conditional, 'x-forwarded-for': randomAddress() })).status).toBe(304);
  });

  it('leaves a stale ETag to the full path, which answers the new version with its page headers', async () => {
    const tag = await etagOf(oddsPath);
    const market = feed.sim.byMarket.get(oddsPath.split('/').pop()!)!;
    const version = market.marketVersion;
    for (let i = 0; i < 60 && market.marketVersion === version; i++) feed.sim.advance(1000);
    expect(market.marketVersion).not.toBe(version);
    const before = fastAnswers;
    const moved = await get(`${base.fast}${oddsPath}`, { 'if-none-match': tag, 'x-forwarded-for': randomAddress() });
    expect(moved.status).toBe(200);
    expect(header(moved, 'etag')).not.toBe(tag);
    expect(header(moved, 'content-security-policy')).toBeTruthy();
    expect(fastAnswers).toBe(before);
  });
});
