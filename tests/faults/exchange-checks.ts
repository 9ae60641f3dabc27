// The exchange's books after a fault run, read from the database with the server stopped:
//  - every open hold belongs to open bets of its player on its market (matched or waiting) and equals
//    their worst case (the bet maths' holdFor), and every open bet is covered by an open hold;
//  - no Idempotency-Key placed a bet twice, and every answered bet is in the table under its key;
//  - every answered cancel left the bet with nothing waiting and its cancelled stake recorded;
//  - per player, the balance plus the open holds equals the sum of the player's ledger entries other
//    than the holds' own moves (the money is either spendable or held, never both nor neither);
//  - no balance is negative (also in the ledger invariant, checked by the runner).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { exchangeHolds, exchangeMarkets } from '../../server/db/schema/index.ts';
import { holdFor } from '../../server/exchange/maths/market-outcomes.ts';
import { openBets, partsOf, shapeOf } from '../../server/exchange/bets/holds.ts';
import { rows } from '../../server/db/sql.ts';
import type { ExchangeMix } from './fault-exchange.ts';

/** Every break of the exchange's books, one line each; `mix` is what the run was answered. */
export async function exchangeViolations(db: Db, mix: Pick<ExchangeMix, 'placements' | 'cashOuts' | 'cancelled'>): Promise<string[]> {
  const out: string[] = [];
  const q = async (label: string, query: ReturnType<typeof sql>) => {
    for (const r of await rows<Record<string, unknown>>(db, query)) out.push(`${label}: ${JSON.stringify(r)}`);
  };
  const markets = new Map((await db.select().from(exchangeMarkets)).map((m) => [m.marketKey, m]));
  for (const hold of await db.select().from(exchangeHolds).where(eq(exchangeHolds.status, 'open'))) {
    const market = markets.get(hold.marketKey);
    const open = await openBets(db, hold.userId, hold.marketKey);
    if (hold.holdPoisha !== 0 && open.length === 0) out.push(`hold of ${hold.holdPoisha} for user ${hold.userId} on ${hold.marketKey} with no open bet`);
    const liability = market ? holdFor(shapeOf(market), open.flatMap(partsOf)) : NaN;
    if (hold.holdPoisha !== liability)
      out.push(`hold of ${hold.holdPoisha} for user ${hold.userId} on ${hold.marketKey}, but its ${open.length} open bets risk ${liability}`);
  }
  await q(
    'open bet with no open hold',
    sql`
    SELECT b.id, b.user_id, b.market_key FROM exchange_bets b
    LEFT JOIN exchange_holds h ON h.user_id = b.user_id AND h.market_key = b.market_key AND h.status = 'open'
    WHERE b.state = 'open' AND h.user_id IS NULL`,
  );
  await q(
    'one Idempotency-Key placed more than one bet',
    sql`
    SELECT user_id, idempotency_key, count(*) AS bets FROM exchange_bets WHERE idempotency_key IS NOT NULL
    GROUP BY user_id, idempotency_key HAVING count(*) > 1`,
  );
  const answered = [...mix.placements, ...mix.cashOuts];
  const stored = new Map(
    (await rows<{ id: string; idempotency_key: string | null; source: string }>(db, sql`SELECT id, idempotency_key, source FROM exchange_bets`)).map((b) => [
      Number(b.id),
      b,
    ]),
  );
  for (const k of answered) {
    k.betIds.forEach((id, i) => {
      const bet = stored.get(id);
      // One bet is stored under the key itself; a cash out's several hedges under key#1, key#2...
      const key = k.betIds.length === 1 ? k.key : `${k.key}#${i + 1}`;
      if (!bet || bet.idempotency_key !== key) out.push(`answered bet ${id} of key ${k.key} is ${bet ? `under key ${bet.idempotency_key}` : 'missing'}`);
    });
  }
  if (mix.cancelled.size > 0) {
    await q(
      'answered cancel left money waiting',
      sql`
      SELECT id, unmatched_poisha, cancelled_poisha FROM exchange_bets
      WHERE id IN (${sql.join(
        [...mix.cancelled].map((id) => sql`${id}`),
        sql`, `,
      )}) AND (unmatched_poisha <> 0 OR cancelled_poisha = 0)`,
    );
  }
  await q(
    'balance plus open holds differs from the ledger',
    sql`
    WITH held AS (SELECT user_id, SUM(hold_poisha) AS held FROM exchange_holds WHERE status = 'open' GROUP BY user_id),
         owned AS (SELECT user_id, SUM(amount_poisha) FILTER (WHERE kind NOT IN ('exchange_hold', 'exchange_release')) AS owned
                   FROM ledger_entries GROUP BY user_id)
    SELECT w.user_id, w.balance_poisha, COALESCE(h.held, 0) AS held, COALESCE(o.owned, 0) AS owned FROM wallet_accounts w
    LEFT JOIN held h ON h.user_id = w.user_id LEFT JOIN owned o ON o.user_id = w.user_id
    WHERE w.balance_poisha + COALESCE(h.held, 0) <> COALESCE(o.owned, 0)`,
  );
  await q('negative balance', sql`SELECT user_id, balance_poisha FROM wallet_accounts WHERE balance_poisha < 0`);
  return out;
}
