// The bad-input suite over the declared routes (server/security/declared-bad-input*.test.ts), as one
// share of them: the routes are dealt alternately into `of` shares, one per test file, so vitest runs
// the shares in parallel workers and a route declared tomorrow lands in one of them by itself. Each
// route gets FUZZ_RUNS generated cases (1,000 by default: the figure), each a path, query or
// body its contract refuses (tests/helpers/contract-fuzz.ts). Every answer is a 4xx with a catalogue
// message, never a 5xx, and the database's fingerprint does not move over the route's cases.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { databaseFingerprint, expectTranslatableRefusal } from './refusals.ts';
import { expectLedgerInvariant } from './ledger-invariant.ts';
import { aimAt, buildRouteWorld, type RouteWorld } from './route-world.ts';
import { BROKEN_BODIES, refusedRequests } from './contract-fuzz.ts';
import { idem } from '../pg/wallet-kit.ts';
import { allowedCaller, callAs } from './route-callers.ts';
import type { DeclaredRoute } from '../../server/lib/declared-routes.ts';

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** Declares the suite for share `share` (0-based) of `of`; the first share also sends the broken bodies. */
export async function declareBadInputSuite(share: number, of: number): Promise<void> {
  // Built while the file is collected, so each route is a test of its own (its own time limit, its own line).
  const t: TestApp = await createTestApp({ config: { paymentGateway: 'sandbox' } });
  const routes: DeclaredRoute[] = t.app.declaredRoutes();
  let w: RouteWorld;
  beforeAll(async () => {
    w = await buildRouteWorld(t);
  }, 120_000);
  afterAll(async () => {
    w?.stop();
    await expectLedgerInvariant(t);
  });

  /** As the caller each route lets in (player A; a signed call), so the input is what gets judged (access is the access suite's). */
  const send = (r: DeclaredRoute, url: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) =>
    callAs(w, r, url, allowedCaller(r), { player: w.a, ...opts, headers: { ...idem(), ...opts.headers } });
  const label = (r: DeclaredRoute, path: string) => `${r.method} ${path.slice(0, 160)}`;

  describe(`bad input on every declared route (share ${share + 1} of ${of})`, () => {
    const fuzzable = routes.filter((r) => refusedRequests(r, r.path));
    const mine = fuzzable.filter((_, i) => i % of === share);
    it('finds input to generate on most declared routes, and deals this file its share', () => {
      expect(fuzzable.length).toBeGreaterThan(35);
      expect(mine.length).toBeGreaterThanOrEqual(Math.floor(fuzzable.length / of));
    });

    it.each(mine.map((r) => [`${r.method} ${r.path}`, r] as const))(
      `refuses ${FUZZ_RUNS} generated cases of %s that its contract refuses, with a catalogue 4xx and no write`,
      async (_, r) => {
        const arb = refusedRequests(r, aimAt(r, w, w.a)!.url)!;
        const before = await databaseFingerprint(t);
        await fc.assert(
          fc.asyncProperty(arb, async (s) => {
            const res = await send(r, s.path, s.body === undefined ? {} : { body: s.body });
            expectTranslatableRefusal(res, `${label(r, s.path)} (${s.part})`);
          }),
          { numRuns: FUZZ_RUNS },
        );
        expect(await databaseFingerprint(t), `${r.method} ${r.path} wrote something`).toEqual(before);
      },
      30_000 + FUZZ_RUNS * 100,
    );

    if (share !== 0) return;
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
}
