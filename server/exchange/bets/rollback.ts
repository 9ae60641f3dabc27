// Rolling a settled (or voided) market back, when the result it was settled on was wrong: in one
// transaction, every player's settlement is reversed by exactly what it posted (the net, the commission,
// the hold it released, which is held again), their bets reopen as matched, and the market waits for the
// operator to settle or void it again. A player who no longer has the winnings to give back stops the
// whole roll back (balances never go negative), and nothing changes.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { exchangeBets, exchangeHolds, exchangeMarketDecisions, exchangeMarkets } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { postEntry } from '../../services/ledger.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';

export interface RollbackSummary {
  marketKey: string;
  players: number;
  bets: number;
}

export async function rollBackSettlement(deps: Deps, marketKey: string, actor: SignedStaffActor, reason: string): Promise<RollbackSummary> {
  const operatorId = actor.id;
  return deps.database.db.transaction(async (tx) => {
    const [market] = await tx.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketKey)).for('update');
    if (!market) throw fail(404, 'exchangeMarketNotFound');
    if (market.status !== 'settled' && market.status !== 'void') throw fail(409, 'exchangeMarketNotSettled');
    const holds = await tx
      .select()
      .from(exchangeHolds)
      .where(and(eq(exchangeHolds.marketKey, marketKey), inArray(exchangeHolds.status, ['settled', 'void'])))
      .orderBy(asc(exchangeHolds.userId))
      .for('update');
    const memo = `exchange ${marketKey} rolled back`;
    const now = deps.now();
    for (const h of holds) {
      const net = h.profitLossPoisha ?? 0;
      // Money in first, then out, so a player who can cover the whole reversal never dips below zero midway.
      const entries: [number, 'exchange_commission' | 'exchange_settle' | 'exchange_hold'][] = [
        [h.commissionPoisha, 'exchange_commission'],
        [-net, 'exchange_settle'],
        [-h.releasedPoisha, 'exchange_hold'],
      ];
      entries.sort((a, b) => b[0] - a[0]);
      for (const [amount, kind] of entries) {
        if (amount !== 0 && (await postEntry(tx, { userId: h.userId, amountPoisha: amount, kind, memo })) === null) {
          throw fail(409, 'exchangeRollbackShortfall');
        }
      }
      await tx
        .update(exchangeHolds)
        .set({
          status: 'open',
          holdPoisha: h.releasedPoisha,
          releasedPoisha: 0,
          matchedStakePoisha: 0,
          profitLossPoisha: null,
          commissionPoisha: 0,
          settledAt: null,
          updatedAt: now,
        })
        .where(and(eq(exchangeHolds.userId, h.userId), eq(exchangeHolds.marketKey, marketKey)));
    }
    const reopened = await tx
      .update(exchangeBets)
      .set({ state: 'open', outcome: null, profitLossPoisha: null, commissionPoisha: 0, settledAt: null, updatedAt: now })
      .where(and(eq(exchangeBets.marketKey, marketKey), inArray(exchangeBets.state, ['settled', 'void']), gt(exchangeBets.matchedPoisha, 0)))
      .returning({ id: exchangeBets.id });
    await tx
      .update(exchangeMarkets)
      .set({ status: 'open', outcome: null, resultText: null, settledAt: null, decidedBy: operatorId, flagged: 'exchangeMarketRolledBack', flaggedAt: now })
      .where(eq(exchangeMarkets.marketKey, marketKey));
    await tx.insert(exchangeMarketDecisions).values({ marketKey, action: 'rollback', outcome: market.outcome, reason, decidedBy: operatorId, decidedAt: now });
    await recordStaffAction(tx, actor, {
      action: 'market.rollback',
      objectType: 'exchange_market',
      objectId: marketKey,
      before: { status: market.status, outcome: market.outcome },
      after: { status: 'open', reason, players: holds.length, bets: reopened.length },
    });
    return { marketKey, players: holds.length, bets: reopened.length };
  });
}
