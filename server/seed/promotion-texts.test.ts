// The seeded promotions say what they grant (a deposit bonus, with its turnover), in both languages; a
// site seeded with the earlier words gets the corrected ones from 6180_seeded_promotion_texts.sql, each
// field only while it still holds the seed's words (docs/decisions/0181).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { rows } from '../db/sql.ts';
import { PROMOTION_TEXTS } from './engagement.ts';
import { PROMOTIONS } from './wallet.ts';

const MIGRATION = fileURLToPath(new URL('../db/migrations/6180_seeded_promotion_texts.sql', import.meta.url));

// What the first seed wrote.
const OLD = {
  sportsName: 'Sports Cashback Boost 5%',
  sportsDesc: 'Deposit for cricket and football and receive a 5% bonus. Turnover of 3 times the deposit plus bonus on the exchange applies.',
  sportsNameBn: 'স্পোর্টস ক্যাশব্যাক বুস্ট ৫%',
  sportsDescBn: 'ক্রিকেট ও ফুটবলের জন্য ডিপোজিট করুন এবং ৫% বোনাস পান। এক্সচেঞ্জে ডিপোজিট ও বোনাসের ৩ গুণ টার্নওভার প্রযোজ্য।',
  welcomeDescBn: 'আপনার প্রথম ডিপোজিট দ্বিগুণ করুন! ৳৫০০ বা বেশি ডিপোজিট করুন এবং ৳১০,০০০ পর্যন্ত ১০০% বোনাস পান। উত্তোলনের আগে ডিপোজিট ও বোনাস ১০ বার বাজি ধরতে হবে।',
};
const SPORTS = PROMOTIONS.find((p) => p.name.startsWith('Sports'))!;
const WELCOME = PROMOTIONS.find((p) => p.name.startsWith('Welcome'))!;

interface Shown {
  id: number;
  name: string;
  description: string;
  name_bn: string;
  description_bn: string;
}
let t: TestApp;
const shown = async () =>
  rows<Shown>(
    t.deps.database.db,
    sql`SELECT p.id::int AS id, p.name, p.description, x.name_bn, x.description_bn FROM promotions p JOIN promotion_texts x ON x.promotion_id = p.id ORDER BY p.id`,
  );

beforeAll(async () => {
  t = await createTestApp();
});

describe('the seeded promotion texts', () => {
  it('name the sports promotion for the deposit bonus it grants, and say the welcome turnover as an amount', async () => {
    expect(SPORTS).toMatchObject({ name: 'Sports Deposit Bonus 5%', bp: 500, x100: 300 });
    const sports = (await shown()).find((p) => p.name === SPORTS.name)!;
    expect(sports).toMatchObject({ description: SPORTS.desc, name_bn: 'স্পোর্টস ডিপোজিট বোনাস ৫%' });
    expect(sports.description).toMatch(/5% bonus/);
    expect(`${sports.name} ${sports.description} ${sports.name_bn} ${sports.description_bn}`).not.toMatch(/cashback|ক্যাশব্যাক/i);
    const welcome = (await shown()).find((p) => p.name === WELCOME.name)!;
    expect(welcome.description_bn).toContain('মোট অঙ্কের ১০ গুণ টাকার বাজি ধরতে হবে (টার্নওভার)');
  });

  it('the migration corrects a site seeded with the old words, and leaves what an operator wrote', async () => {
    const db = t.deps.database.db;
    const before = await shown();
    const sports = before.find((p) => p.name === SPORTS.name)!;
    const welcome = before.find((p) => p.name === WELCOME.name)!;
    // The sports promotion as first seeded, but with a Bangla name the operator wrote; a promotion of the
    // operator's own whose Bangla texts are the seed's words.
    await db.execute(sql`UPDATE promotions SET name = ${OLD.sportsName}, description = ${OLD.sportsDesc} WHERE id = ${sports.id}`);
    await db.execute(sql`UPDATE promotion_texts SET name_bn = 'অপারেটরের স্পোর্টস অফার', description_bn = ${OLD.sportsDescBn} WHERE promotion_id = ${sports.id}`);
    await db.execute(sql`UPDATE promotion_texts SET description_bn = ${OLD.welcomeDescBn} WHERE promotion_id = ${welcome.id}`);
    const [own] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO promotions (name, description, thumbnail, start_date, end_date, status, deposit_bonus_bp, turnover_x100, category)
        VALUES ('Sports Cashback Boost 5% (own)', 'Our own cashback.', '', CURRENT_DATE, CURRENT_DATE + 1, 'display', 500, 300, 4) RETURNING id::int AS id`,
    );
    await db.execute(sql`INSERT INTO promotion_texts (promotion_id, name_bn, description_bn) VALUES (${own!.id}, ${OLD.sportsNameBn}, ${OLD.welcomeDescBn})`);

    await t.deps.database.execRaw(await readFile(MIGRATION, 'utf8'));

    const after = await shown();
    expect(after.find((p) => p.id === sports.id)).toEqual({
      id: sports.id,
      name: SPORTS.name,
      description: SPORTS.desc,
      name_bn: 'অপারেটরের স্পোর্টস অফার',
      description_bn: PROMOTION_TEXTS[SPORTS.name]!.descriptionBn,
    });
    expect(after.find((p) => p.id === welcome.id)?.description_bn).toBe(PROMOTION_TEXTS[WELCOME.name]!.descriptionBn);
    // The operator's own promotion keeps every word, even a Bangla name the same as the seed's.
    expect(after.find((p) => p.id === own!.id)).toEqual({
      id: own!.id,
      name: 'Sports Cashback Boost 5% (own)',
      description: 'Our own cashback.',
      name_bn: OLD.sportsNameBn,
      description_bn: OLD.welcomeDescBn,
    });
  });
});
