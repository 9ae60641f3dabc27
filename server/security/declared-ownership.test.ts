// Whose data a call may touch, over every declared route (so a route declared tomorrow is in the
// matrix without anyone adding it): two players who each own a pending deposit with its gateway
// reference, a pending withdrawal, their own user id, an inbox message, a support chat, a house game
// session with a played round and an open exchange bet (tests/helpers/route-owners.ts), and an
// operator. Every route is called by the other player (with their own live game session on the game
// screens' routes), by a guest and by the operator (the operator on its own routes excepted: deciding on
// players' requests is its job), with the path aimed at the owner's things and a body naming the
// owner's ids. No cell may change anything of the owner's (a digest of every row with their user_id),
// none may answer with the owner's data (their username, phone, e-mail, name, gateway reference), and
// a path naming the owner's thing is refused to anyone but its owner and the operator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { expectLedgerInvariant } from '../../tests/helpers/ledger-invariant.ts';
import { aimAt, buildRouteWorld, leakedMarkers, ownerDigest, type Owner, type RouteWorld } from '../../tests/helpers/route-world.ts';
import { loginOperator } from '../../tests/helpers/players.ts';
import { callAs, type Caller } from '../../tests/helpers/route-callers.ts';
import type { DeclaredRoute } from '../lib/declared-routes.ts';

let t: TestApp;
let w: RouteWorld;
let routes: DeclaredRoute[];
beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'sandbox' } });
  w = await buildRouteWorld(t);
  // Logging out ends the caller's own session: called last, so the other cells keep theirs.
  routes = t.app.declaredRoutes().sort((x, y) => Number(x.path === '/api/logout') - Number(y.path === '/api/logout'));
}, 120_000);
afterAll(async () => {
  w?.stop();
  await expectLedgerInvariant(t);
});

/** A body that names the owner every way the wire's payloads name someone. */
const namingBody = (o: Owner) => ({
  remote_id: String(o.id),
  user_id: o.id,
  id: o.depositId,
  deposit_id: o.depositId,
  withdrawal_id: o.withdrawalId,
  transaction: o.gatewayRef,
  trx_id: o.gatewayRef,
  decision: 'approve',
  chat_id: o.chatId,
  bet_id: o.betId,
  round_id: o.roundId,
  message_id: o.inboxId,
  sessionToken: o.gameSession[Object.keys(o.gameSession)[0]!],
  content: 'hello',
  stake: 20,
});

async function freshLogin(player: Owner['player']): Promise<string> {
  const res = await t.call('POST', '/api/login', { body: { username: player.username, password: player.password } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe.each([
  ['A', 'B'],
  ['B', 'A'],
] as const)("the matrix over every declared route: %s's things, called by player %s, a guest and the operator", (ownerName, intruderName) => {
  it("changes nothing of the owner's, answers with none of their data, and refuses paths naming their things", async () => {
    const owner = ownerName === 'A' ? w.a : w.b;
    const intruder = ownerName === 'A' ? w.b : w.a;
    const callers: Record<string, [Caller, string | undefined]> = {
      [`player ${intruderName}`]: ['player', await freshLogin(intruder.player)],
      guest: ['guest', undefined],
      operator: ['operator', await loginOperator(t)],
    };
    const changed: string[] = [];
    const leaked: string[] = [];
    const served: string[] = [];
    let cells = 0;
    let ownedCells = 0;
    for (const r of routes) {
      const aimed = aimAt(r, w, owner);
      expect(aimed, `${r.method} ${r.path} has a path parameter no rule in route-world.ts knows`).toBeDefined();
      const before = await ownerDigest(t, owner.id);
      for (const [who, [caller, token]] of Object.entries(callers)) {
        if (who === 'operator' && r.access === 'operator') continue;
        const res = await callAs(w, r, aimed!.url, caller, { token, player: intruder, ...(r.method === 'GET' ? {} : { body: namingBody(owner) }) });
        cells++;
        const found = leakedMarkers(res.body, owner);
        if (found.length > 0) leaked.push(`${who} ${r.method} ${aimed!.url} ${res.status}: ${found.join(', ')}`);
        if (aimed!.owned) {
          ownedCells++;
          if (res.status < 400) served.push(`${who} ${r.method} ${aimed!.url} ${res.status}`);
        }
      }
      const after = await ownerDigest(t, owner.id);
      const tables = Object.keys(after).filter((k) => after[k] !== before[k]);
      if (tables.length > 0) changed.push(`${r.method} ${r.path}: ${tables.join(', ')}`);
    }
    // Every route was called by at least two callers, and the paths naming an owner's things were reached.
    expect(cells).toBeGreaterThan(routes.length * 2);
    expect(ownedCells).toBeGreaterThanOrEqual(10);
    expect(changed).toEqual([]);
    expect(leaked).toEqual([]);
    expect(served).toEqual([]);
  });
});

it('lets the owner reach their own things through the same aimed paths, so the refusals above are about ownership', async () => {
  const own = routes.filter((r) => r.access === 'player' && aimAt(r, w, w.a)?.owned && r.method === 'GET');
  expect(own.length).toBeGreaterThan(0);
  for (const r of own) {
    const res = await t.call('GET', aimAt(r, w, w.a)!.url, { token: w.a.player.token });
    expect(res.status, `${r.path} ${JSON.stringify(res.body)}`).toBe(200);
  }
});

it("finds each owner's markers in their own answers, so a leak of those things would be seen above", async () => {
  for (const o of [w.a, w.b]) {
    const bets = await t.call('GET', '/api/exchange/bets', { token: o.player.token });
    const profile = await t.call('GET', `/api/user/show?remote_id=${o.id}`, { token: o.player.token });
    expect([...leakedMarkers(bets.body, o), ...leakedMarkers(profile.body, o)]).toEqual(expect.arrayContaining([o.player.username, String(o.markers.at(-1))]));
  }
});
