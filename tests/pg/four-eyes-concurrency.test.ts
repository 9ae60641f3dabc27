// Four eyes under real concurrency on PostgreSQL: many approvals of one adjustment move its money once,
// racing debits never take a balance below zero, a large withdrawal raced by two staff members is paid once
// and only with two different approvers, one staff member hammering it alone never pays it, and a
// rejection racing the second approval lands exactly one of the two.
// Run with TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/four-eyes-concurrency.test.ts
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';
import { createStaffMember, loginOperator } from '../helpers/players.ts';
import { approveItem, askAdjustment, askWithdrawal, ledgerOf, playerWith, rejectItem, setThreshold } from '../helpers/four-eyes-kit.ts';
import { rows } from '../../server/db/sql.ts';
import { expectLedgerMatchesBalances } from './wallet-kit.ts';

describe.runIf(usingPostgres())('four eyes under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let owner: string;
  let a: string;
  let b: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginOperator(t);
    a = (await createStaffMember(t, 'cashier')).token;
    b = (await createStaffMember(t, 'cashier')).token;
    expect((await setThreshold(t, owner, 2000)).status).toBe(200);
  });
  const statuses = (answers: { status: number }[]) => answers.map((x) => x.status).sort();
  const auditOf = (id: number, type: string) =>
    rows<{ action: string; actor_id: string }>(
      t.deps.database.db,
      sql`SELECT action, actor_id::text FROM staff_audit WHERE object_type = ${type} AND object_id = ${String(id)} ORDER BY seq`,
    );

  it('20 approvals at once, by two staff members and the owner, move an adjustment once', async () => {
    const p = await playerWith(t, 1000);
    const id = await askAdjustment(t, a, p.id, 300);
    const tokens = [b, owner];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => approveItem(t, tokens[i % 2]!, 'adjustment', id)));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
    expect(await ledgerOf(t, p.id, 'adjustment')).toEqual({ balance: 130_000, entries: 1 });
    expect((await auditOf(id, 'balance_adjustment')).map((r) => r.action)).toEqual(['adjustment.request', 'adjustment.approve']);
  });

  it('racing debits approved at once never take the balance below zero', async () => {
    const p = await playerWith(t, 1000);
    const ids = await Promise.all(Array.from({ length: 6 }, () => askAdjustment(t, a, p.id, -400)));
    const answers = await Promise.all(ids.map((id, i) => approveItem(t, i % 2 ? b : owner, 'adjustment', id)));
    // ৳1,000 pays two debits of ৳400; the other four are refused and stay waiting.
    expect(statuses(answers)).toEqual([200, 200, 422, 422, 422, 422]);
    expect(await ledgerOf(t, p.id, 'adjustment')).toEqual({ balance: 20_000, entries: 2 });
    await expectLedgerMatchesBalances(t);
  });

  it('a large withdrawal raced by two staff members is approved once, by two different people, its hold kept', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await playerWith(t, 5000);
      const id = await askWithdrawal(t, p, 3000);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => approveItem(t, i % 2 ? a : b, 'withdrawal', id)));
      expect(answers.every((x) => [200, 403].includes(x.status))).toBe(true);
      const audit = await auditOf(id, 'withdrawal');
      expect(audit.map((r) => r.action)).toEqual(['withdrawal.first_approve', 'withdrawal.second_approve']);
      expect(audit[0]!.actor_id).not.toBe(audit[1]!.actor_id);
      const [w] = await rows<{ status: string }>(t.deps.database.db, sql`SELECT status FROM withdrawal_requests WHERE id = ${id}`);
      expect(w!.status).toBe('approved');
      expect(await ledgerOf(t, p.id, 'withdrawal_hold')).toEqual({ balance: 200_000, entries: 1 });
      expect((await ledgerOf(t, p.id, 'withdrawal_release')).entries).toBe(0);
    }
  });

  it('one staff member approving a large withdrawal ten times at once never pays it', async () => {
    const p = await playerWith(t, 5000);
    const id = await askWithdrawal(t, p, 3000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => approveItem(t, a, 'withdrawal', id)));
    expect(statuses(answers)).toEqual([200, ...Array(9).fill(403)]);
    expect((await auditOf(id, 'withdrawal')).map((r) => r.action)).toEqual(['withdrawal.first_approve']);
    const [w] = await rows<{ status: string }>(t.deps.database.db, sql`SELECT status FROM withdrawal_requests WHERE id = ${id}`);
    expect(w!.status).toBe('pending');
  });

  it('a rejection racing the second approval: exactly one lands, and the hold is returned only on a rejection', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await playerWith(t, 5000);
      const id = await askWithdrawal(t, p, 2500);
      expect((await approveItem(t, a, 'withdrawal', id)).status).toBe(200);
      const [yes, no] = await Promise.all([approveItem(t, b, 'withdrawal', id), rejectItem(t, owner, 'withdrawal', id)]);
      expect(statuses([yes, no])).toEqual([200, 409]);
      const [w] = await rows<{ status: string }>(t.deps.database.db, sql`SELECT status FROM withdrawal_requests WHERE id = ${id}`);
      const released = await ledgerOf(t, p.id, 'withdrawal_release');
      expect(released).toEqual(w!.status === 'rejected' ? { balance: 500_000, entries: 1 } : { balance: 250_000, entries: 0 });
    }
    await expectLedgerMatchesBalances(t);
  });
});
