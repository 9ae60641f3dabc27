// What every settled play feeds into the VIP and referral programmes, in the settling transaction
// (casino: feedLoyaltyProgrammes in round-settlement.ts; exchange: settledPlayHooks in
// server/exchange/bets/play-hooks.ts). A settlement runs once per round or market and player, so each stake is
// counted exactly once, and never without the settlement that earned it.
//  - VIP: lifetime turnover (the level) grows by the stake; every `vp_turnover_poisha` of turnover
//    earns one point. The turnover short of a whole point is carried, so small stakes add up.
//  - Referral: the stake is added to the referrer's row for this Dhaka day; the daily job
//    (services/referral.ts) prices finished days into the referrer's cash bonus.
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EngagementSettings } from '../../contracts/engagement.ts';
import type { Db } from '../db/client.ts';
import { engagementSettings, playerLoyalty, referralTurnover, users } from '../db/schema/index.ts';
import { dhakaDayOf } from '../lib/dhaka-days.ts';
import { poishaFromTaka, takaFromPoisha } from '../lib/money.ts';
import { recordStaffEdit, type SignedStaffActor } from '../operator/audit/record.ts';

export interface Rates {
  vpTurnoverPoisha: number;
  vpValuePoisha: number;
  referralShareBp: number;
}

export async function getRates(db: Db): Promise<Rates> {
  const [row] = await db.select().from(engagementSettings).where(eq(engagementSettings.id, 1));
  return { vpTurnoverPoisha: row!.vpTurnoverPoisha, vpValuePoisha: row!.vpValuePoisha, referralShareBp: row!.referralShareBp };
}

export const ratesToWire = (r: Rates): EngagementSettings => ({
  vp_turnover: takaFromPoisha(r.vpTurnoverPoisha),
  vp_value: takaFromPoisha(r.vpValuePoisha),
  referral_share_percent: r.referralShareBp / 100,
});

/** Sets the rates and writes the staff member's entry with them, in one transaction. */
export async function setRates(db: Db, actor: SignedStaffActor, s: EngagementSettings, now: Date): Promise<Rates> {
  return db.transaction(async (tx) => {
    const was = await getRates(tx);
    await tx
      .update(engagementSettings)
      .set({
        vpTurnoverPoisha: poishaFromTaka(s.vp_turnover),
        vpValuePoisha: poishaFromTaka(s.vp_value),
        referralShareBp: Math.round(s.referral_share_percent * 100),
        updatedAt: now,
      })
      .where(eq(engagementSettings.id, 1));
    const next = await getRates(tx);
    await recordStaffEdit(tx, actor, {
      action: 'engagement.settings',
      objectType: 'engagement_settings',
      objectId: 1,
      was: ratesToWire(was),
      now: ratesToWire(next),
    });
    return next;
  });
}

/** Feeds one settled stake to both programmes, in the caller's transaction. */
export async function recordPlay(tx: Db, userId: number, stakePoisha: number, at: Date = new Date()): Promise<void> {
  if (!Number.isSafeInteger(stakePoisha) || stakePoisha <= 0) return;
  const { vpTurnoverPoisha } = await getRates(tx);
  await tx.insert(playerLoyalty).values({ userId }).onConflictDoNothing();
  // Locked, so two settlements of one player at once each carry the other's remainder.
  const [row] = await tx.select().from(playerLoyalty).where(eq(playerLoyalty.userId, userId)).for('update');
  const carried = row!.vpRemainderPoisha + stakePoisha;
  const earned = Math.floor(carried / vpTurnoverPoisha);
  await tx
    .update(playerLoyalty)
    .set({
      lifetimeTurnoverPoisha: row!.lifetimeTurnoverPoisha + stakePoisha,
      vpRemainderPoisha: carried % vpTurnoverPoisha,
      vpEarned: row!.vpEarned + earned,
    })
    .where(eq(playerLoyalty.userId, userId));
  if (earned > 0)
    await tx
      .update(users)
      .set({ vipCoin: sql`${users.vipCoin} + ${earned}` })
      .where(eq(users.id, userId));

  // The referral code captured at sign-up (users.referred_by) names the referrer.
  const referrer = alias(users, 'referrer');
  const [found] = await tx
    .select({ id: referrer.id })
    .from(users)
    .innerJoin(referrer, and(eq(referrer.referralCode, users.referredBy), ne(referrer.id, users.id), eq(referrer.role, 'player')))
    .where(eq(users.id, userId));
  if (!found) return;
  await tx
    .insert(referralTurnover)
    .values({ referrerId: found.id, refereeId: userId, day: dhakaDayOf(at), turnoverPoisha: stakePoisha })
    .onConflictDoUpdate({
      target: [referralTurnover.referrerId, referralTurnover.refereeId, referralTurnover.day],
      set: { turnoverPoisha: sql`${referralTurnover.turnoverPoisha} + ${stakePoisha}` },
    });
}
