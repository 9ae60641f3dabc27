// The payment-method logos the footer and the deposit screen show: every seeded icon must be a file
// the site serves (public/), and 3002_payment_icons.sql moves rows off the old, missing paths.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { rows } from '../db/sql.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const MIGRATION = fileURLToPath(new URL('../db/migrations/3002_payment_icons.sql', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const icons = async () => await rows<{ name: string; icon: string }>(t.deps.database.db, sql`SELECT name, icon FROM payment_methods ORDER BY id`);

describe('payment method icons', () => {
  it('every seeded method has an icon that exists under public/', async () => {
    const seeded = await icons();
    expect(new Set(seeded.map((m) => m.name))).toEqual(new Set(['bKash', 'Nagad', 'Rocket', 'Upay']));
    for (const m of seeded) {
      expect(m.icon, m.name).toMatch(/^\/storage\/payments\/[a-z]+\.svg$/);
      expect(existsSync(`${PUBLIC_DIR}${m.icon}`), m.icon).toBe(true);
    }
  });

  it('the icon files are SVG logos labelled with their brand name', async () => {
    for (const m of await icons()) {
      const svg = await readFile(`${PUBLIC_DIR}${m.icon}`, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), m.icon).toBe(true);
      expect(svg).toContain(`aria-label="${m.name}"`);
    }
  });

  it('the migration moves rows still holding the old seeded paths and leaves other icons alone', async () => {
    const db = t.deps.database.db;
    await db.execute(sql`INSERT INTO payment_methods (name, icon, account_type) VALUES
      ('Old bKash', '/images/payments/bkash.png', 'CashOut'), ('Old Upay', '/images/payments/upay.png', 'Merchant'),
      ('Custom', '/storage/uploads/custom.png', 'CashOut')`);
    await t.deps.database.execRaw(await readFile(MIGRATION, 'utf8'));
    const after = new Map((await icons()).map((m) => [m.name, m.icon]));
    expect(after.get('Old bKash')).toBe('/storage/payments/bkash.svg');
    expect(after.get('Old Upay')).toBe('/storage/payments/upay.svg');
    expect(after.get('Custom')).toBe('/storage/uploads/custom.png');
    const stale = await rows(db, sql`SELECT id FROM payment_methods WHERE icon LIKE '/images/payments/%'`);
    expect(stale).toHaveLength(0);
  });
});
