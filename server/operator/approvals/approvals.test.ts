// Four eyes through the real routes and database: an adjustment moves money only when a second staff member
// approves it, once; a withdrawal above the owner's amount is paid only after two different approvers; every
// step writes its audit entry. The races are in tests/pg/four-eyes-concurrency.test.ts.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { auditActionsOn, createStaffMember, loginOperator } from '../../../tests/helpers/players.ts';
import { approveItem, askAdjustment, askWithdrawal, ledgerOf, playerWith, rejectItem, setThreshold } from '../../../tests/helpers/four-eyes-kit.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { one } from '../../db/sql.ts';

let t: TestApp;
let owner: string;
let asker: string;
let second: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await loginOperator(t);
  asker = (await createStaffMember(t, 'cashier')).token;
  second = (await createStaffMember(t, 'cashier')).token;
});

const statusOf = async (table: 'balance_adjustment_requests' | 'withdrawal_requests', id: number) =>
  (await one<{ status: string }>(t.deps.database.db, sql`SELECT status FROM ${sql.identifier(table)} WHERE id = ${id}`))!.status;

describe('a manual balance adjustment', () => {
  it('is refused to the staff member who asked, and posted once when another approves it', async () => {
    const p = await playerWith(t, 1000);
    const id = await askAdjustment(t, asker, p.id, '250.50');
    const own = await approveItem(t, asker, 'adjustment', id);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'approvalSameStaff', message: MESSAGES.approvalSameStaff });
    expect(await ledgerOf(t, p.id, 'adjustment')).toEqual({ balance: 100_000, entries: 0 });

    const queue = await t.call('GET', '/api/operator/approvals', { token: second });
    expect(queue.status).toBe(200);
    expect(queue.body.data.find((i: { kind: string; id: number }) => i.kind === 'adjustment' && i.id === id)).toMatchObject({
      user_id: p.id,
      amount: 250.5,
      balance: 1000,
      reason: 'Goodwill for a late payout',
      first_approved_by: null,
    });

    const ok = await approveItem(t, second, 'adjustment', id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ message: MESSAGES.adjustmentApprovedDone, data: { kind: 'adjustment', id, status: 'approved' } });
    expect(await ledgerOf(t, p.id, 'adjustment')).toEqual({ balance: 125_050, entries: 1 });
    // Approved twice, by anyone: the money moved once.
    for (const token of [second, owner]) expect((await approveItem(t, token, 'adjustment', id)).status).toBe(409);
    expect(await ledgerOf(t, p.id, 'adjustment')).toEqual({ balance: 125_050, entries: 1 });
    expect(await auditActionsOn(t, 'balance_adjustment', id)).toEqual(['adjustment.request', 'adjustment.approve']);
    const gone = await t.call('GET', '/api/operator/approvals', { token: second });
    expect(gone.body.data.some((i: { kind: string; id: number }) => i.kind === 'adjustment' && i.id === id)).toBe(false);
  });

  it('never takes the balance below zero: a larger debit is refused and stays waiting, then can be rejected', async () => {
    const p = await playerWith(t, 1000);
    const id = await askAdjustment(t, asker, p.id, -1000.01);
    const refused = await approveItem(t, second, 'adjustment', id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'adjustmentOverBalance', message: MESSAGES.adjustmentOverBalance.replace('{balance}', '1000') });
    expect(await statusOf('balance_adjustment_requests', id)).toBe('pending');
    expect(await ledgerOf(t, p.id, 'adjustment')).toEqual({ balance: 100_000, entries: 0 });
    expect(await auditActionsOn(t, 'balance_adjustment', id)).toEqual(['adjustment.request']);

    const rejected = await rejectItem(t, asker, 'adjustment', id, 'Asked in error');
    expect(rejected.body).toMatchObject({ message: MESSAGES.adjustmentRejectedDone, data: { status: 'rejected' } });
    const reason = await one<{ reason: string }>(t.deps.database.db, sql`SELECT reason FROM balance_adjustment_rejections WHERE request_id = ${id}`);
    expect(reason?.reason).toBe('Asked in error');
    expect((await approveItem(t, second, 'adjustment', id)).status).toBe(409);
    expect(await auditActionsOn(t, 'balance_adjustment', id)).toEqual(['adjustment.request', 'adjustment.reject']);
    // The exact balance may be taken.
    const all = await askAdjustment(t, asker, p.id, -1000);
    expect((await approveItem(t, second, 'adjustment', all)).status).toBe(200);
    expect((await ledgerOf(t, p.id, 'adjustment')).balance).toBe(0);
  });

  it('answers bad input and unknown items with a catalogue message, never a 5xx', async () => {
    const p = await playerWith(t, 100);
    const id = await askAdjustment(t, asker, p.id, 5);
    const noReason = await rejectItem(t, second, 'adjustment', id, '');
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(noReason.body)).toContain(MESSAGES.approvalReasonRequired);
    expect((await approveItem(t, second, 'adjustment', 987654321)).body).toMatchObject({ code: 'approvalNotFound' });
    expect((await t.call('POST', `/api/operator/approvals/bonus/${id}/approve`, { token: second })).status).toBe(404);
    expect((await t.call('POST', '/api/operator/approvals/adjustment/abc/approve', { token: second })).status).toBe(404);
    expect(await statusOf('balance_adjustment_requests', id)).toBe('pending');
  });

  it('is shown and decided only by roles that hold approvals.decide', async () => {
    const trader = await createStaffMember(t, 'trader');
    const support = await createStaffMember(t, 'support');
    const p = await playerWith(t, 100);
    const id = await askAdjustment(t, asker, p.id, 5);
    for (const s of [trader, support]) {
      expect((await t.call('GET', '/api/operator/approvals', { token: s.token })).status).toBe(403);
      expect((await approveItem(t, s.token, 'adjustment', id)).status).toBe(403);
    }
    expect((await approveItem(t, p.token, 'adjustment', id)).status).toBe(403);
    expect(await statusOf('balance_adjustment_requests', id)).toBe('pending');
  });
});

describe("a withdrawal above the owner's amount", () => {
  it('is set by the owner only, audited, with a default', async () => {
    expect((await t.call('GET', '/api/operator/four-eyes-settings', { token: asker })).body.data.withdrawal_threshold).toBe(10_000);
    expect((await setThreshold(t, asker, 0)).status).toBe(403);
    const bad = await setThreshold(t, owner, 10.5);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(MESSAGES.fourEyesThresholdInvalid);
    const ok = await setThreshold(t, owner, 2000);
    expect(ok.body).toMatchObject({ message: MESSAGES.fourEyesSettingsSaved, data: { withdrawal_threshold: 2000 } });
    expect(await auditActionsOn(t, 'four_eyes_settings', 1)).toEqual(['four_eyes.settings']);
    expect((await t.call('GET', '/api/operator/approvals', { token: asker })).body.withdrawal_threshold).toBe(2000);
  });

  it('waits after the first approval with its hold in place, and is paid on the second by another staff member', async () => {
    await setThreshold(t, owner, 2000);
    const p = await playerWith(t, 5000);
    const id = await askWithdrawal(t, p, 3000);
    const inCashierQueue = async () =>
      (await t.call('GET', '/api/operator/withdrawals?status=pending', { token: second })).body.data.find((w: { id: number }) => w.id === id);
    expect(await inCashierQueue()).toMatchObject({ four_eyes: 'first', first_approved_by: null });
    // The cashier's own queue and the approvals queue keep the same rule.
    const first = await t.call('POST', `/api/operator/withdrawals/${id}/approve`, { token: asker });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ message: MESSAGES.withdrawalAwaitingSecond, data: { id, status: 'awaiting_second_approval' } });
    expect(await statusOf('withdrawal_requests', id)).toBe('pending');
    expect(await ledgerOf(t, p.id, 'withdrawal_hold')).toEqual({ balance: 200_000, entries: 1 });
    const again = await approveItem(t, asker, 'withdrawal', id);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(MESSAGES.approvalSameStaff);
    const queued = (await t.call('GET', '/api/operator/approvals', { token: second })).body.data.find(
      (i: { kind: string; id: number }) => i.kind === 'withdrawal' && i.id === id,
    );
    expect(queued).toMatchObject({ amount: 3000, balance: 2000, requested_by: null });
    expect(queued.first_approved_by).toMatch(/^s[0-9a-f]{10}$/);
    expect(await inCashierQueue()).toMatchObject({ four_eyes: 'second', first_approved_by: queued.first_approved_by });

    const done = await approveItem(t, second, 'withdrawal', id);
    expect(done.body).toMatchObject({ message: MESSAGES.withdrawalApproved, data: { kind: 'withdrawal', id, status: 'approved' } });
    expect(await statusOf('withdrawal_requests', id)).toBe('approved');
    expect(await ledgerOf(t, p.id, 'withdrawal_release')).toEqual({ balance: 200_000, entries: 0 });
    expect(await auditActionsOn(t, 'withdrawal', id)).toEqual(['withdrawal.first_approve', 'withdrawal.second_approve']);
    // Approved again: the same answer, nothing more written.
    expect((await approveItem(t, owner, 'withdrawal', id)).status).toBe(200);
    expect(await auditActionsOn(t, 'withdrawal', id)).toHaveLength(2);
  });

  it('returns the hold when either staff member rejects it', async () => {
    await setThreshold(t, owner, 2000);
    for (const rejecter of ['first', 'other'] as const) {
      const p = await playerWith(t, 5000);
      const id = await askWithdrawal(t, p, 2500);
      expect((await approveItem(t, asker, 'withdrawal', id)).body.data.status).toBe('awaiting_second_approval');
      const no = await rejectItem(t, rejecter === 'first' ? asker : second, 'withdrawal', id);
      expect(no.body).toMatchObject({ message: MESSAGES.withdrawalRejected, data: { status: 'rejected' } });
      expect(await ledgerOf(t, p.id, 'withdrawal_release')).toEqual({ balance: 500_000, entries: 1 });
      expect((await approveItem(t, second, 'withdrawal', id)).status).toBe(409);
      expect(await auditActionsOn(t, 'withdrawal', id)).toEqual(['withdrawal.first_approve', 'withdrawal.reject']);
    }
  });

  it('at or below the amount, one approval pays it and it never shows in the approvals queue', async () => {
    await setThreshold(t, owner, 2000);
    const p = await playerWith(t, 5000);
    const id = await askWithdrawal(t, p, 2000);
    const queue = (await t.call('GET', '/api/operator/approvals', { token: second })).body.data;
    expect(queue.some((i: { kind: string; id: number }) => i.kind === 'withdrawal' && i.id === id)).toBe(false);
    const cashier = (await t.call('GET', '/api/operator/withdrawals?status=pending', { token: second })).body.data;
    expect(cashier.find((w: { id: number }) => w.id === id)).toMatchObject({ four_eyes: null });
    const ok = await t.call('POST', `/api/operator/withdrawals/${id}/approve`, { token: asker });
    expect(ok.body.data.status).toBe('approved');
    expect(await auditActionsOn(t, 'withdrawal', id)).toEqual(['withdrawal.approve']);
  });
});
