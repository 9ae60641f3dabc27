// The audit trail: an entry per staff change, written with the change; the chain of hashes that the
// database builds and no statement can rewrite; the checker that names the first broken link; concurrent
// writers that cannot fork the chain; the viewer's filters and CSV. On PostgreSQL too (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { createStaffMember, loginOperator } from '../../../tests/helpers/players.ts';
import { depositBody, firstMethodId, idem, verifiedPlayer } from '../../../tests/pg/wallet-kit.ts';
import { one, rows } from '../../db/sql.ts';
import { recordStaffAction } from './record.ts';
import { verifyAuditChain } from './verify.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'sandbox' } });
  owner = await loginOperator(t);
}, 60_000);

const entriesFor = (objectType: string, objectId: number | string) =>
  rows<{ action: string; actor_username: string; actor_role: string; before: unknown; after: unknown; address: string }>(
    t.deps.database.db,
    sql`SELECT action, actor_username, actor_role, before, after, address FROM staff_audit WHERE object_type = ${objectType} AND object_id = ${String(objectId)} ORDER BY seq`,
  );

async function pendingDeposit(): Promise<number> {
  const player = await verifiedPlayer(t);
  const res = await t.call('POST', '/api/submit-deposit', { token: player.token, headers: idem(), body: depositBody(player, await firstMethodId(t), 500) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

/** The database's own words when a statement is refused (drizzle wraps them as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'accepted';
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(err);
  }
}

describe('the audit trail', () => {
  it('writes one entry for a decided deposit, naming who, role, before and after and the address, and none for the same decision again', async () => {
    const cashier = await createStaffMember(t, 'cashier');
    const id = await pendingDeposit();
    const approve = () => t.call('POST', `/api/operator/deposits/${id}/approve`, { token: cashier.token, address: '10.9.8.7' });
    expect((await approve()).status).toBe(200);
    expect((await approve()).status).toBe(200);
    expect(await entriesFor('deposit', id)).toEqual([
      {
        action: 'deposit.approve',
        actor_username: cashier.username,
        actor_role: 'cashier',
        before: { status: 'pending' },
        after: { status: 'approved' },
        address: '10.9.8.7',
      },
    ]);
    const rejected = await pendingDeposit();
    expect((await t.call('POST', `/api/operator/deposits/${rejected}/reject`, { token: cashier.token, body: { reason: 'No such transaction' } })).status).toBe(
      200,
    );
    expect((await entriesFor('deposit', rejected)).map((e) => e.after)).toEqual([{ status: 'rejected', reason: 'No such transaction' }]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of any entry, whoever sends them', async () => {
    const { db } = t.deps.database;
    await recordStaffAction(db, { id: null, username: 'x', role: 'none', address: '' }, { action: 'test.write', objectType: 'test', objectId: 1 });
    for (const statement of [sql`UPDATE staff_audit SET action = 'rewritten'`, sql`DELETE FROM staff_audit`, sql`TRUNCATE staff_audit`])
      expect(await refusal(db.execute(statement))).toMatch(/staff_audit is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('keeps one unbroken chain when many staff actions commit at once', async () => {
    const { db } = t.deps.database;
    const before = await one<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM staff_audit`);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          await recordStaffAction(
            tx,
            { id: null, username: `w${i}`, role: 'none', address: '' },
            { action: 'test.concurrent', objectType: 'test', objectId: i, after: { i } },
          );
        }),
      ),
    );
    const check = await verifyAuditChain(db);
    expect(check).toEqual({ ok: true, entries: Number(before!.n) + 20 });
    const seqs = await rows<{ seq: string }>(db, sql`SELECT seq::text FROM staff_audit ORDER BY staff_audit.seq`);
    expect(seqs.map((r) => Number(r.seq))).toEqual(seqs.map((_, i) => i + 1));
  });

  it('names the first link broken by hand in the database', async () => {
    const { db } = t.deps.database;
    const target = await one<{ seq: string }>(
      db,
      sql`SELECT seq::text FROM staff_audit WHERE action = 'test.concurrent' ORDER BY staff_audit.seq LIMIT 1 OFFSET 3`,
    );
    // Only the database's owner can do this: lift the guard, rewrite one entry's after, put the guard back.
    await db.execute(sql`ALTER TABLE staff_audit DISABLE TRIGGER staff_audit_append_only`);
    await db.execute(sql`UPDATE staff_audit SET after = '{"i": 999}' WHERE seq = ${Number(target!.seq)}`);
    await db.execute(sql`ALTER TABLE staff_audit ENABLE TRIGGER staff_audit_append_only`);
    const check = await verifyAuditChain(db);
    expect(check).toMatchObject({ ok: false, brokenAt: Number(target!.seq), reason: 'hash' });
  });

  it('shows the viewer entries filtered by staff, object, action and Dhaka day, and the same as CSV', async () => {
    const support = await createStaffMember(t, 'support');
    const list = await t.call('GET', `/api/operator/audit?action=staff.create&object_id=${support.id}`, { token: owner });
    expect(list.status).toBe(200);
    expect(list.body.entries).toHaveLength(1);
    expect(list.body.entries[0]).toMatchObject({
      actor_username: 'opsadmin',
      actor_role: 'owner',
      object_type: 'staff',
      after: { username: support.username, staff_role: 'support' },
    });
    const byStaff = await t.call('GET', `/api/operator/audit?staff=${support.username}`, { token: owner });
    // Newest first: the first log-in, and before it (same transaction) the one-off password replaced.
    expect(byStaff.body.entries.map((e: { action: string }) => e.action)).toEqual(['staff.login', 'staff.password_set']);
    const past = await t.call('GET', '/api/operator/audit?from=2020-01-01&to=2020-01-02', { token: owner });
    expect(past.body.entries).toEqual([]);
    const csv = await t.app.request(`/api/operator/audit.csv?object_type=staff&object_id=${support.id}&action=staff.create`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('seq,at,actor_username,actor_role,action,object_type,object_id,before,after,address,hash');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"staff.create"');
    // A role without audit.read sees nothing.
    expect((await t.call('GET', '/api/operator/audit', { token: support.token })).status).toBe(403);
  });
});
