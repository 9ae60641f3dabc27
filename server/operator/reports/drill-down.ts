// The rows behind a figure of the report: the ledger entries it sums (a sign-up's row is the player), with
// who, when, how much and what about. The same conditions as ledger-sums.ts, so the rows add up to the figure.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { REPORT_ROWS_MAX, type ReportFigure, type ReportProduct, type ReportRow } from '../../../contracts/reports.ts';
import { dhakaDayOf } from '../../lib/dhaka-days.ts';
import { withinDays } from './day-sql.ts';
import { BONUS_KINDS, DEPOSIT_METHOD, EXCHANGE_PRODUCT, FIRST_DEPOSITS, type Range, WITHDRAWAL_METHOD } from './ledger-sums.ts';

/** Each query answers id, at, user_id, kind, amount (poisha) and detail. */
function queryOf(figure: ReportFigure, r: Range, product: ReportProduct | undefined): SQL {
  switch (figure) {
    case 'deposits':
      return sql`SELECT le.id, le.created_at AS at, le.user_id, le.kind, le.amount_poisha AS amount, ${DEPOSIT_METHOD} AS detail
        FROM ledger_entries le JOIN deposit_requests d ON d.id = le.deposit_id LEFT JOIN payment_methods pm ON pm.id = d.payment_method_id
        WHERE le.kind = 'deposit' AND ${withinDays(sql`le.created_at`, r.from, r.to)}`;
    case 'withdrawals':
      return sql`SELECT le.id, w.decided_at AS at, le.user_id, le.kind, -le.amount_poisha AS amount, ${WITHDRAWAL_METHOD} AS detail
        FROM ledger_entries le JOIN withdrawal_requests w ON w.id = le.withdrawal_id LEFT JOIN payment_methods pm ON pm.id = w.payment_method_id
        WHERE le.kind = 'withdrawal_hold' AND w.status = 'approved' AND ${withinDays(sql`w.decided_at`, r.from, r.to)}`;
    case 'bonuses':
      return sql`SELECT id, created_at AS at, user_id, kind, amount_poisha AS amount, memo AS detail FROM ledger_entries
        WHERE kind IN ${BONUS_KINDS} AND ${withinDays(sql`created_at`, r.from, r.to)}`;
    case 'signups':
      return sql`SELECT id, created_at AS at, id AS user_id, 'signup' AS kind, 0 AS amount, COALESCE(agent_code, '') AS detail FROM users
        WHERE role = 'player' AND ${withinDays(sql`created_at`, r.from, r.to)}`;
    case 'first_deposits':
      return sql`SELECT f.id, f.created_at AS at, f.user_id, 'deposit' AS kind, f.amount_poisha AS amount, '' AS detail FROM ${FIRST_DEPOSITS} f
        WHERE ${withinDays(sql`f.created_at`, r.from, r.to)}`;
    case 'play': {
      const casino = sql`SELECT le.id, le.created_at AS at, le.user_id, le.kind, le.amount_poisha AS amount, pr.game_code || ' · ' || pr.provider AS detail
        FROM ledger_entries le JOIN provider_transactions pt ON pt.id = le.provider_tx_id JOIN provider_rounds pr ON pr.id = pt.round_pk
        WHERE le.kind IN ('casino_bet', 'casino_win', 'casino_rollback') AND ${withinDays(sql`le.created_at`, r.from, r.to)}`;
      const exchange = sql`SELECT le.id, le.created_at AS at, le.user_id, le.kind, le.amount_poisha AS amount, m.event_name || ' · ' || m.market_name AS detail
        FROM ledger_entries le JOIN exchange_markets m ON le.memo = 'exchange ' || m.market_key
        WHERE le.kind IN ('exchange_settle', 'exchange_commission') AND ${withinDays(sql`le.created_at`, r.from, r.to)}
        ${product && product !== 'casino' ? sql`AND ${EXCHANGE_PRODUCT} = ${product}` : sql``}`;
      if (product === 'casino') return casino;
      if (product) return exchange;
      return sql`${casino} UNION ALL ${exchange}`;
    }
  }
}

export async function reportRows(db: Db, figure: ReportFigure, r: Range, product?: ReportProduct): Promise<{ rows: ReportRow[]; truncated: boolean }> {
  const found = await rows<{
    id: string | number;
    at: Date | string;
    user_id: string | number;
    username: string;
    kind: string;
    amount: string | number;
    detail: string;
  }>(db, sql`SELECT q.*, u.username FROM (${queryOf(figure, r, product)}) q JOIN users u ON u.id = q.user_id ORDER BY q.at, q.id LIMIT ${REPORT_ROWS_MAX + 1}`);
  return {
    rows: found.slice(0, REPORT_ROWS_MAX).map((f) => {
      const at = new Date(f.at);
      return {
        id: Number(f.id),
        day: dhakaDayOf(at),
        at: at.toISOString(),
        user_id: Number(f.user_id),
        username: f.username,
        kind: f.kind,
        amount: takaFromPoisha(Number(f.amount)),
        detail: f.detail ?? '',
      };
    }),
    truncated: found.length > REPORT_ROWS_MAX,
  };
}
