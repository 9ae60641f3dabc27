// The referral programme.
// A referred player's settled stakes are summed per Dhaka day (services/loyalty.ts). Once a day is
// over, creditReferralRewards prices it at the operator's share and adds the reward to the
// referrer's cash_bonus; Claim All moves the whole cash bonus into the main balance through the
// ledger. Both are single conditional steps in the database, so running the job twice, or two
// claims at once, can never pay twice.
import { and, countDistinct, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import { MIN_CLAIM_TAKA, type ReferralStatus } from '../../contracts/engagement.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import type { Db } from '../db/client.ts';
import { referralClaims, referralTurnover, users } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import type { Deps } from '../context.ts';
import { dhakaDayOf } from '../lib/dhaka-days.ts';
import { runIdempotent, type StoredAnswer } from './idempotency.ts';
import { postEntry } from './ledger.ts';
import { one } from '../db/sql.ts';
import { getRates } from './loyalty.ts';
import { poishaFromTaka, takaText } from '../lib/money.ts';

/** A sum from SQL (bigint arrives as text; no rows, as null) as the wire's taka string. */
const sumText = (poisha: number | string | null) => takaText(Number(poisha ?? 0));
/** A downline is active while it has played in the last 30 days. */
const ACTIVE_DAYS = 30;
const BOARD_DAYS = 30;

export async function referralStatus(db: Db, userId: number, now: Date): Promise<ReferralStatus> {
  const [me] = await db.select({ code: users.referralCode, cash: users.cashBonusPoisha }).from(users).where(eq(users.id, userId));
  const since = dhakaDayOf(new Date(now.getTime() - ACTIVE_DAYS * 86_400_000));
  const mine = eq(referralTurnover.referrerId, userId);
  const [[downlines], [active], [totals], board, rates] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.referredBy, me!.code)),
    db
      .select({ n: countDistinct(referralTurnover.refereeId) })
      .from(referralTurnover)
      .where(and(mine, gte(referralTurnover.day, since))),
    db
      .select({ turnover: sum(referralTurnover.turnoverPoisha), rewards: sum(referralTurnover.rewardPoisha) })
      .from(referralTurnover)
      .where(mine),
    db
      .select({
        day: referralTurnover.day,
        turnover: sum(referralTurnover.turnoverPoisha),
        reward: sum(referralTurnover.rewardPoisha),
        credited: sql<boolean>`bool_and(${referralTurnover.creditedAt} IS NOT NULL)`,
      })
      .from(referralTurnover)
      .where(mine)
      .groupBy(referralTurnover.day)
      .orderBy(desc(referralTurnover.day))
      .limit(BOARD_DAYS),
    getRates(db),
  ]);
  return {
    referral_code: me!.code,
    cash_bonus: sumText(me!.cash),
    active_downlines: Number(active?.n ?? 0),
    total_downlines: Number(downlines?.n ?? 0),
    lifetime_cash_rewards: sumText(totals?.rewards ?? 0),
    referral_turnover: sumText(totals?.turnover ?? 0),
    share_percent: rates.referralShareBp / 100,
    rewards: board.map((r) => ({ day: r.day, turnover: sumText(r.turnover), reward: sumText(r.reward), credited: Boolean(r.credited) })),
    min_claim: MIN_CLAIM_TAKA,
  };
}

/** Claim All: the whole cash bonus into the main balance, once per Idempotency-Key. */
export function claimCashBonus(db: Db, userId: number, key: string): Promise<StoredAnswer> {
  return runIdempotent(db, { userId, key, route: 'cash-claim', body: {} }, async (tx) => {
    // Locked: a second claim at the same time waits here, then finds nothing left to claim. NO KEY
    // UPDATE, because the idempotency key row above already holds a KEY SHARE lock on this user (its
    // foreign key), and a plain FOR UPDATE of two claims would deadlock against each other's.
    const [me] = await tx.select({ cash: users.cashBonusPoisha }).from(users).where(eq(users.id, userId)).for('no key update');
    const amount = me?.cash ?? 0;
    if (amount < poishaFromTaka(MIN_CLAIM_TAKA)) throw fail(422, 'claimMinimum', { min: String(MIN_CLAIM_TAKA) });
    await tx.update(users).set({ cashBonusPoisha: 0 }).where(eq(users.id, userId));
    await tx.insert(referralClaims).values({ userId, amountPoisha: amount });
    const balance = await postEntry(tx, { userId, amountPoisha: amount, kind: 'referral_claim', memo: 'referral cash bonus' });
    return { status: 200, body: { message: MESSAGES.bonusClaimed, amount: sumText(amount), balance: sumText(balance!), cash_bonus: sumText(0) } };
  });
}

/**
 * Prices every finished Dhaka day not yet credited and adds the rewards to the referrers' cash
 * bonus, in one statement: the rows are marked credited and the bonuses raised together, and a row
 * already credited is skipped, so a second run (or one running at the same time, which waits for
 * the row locks and then finds them credited) pays nothing. Returns the rows credited.
 */
export async function creditReferralRewards(db: Db, now: Date): Promise<number> {
  const today = dhakaDayOf(now);
  const { referralShareBp } = await getRates(db);
  // Conditional money update across two tables in one statement: kept as SQL on purpose.
  const result = await one<{ n: string }>(
    db,
    sql`
    WITH due AS (
      UPDATE referral_turnover SET reward_poisha = turnover_poisha * ${referralShareBp} / 10000, credited_at = ${now.toISOString()}::timestamptz
      WHERE credited_at IS NULL AND day < ${today}::date
      RETURNING referrer_id, reward_poisha
    ), paid AS (
      UPDATE users SET cash_bonus_poisha = cash_bonus_poisha + t.reward
      FROM (SELECT referrer_id, SUM(reward_poisha) AS reward FROM due GROUP BY referrer_id) t
      WHERE users.id = t.referrer_id AND t.reward > 0
      RETURNING users.id
    )
    SELECT (SELECT count(*) FROM due) AS n, (SELECT count(*) FROM paid) AS paid`,
  );
  return Number(result?.n ?? 0);
}

/** How often the job looks for finished days (it also runs at start, so a restart misses none). */
const REFERRAL_CREDIT_INTERVAL_MS = 10 * 60_000;

export function startReferralCredits(deps: Deps): () => Promise<void> {
  const run = () =>
    creditReferralRewards(deps.database.db, deps.now()).then(
      (n) => {
        if (n > 0) logger.info('referral rewards credited', { rows: n });
      },
      (err: unknown) => logger.warn('referral credit failed', { error: err instanceof Error ? err.message : String(err) }),
    );
  let running = run();
  const timer = setInterval(() => {
    running = run();
  }, REFERRAL_CREDIT_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
