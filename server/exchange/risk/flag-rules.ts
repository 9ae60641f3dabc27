// The flag rules, run as a periodic job over the bets table (and the marks a market's state left),
// not at placement: three of the four need facts that come after the bet (the suspend or ball that
// followed it, its result, the next account from the same address or device), and the job keeps the placement
// transaction as it is. Each rule is one INSERT ... SELECT; a bet is flagged once per rule (the unique
// key), so the job can run as often as wanted. Flags never void anything. docs/decisions/0245-risk-flags.md.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/** Betting the same market again within this many seconds of one's last bet on it. */
export const REPEAT_SECONDS = 60;
/** A bet this many seconds or fewer before the market suspended or the ball started. */
export const BEFORE_MARK_SECONDS = 5;
/** This many accounts or more betting from one address within ADDRESS_WINDOW_HOURS of each other. */
export const ADDRESS_ACCOUNTS = 3;
export const ADDRESS_WINDOW_HOURS = 24;
/**
 * The same for one device (the id the browser keeps and sends with its bets): a household or an office
 * shares an address, but one phone betting for three accounts is what the rule is after. Same window.
 */
export const DEVICE_ACCOUNTS = 3;

/** Runs every rule over bets placed since `since`; returns how many flags were raised. */
export async function scanFlags(db: Db, since: Date): Promise<number> {
  const at = since.toISOString();
  const raised = await rows<{ id: string }>(
    db,
    sql`
    WITH found AS (
      SELECT b.id AS bet_id, b.user_id, 'repeat_bet' AS rule, 'riskFlagRepeatBet' AS reason_code,
             jsonb_build_object('seconds', floor(extract(epoch FROM b.placed_at - prev.placed_at))::int::text) AS vars
      FROM exchange_bets b
      JOIN LATERAL (
        SELECT a.placed_at FROM exchange_bets a
        WHERE a.user_id = b.user_id AND a.market_key = b.market_key AND a.id < b.id AND a.source = 'player'
        ORDER BY a.id DESC LIMIT 1
      ) prev ON true
      WHERE b.placed_at >= ${at} AND b.source = 'player'
        AND b.placed_at - prev.placed_at <= make_interval(secs => ${REPEAT_SECONDS})
      UNION ALL
      SELECT DISTINCT ON (b.id, m.kind) b.id, b.user_id,
             'before_suspend',
             CASE m.kind WHEN 'suspended' THEN 'riskFlagBeforeSuspend' ELSE 'riskFlagBeforeBallRunning' END,
             jsonb_build_object('seconds', ceil(extract(epoch FROM m.starts_at - b.placed_at))::int::text)
      FROM exchange_bets b
      JOIN exchange_markets mk ON mk.market_key = b.market_key
      JOIN risk_market_marks m ON m.event_id = mk.event_id AND m.kind IN ('suspended', 'ball_running')
      WHERE b.placed_at >= ${at} AND b.source = 'player'
        AND m.starts_at >= b.placed_at AND m.starts_at - b.placed_at <= make_interval(secs => ${BEFORE_MARK_SECONDS})
      UNION ALL
      SELECT b.id, b.user_id, 'shared_address', 'riskFlagSharedAddress',
             jsonb_build_object('accounts', peers.accounts::text, 'ip', b.ip)
      FROM exchange_bets b
      JOIN LATERAL (
        SELECT count(DISTINCT o.user_id) AS accounts FROM exchange_bets o
        WHERE o.ip = b.ip AND o.placed_at BETWEEN b.placed_at - make_interval(hours => ${ADDRESS_WINDOW_HOURS})
                                              AND b.placed_at + make_interval(hours => ${ADDRESS_WINDOW_HOURS})
      ) peers ON true
      WHERE b.placed_at >= ${at} AND b.ip IS NOT NULL AND b.source = 'player' AND peers.accounts >= ${ADDRESS_ACCOUNTS}
      UNION ALL
      SELECT b.id, b.user_id, 'shared_device', 'riskFlagSharedDevice', jsonb_build_object('accounts', peers.accounts::text)
      FROM exchange_bets b
      JOIN LATERAL (
        SELECT count(DISTINCT o.user_id) AS accounts FROM exchange_bets o
        WHERE o.device_id = b.device_id AND o.placed_at BETWEEN b.placed_at - make_interval(hours => ${ADDRESS_WINDOW_HOURS})
                                                        AND b.placed_at + make_interval(hours => ${ADDRESS_WINDOW_HOURS})
      ) peers ON true
      WHERE b.placed_at >= ${at} AND b.device_id IS NOT NULL AND b.source = 'player' AND peers.accounts >= ${DEVICE_ACCOUNTS}
      UNION ALL
      SELECT DISTINCT ON (b.id) b.id, b.user_id, 'stale_win', 'riskFlagStaleWin', '{}'::jsonb
      FROM exchange_bets b
      JOIN exchange_markets mk ON mk.market_key = b.market_key
      JOIN risk_market_marks m ON m.event_id = mk.event_id AND m.kind = 'stale'
      WHERE b.placed_at >= ${at} AND b.outcome = 'won'
        AND b.placed_at >= m.starts_at AND (m.ends_at IS NULL OR b.placed_at < m.ends_at)
    )
    INSERT INTO risk_flags (bet_id, user_id, rule, reason_code, vars)
    SELECT bet_id, user_id, rule, reason_code, vars FROM found
    ON CONFLICT (bet_id, rule) DO NOTHING
    RETURNING id`,
  );
  return raised.length;
}
