// Voiding one flagged bet, by the risk team, with a reason: the bet is void and its money goes back as
// if it had never been placed. The player is told in the inbox, in their language, by the same message
// a voided market sends (voids.ts notifyVoided, with the operator's reason). Nothing here runs by itself.
//  - an open bet (market still open): the bet leaves the position and the hold is worked out again
//    from the rest; if without it the position needs more money held than the balance has (it was a
//    hedge), the void is refused (409) rather than overdrawing.
//  - a settled bet: what settlement paid or took for it (its profit or loss less its commission) is
//    reversed through the ledger; a win the balance can no longer give back is refused (409).
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeBets, exchangeHolds, exchangeMarkets, riskFlags } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { postEntry } from '../../services/ledger.ts';
import { holdFor } from '../maths/market-outcomes.ts';
import { lockHold, moveHold, openBets, partsOf, shapeOf, type BetRow, type MarketRow } from '../bets/holds.ts';
import { notifyVoided, operatorVoid } from '../bets/voids.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';

async function voidOpenBet(tx: Db, market: MarketRow, bet: BetRow, now: Date): Promise<void> {
  const hold = await lockHold(tx, bet.userId, market.marketKey);
  const rest = (await openBets(tx, bet.userId, market.marketKey)).filter((b) => b.bet.id !== bet.id);
  await tx
    .update(exchangeBets)
    .set({ state: 'void', cancelledPoisha: bet.cancelledPoisha + bet.unmatchedPoisha, unmatchedPoisha: 0, profitLossPoisha: 0, settledAt: now, updatedAt: now })
    .where(eq(exchangeBets.id, bet.id));
  if (!(await moveHold(tx, bet.userId, market.marketKey, hold.holdPoisha, holdFor(shapeOf(market), rest.flatMap(partsOf)))))
    throw fail(409, 'riskVoidWouldOverdraw');
}

async function voidSettledBet(tx: Db, market: MarketRow, bet: BetRow, now: Date): Promise<void> {
  await lockHold(tx, bet.userId, market.marketKey);
  const pnl = bet.profitLossPoisha ?? 0;
  const paid = pnl - bet.commissionPoisha;
  if (paid !== 0 && (await postEntry(tx, { userId: bet.userId, amountPoisha: -paid, kind: 'exchange_settle', memo: `exchange void bet ${bet.id}` })) === null)
    throw fail(409, 'riskVoidWouldOverdraw');
  await tx
    .update(exchangeBets)
    .set({ state: 'void', outcome: null, profitLossPoisha: 0, commissionPoisha: 0, updatedAt: now })
    .where(eq(exchangeBets.id, bet.id));
  await tx
    .update(exchangeHolds)
    .set({
      matchedStakePoisha: sql`${exchangeHolds.matchedStakePoisha} - ${bet.matchedPoisha}`,
      profitLossPoisha: sql`COALESCE(${exchangeHolds.profitLossPoisha}, 0) - ${pnl}`,
      commissionPoisha: sql`${exchangeHolds.commissionPoisha} - ${bet.commissionPoisha}`,
      updatedAt: now,
    })
    .where(and(eq(exchangeHolds.userId, bet.userId), eq(exchangeHolds.marketKey, market.marketKey)));
}

/** Voids a bet with the risk team's reason; its open flags are closed as voided. 404 unknown, 409 not voidable. */
export async function voidBet(deps: Deps, actor: SignedStaffActor, betId: number, reason: string) {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const [found] = await tx.select({ marketKey: exchangeBets.marketKey, userId: exchangeBets.userId }).from(exchangeBets).where(eq(exchangeBets.id, betId));
    if (!found) throw fail(404, 'exchangeBetNotFound');
    // Lock order as everywhere: the market (share), the hold, the bet, the wallet.
    const [market] = await tx.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, found.marketKey)).for('share');
    await lockHold(tx, found.userId, found.marketKey);
    const [bet] = await tx.select().from(exchangeBets).where(eq(exchangeBets.id, betId)).for('update');
    if (!market || !bet) throw fail(404, 'exchangeBetNotFound');
    if (bet.state === 'open' && market.status === 'open') await voidOpenBet(tx, market, bet, now);
    else if (bet.state === 'settled' && market.status === 'settled') await voidSettledBet(tx, market, bet, now);
    else throw fail(409, 'riskBetNotVoidable');
    await notifyVoided(tx, bet.userId, market, operatorVoid(reason));
    await tx
      .update(riskFlags)
      .set({ status: 'voided', decidedBy: actor.id, decidedAt: now })
      .where(and(eq(riskFlags.betId, betId), eq(riskFlags.status, 'open')));
    await recordStaffAction(tx, actor, {
      action: 'risk.bet_void',
      objectType: 'exchange_bet',
      objectId: betId,
      before: { state: bet.state, user_id: bet.userId, market_key: bet.marketKey, profit_loss_poisha: bet.profitLossPoisha },
      after: { state: 'void', reason },
    });
  });
  return { message: MESSAGES.riskBetVoided, code: 'riskBetVoided' };
}
