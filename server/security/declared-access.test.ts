// Access on every declared route (app.declaredRoutes(), so a route declared tomorrow is walked without
// anyone adding it): each route closed to guests answers 401 to no token, a garbage token, an expired
// session and a revoked one; a player gets 403 on every operator route and an operator 403 on every
// player route; every provider and gateway route refuses an unsigned call and one signed with a wrong
// secret (401) and lets a correctly signed one past its guard; every game-session route refuses a call
// without a live game session; every answer carries the product's security headers; every body past the
// JSON cap is refused with 413 before it is read. A route whose access this suite does not know how to
// exercise (a new kind added without its row in tests/helpers/route-callers.ts) fails the suite.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer } from '../../tests/helpers/players.ts';
import { headerProblems } from '../../tests/helpers/answer-headers.ts';
import { expectLedgerInvariant } from '../../tests/helpers/ledger-invariant.ts';
import { aimAt, buildRouteWorld, type RouteWorld } from '../../tests/helpers/route-world.ts';
import { allowedCaller, callAs, CALLERS, deadTokenRefusal, isRefusal, type Caller } from '../../tests/helpers/route-callers.ts';
import type { DeclaredRoute } from '../lib/declared-routes.ts';
import { JSON_BODY_MAX_BYTES, UPLOAD_PATHS } from '../middleware/body-limits.ts';
import { hashToken } from '../services/sessions.ts';

let t: TestApp;
let w: RouteWorld;
let routes: DeclaredRoute[];
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'sandbox' } });
  w = await buildRouteWorld(t);
  routes = t.app.declaredRoutes();
  tokens.garbage = 'not-a-session-token';
  // A session past its absolute lifetime, and one its owner logged out of.
  const expired = await createPlayer(t);
  const long = `${t.deps.config.sessionAbsoluteSeconds + 60} seconds`;
  await t.deps.database.db.execute(
    sql`UPDATE sessions SET created_at = now() - ${long}::interval, last_seen_at = now() - ${long}::interval WHERE token_hash = ${hashToken(expired.token)}`,
  );
  tokens.expired = expired.token;
  const revoked = await createPlayer(t);
  expect((await t.call('POST', '/api/logout', { token: revoked.token })).status).toBe(200);
  tokens.revoked = revoked.token;
}, 120_000);
afterAll(async () => {
  w?.stop();
  await expectLedgerInvariant(t);
});

/** The route's URL (parameters aimed at player A's things) called by `caller` with a body for a write. */
const send = (r: DeclaredRoute, caller: Caller, body: unknown = {}, token?: string) =>
  callAs(w, r, aimAt(r, w, w.a)!.url, caller, { token, ...(r.method === 'GET' ? {} : { body }) });
const shown = (r: DeclaredRoute, res: { status: number; body: unknown }) => `${r.method} ${r.path}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;

describe('access on every declared route', () => {
  it('knows how to call every declared route: a known access kind, and a rule for each path parameter', () => {
    expect(routes.length).toBeGreaterThan(100);
    const unknown = routes.filter((r) => !r.access || !CALLERS[r.access] || !aimAt(r, w, w.a)).map((r) => `${r.method} ${r.path} (${r.access})`);
    expect(unknown).toEqual([]);
    // The machines' and the game screens' routes are in the walk too.
    for (const kind of ['provider', 'gateway', 'game-session'])
      expect(
        routes.some((r) => r.access === kind),
        kind,
      ).toBe(true);
  });

  it('answers 401 to no token, a garbage token, an expired session and a revoked session on every route that is not public', async () => {
    const closed = routes.filter((r) => r.access !== 'public');
    const wrong: string[] = [];
    for (const r of closed) {
      for (const kind of [undefined, 'garbage', 'expired', 'revoked'] as const) {
        const res = await send(r, 'guest', {}, kind && tokens[kind]);
        if (!isRefusal(res, deadTokenRefusal(r))) wrong.push(`${kind ?? 'no token'} ${shown(r, res)}`);
      }
    }
    expect(closed.length * 4).toBeGreaterThan(120);
    expect(wrong).toEqual([]);
  });

  it('turns away every caller its access does not let in, with its refusal and no field named, and lets the right caller past the guard', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const r of routes) {
      const { allowed, refused } = CALLERS[r.access!]!;
      for (const [caller, refusal] of Object.entries(refused)) {
        const res = await send(r, caller as Caller, { balance: 1e9, role: 'operator' });
        checked++;
        if (!isRefusal(res, refusal)) wrong.push(`${caller} ${shown(r, res)}`);
      }
      // A correctly signed call, a live game session: past the guard (its input may still be refused).
      if (r.access === 'provider' || r.access === 'gateway' || r.access === 'game-session') {
        const res = await send(r, allowed[0]!, {});
        if (res.status === 401 || res.status === 403) wrong.push(`${allowed[0]} was turned away: ${shown(r, res)}`);
      }
    }
    expect(checked).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
  });

  it('refuses a JSON body past its cap with 413 on every route that takes a body, for the caller it lets in', async () => {
    const big = JSON.stringify({ filler: 'x'.repeat(JSON_BODY_MAX_BYTES) });
    const writes = routes.filter((r) => r.method !== 'GET' && !UPLOAD_PATHS.has(r.path));
    const wrong: string[] = [];
    for (const r of writes) {
      const res = await send(r, allowedCaller(r), big);
      if (res.status !== 413 || res.body?.code !== 'requestTooLarge') wrong.push(shown(r, res));
    }
    expect(writes.length).toBeGreaterThan(25);
    expect(wrong).toEqual([]);
  });

  it('puts the security headers (strict CSP, nosniff, Referrer-Policy) on every answer of every route, to every caller', async () => {
    const wrong: string[] = [];
    // Logging out ends the caller's session, so it is called last.
    const ordered = [...routes].sort((x, y) => Number(x.path === '/api/logout') - Number(y.path === '/api/logout'));
    for (const r of ordered) {
      for (const caller of new Set<Caller>(['guest', 'player', 'operator', allowedCaller(r)])) {
        const res = await send(r, caller);
        const problems = headerProblems(res.headers);
        if (problems.length > 0) wrong.push(`${caller} ${r.method} ${r.path} ${res.status}: ${problems.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
