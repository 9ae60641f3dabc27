// The responsible-gambling checks that money-taking paths consult, in one place:
//  - isSelfExcluded / stakingBlock: may this player stake money now? Not during a time-out or a
//    self-exclusion, nor once a loss limit is reached. The casino (launch, every provider bet) and the
//    exchange (placing a bet) call it. Wins, refunds, cash outs and withdrawals are never blocked.
//  - requireMayDeposit and checkDepositLimit: called by deposit creation (manual and e-wallet), inside
//    the deposit's own transaction.
// Exclusions live in rg_exclusions, not in users.status: session resolution refuses any status but
// 'active', and an excluded player must still log in to withdraw, read messages and chat.
// Atomicity: a check that guards a limit locks the player's limit rows of that kind (FOR UPDATE) before
// it sums, so two racing deposits or bets of one player run one after the other, and the second sees
// the first (PostgreSQL's READ COMMITTED gives each statement a fresh snapshot). Players without a limit
// lock nothing.
import { sql } from 'drizzle-orm';
import { fail } from '../lib/errors.ts';
import type { MessageKey } from '../../contracts/messages/index.ts';
import { PERIOD_HOURS, type ExclusionKind, type LimitKind, type LimitPeriod } from '../../contracts/safer-play.ts';
import { one, rows, type Tx } from '../db/sql.ts';
import { takaMessageText } from '../lib/money.ts';

/** Ledger kinds whose sum is the player's net result of play (a bet debit counts until it is won back). */
export const PLAY_RESULT_KINDS = ['casino_bet', 'casino_win', 'casino_rollback', 'exchange_settle', 'exchange_commission'] as const;

export interface StakeBlock {
  key: MessageKey;
  vars: Record<string, string>;
}
export interface ActiveExclusion {
  kind: ExclusionKind;
  startsAt: Date;
  endsAt: Date;
}
export interface LimitRow {
  kind: string;
  period: string;
  amountPoisha: number | null;
  pendingAmountPoisha: number | null;
  pendingAt: Date | null;
}

const HOUR_MS = 3_600_000;
/** Whole taka as plain digits ("5000"), or with paisa ("12.50"): the catalogue's {limit} and {left}. */
/** A moment as Dhaka wall time (UTC+6, no daylight saving since 2009): the catalogue's {until}. */
const dhakaText = (at: Date) => new Date(at.getTime() + 6 * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ');
export const periodStart = (period: LimitPeriod, now: Date) => new Date(now.getTime() - PERIOD_HOURS[period] * HOUR_MS);
const PERIOD_KEY: Record<LimitPeriod, 'Day' | 'Week' | 'Month'> = { day: 'Day', week: 'Week', month: 'Month' };

/** The limit in force at `now`: a raise or removal whose 24 hours have passed counts as applied. */
export function limitInForce(row: LimitRow, now: Date): number | null {
  if (row.pendingAt && row.pendingAt.getTime() <= now.getTime()) return row.pendingAmountPoisha;
  return row.amountPoisha;
}

/** The break in force at `now` (the one that ends last), or null. */
// Raw SQL here (not drizzle's builder) because every caller's handle works: a transaction, the
// database, or the narrow Tx of the wallet's money paths; and the FOR UPDATE is the point of the query.
export async function activeExclusion(db: Tx, userId: number, now: Date): Promise<ActiveExclusion | null> {
  const row = await one<{ kind: ExclusionKind; starts_at: Date | string; ends_at: Date | string }>(
    db,
    sql`
    SELECT kind, starts_at, ends_at FROM rg_exclusions
    WHERE user_id = ${userId} AND starts_at <= ${now.toISOString()} AND ends_at > ${now.toISOString()}
    ORDER BY ends_at DESC LIMIT 1`,
  );
  return row ? { kind: row.kind, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) } : null;
}

function exclusionBlock(ex: ActiveExclusion): StakeBlock {
  return { key: ex.kind === 'time_out' ? 'timeOutActive' : 'selfExclusionActive', vars: { until: dhakaText(ex.endsAt) } };
}

/** The player's limits of one kind, locked until the caller's transaction ends. */
async function lockedLimits(db: Tx, userId: number, kind: LimitKind): Promise<LimitRow[]> {
  const found = await rows<{
    kind: string;
    period: string;
    amount_poisha: string | null;
    pending_amount_poisha: string | null;
    pending_at: Date | string | null;
  }>(
    db,
    sql`
    SELECT kind, period, amount_poisha, pending_amount_poisha, pending_at FROM rg_limits
    WHERE user_id = ${userId} AND kind = ${kind} ORDER BY period FOR UPDATE`,
  );
  return found.map((r) => ({
    kind: r.kind,
    period: r.period,
    amountPoisha: r.amount_poisha === null ? null : Number(r.amount_poisha),
    pendingAmountPoisha: r.pending_amount_poisha === null ? null : Number(r.pending_amount_poisha),
    pendingAt: r.pending_at === null ? null : new Date(r.pending_at),
  }));
}

/** Deposited within the period: approved and still pending requests (a pending one will be credited). */
export async function depositedSince(db: Tx, userId: number, since: Date): Promise<number> {
  const row = await one<{ s: string | null }>(
    db,
    sql`
    SELECT sum(amount_poisha) AS s FROM deposit_requests
    WHERE user_id = ${userId} AND status IN ('pending', 'approved') AND created_at > ${since.toISOString()}`,
  );
  return Number(row?.s ?? 0);
}

/** Net loss from play within the period (0 when the player is ahead). */
export async function lostSince(db: Tx, userId: number, since: Date): Promise<number> {
  const row = await one<{ s: string | null }>(
    db,
    sql`
    SELECT sum(amount_poisha) AS s FROM ledger_entries
    WHERE user_id = ${userId} AND created_at > ${since.toISOString()}
      AND kind IN (${sql.join(
        PLAY_RESULT_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )})`,
  );
  return Math.max(0, -Number(row?.s ?? 0));
}

async function lossLimitBlock(db: Tx, userId: number, now: Date, stake: number | (() => Promise<number>)): Promise<StakeBlock | null> {
  const limits = await lockedLimits(db, userId, 'loss');
  // Read only after the limit rows are locked, so two racing stakes are counted one after the other.
  let stakePoisha = 0;
  if (limits.some((row) => limitInForce(row, now) !== null)) stakePoisha = typeof stake === 'number' ? stake : await stake();
  for (const row of limits) {
    const limit = limitInForce(row, now);
    if (limit === null) continue;
    const lost = await lostSince(db, userId, periodStart(row.period as LimitPeriod, now));
    // A stake that could take the loss past the limit is refused; with no stake (a launch), reaching it is.
    if (stakePoisha > 0 ? lost + stakePoisha > limit : lost >= limit) {
      return { key: `lossLimit${PERIOD_KEY[row.period as LimitPeriod]}`, vars: { limit: takaMessageText(limit) } };
    }
  }
  return null;
}

/**
 * Locks the player's loss limits for the rest of the caller's transaction. A bet path that moves money
 * before it can know its stake (the exchange: the hold) takes this first, so every staking path locks
 * the limits before the wallet, in one order (a casino bet does so through stakingBlock).
 */
export async function lockLossLimits(tx: Tx, userId: number): Promise<void> {
  await lockedLimits(tx, userId, 'loss');
}

export interface StakeCheck {
  now?: Date;
  /** The money about to be staked (a provider bet): refused when it could take the loss past a limit. */
  stakePoisha?: number;
  /**
   * Instead of stakePoisha: the money at risk, read after the limits are locked (the exchange's open
   * holds, this bet's included), so concurrent bets cannot each pass on a stale sum.
   */
  atRisk?: () => Promise<number>;
}

/** Why the player may not stake money now, or null. Run it inside the bet's transaction. */
export async function stakingBlock(db: Tx, userId: number, { now = new Date(), stakePoisha = 0, atRisk }: StakeCheck = {}): Promise<StakeBlock | null> {
  const ex = await activeExclusion(db, userId, now);
  if (ex) return exclusionBlock(ex);
  return lossLimitBlock(db, userId, now, atRisk ?? stakePoisha);
}

/**
 * True when the player may not stake money: a time-out or self-exclusion is running, or a loss limit is
 * reached (or would be passed by `stakePoisha`). Wins and refunds are paid regardless.
 */
export async function isSelfExcluded(db: Tx, userId: number, check: StakeCheck = {}): Promise<boolean> {
  return (await stakingBlock(db, userId, check)) !== null;
}

/** Throws the 403 that says why (time-out, self-exclusion, loss limit) when the player may not stake. */
export async function requireMayStake(db: Tx, userId: number, check: StakeCheck = {}): Promise<void> {
  const block = await stakingBlock(db, userId, check);
  if (block) throw fail(403, block.key, block.vars);
}

/** Deposits close during a time-out or self-exclusion (a loss limit does not stop deposits). */
export async function requireMayDeposit(tx: Tx, userId: number, now: Date): Promise<void> {
  const ex = await activeExclusion(tx, userId, now);
  if (ex) {
    const block = exclusionBlock(ex);
    throw fail(403, block.key, block.vars);
  }
}

/**
 * Refuses a deposit that would take the player past a deposit limit, naming the limit and what is
 * left. Call it inside the deposit's transaction, before the request is inserted: the limit rows stay
 * locked until that transaction ends, so a racing deposit waits and then counts this one.
 */
export async function checkDepositLimit(tx: Tx, userId: number, amountPoisha: number, now: Date): Promise<void> {
  for (const row of await lockedLimits(tx, userId, 'deposit')) {
    const limit = limitInForce(row, now);
    if (limit === null) continue;
    const used = await depositedSince(tx, userId, periodStart(row.period as LimitPeriod, now));
    if (used + amountPoisha > limit) {
      throw fail(422, `depositLimit${PERIOD_KEY[row.period as LimitPeriod]}`, {
        limit: takaMessageText(limit),
        left: takaMessageText(Math.max(0, limit - used)),
      });
    }
  }
}
