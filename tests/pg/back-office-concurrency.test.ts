// The back office's guards under real concurrency on PostgreSQL: one KYC submission waits per player however
// many uploads race, one decision lands however many staff decide at once, and a staff limit raced by the
// player's own change is never left looser than the player's.
// Run with TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/back-office-concurrency.test.ts
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';
import { createPlayer, loginOperator, type TestPlayer } from '../helpers/players.ts';
import { one } from '../../server/db/sql.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe.runIf(usingPostgres())('the back office under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    op = await loginOperator(t);
  });
  const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: string }>(t.deps.database.db, query))!.n);

  async function upload(p: TestPlayer) {
    const form = new FormData();
    form.set('document_kind', 'passport');
    form.set('full_name', 'Karim Uddin');
    form.set('document_number', 'BX0123456');
    for (const k of ['front', 'selfie']) form.set(k, new File([PNG], `${k}.png`, { type: 'image/png' }));
    const res = await t.app.request('/api/kyc', { method: 'POST', body: form, headers: { authorization: `Bearer ${p.token}` } });
    return res.status;
  }

  it('20 racing uploads leave exactly one submission waiting', async () => {
    const p = await createPlayer(t);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => upload(p)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(await count(sql`SELECT count(*) AS n FROM kyc_submissions WHERE user_id = ${Number(p.remote_id)}`)).toBe(1);
  });

  it('10 racing decisions on one submission decide it once, and notify the player once', async () => {
    const p = await createPlayer(t);
    expect(await upload(p)).toBe(201);
    const id = (await one<{ id: string }>(t.deps.database.db, sql`SELECT id FROM kyc_submissions WHERE user_id = ${Number(p.remote_id)}`))!.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? t.call('POST', `/api/operator/kyc/${id}/approve`, { token: op })
          : t.call('POST', `/api/operator/kyc/${id}/reject`, { token: op, body: { reason: 'kycReasonExpired' } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await count(sql`SELECT count(*) AS n FROM player_notifications WHERE user_id = ${Number(p.remote_id)} AND kind LIKE 'notifyKyc%'`)).toBe(1);
  });

  it("a staff limit racing the player's own lowering never ends looser than the player's", async () => {
    for (let round = 0; round < 5; round++) {
      const p = await createPlayer(t);
      const [staff, own] = await Promise.all([
        t.call('PUT', `/api/operator/players/${p.remote_id}/limits`, { token: op, body: { kind: 'loss', period: 'day', amount: 3000 } }),
        t.call('PUT', '/api/safer-play/limits', { token: p.token, body: { kind: 'loss', period: 'day', amount: 2000 } }),
      ]);
      expect(own.status).toBe(200);
      // Either order is fine; the limit in force is the tighter one, never the staff's 3,000 over the player's 2,000.
      expect([200, 422]).toContain(staff.status);
      const row = await one<{ a: string }>(
        t.deps.database.db,
        sql`SELECT amount_poisha AS a FROM rg_limits WHERE user_id = ${Number(p.remote_id)} AND kind = 'loss' AND period = 'day'`,
      );
      expect(Number(row!.a)).toBe(200_000);
    }
  });
});
