// Settling and voiding markets, and the background changes to waiting bets (fills and lapses).
// A market is settled in steps that each commit: its outcome is fixed (status 'settling', after
// which no bet can be placed on it) with the decision recorded (who, when, why), then each player's
// position is settled in its own transaction (winnings credited, hold released, commission taken,
// turnover advanced), then it is 'settled'. Every step can be run again: a crash in between resumes on
// the next start (market-watch.ts), and a second settle of the same market pays no one twice, because
// each player's step reads the market's fixed outcome under its lock and skips a hold already settled.
// A market waiting for the operator (flagged) is never settled by the source, only by an operator.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeBets, exchangeFills, exchangeHolds, exchangeMarketDecisions, exchangeMarkets, type MarketOutcome } from '../../db/schema/index.ts';
import type { KnownMarket, OpenOrder } from './market-watch.ts';
import { kindOf, propositionHolds } from '../maths/fancy-lines.ts';
import type { Fill } from '../maths/matching.ts';
import { dirOf } from '../maths/price.ts';
import { settleRunners } from '../maths/runner-settlement.ts';
import { settlePosition } from '../maths/settlement.ts';
import { fail } from '../../lib/errors.ts';
import { lockHold, marketRow, openBets, rebalanceHold, type MarketRow, type OpenBet } from './holds.ts';
import { feedSettledPlay } from './play-hooks.ts';
import { termsFor } from './settings.ts';
import { notifyVoided } from './voids.ts';
import { postEntry } from '../../services/ledger.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';
import { isTradedMarketKey } from '../trading/traded-keys.ts';

export interface SettleSummary {
  marketKey: string;
  /** 'open': nothing was decided (the market waits for the operator, or was rolled back meanwhile). */
  status: 'settled' | 'void' | 'open';
  players: number;
  bets: number;
}

const runnerName = (market: MarketRow, id: string) => market.runners.find((r) => r.selectionId === id)?.name ?? id;

function resultText(market: MarketRow, outcome: MarketOutcome): string {
  if (outcome.kind === 'void') return outcome.reason;
  if (outcome.kind === 'value') return `${outcome.value} runs`;
  if (outcome.kind === 'winners') return outcome.selectionIds.map((id) => runnerName(market, id)).join(', ');
  return runnerName(market, outcome.selectionId);
}

/**
 * Settles (or, with a void outcome, refunds) every bet on a market. Running it again changes nothing.
 * `decider` null is the source (its reason is the result); a staff member gives their reason, and the
 * decision's audit entry is written in the transaction that fixes the outcome.
 */
export async function settleMarket(
  deps: Deps,
  marketKey: string,
  outcome: MarketOutcome,
  decider: SignedStaffActor | null = null,
  reason?: string,
): Promise<SettleSummary> {
  const db = deps.database.db;
  const decidedBy = decider?.id ?? null;
  const market = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketKey)).for('update');
    if (!row) throw fail(404, 'exchangeMarketNotFound');
    if (row.status !== 'open') return row;
    // Waiting for the operator: only an operator's decision settles it (a rolled-back result must not come back).
    if (row.flagged && decidedBy === null) return row;
    const text = resultText(row, outcome);
    const [fixed] = await tx
      .update(exchangeMarkets)
      .set({ status: 'settling', outcome, resultText: text, decidedBy })
      .where(eq(exchangeMarkets.marketKey, marketKey))
      .returning();
    await tx.insert(exchangeMarketDecisions).values({
      marketKey,
      action: outcome.kind === 'void' ? 'void' : 'settle',
      outcome,
      reason: reason ?? text,
      decidedBy,
      decidedAt: deps.now(),
    });
    if (decider) {
      await recordStaffAction(tx, decider, {
        action: outcome.kind === 'void' ? 'market.void' : 'market.settle',
        objectType: 'exchange_market',
        objectId: marketKey,
        before: { status: 'open' },
        after: { status: outcome.kind === 'void' ? 'void' : 'settled', outcome, reason: reason ?? text },
      });
    }
    return fixed!;
  });
  if (market.status !== 'settling') return summary(db, market);
  const commissionBp = market.outcome!.kind === 'void' ? 0 : (await termsFor(db, market.marketType)).commissionBp;
  const players = await db
    .select({ userId: exchangeHolds.userId })
    .from(exchangeHolds)
    .where(and(eq(exchangeHolds.marketKey, marketKey), eq(exchangeHolds.status, 'open')));
  for (const { userId } of players) {
    await db.transaction((tx) => settlePlayer(tx, deps, userId, marketKey, commissionBp));
  }
  const [done] = await db
    .update(exchangeMarkets)
    .set({ status: market.outcome!.kind === 'void' ? 'void' : 'settled', settledAt: deps.now() })
    // A roll back or another settle may have finished first: never mark a market that is not settling.
    .where(and(eq(exchangeMarkets.marketKey, marketKey), eq(exchangeMarkets.status, 'settling')))
    .returning();
  return summary(db, done ?? (await marketRow(db, marketKey))!);
}

async function summary(db: Db, market: MarketRow): Promise<SettleSummary> {
  const [counts] = await db
    .select({ players: sql<number>`count(DISTINCT ${exchangeBets.userId})::int`, bets: sql<number>`count(*)::int` })
    .from(exchangeBets)
    .where(eq(exchangeBets.marketKey, market.marketKey));
  const status = market.status === 'void' ? 'void' : market.status === 'open' ? 'open' : 'settled';
  return { marketKey: market.marketKey, status, players: counts?.players ?? 0, bets: counts?.bets ?? 0 };
}

function propositionTrue(market: MarketRow, outcome: MarketOutcome, bet: OpenBet['bet']): boolean {
  if (outcome.kind === 'winner') return bet.selectionId === outcome.selectionId;
  if (outcome.kind === 'winners') return outcome.selectionIds.includes(bet.selectionId);
  if (outcome.kind === 'value') return propositionHolds(kindOf(market.lineKey ?? ''), bet.line ?? 0, outcome.value);
  return false;
}

/** Each bet's result and the player's net and commission on the market, by the kind of outcome. */
function settleOpenBets(market: MarketRow, outcome: MarketOutcome, open: OpenBet[], commissionBp: number) {
  if (outcome.kind === 'winners') {
    return settleRunners(
      open.map((b) => ({ betId: b.bet.id, selectionId: b.bet.selectionId })),
      open.flatMap((b) =>
        b.fills.map((f) => ({
          betId: b.bet.id,
          dir: dirOf(b.bet.side),
          selectionId: b.bet.selectionId,
          oddsX100: f.oddsX100,
          stake: f.stakePoisha,
          matchedAt: f.createdAt.getTime(),
        })),
      ),
      outcome,
      commissionBp,
    );
  }
  const voided = outcome.kind === 'void';
  const byId = new Map(open.map((b) => [b.bet.id, b.bet]));
  const fills = open.flatMap((b) => b.fills.map((f) => ({ betId: b.bet.id, dir: dirOf(b.bet.side), oddsX100: f.oddsX100, stake: f.stakePoisha })));
  const settled = settlePosition(
    open.map((b) => b.bet.id),
    voided ? [] : fills,
    (id) => propositionTrue(market, outcome, byId.get(id)!),
    commissionBp,
  );
  return { ...settled, bets: settled.bets.map((b) => ({ ...b, void: voided })) };
}

async function settlePlayer(tx: Db, deps: Deps, userId: number, marketKey: string, commissionBp: number): Promise<void> {
  // The market first (lock order), and its outcome as it is now: a roll back may have reopened it.
  const [market] = await tx.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketKey)).for('share');
  if (!market || market.status !== 'settling' || !market.outcome) return;
  const outcome = market.outcome;
  const hold = await lockHold(tx, userId, marketKey);
  if (hold.status !== 'open') return;
  const open = await openBets(tx, userId, marketKey);
  const now = deps.now();
  const voided = outcome.kind === 'void';
  const byId = new Map(open.map((b) => [b.bet.id, b.bet]));
  const settled = settleOpenBets(market, outcome, open, commissionBp);
  const memo = `exchange ${marketKey}`;
  const entries: [number, 'exchange_release' | 'exchange_settle' | 'exchange_commission'][] = [
    [hold.holdPoisha, 'exchange_release'],
    [settled.net, 'exchange_settle'],
    [-settled.commission, 'exchange_commission'],
  ];
  for (const [amount, kind] of entries) {
    // The hold is the worst case, so release + net is never below zero and no step can overdraw.
    if (amount !== 0 && (await postEntry(tx, { userId, amountPoisha: amount, kind, memo })) === null)
      throw new Error(`settlement would overdraw player ${userId}`);
  }
  for (const b of settled.bets) {
    const bet = byId.get(b.betId)!;
    const matched = bet.matchedPoisha > 0;
    await tx
      .update(exchangeBets)
      .set({
        state: !matched ? 'closed' : b.void ? 'void' : 'settled',
        outcome: matched && !b.void ? (b.won ? 'won' : 'lost') : null,
        profitLossPoisha: matched ? b.pnl : null,
        commissionPoisha: b.commission,
        lapsedPoisha: bet.lapsedPoisha + bet.unmatchedPoisha,
        unmatchedPoisha: 0,
        settledAt: now,
        updatedAt: now,
      })
      .where(eq(exchangeBets.id, b.betId));
  }
  const matchedStake = voided ? 0 : open.reduce((s, b) => s + b.bet.matchedPoisha, 0);
  const feedPlay = !voided && matchedStake > 0 && !hold.playFed;
  await tx
    .update(exchangeHolds)
    .set({
      status: voided ? 'void' : 'settled',
      holdPoisha: 0,
      releasedPoisha: hold.holdPoisha,
      matchedStakePoisha: matchedStake,
      profitLossPoisha: voided ? 0 : settled.net,
      commissionPoisha: settled.commission,
      playFed: hold.playFed || feedPlay,
      settledAt: now,
      updatedAt: now,
    })
    .where(and(eq(exchangeHolds.userId, userId), eq(exchangeHolds.marketKey, marketKey)));
  if (voided) await notifyVoided(tx, userId, market, outcome);
  if (feedPlay) {
    await feedSettledPlay(tx, {
      userId,
      marketKey,
      matchedStakePoisha: matchedStake,
      netPoisha: settled.net - settled.commission,
      commissionPoisha: settled.commission,
    });
  }
}

/** Records fills found for a waiting bet; what the bet no longer needs (cancelled meanwhile) goes back to the book. */
export async function fillWaitingBet(deps: Deps, betId: number, fills: Fill[], giveBack: (unused: Fill[]) => void): Promise<void> {
  // All of it goes back unless the claim ran (a bet gone, closed or no longer waiting takes nothing).
  let rest: Fill[] = fills;
  await fillWaiting(deps, betId, async (_tx, unmatched) => {
    const used: Fill[] = [];
    let left = unmatched;
    rest = [];
    for (const f of fills) {
      const take = Math.min(left, f.stake);
      if (take > 0) used.push({ ...f, stake: take });
      if (f.stake > take) rest.push({ ...f, stake: f.stake - take });
      left -= take;
    }
    return used;
  });
  if (rest.length > 0) giveBack(rest);
}

/**
 * Fills a waiting bet with what `claim` finds for its unmatched rest, in one transaction with the bet and
 * its hold locked (a mirrored book's levels are claimed in it: taken-levels.ts). Answers the stake matched.
 */
export async function fillWaiting(deps: Deps, betId: number, claim: (tx: Db, left: number) => Promise<Fill[]>): Promise<number> {
  const db = deps.database.db;
  const [first] = await db.select({ userId: exchangeBets.userId, marketKey: exchangeBets.marketKey }).from(exchangeBets).where(eq(exchangeBets.id, betId));
  if (!first) return 0;
  return db.transaction(async (tx) => {
    const market = (await marketRow(tx, first.marketKey))!;
    const hold = await lockHold(tx, first.userId, first.marketKey);
    const [bet] = await tx.select().from(exchangeBets).where(eq(exchangeBets.id, betId)).for('update');
    const left = bet && bet.state === 'open' ? bet.unmatchedPoisha : 0;
    const used = left > 0 ? await claim(tx, left) : [];
    if (used.length === 0) return 0;
    const total = used.reduce((s, f) => s + f.stake, 0);
    await tx.insert(exchangeFills).values(used.map((f) => ({ betId, stakePoisha: f.stake, oddsX100: f.oddsX100 })));
    await tx
      .update(exchangeBets)
      .set({ matchedPoisha: bet!.matchedPoisha + total, unmatchedPoisha: bet!.unmatchedPoisha - total, updatedAt: deps.now() })
      .where(eq(exchangeBets.id, betId));
    await rebalanceHold(tx, first.userId, market, hold.holdPoisha);
    return total;
  });
}

/** Lapses the unmatched rest of bets placed before the off on a market that has turned in play. */
export async function lapseMarket(deps: Deps, marketKey: string): Promise<void> {
  const db = deps.database.db;
  const market = await marketRow(db, marketKey);
  if (!market) return;
  const players = await db
    .selectDistinct({ userId: exchangeBets.userId })
    .from(exchangeBets)
    .where(
      and(
        eq(exchangeBets.marketKey, marketKey),
        eq(exchangeBets.state, 'open'),
        eq(exchangeBets.placedInPlay, false),
        sql`${exchangeBets.unmatchedPoisha} > 0`,
      ),
    );
  for (const { userId } of players) {
    await db.transaction(async (tx) => {
      const hold = await lockHold(tx, userId, marketKey);
      for (const { bet } of await openBets(tx, userId, marketKey)) {
        if (bet.placedInPlay || bet.unmatchedPoisha === 0) continue;
        await tx
          .update(exchangeBets)
          .set({
            lapsedPoisha: bet.lapsedPoisha + bet.unmatchedPoisha,
            unmatchedPoisha: 0,
            state: bet.matchedPoisha > 0 ? 'open' : 'closed',
            updatedAt: deps.now(),
          })
          .where(eq(exchangeBets.id, bet.id));
      }
      await rebalanceHold(tx, userId, market, hold.holdPoisha);
    });
  }
}

/** What the market watch needs in memory on start: waiting match-odds bets and markets not yet settled. */
export async function loadOpenBook(deps: Deps): Promise<{ orders: OpenOrder[]; markets: KnownMarket[] }> {
  const db = deps.database.db;
  const markets = await db
    .select()
    .from(exchangeMarkets)
    .where(inArray(exchangeMarkets.status, ['open', 'settling']));
  const waiting = await db
    .select({ bet: exchangeBets, eventId: exchangeMarkets.eventId })
    .from(exchangeBets)
    .innerJoin(exchangeMarkets, eq(exchangeMarkets.marketKey, exchangeBets.marketKey))
    .where(and(eq(exchangeBets.state, 'open'), sql`${exchangeBets.unmatchedPoisha} > 0`, eq(exchangeBets.marketType, 'match_odds')))
    .orderBy(exchangeBets.id);
  return {
    orders: waiting.map(({ bet, eventId }) => ({
      betId: bet.id,
      eventId,
      marketId: bet.marketKey,
      selectionId: bet.selectionId,
      dir: dirOf(bet.side),
      oddsX100: bet.oddsX100,
      remaining: bet.unmatchedPoisha,
      prePlay: !bet.placedInPlay,
    })),
    // A trader's market is settled by the trader alone (trading/): the watch never takes it up.
    markets: markets
      .filter((m) => !isTradedMarketKey(m.marketKey))
      .map((m) => ({
        marketKey: m.marketKey,
        eventId: m.eventId,
        status: m.status as 'open' | 'settling',
        outcome: m.outcome,
        eventName: m.eventName,
        openDate: m.openDate.getTime(),
        flagged: m.flagged !== null,
      })),
  };
}
