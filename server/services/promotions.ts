// Promotions as their own area: the offered list, one
// promotion's terms, and the operator's edits. A promotion's English texts and money terms are the
// promotions row (3001, which the deposit path reads); its Bangla texts and eligible games are the
// promotion_texts row (6100), written in the same transaction.
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { OperatorPromotionInput, Promotion } from '../../contracts/promotions.ts';
import type { Db } from '../db/client.ts';
import { promotions, promotionTexts } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';

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

export async function createPromotion(db: Db, p: OperatorPromotionInput): Promise<Promotion> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(promotions).values(columns(p)).returning({ id: promotions.id });
    await saveTexts(tx, row!.id, p);
    return row!.id;
  });
  return (await listAllPromotions(db)).find((x) => x.id === id)!;
}

export async function updatePromotion(db: Db, id: number, p: OperatorPromotionInput): Promise<Promotion> {
  await db.transaction(async (tx) => {
    const changed = await tx.update(promotions).set(columns(p)).where(eq(promotions.id, id)).returning({ id: promotions.id });
    if (changed.length === 0) throw fail(404, 'notFound');
    await saveTexts(tx, id, p);
  });
  const [found] = await withTexts(db).where(eq(promotions.id, id));
  return toWire(found!);
}

/** Withdraws a promotion (kept for the records of deposits that used it). */
export async function withdrawPromotion(db: Db, id: number): Promise<void> {
  const changed = await db.update(promotions).set({ status: 'inactive' }).where(eq(promotions.id, id)).returning({ id: promotions.id });
  if (changed.length === 0) throw fail(404, 'notFound');
}
