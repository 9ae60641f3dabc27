// Mass assignment on every declared route that takes a body: the fields an attacker adds hoping the
// server copies them into a row (balance, role, status, session_id, email_verified_at, vip_coin,
// cash_bonus, and their column spellings) ride along on a well-formed body where the route has an
// example below, and alone where it has none. Whatever the answer, no account's role, status,
// verification, VIP coins or cash bonus changes, no credit appears, a new account starts with the
// defaults, and the ledger invariant holds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, newPlayerInput, verifyPlayerPhone, type TestPlayer } from '../../tests/helpers/players.ts';
import { expectLedgerInvariant } from '../../tests/helpers/ledger-invariant.ts';
import { aimAt, buildRouteWorld, type RouteWorld } from '../../tests/helpers/route-world.ts';
import { contractKeys } from '../../tests/helpers/contract-fuzz.ts';
import { depositBody, fund, idem } from '../../tests/pg/wallet-kit.ts';
import { one, rows } from '../db/sql.ts';
import type { DeclaredRoute } from '../lib/declared-routes.ts';
import { allowedCaller, callAs } from '../../tests/helpers/route-callers.ts';

const MASS = {
  balance: 1e9,
  balance_poisha: 1e11,
  role: 'operator',
  status: 'approved',
  session_id: '1',
  email_verified_at: '2020-01-01T00:00:00Z',
  phone_verified_at: '2020-01-01T00:00:00Z',
  vip_coin: 999999,
  cash_bonus: 1e9,
  cash_bonus_poisha: 1e11,
  is_admin: true,
};

let t: TestApp;
let w: RouteWorld;
let c: TestPlayer;
let routes: DeclaredRoute[];
beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'sandbox' } });
  w = await buildRouteWorld(t);
  // A player with nothing pending, no birthday yet and money to withdraw.
  c = await createPlayer(t);
  await verifyPlayerPhone(t, c);
  await fund(t, w.operator, c, 3000);
  routes = t.app.declaredRoutes().filter((r) => r.request.body);
}, 120_000);
afterAll(async () => {
  w?.stop();
  await expectLedgerInvariant(t);
});

/** Well-formed bodies, so the extra fields ride on requests the route accepts. */
const examples = (): Record<string, Record<string, unknown>> => ({
  'POST /api/v1/create-players': newPlayerInput(),
  'POST /api/login': { username: c.username, password: c.password },
  'POST /api/user/profile/update': { dofb: '1990-01-01' },
  'POST /api/submit-deposit': depositBody(c, w.methodId, 500),
  'POST /api/submit-withdraw': { account_number: c.phone, amount: 500, payment_id: w.methodId },
  'PUT /api/operator/settings': { site_title: 'Chakka', notice: ['Welcome'], telegram: 'https://t.me/chakka', intercom: '' },
  'PUT /api/operator/market-block/{userId}': { cs_market: 1 },
  'POST /api/operator/deposits/{id}/reject': { reason: 'No such payment' },
  'POST /api/operator/withdrawals/{id}/reject': { reason: 'No such account' },
  'POST /api/chats': {},
  'POST /api/operator/inbox': { audience: 'one', username: c.username, title: 'Hello', message: 'A note for you.' },
  'POST /api/house/slot/spin': { stake: 20 },
});

const guarded = () =>
  rows<Record<string, unknown>>(
    t.deps.database.db,
    sql`
  SELECT id, role, status, email_verified_at, phone_verified_at, vip_coin, cash_bonus_poisha FROM users ORDER BY id`,
  );
const credits = async () =>
  Number(
    (await one<{ n: string }>(
      t.deps.database.db,
      sql`
  SELECT count(*) AS n FROM ledger_entries WHERE kind IN ('deposit', 'bonus', 'vip_conversion', 'referral_claim')`,
    ))!.n,
  );

describe('mass assignment on every declared route that takes a body', () => {
  it('changes no role, status, verification, VIP coin or cash bonus, and credits nothing, whatever extra fields a body carries', async () => {
    const known = examples();
    const creditsBefore = await credits();
    const changed: string[] = [];
    const accepted: string[] = [];
    for (const r of routes) {
      const key = `${r.method} ${r.path}`;
      // Player C where a player is let in (player A on the game screens, whose session it is), else the route's caller.
      const token = r.access === 'player' || r.access === 'signed-in' ? c.token : undefined;
      const before = await guarded();
      // A field the contract declares (a market block's own `status`) is the route's input, not an extra.
      const own = new Set(contractKeys(r.request.body));
      const extra = Object.fromEntries(Object.entries(MASS).filter(([k]) => !own.has(k)));
      const res = await callAs(w, r, aimAt(r, w, w.a)!.url, allowedCaller(r), { token, player: w.a, headers: idem(), body: { ...known[key], ...extra } });
      expect(res.status, `${key} ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (res.status < 300) accepted.push(key);
      const after = await guarded();
      const old = new Map(before.map((u) => [String(u.id), JSON.stringify(u)]));
      for (const u of after) {
        const was = old.get(String(u.id));
        if (was !== undefined && was !== JSON.stringify(u)) changed.push(`${key}: ${was} became ${JSON.stringify(u)}`);
        // A new account (sign-up) starts as a plain, unverified player with nothing extra.
        if (
          was === undefined &&
          (u.role !== 'player' || u.status !== 'active' || u.email_verified_at !== null || Number(u.vip_coin) !== 0 || Number(u.cash_bonus_poisha) !== 0)
        ) {
          changed.push(`${key} made ${JSON.stringify(u)}`);
        }
      }
    }
    expect(changed).toEqual([]);
    // The extra fields rode on accepted requests, not only on refusals.
    expect(accepted.filter((k) => k in known).sort()).toEqual(Object.keys(known).sort());
    expect(await credits()).toBe(creditsBefore);
  });
});
