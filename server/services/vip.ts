// VIP: the player's level by
// lifetime turnover among the operator's tiers, their points, and the conversion of points into the
// main balance at the operator's rate.
// A conversion is one transaction: the points come off with a conditional UPDATE (never below zero,
// whatever runs at the same time), the taka go on through the ledger, and the Idempotency-Key row is
// written with the answer, so a repeated key pays once.
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { MIN_VP_TO_CONVERT, type VipStatus, type VipTier } from '../../contracts/engagement.ts';
import type { vipTierInputSchema } from '../../contracts/engagement.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import type { Db } from '../db/client.ts';
import { playerLoyalty, users, vipConversions, vipPointGrants, vipTiers } from '../db/schema/index.ts';
import { fail, fieldErrors } from '../lib/errors.ts';
import { runIdempotent, type StoredAnswer } from './idempotency.ts';
import { postEntry } from './ledger.ts';
import { getRates } from './loyalty.ts';
import { poishaFromTaka, takaText } from '../lib/money.ts';
import { recordStaffAction, recordStaffEdit, type SignedStaffActor } from '../operator/audit/record.ts';

const tierToWire = (t: typeof vipTiers.$inferSelect): VipTier => ({
  id: t.id,
  name: t.name,
  name_bn: t.nameBn,
  benefits: t.benefits,
  benefits_bn: t.benefitsBn,
  min_turnover: takaText(t.minTurnoverPoisha),
});

export async function listTiers(db: Db): Promise<VipTier[]> {
  return (await db.select().from(vipTiers).orderBy(asc(vipTiers.minTurnoverPoisha))).map(tierToWire);
}

/** The /vip screen: points, lifetime turnover, the level reached and the next one, the rates. */
export async function vipStatus(db: Db, userId: number): Promise<VipStatus> {
  const [[user], [loyalty], tiers, rates] = await Promise.all([
    db.select({ vipCoin: users.vipCoin }).from(users).where(eq(users.id, userId)),
    db.select().from(playerLoyalty).where(eq(playerLoyalty.userId, userId)),
    db.select().from(vipTiers).orderBy(asc(vipTiers.minTurnoverPoisha)),
    getRates(db),
  ]);
  const turnover = loyalty?.lifetimeTurnoverPoisha ?? 0;
  const reached = tiers.filter((t) => t.minTurnoverPoisha <= turnover);
  const level = reached.at(-1) ?? tiers[0]!;
  const next = tiers.find((t) => t.minTurnoverPoisha > turnover) ?? null;
  return {
    vip_coin: user?.vipCoin ?? 0,
    lifetime_turnover: takaText(turnover),
    level: tierToWire(level),
    next_level: next ? tierToWire(next) : null,
    tiers: tiers.map(tierToWire),
    vp_value: takaText(rates.vpValuePoisha),
    vp_turnover: takaText(rates.vpTurnoverPoisha),
    min_convert: MIN_VP_TO_CONVERT,
  };
}

/** Converts `points` of the player's VIP points into the main balance, once per Idempotency-Key. */
export function convertPoints(db: Db, userId: number, points: number, key: string): Promise<StoredAnswer> {
  return runIdempotent(db, { userId, key, route: 'convert-vipcoin', body: { vip_coin: points } }, async (tx) => {
    const { vpValuePoisha } = await getRates(tx);
    const [left] = await tx
      .update(users)
      .set({ vipCoin: sql`${users.vipCoin} - ${points}` })
      .where(and(eq(users.id, userId), gte(users.vipCoin, points)))
      .returning({ vipCoin: users.vipCoin });
    if (!left) throw fail(422, 'vipNotEnoughPoints');
    const amount = points * vpValuePoisha;
    await tx.insert(vipConversions).values({ userId, vipCoin: points, amountPoisha: amount });
    const balance = await postEntry(tx, { userId, amountPoisha: amount, kind: 'vip_conversion', memo: `${points} VP` });
    const success = MESSAGES.vipConverted.replace('{points}', String(points)).replace('{amount}', takaText(amount));
    return { status: 200, body: { success, vip_coin: left.vipCoin, amount: takaText(amount), balance: takaText(balance!) } };
  });
}

// ---- the operator's tiers

type TierInput = ReturnType<typeof vipTierInputSchema.parse>;
const tierColumns = (t: TierInput) => ({
  name: t.name,
  nameBn: t.name_bn,
  benefits: t.benefits,
  benefitsBn: t.benefits_bn,
  minTurnoverPoisha: poishaFromTaka(t.min_turnover),
});

async function requireThresholdFree(db: Db, poisha: number, exceptId: number | null): Promise<void> {
  const clash = await db
    .select({ id: vipTiers.id })
    .from(vipTiers)
    .where(exceptId === null ? eq(vipTiers.minTurnoverPoisha, poisha) : and(eq(vipTiers.minTurnoverPoisha, poisha), ne(vipTiers.id, exceptId)));
  if (clash.length > 0) throw fieldErrors({ min_turnover: MESSAGES.vipTierThresholdTaken }, 'vipTierThresholdTaken');
}

export async function createTier(db: Db, actor: SignedStaffActor, input: TierInput): Promise<VipTier> {
  return db.transaction(async (tx) => {
    await requireThresholdFree(tx, poishaFromTaka(input.min_turnover), null);
    const [row] = await tx.insert(vipTiers).values(tierColumns(input)).returning();
    const tier = tierToWire(row!);
    await recordStaffAction(tx, actor, { action: 'vip.tier_create', objectType: 'vip_tier', objectId: tier.id, after: tier });
    return tier;
  });
}

export async function updateTier(db: Db, actor: SignedStaffActor, id: number, input: TierInput): Promise<VipTier> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(vipTiers).where(eq(vipTiers.id, id)).for('update');
    if (!current) throw fail(404, 'notFound');
    const poisha = poishaFromTaka(input.min_turnover);
    // Every player must have a level: the tier at 0 may be renamed, never moved up.
    if (current.minTurnoverPoisha === 0 && poisha !== 0) throw fieldErrors({ min_turnover: MESSAGES.vipTierZeroRequired }, 'vipTierZeroRequired');
    await requireThresholdFree(tx, poisha, id);
    const [row] = await tx.update(vipTiers).set(tierColumns(input)).where(eq(vipTiers.id, id)).returning();
    const tier = tierToWire(row!);
    await recordStaffEdit(tx, actor, { action: 'vip.tier_update', objectType: 'vip_tier', objectId: id, was: tierToWire(current), now: tier });
    return tier;
  });
}

export async function deleteTier(db: Db, actor: SignedStaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(vipTiers).where(eq(vipTiers.id, id)).for('update');
    if (!current) throw fail(404, 'notFound');
    if (current.minTurnoverPoisha === 0) throw fail(422, 'vipTierZeroRequired');
    await tx.delete(vipTiers).where(eq(vipTiers.id, id));
    await recordStaffAction(tx, actor, { action: 'vip.tier_delete', objectType: 'vip_tier', objectId: id, before: tierToWire(current) });
  });
}

/** Grants points to a player by hand (recorded with the staff member and the reason), in one transaction. */
export async function grantPoints(db: Db, actor: SignedStaffActor, g: { username: string; points: number; reason: string }) {
  return db.transaction(async (tx) => {
    const [player] = await tx
      .update(users)
      .set({ vipCoin: sql`${users.vipCoin} + ${g.points}` })
      .where(and(sql`lower(${users.username}) = lower(${g.username.trim()})`, eq(users.role, 'player')))
      .returning({ id: users.id, username: users.username, vipCoin: users.vipCoin });
    if (!player) throw fieldErrors({ username: MESSAGES.playerNotFound }, 'playerNotFound');
    await tx.insert(vipPointGrants).values({ userId: player.id, points: g.points, reason: g.reason, grantedBy: actor.id });
    await recordStaffAction(tx, actor, {
      action: 'vip.grant',
      objectType: 'player',
      objectId: player.id,
      before: { vip_coin: player.vipCoin - g.points },
      after: { vip_coin: player.vipCoin, points: g.points, reason: g.reason },
    });
    return { username: player.username, vip_coin: player.vipCoin };
  });
}
