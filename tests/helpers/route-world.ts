// A world for the suites that walk every declared route (server/security/declared-*.test.ts): an
// operator and two players who each own one of everything a path can name (tests/helpers/route-owners.ts),
// the shared things every caller may name (a payment method, a promotion, a VIP tier, a game, the
// exchange's events), the markers by which an answer would give an owner's data away, and a digest of
// everything an owner has in the database.
import { sql } from 'drizzle-orm';
import type { DeclaredRoute } from '../../server/lib/declared-routes.ts';
import { ExchangeSimulator } from '../../server/exchange/source/simulator/simulator.ts';
import { installFeed } from '../../server/exchange/source/running-feed.ts';
import { installMarketWatch } from '../../server/exchange/bets/running-watch.ts';
import { one, rows } from '../../server/db/sql.ts';
import { HOUSE_PLATFORM } from '../../contracts/games.ts';
import { loginOperator } from './players.ts';
import type { TestApp } from './test-app.ts';
import { START, upcoming } from './exchange-kit.ts';
import { makeOwner, type Owner } from './route-owners.ts';
import { firstMethodId } from '../pg/wallet-kit.ts';

export type { Owner };

export interface RouteWorld {
  t: TestApp;
  operator: string;
  a: Owner;
  b: Owner;
  methodId: number;
  walletNumberId: number;
  promotionId: number;
  vipTierId: number;
  gameCode: string;
  /** An event of the world's simulator no owner has a bet on (its market may be voided), and its sport. */
  eventId: string;
  marketId: string;
  sport: string;
  /** Stops the world's exchange feed and market watch. */
  stop: () => void;
}

/** Needs an app made with `config: { paymentGateway: 'sandbox' }` (the gateway reference comes from it). */
export async function buildRouteWorld(t: TestApp): Promise<RouteWorld> {
  const sim = new ExchangeSimulator({ seed: 31, startMs: START, ballMs: 6000 });
  const feed = installFeed(sim);
  const watch = await installMarketWatch(t.deps, { delayScale: 0 });
  const operator = await loginOperator(t);
  const a = await makeOwner(t, operator, sim, 'Alpha');
  const b = await makeOwner(t, operator, sim, 'Bravo');
  const methodId = await firstMethodId(t);
  const number = await one<{ id: string }>(t.deps.database.db, sql`SELECT id FROM wallet_numbers WHERE payment_method_id = ${methodId} ORDER BY id LIMIT 1`);
  const tier = await one<{ id: string }>(t.deps.database.db, sql`SELECT id FROM vip_tiers ORDER BY id LIMIT 1`);
  const other = upcoming(sim, 'cricket');
  return {
    t,
    operator,
    a,
    b,
    methodId,
    walletNumberId: Number(number!.id),
    promotionId: (await t.call('GET', '/api/promotion')).body.data[0].id as number,
    vipTierId: Number(tier!.id),
    gameCode: 'chakka_lucky_sixes',
    eventId: other.id,
    marketId: other.marketId,
    sport: other.sport,
    stop: () => {
      watch.stop();
      feed.stop();
    },
  };
}

/**
 * What a path parameter names. `owned`: something of one player (their id, their request, message,
 * chat, round or bet), so the matrix aims it at the other player; `shared`: what everyone may name.
 * A route whose parameter matches no rule cannot be exercised: the suites fail and name it, so a new
 * route with a new kind of id gets its rule here the day it is declared.
 */
type ParamRule = { test: RegExp; kind: 'owned'; value: (o: Owner) => string } | { test: RegExp; kind: 'shared'; value: (w: RouteWorld) => string };

const PARAM_RULES: ParamRule[] = [
  { test: /\/deposits\/\{id\}/, kind: 'owned', value: (o) => String(o.depositId) },
  { test: /\/withdrawals\/\{id\}/, kind: 'owned', value: (o) => String(o.withdrawalId) },
  { test: /\{userId\}/, kind: 'owned', value: (o) => String(o.id) },
  { test: /\/operator\/players\/\{id\}/, kind: 'owned', value: (o) => String(o.id) },
  // No owner has sent identity documents: the id names no submission (past the guard, a 404).
  { test: /\/operator\/kyc\/\{id\}/, kind: 'shared', value: () => '1' },
  // An id no adjustment has, however many a world asks for: past the guard, a 404 that changes nothing.
  { test: /\/operator\/approvals\/\{kind\}\/\{id\}/, kind: 'shared', value: () => '987654321' },
  // A player's account id: no staff member has it, so a staff route aimed there changes nobody (404).
  { test: /\/staff\/\{id\}/, kind: 'owned', value: (o) => String(o.id) },
  { test: /\/sandbox-gateway\/\{ref\}/, kind: 'owned', value: (o) => o.gatewayRef },
  { test: /^\/api\/inbox\/\{id\}/, kind: 'owned', value: (o) => String(o.inboxId) },
  { test: /\/chats\/\{chatId\}/, kind: 'owned', value: (o) => String(o.chatId) },
  { test: /\/support-chats\/\{chatId\}/, kind: 'owned', value: (o) => String(o.chatId) },
  { test: /\/house\/verify\/rounds\/\{id\}/, kind: 'owned', value: (o) => String(o.roundId) },
  { test: /\/exchange\/bets\/\{id\}/, kind: 'owned', value: (o) => String(o.betId) },
  { test: /\/payment-methods\/\{id\}/, kind: 'shared', value: (w) => String(w.methodId) },
  { test: /\/wallet-numbers\/\{id\}/, kind: 'shared', value: (w) => String(w.walletNumberId) },
  { test: /\/promotions\/\{id\}/, kind: 'shared', value: (w) => String(w.promotionId) },
  { test: /\/vip-tiers\/\{id\}/, kind: 'shared', value: (w) => String(w.vipTierId) },
  { test: /\/favourites\/\{code\}/, kind: 'shared', value: (w) => w.gameCode },
  { test: /\/provider\/\{provider\}/, kind: 'shared', value: () => HOUSE_PLATFORM },
  { test: /\/markets\/\{marketKey\}/, kind: 'shared', value: (w) => w.marketId },
  // A trader's line or bookmaker that no world opens: past the guard, a 404 that changes nothing.
  { test: /\/trading\/markets\/\{id\}/, kind: 'shared', value: () => '987654321' },
  // The risk desk's own rows (operator only): a limit rule, a block, a flag; and a market's book.
  { test: /\/risk\/(limits|blocks|flags)\/\{id\}/, kind: 'shared', value: () => '1' },
  { test: /\/risk\/book\/\{marketKey\}/, kind: 'shared', value: (w) => w.marketId },
  { test: /\{sport\}/, kind: 'shared', value: (w) => w.sport },
  { test: /\{marketId\}/, kind: 'shared', value: (w) => w.marketId },
  { test: /\{eventId\}/, kind: 'shared', value: (w) => w.eventId },
];

/** Parameters with one value every call may use. */
const FIXED_PARAMS: Record<string, string> = { file: 'front', kind: 'adjustment' };

export interface Aimed {
  url: string;
  owned: boolean;
}

/** The route's URL with its parameters aimed at `target`'s things; undefined when no rule knows a parameter. */
export function aimAt(route: DeclaredRoute, w: RouteWorld, target: Owner): Aimed | undefined {
  // A parameter that names a fixed part of a thing (a KYC photo's side) is filled first.
  const path = route.path.replace(/\{(\w+)\}/g, (whole, name: string) => FIXED_PARAMS[name] ?? whole);
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return { url: path, owned: false };
  const rule = PARAM_RULES.find((r) => r.test.test(route.path));
  if (!rule || names.length !== 1) return undefined;
  const value = rule.kind === 'owned' ? rule.value(target) : rule.value(w);
  return { url: path.replace(/\{\w+\}/, encodeURIComponent(value)), owned: rule.kind === 'owned' };
}

const ownedTables = new WeakMap<TestApp, Promise<string[]>>();

/** A digest per table of every row that belongs to one user (their users row, and every table with a user_id), in one query. */
export async function ownerDigest(t: TestApp, userId: number): Promise<Record<string, string>> {
  const db = t.deps.database.db;
  if (!ownedTables.has(t)) {
    ownedTables.set(
      t,
      rows<{ name: string }>(
        db,
        sql`
      SELECT c.table_name AS name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE' ORDER BY 1`,
      ).then((r) => r.map((x) => x.name)),
    );
  }
  const parts = [sql`SELECT 'users' AS name, md5(coalesce(string_agg(x::text, '|'), '')) AS d FROM users x WHERE x.id = ${userId}`];
  for (const name of await ownedTables.get(t)!) {
    parts.push(
      sql`SELECT ${name} AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${sql.identifier(name)} x WHERE x.user_id = ${userId}`,
    );
  }
  const found = await rows<{ name: string; d: string }>(db, sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(found.map((r) => [r.name, r.d]));
}

/** The markers of `owner` found in an answer body. */
export function leakedMarkers(body: unknown, owner: Owner): string[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  return owner.markers.filter((m) => text.includes(m));
}
