// Settlement under faults: the operator's side of the fault runner's mix. Now and then the
// operator moves the exchange simulator's clock on (EXCHANGE_TEST_CONTROLS=1, so events the players bet
// on finish and their markets settle while faults land) or voids a still open market with matched bets,
// with a reason (always leaving one such market for the clock to settle). Casino rounds settle in their own call (the runner's slot spins). After the run, with the
// server restarted once (it resumes half-settled markets and rolls back half-played rounds, as its
// supervisor would) and stopped, the books are read:
//  - every settled or void market has no open bet and no open hold, and no market is left 'settling';
//  - every settled position is paid exactly once: at most one settle and one commission entry for it,
//    summing to the profit or loss and commission its hold records; a void position has neither;
//  - every answered void left its market void;
//  - every answered house round is settled; every round is settled (moved exactly stake and payout
//    through the ledger) or cancelled (moved nothing), except one a killed process left open in the last
//    minute: over PostgreSQL several processes may share the rounds, so the leader rolls an open round
//    back only once it is ORPHANED_ROUND_MS old, and until then it may hold the stake or nothing, never
//    more; no provider transaction is in the ledger twice.
// Each check is shown able to fail in tests/unit/fault-settlement-checks.test.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { ORPHANED_ROUND_MS } from '../../server/house/background.ts';
import { rows } from '../../server/db/sql.ts';
import type { Answer, Api } from './fault-exchange.ts';

export class SettlementMix {
  /** Markets whose void the operator was answered 200 for. */
  readonly voided = new Set<string>();
  advances = 0;
  private turn = 0;

  constructor(
    private readonly api: Api,
    private readonly random: () => number,
  ) {}

  /** One operator settlement step: moves the clock on (3-7 simulated hours, so most events bet on finish) or voids a still open market with matched bets. */
  async step(operatorToken: string, matchedMarkets: string[]): Promise<Answer> {
    if (this.turn++ % 2 === 1) {
      const keys = await this.openMarkets(operatorToken);
      const candidates = matchedMarkets.filter((m) => keys.has(m) && !this.voided.has(m));
      // One market with matched bets is always left for the clock to settle: a second candidate, or one the clock
      // has already finished (which markets are open when depends on the hour the run starts at).
      const finishedByClock = matchedMarkets.some((m) => !keys.has(m) && !this.voided.has(m));
      if (candidates.length > 1 || (candidates.length === 1 && finishedByClock))
        return this.voidOne(operatorToken, candidates[Math.floor(this.random() * candidates.length)]!);
    }
    const res = await this.api('POST', '/operator/exchange/simulator/advance', operatorToken, { minutes: 180 + Math.floor(this.random() * 240) });
    if (res.status === 200) this.advances++;
    return res;
  }

  /** The keys of the markets open now, as the operator's market list has them. */
  async openMarkets(operatorToken: string): Promise<Set<string>> {
    const open = await this.api('GET', '/operator/exchange/markets?status=open', operatorToken);
    return new Set<string>((open.body?.markets ?? []).map((m: { marketKey: string }) => m.marketKey));
  }

  private async voidOne(operatorToken: string, marketKey: string): Promise<Answer> {
    const res = await this.api('POST', `/operator/exchange/markets/${encodeURIComponent(marketKey)}/void`, operatorToken, { reason: 'Fault run: abandoned' });
    if (res.status === 200) this.voided.add(marketKey);
    return res;
  }
}

/** Markets settled and voided that had bets (the mix really settled something). */
export async function settledCounts(db: Db): Promise<{ settled: number; voided: number }> {
  const [r] = await rows<{ settled: string; voided: string }>(
    db,
    sql`
    SELECT count(*) FILTER (WHERE m.status = 'settled') AS settled, count(*) FILTER (WHERE m.status = 'void') AS voided
    FROM exchange_markets m WHERE EXISTS (SELECT 1 FROM exchange_bets b WHERE b.market_key = m.market_key AND b.matched_poisha > 0)`,
  );
  return { settled: Number(r?.settled ?? 0), voided: Number(r?.voided ?? 0) };
}

/** Every break of settlement's books, one line each. */
export async function settlementViolations(db: Db, voided: ReadonlySet<string>, answeredRounds: number[] = []): Promise<string[]> {
  const out: string[] = [];
  const q = async (label: string, query: ReturnType<typeof sql>) => {
    for (const r of await rows<Record<string, unknown>>(db, query)) out.push(`${label}: ${JSON.stringify(r)}`);
  };
  await q('market left settling', sql`SELECT market_key FROM exchange_markets WHERE status = 'settling'`);
  await q(
    'open bet on a finished market',
    sql`
    SELECT b.id, b.market_key, m.status FROM exchange_bets b JOIN exchange_markets m ON m.market_key = b.market_key
    WHERE m.status IN ('settled', 'void') AND b.state = 'open'`,
  );
  await q(
    'open hold on a finished market',
    sql`
    SELECT h.user_id, h.market_key, m.status FROM exchange_holds h JOIN exchange_markets m ON m.market_key = h.market_key
    WHERE m.status IN ('settled', 'void') AND h.status = 'open'`,
  );
  // A position's settle and commission entries carry the memo 'exchange <market>'; nothing else writes those kinds.
  await q(
    'settled position not paid exactly once',
    sql`
    WITH paid AS (
      SELECT user_id, memo,
        count(*) FILTER (WHERE kind = 'exchange_settle') AS settles, COALESCE(SUM(amount_poisha) FILTER (WHERE kind = 'exchange_settle'), 0) AS net,
        count(*) FILTER (WHERE kind = 'exchange_commission') AS commissions, COALESCE(SUM(amount_poisha) FILTER (WHERE kind = 'exchange_commission'), 0) AS commission
      FROM ledger_entries WHERE kind IN ('exchange_settle', 'exchange_commission') GROUP BY user_id, memo)
    SELECT h.user_id, h.market_key, h.status, h.profit_loss_poisha, h.commission_poisha, p.settles, p.net, p.commissions, p.commission
    FROM exchange_holds h LEFT JOIN paid p ON p.user_id = h.user_id AND p.memo = 'exchange ' || h.market_key
    WHERE h.status <> 'open' AND (
      COALESCE(p.settles, 0) > 1 OR COALESCE(p.commissions, 0) > 1
      OR (h.status = 'void' AND (COALESCE(p.settles, 0) + COALESCE(p.commissions, 0)) > 0)
      OR (h.status = 'settled' AND (COALESCE(p.net, 0) <> COALESCE(h.profit_loss_poisha, 0) OR COALESCE(p.commission, 0) <> -h.commission_poisha)))`,
  );
  await q(
    'settle entry with no settled position',
    sql`
    SELECT l.id, l.user_id, l.memo FROM ledger_entries l
    LEFT JOIN exchange_holds h ON h.user_id = l.user_id AND 'exchange ' || h.market_key = l.memo AND h.status = 'settled'
    WHERE l.kind IN ('exchange_settle', 'exchange_commission') AND h.user_id IS NULL`,
  );
  if (voided.size > 0) {
    await q(
      'answered void left the market',
      sql`
      SELECT market_key, status FROM exchange_markets
      WHERE market_key IN (${sql.join(
        [...voided].map((k) => sql`${k}`),
        sql`, `,
      )}) AND status <> 'void'`,
    );
  }
  await q(
    'house round not settled exactly once',
    sql`
    SELECT r.id, r.status, r.stake_poisha, r.payout_poisha, COALESCE(SUM(l.amount_poisha), 0) AS moved FROM house_rounds r
    LEFT JOIN provider_rounds pr ON pr.round_id = r.game || '-' || r.id AND pr.user_id = r.user_id
    LEFT JOIN provider_transactions t ON t.round_pk = pr.id
    LEFT JOIN ledger_entries l ON l.provider_tx_id = t.id
    GROUP BY r.id HAVING (r.status = 'open' AND (r.created_at < now() - make_interval(secs => ${ORPHANED_ROUND_MS / 1000})
                                                 OR COALESCE(SUM(l.amount_poisha), 0) NOT IN (0, -r.stake_poisha)))
      OR (r.status = 'settled' AND COALESCE(SUM(l.amount_poisha), 0) <> r.payout_poisha - r.stake_poisha)
      OR (r.status = 'cancelled' AND COALESCE(SUM(l.amount_poisha), 0) <> 0)`,
  );
  if (answeredRounds.length > 0) {
    await q(
      'answered house round not settled',
      sql`
      SELECT id, status FROM house_rounds WHERE id IN (${sql.join(
        answeredRounds.map((id) => sql`${id}`),
        sql`, `,
      )}) AND status <> 'settled'`,
    );
  }
  await q(
    'provider transaction in the ledger twice',
    sql`
    SELECT provider_tx_id, count(*) AS entries FROM ledger_entries WHERE provider_tx_id IS NOT NULL GROUP BY provider_tx_id HAVING count(*) > 1`,
  );
  return out;
}
