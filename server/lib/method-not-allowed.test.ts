// A known path called with a method it does not take: 405 with Allow, ahead of every guard, on both APIs.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('405 for a known path and an unknown method', () => {
  it.each([
    ['DELETE', '/api/login', 'POST'],
    ['PUT', '/api/submit-deposit', 'POST'],
    ['POST', '/api/exchange/bets/7', 'DELETE'],
    // The back office's guard would answer 401; the method is wrong whoever asks.
    ['PATCH', '/api/operator/deposits/7/approve', 'POST'],
  ])('%s %s answers 405 Allow: %s', async (method, path, allow) => {
    const res = await t.call(method, path);
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ message: MESSAGES.methodNotAllowed, code: 'methodNotAllowed' });
    expect(res.headers.get('allow')).toBe(allow);
  });

  it('lists every method of a path, and HEAD beside GET', async () => {
    const res = await t.call('PATCH', '/api/exchange/bets');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('answers the exchange feed the same way', async () => {
    const res = await t.call('POST', '/exchange-api/api/sports-events/cricket');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('still answers a known method as before, and an unknown path 404', async () => {
    expect((await t.call('GET', '/api/exchange/bets')).status).toBe(401);
    expect((await t.call('HEAD', '/api/health')).status).toBe(200);
    expect((await t.call('PATCH', '/api/no-such-thing')).status).toBe(404);
  });
});
