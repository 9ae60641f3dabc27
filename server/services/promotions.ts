// Promotions as their own area: the offered list, one
// promotion's terms, and the operator's edits. A promotion's English texts and money terms are the
// promotions row (3001, which the deposit path reads); its Bangla texts and eligible games are the
// promotion_texts row (6100), written in the same transaction.
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { OperatorPromotionInput, Promotion } from '../../contracts/promotions.ts';
import type { Db } from '../db/client.ts';
import { promotions, promotionTexts } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { recordStaffAction, recordStaffEdit, type SignedStaffActor } from '../operator/audit/record.ts';

type Row = { p: typeof promotions.$inferSelect; x: typeof promotionTexts.$inferSelect | null };

function toWire({ p, x }: Row): Promotion {
  return {
    id: p.id,
    name: p.name,
    desc: p.description,
    thumbnail: p.thumbnail,
    start_date: p.startDate,
    end_date: p.endDate,
    status: p.status as Promotion['status'],
    deposit_bouns: p.depositBonusBp / 100,
    turnover: p.turnoverX100 / 100,
    category: p.category,
    name_bn: x?.nameBn ?? '',
    desc_bn: x?.descriptionBn ?? '',
    eligible_games: x?.eligibleGames ?? '',
    eligible_games_bn: x?.eligibleGamesBn ?? '',
  };
}

const withTexts = (db: Db) =>
  db.select({ p: promotions, x: promotionTexts }).from(promotions).leftJoin(promotionTexts, eq(promotionTexts.promotionId, promotions.id));

/** The promotions on offer (status active or display, not yet ended), oldest first. */
export async function listOfferedPromotions(db: Db): Promise<Promotion[]> {
  const found = await withTexts(db)
    .where(and(inArray(promotions.status, ['active', 'display']), gte(promotions.endDate, sql`CURRENT_DATE`)))
    .orderBy(asc(promotions.id));
  return found.map(toWire);
}

/** One promotion's terms, ended or not, unless the operator withdrew it (404). */
export async function getPromotion(db: Db, id: number): Promise<Promotion> {
  const [found] = await withTexts(db).where(and(eq(promotions.id, id), ne(promotions.status, 'inactive')));
  if (!found) throw fail(404, 'promotionNotFound');
  return toWire(found);
}

/** Every promotion, withdrawn ones too, for the operator console. */
export async function listAllPromotions(db: Db): Promise<Promotion[]> {
  return (await withTexts(db).orderBy(asc(promotions.id))).map(toWire);
}

const columns = (p: OperatorPromotionInput) => ({
  name: p.name,
  description: p.desc,
  thumbnail: p.thumbnail,
  startDate: p.start_date,
  endDate: p.end_date,
  status: p.status,
  depositBonusBp: Math.round(p.deposit_bouns * 100),
  turnoverX100: Math.round(p.turnover * 100),
  category: p.category,
});
const texts = (p: OperatorPromotionInput) => ({
  nameBn: p.name_bn,
  descriptionBn: p.desc_bn,
  eligibleGames: p.eligible_games,
  eligibleGamesBn: p.eligible_games_bn,
});

async function saveTexts(tx: Db, promotionId: number, p: OperatorPromotionInput): Promise<void> {
  await tx
    .insert(promotionTexts)
    .values({ promotionId, ...texts(p) })
    .onConflictDoUpdate({ target: promotionTexts.promotionId, set: texts(p) });
}

export async function createPromotion(db: Db, actor: SignedStaffActor, p: OperatorPromotionInput): Promise<Promotion> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promotions).values(columns(p)).returning({ id: promotions.id });
    await saveTexts(tx, row!.id, p);
    const saved = await promotionById(tx, row!.id);
    await recordStaffAction(tx, actor, { action: 'promotion.create', objectType: 'promotion', objectId: saved.id, after: saved });
    return saved;
  });
}

async function promotionById(tx: Db, id: number): Promise<Promotion> {
  const [found] = await withTexts(tx).where(eq(promotions.id, id));
  if (!found) throw fail(404, 'notFound');
  return toWire(found);
}

export async function updatePromotion(db: Db, actor: SignedStaffActor, id: number, p: OperatorPromotionInput): Promise<Promotion> {
  return db.transaction(async (tx) => {
    // Locked first, so the entry's before is this edit's, not one that ran at the same time.
    const [locked] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id)).for('update');
    if (!locked) throw fail(404, 'notFound');
    const was = await promotionById(tx, id);
    await tx.update(promotions).set(columns(p)).where(eq(promotions.id, id));
    await saveTexts(tx, id, p);
    const now = await promotionById(tx, id);
    await recordStaffEdit(tx, actor, { action: 'promotion.update', objectType: 'promotion', objectId: id, was, now });
    return now;
  });
}

/** Withdraws a promotion (kept for the records of deposits that used it). */
export async function withdrawPromotion(db: Db, actor: SignedStaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [was] = await tx.select({ status: promotions.status }).from(promotions).where(eq(promotions.id, id)).for('update');
    if (!was) throw fail(404, 'notFound');
    await tx.update(promotions).set({ status: 'inactive' }).where(eq(promotions.id, id));
    const entry = { action: 'promotion.withdraw', objectType: 'promotion', objectId: id };
    await recordStaffEdit(tx, actor, { ...entry, was: { status: was.status }, now: { status: 'inactive' } });
  });
}
