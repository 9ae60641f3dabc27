// Turnover requirements opened by promotion deposits. Play (casino rounds, exchange bets) calls
// advanceTurnover with the stake; the oldest active requirement is worked down first.
import { sql } from 'drizzle-orm';
import { rows, type Tx } from './ledger.ts';

export async function advanceTurnover(tx: Tx, userId: number, stakePoisha: number): Promise<void> {
  let left = Math.trunc(stakePoisha);
  if (left <= 0) return;
  const active = await rows<{ id: string; remaining_poisha: string }>(tx, sql`
    SELECT id, remaining_poisha FROM turnover_requirements
    WHERE user_id = ${userId} AND status = 'active' ORDER BY id FOR UPDATE`);
  for (const req of active) {
    if (left <= 0) break;
    const take = Math.min(left, Number(req.remaining_poisha));
    left -= take;
    await tx.execute(sql`
      UPDATE turnover_requirements SET remaining_poisha = remaining_poisha - ${take},
        status = CASE WHEN remaining_poisha - ${take} = 0 THEN 'complete' ELSE status END,
        completed_at = CASE WHEN remaining_poisha - ${take} = 0 THEN now() ELSE completed_at END
      WHERE id = ${Number(req.id)}`);
  }
}

export async function hasActiveTurnover(tx: Tx, userId: number): Promise<boolean> {
  const found = await rows(tx, sql`SELECT 1 FROM turnover_requirements WHERE user_id = ${userId} AND status = 'active' AND remaining_poisha > 0 LIMIT 1`);
  return found.length > 0;
}
