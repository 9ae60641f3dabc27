// Access before input, on every route the app has (read from the Hono app itself, so a route added
// later is walked too): each declares exactly one access guard ahead of its handler; without a session
// every route that is not public answers 401, a player gets 403 on every operator route and an
// operator 403 on every player route, and none of those answers says anything about the body's fields.
import type { MiddlewareHandler } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator } from '../../tests/helpers/players.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { ACCESS_GUARDS, type Access } from '../middleware/auth.ts';

interface Endpoint {
  method: string;
  path: string;
  access: Access[];
}

/** Every concrete route with the guards Hono runs before its handler (registration order decides). */
function endpoints(t: TestApp): Endpoint[] {
  const routes = t.app.routes;
  const covers = (pattern: string, path: string) =>
    pattern === path || pattern === '*' || pattern === '/*' || (pattern.endsWith('/*') && path.startsWith(pattern.slice(0, -1)));
  const last = new Map<string, number>();
  routes.forEach((r, i) => {
    if (r.method !== 'ALL') last.set(`${r.method} ${r.path}`, i);
  });
  return [...last].map(([key, end]) => {
    const [method, path] = key.split(' ') as [string, string];
    const chain = routes.slice(0, end + 1).filter((r) => (r.method === 'ALL' || r.method === method) && covers(r.path, path));
    const access = chain.map((r) => ACCESS_GUARDS.get(r.handler as MiddlewareHandler)).filter((a): a is Access => a !== undefined);
    return { method, path, access };
  });
}

/** A concrete URL for a route pattern: every parameter becomes 1. */
const urlOf = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, '1');

let t: TestApp;
let all: Endpoint[];
let player: string;
let operator: string;
beforeAll(async () => {
  // The sandbox on, so its payer calls are walked as they run when they exist.
  t = await createTestApp({ config: { paymentGateway: 'sandbox' } });
  all = endpoints(t);
  player = (await createPlayer(t)).token;
  operator = await loginOperator(t);
});

const send = (e: Endpoint, token?: string) => t.call(e.method, urlOf(e.path), { token, ...(e.method === 'GET' ? {} : { body: {} }) });

const UNAUTHENTICATED = { message: MESSAGES.unauthenticated, code: 'unauthenticated' };
/** Without its credential: a site session's route says unauthenticated; a provider's signed call (here
 *  to provider "1", which does not exist) and a house game screen's call name their own credential. */
const refusalWithout = (access: Access) =>
  access === 'provider'
    ? { message: MESSAGES.providerUnknown, code: 'providerUnknown' }
    : access === 'game-session'
      ? { message: MESSAGES.gameSessionInvalid, code: 'gameSessionInvalid' }
      : UNAUTHENTICATED;
const FORBIDDEN = { message: MESSAGES.forbidden, code: 'forbidden' };

describe('access before input on every route', () => {
  it('finds every route of the app, and each declares exactly one access guard', () => {
    expect(all.length).toBeGreaterThan(60);
    const undeclared = all.filter((e) => e.access.length !== 1).map((e) => `${e.method} ${e.path} [${e.access.join(', ')}]`);
    expect(undeclared).toEqual([]);
  });

  it('answers 401 without a session on every route that is not public, naming no field, whatever the body', async () => {
    const wrong: string[] = [];
    for (const e of all.filter((x) => x.access[0] !== 'public')) {
      for (const token of [undefined, 'not-a-session-token']) {
        const res = await send(e, token);
        if (res.status !== 401 || JSON.stringify(res.body) !== JSON.stringify(refusalWithout(e.access[0]!)))
          wrong.push(`${e.method} ${e.path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a player 403 on every operator route, naming no field', async () => {
    const operatorRoutes = all.filter((e) => e.access[0] === 'operator');
    expect(operatorRoutes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const e of operatorRoutes) {
      const res = await send(e, player);
      if (res.status !== 403 || JSON.stringify(res.body) !== JSON.stringify(FORBIDDEN))
        wrong.push(`${e.method} ${e.path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an operator 403 on every player route, naming no field', async () => {
    const playerRoutes = all.filter((e) => e.access[0] === 'player');
    expect(playerRoutes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const e of playerRoutes) {
      const res = await send(e, operator);
      if (res.status !== 403 || JSON.stringify(res.body) !== JSON.stringify(FORBIDDEN))
        wrong.push(`${e.method} ${e.path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the operator area closed even where no operator route exists', async () => {
    expect((await t.call('POST', '/api/operator/no-such-thing', { body: {} })).body).toEqual(UNAUTHENTICATED);
    expect((await t.call('POST', '/api/operator/no-such-thing', { token: player, body: {} })).body).toEqual(FORBIDDEN);
  });
});
