// Bad input on every declared route, generated from the route's own request contract (so a route
// declared tomorrow is fuzzed without anyone adding it): FUZZ_RUNS cases per route (20 by default so
// npm test stays quick; `FUZZ_RUNS=1000 npx vitest run server/security/declared-bad-input.test.ts`
// is the long run the issue asks for), each a path, query or body its contract refuses: wrong types,
// missing and extra fields, NUL and other control characters, 1 MB strings, Bengali digits, negative,
// fractional, huge and exponent numbers, ids past 64 bits, SQL and script fragments. Then the bodies
// no contract describes: invalid JSON, wrong content types, broken multipart. Every answer is a 4xx
// with a catalogue message, never a 5xx, and the database's fingerprint does not move.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { databaseFingerprint, expectTranslatableRefusal } from '../../tests/helpers/refusals.ts';
import { expectLedgerInvariant } from '../../tests/helpers/ledger-invariant.ts';
import { aimAt, buildRouteWorld, type RouteWorld } from '../../tests/helpers/route-world.ts';
import { BROKEN_BODIES, refusedRequests } from '../../tests/helpers/contract-fuzz.ts';
import { idem } from '../../tests/pg/wallet-kit.ts';
import { allowedCaller, callAs } from '../../tests/helpers/route-callers.ts';
import type { DeclaredRoute } from '../lib/declared-routes.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

// Built while the file is collected, so each route is a test of its own (its own time limit, its own line).
const t: TestApp = await createTestApp({ config: { paymentGateway: 'sandbox' } });
const routes: DeclaredRoute[] = t.app.declaredRoutes();
let w: RouteWorld;
beforeAll(async () => { w = await buildRouteWorld(t); }, 120_000);
afterAll(async () => { w?.stop(); await expectLedgerInvariant(t); });

/** As the caller each route lets in (player A; a signed call), so the input is what gets judged (access is the access suite's). */
const send = (r: DeclaredRoute, url: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) =>
  callAs(w, r, url, allowedCaller(r), { player: w.a, ...opts, headers: { ...idem(), ...opts.headers } });
const label = (r: DeclaredRoute, path: string) => `${r.method} ${path.slice(0, 160)}`;

describe('bad input on every declared route', () => {
  const fuzzable = routes.filter((r) => refusedRequests(r, r.path));
  it('finds input to generate on most declared routes', () => expect(fuzzable.length).toBeGreaterThan(35));

  it.each(fuzzable.map((r) => [`${r.method} ${r.path}`, r] as const))(
    `refuses ${RUNS} generated cases of %s that its contract refuses, with a catalogue 4xx and no write (FUZZ_RUNS=1000 for the long run)`,
    async (_, r) => {
      const arb = refusedRequests(r, aimAt(r, w, w.a)!.url)!;
      const before = await databaseFingerprint(t);
      await fc.assert(fc.asyncProperty(arb, async (s) => {
        const res = await send(r, s.path, s.body === undefined ? {} : { body: s.body });
        expectTranslatableRefusal(res, `${label(r, s.path)} (${s.part})`);
      }), { numRuns: RUNS });
      expect(await databaseFingerprint(t), `${r.method} ${r.path} wrote something`).toEqual(before);
    },
    30_000 + RUNS * 1_000,
  );

  it('refuses invalid JSON, the wrong content type and broken multipart on every route that takes a body, with no write', async () => {
    const withBody = routes.filter((r) => r.request.body);
    expect(withBody.length).toBeGreaterThan(20);
    const before = await databaseFingerprint(t);
    for (const r of withBody) {
      for (const [what, type, raw] of BROKEN_BODIES) {
        const res = await send(r, aimAt(r, w, w.a)!.url, { headers: { 'content-type': type }, body: raw });
        expectTranslatableRefusal(res, `${label(r, r.path)} with ${what}`);
      }
    }
    expect(await databaseFingerprint(t)).toEqual(before);
  });
});
