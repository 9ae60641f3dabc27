// Payment methods, agent wallet numbers and deposit promotions (with their pictures) for a fresh site.
// Fills only empty tables (and a seeded promotion's missing picture), so it is safe at every start. Limits are seeded by 3001_wallet.sql.
import { sql } from 'drizzle-orm';
import type { Seeder } from './index.ts';
import { one } from '../db/sql.ts';
import { PROMOTION_ART } from './promotion-art.ts';

const METHODS: { name: string; icon: string; account_type: string; numbers: string[] }[] = [
  { name: 'bKash', icon: '/storage/payments/bkash.svg', account_type: 'Send Money', numbers: ['01712345601', '01712345602'] },
  { name: 'bKash', icon: '/storage/payments/bkash.svg', account_type: 'CashOut', numbers: ['01812345603'] },
  { name: 'Nagad', icon: '/storage/payments/nagad.svg', account_type: 'Send Money', numbers: ['01912345604'] },
  { name: 'Nagad', icon: '/storage/payments/nagad.svg', account_type: 'CashOut', numbers: ['01612345605'] },
  { name: 'Rocket', icon: '/storage/payments/rocket.svg', account_type: 'Send Money', numbers: ['01512345606'] },
  { name: 'Upay', icon: '/storage/payments/upay.svg', account_type: 'Merchant', numbers: ['01312345607'] },
];

/** The deposit promotions a fresh site starts with (their Bangla texts: engagement.ts). */
export const PROMOTIONS = [
  {
    name: 'Welcome Bonus 100%',
    desc: 'Double your first deposit! Deposit ৳500 or more and get a 100% bonus up to ৳10,000. The deposit plus bonus must be wagered 10 times before withdrawal.',
    bp: 10000,
    x100: 1000,
    category: 99,
  },
  {
    name: 'Daily Reload 10%',
    desc: 'Get a 10% bonus on a deposit every day. Deposit plus bonus must be turned over 5 times on slots or live casino before withdrawal.',
    bp: 1000,
    x100: 500,
    category: 1,
  },
  {
    // A deposit bonus like the others (the only thing a promotion grants): named for it, not for a cashback.
    name: 'Sports Deposit Bonus 5%',
    desc: 'Deposit for cricket, football and tennis on the exchange and get a 5% bonus. The deposit plus bonus must be turned over 3 times before withdrawal.',
    bp: 500,
    x100: 300,
    category: 4,
  },
];

export const seedWallet: Seeder = async (database) => {
  const db = database.db;
  const methods = await one<{ n: string }>(db, sql`SELECT count(*) AS n FROM payment_methods`);
  if (Number(methods?.n ?? 0) === 0) {
    for (const [i, m] of METHODS.entries()) {
      const row = await one<{ id: string }>(
        db,
        sql`
        INSERT INTO payment_methods (name, icon, account_type, sort_order) VALUES (${m.name}, ${m.icon}, ${m.account_type}, ${i}) RETURNING id`,
      );
      for (const n of m.numbers) {
        await db.execute(sql`INSERT INTO wallet_numbers (payment_method_id, account_number) VALUES (${Number(row!.id)}, ${n})`);
      }
    }
  }
  const promos = await one<{ n: string }>(db, sql`SELECT count(*) AS n FROM promotions`);
  if (Number(promos?.n ?? 0) === 0) {
    for (const p of PROMOTIONS) {
      await db.execute(sql`
        INSERT INTO promotions (name, description, thumbnail, start_date, end_date, status, deposit_bonus_bp, turnover_x100, category)
        VALUES (${p.name}, ${p.desc}, '', CURRENT_DATE - 30, CURRENT_DATE + 365, 'display', ${p.bp}, ${p.x100}, ${p.category})`);
    }
  }
  // The seeded promotions' pictures (server/seed/promotion-art.ts), also on a site seeded before they had one:
  // only a seeded promotion still without a picture, so an operator's own picture stays.
  for (const art of PROMOTION_ART) {
    await db.execute(sql`UPDATE promotions SET thumbnail = ${art.thumbnail} WHERE thumbnail = '' AND name = ${art.name}`);
  }
};
