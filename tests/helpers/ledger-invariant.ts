// The ledger invariant, checked after every suite that walks the routes (and by the fault runner):
//  - every balance equals the sum of its entries, and none is negative;
//  - money is neither made nor lost: every wallet entry is backed by the request that moved it, once,
//    for its exact amount (a deposit credit by an approved deposit, a bonus by an approved deposit
//    with a promotion, a withdrawal hold by a withdrawal, a release by a rejected withdrawal), every
//    approved deposit is credited and every withdrawal held; a VIP conversion or a referral claim by its
//    own record;
//  - every ledger kind in ledger_kinds has its rule here or names the suite that checks it, so an area
//    adding a kind cannot slip money past this check unnoticed.
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerMismatches } from '../../server/services/ledger.ts';
import { rows } from '../../server/db/sql.ts';
import type { Db } from '../../server/db/client.ts';

/** Kinds whose backing another area's suite checks (their rows live in that area's tables). */
const CHECKED_ELSEWHERE: Record<string, string> = {
  play: 'no writer yet: any entry of it is reported below',
  adjustment: 'no writer yet: any entry of it is reported below',
  casino_bet: 'tests/helpers/provider-kit.ts (provider rounds against the ledger)',
  casino_win: 'tests/helpers/provider-kit.ts',
  casino_rollback: 'tests/helpers/provider-kit.ts',
  exchange_hold: 'server/exchange/bets/holds.ts holdMismatches (checked here too)',
  exchange_release: 'server/exchange/bets/holds.ts holdMismatches (checked here too)',
  exchange_settle: 'server/exchange/bets/settlement.test.ts',
  exchange_commission: 'server/exchange/bets/settlement.test.ts',
};
const CHECKED_HERE = new Set(['deposit', 'bonus', 'withdrawal_hold', 'withdrawal_release', 'vip_conversion', 'referral_claim']);

/** Every break of the invariant, one line each (empty when the books balance). */
export async function ledgerViolations(db: Db): Promise<string[]> {
  const out: string[] = [];
  for (const m of await ledgerMismatches(db)) out.push(`user ${m.user_id}: balance ${m.balance} but entries sum to ${m.sum}`);
  const q = async (label: string, query: SQL) => {
    for (const r of await rows<Record<string, unknown>>(db, query)) out.push(`${label}: ${JSON.stringify(r)}`);
  };
  await q('negative balance', sql`SELECT user_id, balance_poisha FROM wallet_accounts WHERE balance_poisha < 0`);
  for (const { kind } of await rows<{ kind: string }>(db, sql`SELECT kind FROM ledger_kinds ORDER BY kind`)) {
    if (!CHECKED_HERE.has(kind) && !(kind in CHECKED_ELSEWHERE)) out.push(`ledger kind with no rule in the invariant: ${kind}`);
  }
  await q('entry of a kind nothing writes', sql`SELECT id, user_id, kind, amount_poisha FROM ledger_entries WHERE kind IN ('play', 'adjustment')`);
  // A deposit credit is the approved deposit's amount, to its owner, once; every approved deposit has one.
  await q(
    'deposit credit without its approved deposit',
    sql`
    SELECT l.id, l.user_id, l.amount_poisha FROM ledger_entries l LEFT JOIN deposit_requests d ON d.id = l.deposit_id
    WHERE l.kind = 'deposit' AND (d.id IS NULL OR d.status <> 'approved' OR d.user_id <> l.user_id OR d.amount_poisha <> l.amount_poisha)`,
  );
  await q(
    'approved deposit not credited exactly once',
    sql`
    SELECT d.id, d.user_id, count(l.id) AS credits FROM deposit_requests d
    LEFT JOIN ledger_entries l ON l.deposit_id = d.id AND l.kind = 'deposit'
    WHERE d.status = 'approved' GROUP BY d.id, d.user_id HAVING count(l.id) <> 1`,
  );
  await q(
    'bonus without an approved deposit under a promotion',
    sql`
    SELECT l.id, l.user_id, l.amount_poisha FROM ledger_entries l LEFT JOIN deposit_requests d ON d.id = l.deposit_id
    WHERE l.kind = 'bonus' AND (d.id IS NULL OR d.status <> 'approved' OR d.user_id <> l.user_id OR d.promotion_id IS NULL OR l.amount_poisha <= 0)`,
  );
  // A withdrawal is held once for its amount; only a rejection gives it back, once.
  await q(
    'withdrawal not held exactly once for its amount',
    sql`
    SELECT w.id, w.user_id, w.amount_poisha, count(l.id) AS holds, coalesce(sum(l.amount_poisha), 0) AS held FROM withdrawal_requests w
    LEFT JOIN ledger_entries l ON l.withdrawal_id = w.id AND l.kind = 'withdrawal_hold'
    GROUP BY w.id HAVING count(l.id) <> 1 OR coalesce(sum(l.amount_poisha), 0) <> -w.amount_poisha`,
  );
  await q(
    'withdrawal hold without its withdrawal',
    sql`
    SELECT l.id FROM ledger_entries l LEFT JOIN withdrawal_requests w ON w.id = l.withdrawal_id
    WHERE l.kind = 'withdrawal_hold' AND (w.id IS NULL OR w.user_id <> l.user_id)`,
  );
  await q(
    'release that is not the rejected withdrawal given back once',
    sql`
    SELECT w.id, w.status, count(l.id) AS releases, coalesce(sum(l.amount_poisha), 0) AS released FROM withdrawal_requests w
    LEFT JOIN ledger_entries l ON l.withdrawal_id = w.id AND l.kind = 'withdrawal_release'
    GROUP BY w.id HAVING count(l.id) <> (CASE WHEN w.status = 'rejected' THEN 1 ELSE 0 END)
      OR coalesce(sum(l.amount_poisha), 0) <> (CASE WHEN w.status = 'rejected' THEN w.amount_poisha ELSE 0 END)`,
  );
  await q(
    'release without its withdrawal',
    sql`
    SELECT l.id FROM ledger_entries l LEFT JOIN withdrawal_requests w ON w.id = l.withdrawal_id
    WHERE l.kind = 'withdrawal_release' AND (w.id IS NULL OR w.user_id <> l.user_id)`,
  );
  // VIP points and the referral cash bonus turn into money only through their own records, once each:
  // per player, the entries of the kind match that table's rows in number and in sum, and none is a debit.
  for (const [kind, table] of [
    ['vip_conversion', 'vip_conversions'],
    ['referral_claim', 'referral_claims'],
  ] as const) {
    await q(
      `${kind} entries that are not its ${table} rows`,
      sql`
      WITH e AS (SELECT user_id, count(*) AS n, sum(amount_poisha) AS s, min(amount_poisha) AS least FROM ledger_entries WHERE kind = ${kind} GROUP BY user_id),
           r AS (SELECT user_id, count(*) AS n, sum(amount_poisha) AS s FROM ${sql.identifier(table)} GROUP BY user_id)
      SELECT COALESCE(e.user_id, r.user_id) AS user_id, e.n AS entries, r.n AS rows, e.s AS entered, r.s AS recorded FROM e FULL JOIN r ON r.user_id = e.user_id
      WHERE e.n IS DISTINCT FROM r.n OR e.s IS DISTINCT FROM r.s OR e.least <= 0`,
    );
  }
  // The exchange's money on hold is exactly its open holds.
  await q(
    'exchange holds differ from their entries',
    sql`
    WITH held AS (SELECT user_id, SUM(hold_poisha) AS held FROM exchange_holds WHERE status = 'open' GROUP BY user_id),
         ledger AS (SELECT user_id, -SUM(amount_poisha) AS ledger FROM ledger_entries WHERE kind IN ('exchange_hold', 'exchange_release') GROUP BY user_id)
    SELECT COALESCE(h.user_id, l.user_id) AS user_id, COALESCE(h.held, 0) AS held, COALESCE(l.ledger, 0) AS ledger
    FROM held h FULL JOIN ledger l ON l.user_id = h.user_id WHERE COALESCE(h.held, 0) <> COALESCE(l.ledger, 0)`,
  );
  return out;
}

/** Fails the test with every violation found. */
export async function expectLedgerInvariant(t: { deps: { database: { db: Db } } }): Promise<void> {
  expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
}
