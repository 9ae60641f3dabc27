// The report's sums, each read from the ledger (ledger_entries) by Asia/Dhaka day, in integer poisha:
//  - deposits: 'deposit' entries, by method (the payment method, else the e-wallet provider, else the channel);
//  - withdrawals: the 'withdrawal_hold' of each approved request, on the day it was approved (paid);
//  - bonuses: 'bonus', 'vip_conversion' and 'referral_claim' entries (money the site gave);
//  - casino, by game and provider: stakes are bets less refunds, payouts the wins;
//  - the exchange's three products (match odds mirror, bookmaker, fancy): GGR is what players lost net of
//    what they won, plus commission ('exchange_settle' and 'exchange_commission' entries, tied to their
//    market by the entry's memo); stakes are the matched stakes of the markets settled that day, and
//    payouts are stakes less GGR;
//  - first deposits: each player's first 'deposit' entry ever, counted on its day;
//  - active players: anyone who staked (a casino bet or an exchange hold) that day.
// Sign-ups are the one figure with no money: players created that day. See docs/decisions/0237.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import type { ReportProduct } from '../../../contracts/reports.ts';
import { dhakaDay, withinDays } from './day-sql.ts';

export interface Range {
  from: string;
  to: string;
}
type Num = string | number;
const n = (v: Num | null | undefined) => Number(v ?? 0);

export interface MethodSum {
  day: string;
  method: string;
  count: number;
  sum: number;
}
export interface ProductSum {
  day: string;
  product: ReportProduct;
  game: string | null;
  provider: string | null;
  stakes: number;
  payouts: number;
  ggr: number;
}
export interface DaySum {
  day: string;
  count: number;
  sum: number;
}

export const EXCHANGE_PRODUCT = sql`CASE m.market_type WHEN 'match_odds' THEN 'exchange' ELSE m.market_type END`;
export const DEPOSIT_METHOD = sql`COALESCE(pm.name, NULLIF(d.provider, ''), d.channel)`;
export const WITHDRAWAL_METHOD = sql`COALESCE(pm.name, NULLIF(w.provider, ''), 'manual')`;
export const BONUS_KINDS = sql`('bonus', 'vip_conversion', 'referral_claim')`;

export async function depositSums(db: Db, r: Range): Promise<MethodSum[]> {
  const found = await rows<{ day: string; method: string; count: Num; sum: Num }>(
    db,
    sql`SELECT ${dhakaDay(sql`le.created_at`)} AS day, ${DEPOSIT_METHOD} AS method, count(*) AS count, sum(le.amount_poisha) AS sum
        FROM ledger_entries le JOIN deposit_requests d ON d.id = le.deposit_id LEFT JOIN payment_methods pm ON pm.id = d.payment_method_id
        WHERE le.kind = 'deposit' AND ${withinDays(sql`le.created_at`, r.from, r.to)}
        GROUP BY 1, 2`,
  );
  return found.map((f) => ({ day: f.day, method: f.method, count: n(f.count), sum: n(f.sum) }));
}

export async function withdrawalSums(db: Db, r: Range): Promise<MethodSum[]> {
  const found = await rows<{ day: string; method: string; count: Num; sum: Num }>(
    db,
    sql`SELECT ${dhakaDay(sql`w.decided_at`)} AS day, ${WITHDRAWAL_METHOD} AS method, count(*) AS count, -sum(le.amount_poisha) AS sum
        FROM ledger_entries le JOIN withdrawal_requests w ON w.id = le.withdrawal_id LEFT JOIN payment_methods pm ON pm.id = w.payment_method_id
        WHERE le.kind = 'withdrawal_hold' AND w.status = 'approved' AND ${withinDays(sql`w.decided_at`, r.from, r.to)}
        GROUP BY 1, 2`,
  );
  return found.map((f) => ({ day: f.day, method: f.method, count: n(f.count), sum: n(f.sum) }));
}

export async function bonusSums(db: Db, r: Range): Promise<DaySum[]> {
  const found = await rows<{ day: string; count: Num; sum: Num }>(
    db,
    sql`SELECT ${dhakaDay(sql`created_at`)} AS day, count(*) AS count, sum(amount_poisha) AS sum FROM ledger_entries
        WHERE kind IN ${BONUS_KINDS} AND ${withinDays(sql`created_at`, r.from, r.to)} GROUP BY 1`,
  );
  return found.map((f) => ({ day: f.day, count: n(f.count), sum: n(f.sum) }));
}

export async function casinoSums(db: Db, r: Range): Promise<ProductSum[]> {
  const found = await rows<{ day: string; game: string; provider: string; stakes: Num; payouts: Num }>(
    db,
    sql`SELECT ${dhakaDay(sql`le.created_at`)} AS day, pr.game_code AS game, pr.provider AS provider,
          sum(CASE WHEN le.kind IN ('casino_bet', 'casino_rollback') THEN -le.amount_poisha ELSE 0 END) AS stakes,
          sum(CASE WHEN le.kind = 'casino_win' THEN le.amount_poisha ELSE 0 END) AS payouts
        FROM ledger_entries le JOIN provider_transactions pt ON pt.id = le.provider_tx_id JOIN provider_rounds pr ON pr.id = pt.round_pk
        WHERE le.kind IN ('casino_bet', 'casino_win', 'casino_rollback') AND ${withinDays(sql`le.created_at`, r.from, r.to)}
        GROUP BY 1, 2, 3`,
  );
  return found.map((f) => {
    const stakes = n(f.stakes);
    const payouts = n(f.payouts);
    return { day: f.day, product: 'casino', game: f.game, provider: f.provider, stakes, payouts, ggr: stakes - payouts };
  });
}

export async function exchangeSums(db: Db, r: Range): Promise<ProductSum[]> {
  const [results, stakes] = await Promise.all([
    rows<{ day: string; product: ReportProduct; ggr: Num }>(
      db,
      sql`SELECT ${dhakaDay(sql`le.created_at`)} AS day, ${EXCHANGE_PRODUCT} AS product, -sum(le.amount_poisha) AS ggr
          FROM ledger_entries le JOIN exchange_markets m ON le.memo = 'exchange ' || m.market_key
          WHERE le.kind IN ('exchange_settle', 'exchange_commission') AND ${withinDays(sql`le.created_at`, r.from, r.to)}
          GROUP BY 1, 2`,
    ),
    rows<{ day: string; product: ReportProduct; stakes: Num }>(
      db,
      sql`SELECT ${dhakaDay(sql`h.settled_at`)} AS day, ${EXCHANGE_PRODUCT} AS product, sum(h.matched_stake_poisha) AS stakes
          FROM exchange_holds h JOIN exchange_markets m ON m.market_key = h.market_key
          WHERE h.status = 'settled' AND ${withinDays(sql`h.settled_at`, r.from, r.to)}
          GROUP BY 1, 2`,
    ),
  ]);
  const byKey = new Map<string, ProductSum>();
  const at = (day: string, product: ReportProduct) => {
    const key = `${day} ${product}`;
    let row = byKey.get(key);
    if (!row) byKey.set(key, (row = { day, product, game: null, provider: null, stakes: 0, payouts: 0, ggr: 0 }));
    return row;
  };
  for (const s of stakes) at(s.day, s.product).stakes += n(s.stakes);
  for (const g of results) at(g.day, g.product).ggr += n(g.ggr);
  for (const row of byKey.values()) row.payouts = row.stakes - row.ggr;
  return [...byKey.values()];
}

export async function signupCounts(db: Db, r: Range): Promise<DaySum[]> {
  const found = await rows<{ day: string; count: Num }>(
    db,
    sql`SELECT ${dhakaDay(sql`created_at`)} AS day, count(*) AS count FROM users WHERE role = 'player' AND ${withinDays(sql`created_at`, r.from, r.to)} GROUP BY 1`,
  );
  return found.map((f) => ({ day: f.day, count: n(f.count), sum: 0 }));
}

/** Each player's first deposit entry ever (DISTINCT ON the player, oldest first), kept when it falls in the range. */
export const FIRST_DEPOSITS = sql`(SELECT DISTINCT ON (user_id) id, user_id, amount_poisha, created_at FROM ledger_entries WHERE kind = 'deposit' ORDER BY user_id, id)`;

export async function firstDepositSums(db: Db, r: Range): Promise<DaySum[]> {
  const found = await rows<{ day: string; count: Num; sum: Num }>(
    db,
    sql`SELECT ${dhakaDay(sql`f.created_at`)} AS day, count(*) AS count, sum(f.amount_poisha) AS sum FROM ${FIRST_DEPOSITS} f
        WHERE ${withinDays(sql`f.created_at`, r.from, r.to)} GROUP BY 1`,
  );
  return found.map((f) => ({ day: f.day, count: n(f.count), sum: n(f.sum) }));
}

/** Players who staked, per day and over the whole range (one player active on three days is one player). */
export async function activePlayers(db: Db, r: Range): Promise<{ byDay: DaySum[]; total: number }> {
  const where = sql`kind IN ('casino_bet', 'exchange_hold') AND ${withinDays(sql`created_at`, r.from, r.to)}`;
  const [byDay, [total]] = await Promise.all([
    rows<{ day: string; count: Num }>(
      db,
      sql`SELECT ${dhakaDay(sql`created_at`)} AS day, count(DISTINCT user_id) AS count FROM ledger_entries WHERE ${where} GROUP BY 1`,
    ),
    rows<{ count: Num }>(db, sql`SELECT count(DISTINCT user_id) AS count FROM ledger_entries WHERE ${where}`),
  ]);
  return { byDay: byDay.map((f) => ({ day: f.day, count: n(f.count), sum: 0 })), total: n(total?.count) };
}
