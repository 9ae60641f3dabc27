// The per-address limit on lookups (docs/decisions/0017), through the real app.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { createTestApp, randomAddress, type TestApp } from '../../tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const LOOKUPS = ['/api/general', '/api/get-games', '/api/sliders', '/api/logo', '/api/sociallink', '/exchange-api/api/sports-events/cricket'];

/** `total` GETs cycling through the lookups, at most `inFlight` at a time, from one address. */
async function flood(address: string, total: number, inFlight: number) {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        const path = LOOKUPS[next++ % LOOKUPS.length]!;
        statuses.push((await t.call('GET', path, { address })).status);
      }
    }),
  );
  return statuses;
}

describe('the lookup rate limit', () => {
  it('2,000 lookups at 20 in flight from one address meet the limit after the first 1,200', async () => {
    const statuses = await flood(randomAddress(), 2000, 20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(800);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });

  it('answers a limited lookup with the catalogue message, the seconds to wait and Retry-After', async () => {
    const address = randomAddress();
    await flood(address, 1200, 20);
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

  it('does not count writes: a POST is not a lookup', async () => {
    const address = randomAddress();
    await flood(address, 1200, 20);
    expect((await t.call('POST', '/api/login', { address, body: { username: 'nobody1234', password: 'Wrong1234' } })).status).toBe(401);
  });
});
