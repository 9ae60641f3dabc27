// A world for the suites that walk every declared route (server/security/declared-*.test.ts): an
// operator and two players who each own something a path can name (a pending e-wallet deposit with
// its gateway reference, a pending withdrawal, their own user id), the markers by which an answer
// would give an owner's data away, and a digest of everything an owner has in the database.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DeclaredRoute } from '../../server/lib/declared-routes.ts';
import { one, rows } from '../../server/services/ledger.ts';
import { createPlayer, loginOperator, verifyPlayerPhone, type TestPlayer } from './players.ts';
import type { TestApp } from './test-app.ts';
import { firstMethodId, fund, idem } from '../pg/wallet-kit.ts';

export interface Owner {
  player: TestPlayer;
  id: number;
  /** A pending deposit (made through the sandbox e-wallet gateway) and its gateway reference. */
  depositId: number;
  gatewayRef: string;
  withdrawalId: number;
  /** Strings only this owner's data contains: an answer to anyone else must not carry them. */
  markers: string[];
}

export interface RouteWorld { t: TestApp; operator: string; a: Owner; b: Owner; methodId: number; walletNumberId: number }

async function makeOwner(t: TestApp, operator: string, tag: string): Promise<Owner> {
  const player = await createPlayer(t, { name: `Owner ${tag}` });
  await verifyPlayerPhone(t, player);
  const id = Number(player.remote_id);
  await t.deps.database.db.execute(sql`UPDATE users SET dofb = '1990-01-01' WHERE id = ${id}`);
  await fund(t, operator, player, 2000);
  const ewa = await t.call('POST', '/api/ewa/request', { token: player.token, headers: idem(), body: { amount: 700, type: 'Send Money', provider: 'Sandbox Pay', promotion: 0 } });
  expect(ewa.status, JSON.stringify(ewa.body)).toBe(200);
  const gatewayRef = ewa.body.transaction as string;
  const deposit = await one<{ id: string }>(t.deps.database.db, sql`SELECT id FROM deposit_requests WHERE gateway_ref = ${gatewayRef}`);
  const withdrawal = await t.call('POST', '/api/submit-withdraw', {
    token: player.token, headers: idem(), body: { account_number: player.phone, amount: 600, payment_id: await firstMethodId(t) },
  });
  expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
  return {
    player, id, gatewayRef, depositId: Number(deposit!.id), withdrawalId: withdrawal.body.data.id as number,
    markers: [player.username, player.phone, player.email, gatewayRef, `Owner ${tag}`],
  };
}

/** Needs an app made with `config: { paymentGateway: 'sandbox' }` (the gateway reference comes from it). */
export async function buildRouteWorld(t: TestApp): Promise<RouteWorld> {
  const operator = await loginOperator(t);
  const a = await makeOwner(t, operator, 'Alpha');
  const b = await makeOwner(t, operator, 'Bravo');
  const methodId = await firstMethodId(t);
  const number = await one<{ id: string }>(t.deps.database.db, sql`SELECT id FROM wallet_numbers WHERE payment_method_id = ${methodId} ORDER BY id LIMIT 1`);
  return { t, operator, a, b, methodId, walletNumberId: Number(number!.id) };
}

/**
 * What a path parameter names. `owned`: something of one player (their id, their request), so the
 * matrix aims it at the other player; `shared`: operator configuration everyone may name. A route
 * whose parameter matches no rule cannot be exercised: the suites fail and name it, so a new route
 * with a new kind of id gets its rule here the day it is declared.
 */
type ParamRule = { test: RegExp; kind: 'owned'; value: (o: Owner) => string } | { test: RegExp; kind: 'shared'; value: (w: RouteWorld) => string };

const PARAM_RULES: ParamRule[] = [
  { test: /\/deposits\/\{id\}/, kind: 'owned', value: (o) => String(o.depositId) },
  { test: /\/withdrawals\/\{id\}/, kind: 'owned', value: (o) => String(o.withdrawalId) },
  { test: /\{userId\}/, kind: 'owned', value: (o) => String(o.id) },
  { test: /\/sandbox-gateway\/\{ref\}/, kind: 'owned', value: (o) => o.gatewayRef },
  { test: /\/payment-methods\/\{id\}/, kind: 'shared', value: (w) => String(w.methodId) },
  { test: /\/wallet-numbers\/\{id\}/, kind: 'shared', value: (w) => String(w.walletNumberId) },
];

export interface Aimed { url: string; owned: boolean }

/** The route's URL with its parameters aimed at `target`'s things; undefined when no rule knows a parameter. */
export function aimAt(route: DeclaredRoute, w: RouteWorld, target: Owner): Aimed | undefined {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return { url: route.path, owned: false };
  const rule = PARAM_RULES.find((r) => r.test.test(route.path));
  if (!rule || names.length !== 1) return undefined;
  const value = rule.kind === 'owned' ? rule.value(target) : rule.value(w);
  return { url: route.path.replace(/\{\w+\}/, encodeURIComponent(value)), owned: rule.kind === 'owned' };
}

const ownedTables = new WeakMap<TestApp, Promise<string[]>>();

/** A digest per table of every row that belongs to one user (their users row, and every table with a user_id), in one query. */
export async function ownerDigest(t: TestApp, userId: number): Promise<Record<string, string>> {
  const db = t.deps.database.db;
  if (!ownedTables.has(t)) {
    ownedTables.set(t, rows<{ name: string }>(db, sql`
      SELECT c.table_name AS name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE' ORDER BY 1`).then((r) => r.map((x) => x.name)));
  }
  const parts = [sql`SELECT 'users' AS name, md5(coalesce(string_agg(x::text, '|'), '')) AS d FROM users x WHERE x.id = ${userId}`];
  for (const name of await ownedTables.get(t)!) {
    parts.push(sql`SELECT ${name} AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${sql.identifier(name)} x WHERE x.user_id = ${userId}`);
  }
  const found = await rows<{ name: string; d: string }>(db, sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(found.map((r) => [r.name, r.d]));
}

/** The markers of `owner` found in an answer body. */
export function leakedMarkers(body: unknown, owner: Owner): string[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  return owner.markers.filter((m) => text.includes(m));
}
