// The per-address limits on lookups (docs/decisions/0017), through the real app: the site's own lookups,
// and the exchange feed's polls, each a budget of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { createTestApp, randomAddress, type TestApp } from '../../tests/helpers/test-app.ts';
import { installFeed, type Feed } from '../exchange/source/running-feed.ts';
import { ExchangeSimulator } from '../exchange/source/simulator/simulator.ts';

let t: TestApp;
let feed: Feed;
/** What a phone on an in-play odds view polls every 300 ms: its market's prices and its event. */
let watched: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  feed = installFeed(new ExchangeSimulator({ seed: 17, startMs: Date.parse('2026-11-29T14:00:00Z'), ballMs: 3000 }));
  const ev = [...feed.sim.events.values()].find((e) => e.status === 'inplay')!;
  watched = [`/exchange-api/api/match-odds/${ev.marketId}`, `/exchange-api/api/event/${ev.id}`];
});
afterAll(() => feed.stop());

const LOOKUPS = ['/api/general', '/api/get-games', '/api/sliders', '/api/logo', '/api/sociallink'];
/** The defaults (server/config.ts): this file's app runs on them. */
const SITE_LIMIT = 1200;
const FEED_LIMIT = 20_000;

/** `total` GETs cycling through `paths` (the site's lookups unless said), at most `inFlight` at a time, from one address. */
async function flood(address: string, total: number, inFlight: number, paths = LOOKUPS) {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        const path = paths[next++ % paths.length]!;
        statuses.push((await t.call('GET', path, { address })).status);
      }
    }),
  );
  return statuses;
}

describe('the lookup rate limit', () => {
  it('2,000 lookups at 20 in flight from one address meet the limit after the first 1,200', async () => {
    const statuses = await flood(randomAddress(), 2000, 20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2000 - SITE_LIMIT);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });

  it('answers a limited lookup with the catalogue message, the seconds to wait and Retry-After', async () => {
    const address = randomAddress();
    await flood(address, SITE_LIMIT, 20);
    const res = await t.call('GET', '/api/general', { address });
    expect(res.status).toBe(429);
    const seconds = Number(res.body.vars.seconds);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.body).toMatchObject({ code: 'rateLimited', message: MESSAGES.rateLimited.replace('{seconds}', String(seconds)) });
    expect(res.headers.get('retry-after')).toBe(String(seconds));
  });

  it('lets a page load and a minute of odds polling every 300 ms through, and does not count other addresses', async () => {
    const player = randomAddress();
    const pageLoad = await flood(player, 30, 6);
    const polling = await flood(player, 2 * 200, 2);
    expect([...pageLoad, ...polling].filter((s) => s === 429)).toEqual([]);
    await flood(randomAddress(), 1300, 20);
    expect((await t.call('GET', '/api/general', { address: player })).status).toBe(200);
  });

  it('gives the exchange feed its own budget: 12 phones watching odds behind one address poll for a minute unrefused', async () => {
    // Carrier-grade NAT puts many mobile players behind one public address. Each odds view polls two
    // answers every 300 ms: 400 a minute. Under one shared budget of 1,200, the fourth phone was refused.
    const carrier = randomAddress();
    const minuteOfTwelve = await flood(carrier, 12 * 400, 24, watched);
    expect(minuteOfTwelve.filter((s) => s !== 200)).toEqual([]);
    // The site's lookups from that address are a budget of their own, still whole, and still limited.
    const site = await flood(carrier, SITE_LIMIT + 1, 20);
    expect(site.filter((s) => s === 429)).toHaveLength(1);
    expect((await t.call('GET', watched[0]!, { address: carrier })).status).toBe(200);
  });

  it('cuts a flood of feed polls from one address at 20,000 a minute, with the catalogue message', async () => {
    const address = randomAddress();
    const statuses = await flood(address, FEED_LIMIT + 300, 20, watched);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const res = await t.call('GET', watched[1]!, { address });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'rateLimited' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The feed's refusal leaves the site's lookups of that address alone.
    expect((await t.call('GET', '/api/general', { address })).status).toBe(200);
  });

  it('does not count writes: a POST is not a lookup', async () => {
    const address = randomAddress();
    await flood(address, SITE_LIMIT, 20);
    expect((await t.call('POST', '/api/login', { address, body: { username: 'nobody1234', password: 'Wrong1234' } })).status).toBe(401);
  });
});
