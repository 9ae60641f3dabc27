// Read models for the player's screens: promotions, in the spec's wire shapes.
import { sql } from 'drizzle-orm';
import type { Promotion } from '../../contracts/wallet.ts';
import { rows, type Tx } from './ledger.ts';


function promoToWire(p: Record<string, string | number>): Promotion {
  return {
    id: Number(p.id), name: String(p.name), desc: String(p.description), thumbnail: String(p.thumbnail),
    start_date: String(p.start_date).slice(0, 10), end_date: String(p.end_date).slice(0, 10),
    status: p.status as Promotion['status'], deposit_bouns: Number(p.deposit_bonus_bp) / 100,
    turnover: Number(p.turnover_x100) / 100, category: Number(p.category),
  };
}

/** Offered promotions (status active or display), or the one with `id` whatever its dates. */
export async function listPromotions(tx: Tx, id: number | null): Promise<Promotion[]> {
  const found = await rows<Record<string, string>>(tx, id === null
    ? sql`SELECT *, start_date::text AS start_date, end_date::text AS end_date FROM promotions WHERE status IN ('active', 'display') AND end_date >= CURRENT_DATE ORDER BY id`
    : sql`SELECT *, start_date::text AS start_date, end_date::text AS end_date FROM promotions WHERE id = ${id} AND status <> 'inactive'`);
  return found.map(promoToWire);
}
