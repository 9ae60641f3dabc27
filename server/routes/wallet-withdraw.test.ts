import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator, verifyPlayerPhone } from '../../tests/helpers/players.ts';
import { balanceTaka, count, expectLedgerMatchesBalances, fund, idem, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { advanceTurnover } from '../services/turnover.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});

const withdrawBody = (p: { remote_id: string; phone: string }, amount: number) => ({
  remote_id: p.remote_id,
  account_number: p.phone,
  amount,
  payment_id: 0,
  provider: 'bKash',
});

describe('withdrawal eligibility', () => {
  it('asks for the Date of Birth first, then for balance', async () => {
    const p = await verifiedPlayer(t);
    const noBirthday = await t.call('GET', `/api/userwithdrawcheck?remote_id=${p.remote_id}`, { token: p.token });
    expect(noBirthday.status).toBe(400);
    expect(noBirthday.body.message).toContain('Date of Birth');
    await t.deps.database.db.execute(sql`UPDATE users SET dofb = '1990-01-01' WHERE id = ${Number(p.remote_id)}`);
    const poor = await t.call('GET', '/api/userwithdrawcheck', { token: p.token });
    expect(poor.body).toMatchObject({ success: false, error: 'balance', message: MESSAGES.insufficientBalance });
    await fund(t, op, p, 1000);
    expect((await t.call('GET', '/api/userwithdrawcheck', { token: p.token })).body.success).toBe(true);
  });

  it('refuses while turnover is active and allows it once play completes the requirement', async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    const promo = (await t.call('GET', '/api/promotion')).body.data[0];
    await fund(t, op, p, 1000, { promotion_id: promo.id });
    const blocked = await t.call('GET', '/api/userwithdrawcheck', { token: p.token });
    expect(blocked.body).toMatchObject({ error: 'turnover', message: MESSAGES.turnoverIncomplete });
    const [req] = (await t.call('GET', '/api/turnovers', { token: p.token })).body.data;
    await advanceTurnover(t.deps.database.db, Number(p.remote_id), Math.round(req.required_turnover * 100));
    const done = (await t.call('GET', '/api/turnovers', { token: p.token })).body.data[0];
    expect(done).toMatchObject({ status: 'complete', remaining_turnover: 0 });
    expect((await t.call('GET', '/api/userwithdrawcheck', { token: p.token })).status).toBe(200);
  });

  it('lists everything a withdrawal still needs at once, in the order a player puts it right', async () => {
    const p = await createPlayer(t);
    const missing = async () => (await t.call('GET', '/api/userwithdrawcheck', { token: p.token })).body;
    expect(await missing()).toMatchObject({ success: false, error: 'birthday', missing: ['phone', 'birthday', 'balance'] });
    await verifyPlayerPhone(t, p);
    const promo = (await t.call('GET', '/api/promotion')).body.data[0];
    await fund(t, op, p, 1000, { promotion_id: promo.id });
    expect(await missing()).toMatchObject({ success: false, error: 'birthday', missing: ['birthday', 'turnover'] });
    await t.deps.database.db.execute(sql`UPDATE users SET dofb = '1990-01-01' WHERE id = ${Number(p.remote_id)}`);
    expect(await missing()).toMatchObject({ success: false, error: 'turnover', missing: ['turnover'] });
    const [req] = (await t.call('GET', '/api/turnovers', { token: p.token })).body.data;
    await advanceTurnover(t.deps.database.db, Number(p.remote_id), Math.round(req.required_turnover * 100));
    expect(await missing()).toMatchObject({ success: true, missing: [] });
  });

  it('answers 401 without a token and 403 for another player', async () => {
    const p = await verifiedPlayer(t);
    const other = await verifiedPlayer(t);
    expect((await t.call('GET', '/api/userwithdrawcheck')).status).toBe(401);
    expect((await t.call('GET', `/api/userwithdrawcheck?remote_id=${other.remote_id}`, { token: p.token })).status).toBe(403);
  });
});

describe('withdrawal', () => {
  it('holds the amount, keeps one pending, and pays out once on approval', async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 2000);
    const res = await t.call('POST', '/api/submit-withdraw', { token: p.token, headers: idem(), body: withdrawBody(p, 600) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.withdrawalSuccessful);
    expect(await balanceTaka(t, p)).toBe(1400);
    const again = await t.call('POST', '/api/submit-withdraw', { token: p.token, headers: idem(), body: withdrawBody(p, 600) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.withdrawalPending);
    const queue = await t.call('GET', '/api/operator/withdrawals?status=pending', { token: op });
    expect(queue.body.data.find((w: { id: number }) => w.id === res.body.data.id)).toMatchObject({ username: p.username, amount: 600, status: 'pending' });
    expect((await t.call('POST', `/api/operator/withdrawals/${res.body.data.id}/approve`, { token: op })).status).toBe(200);
    expect((await t.call('POST', `/api/operator/withdrawals/${res.body.data.id}/approve`, { token: op })).status).toBe(200);
    expect(await balanceTaka(t, p)).toBe(1400);
    expect(await count(t, 'ledger_entries', p)).toBe(2);
    await expectLedgerMatchesBalances(t);
  });

  it('releases the hold when the operator rejects', async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 1000);
    const res = await t.call('POST', '/api/submit-withdraw', { token: p.token, headers: idem(), body: withdrawBody(p, 1000) });
    expect(await balanceTaka(t, p)).toBe(0);
    expect((await t.call('POST', `/api/operator/withdrawals/${res.body.data.id}/reject`, { token: op, body: { reason: 'Wrong number' } })).status).toBe(200);
    expect((await t.call('POST', `/api/operator/withdrawals/${res.body.data.id}/reject`, { token: op, body: { reason: 'Wrong number' } })).status).toBe(200);
    expect(await balanceTaka(t, p)).toBe(1000);
    expect(await count(t, 'ledger_entries', p)).toBe(3);
    await expectLedgerMatchesBalances(t);
  });

  it('refuses bad input, unverified numbers, amounts out of range and overdrafts with clear messages', async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 1000);
    const empty = await t.call('POST', '/api/submit-withdraw', { token: p.token, headers: idem(), body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ account_number: MESSAGES.withdrawAccountRequired, amount: MESSAGES.withdrawAmountRequired });
    const foreign = await t.call('POST', '/api/submit-withdraw', {
      token: p.token,
      headers: idem(),
      body: { ...withdrawBody(p, 600), account_number: '01999999999' },
    });
    expect(foreign.body.message).toBe(MESSAGES.accountNumberNotVerified);
    const low = await t.call('POST', '/api/submit-withdraw', { token: p.token, headers: idem(), body: withdrawBody(p, 499) });
    expect(low.body.message).toBe('The minimum withdrawal is ৳500.');
    const over = await t.call('POST', '/api/submit-withdraw', { token: p.token, headers: idem(), body: withdrawBody(p, 1000.01) });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(MESSAGES.insufficientBalance);
    expect(await count(t, 'withdrawal_requests', p)).toBe(0);
  });

  it('repeats with one Idempotency-Key have one effect', async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 1000);
    const headers = idem();
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/submit-withdraw', { token: p.token, headers, body: withdrawBody(p, 500) })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await balanceTaka(t, p)).toBe(500);
  });

  it('withdrawal_status 0 closes withdrawals but keeps the deposit methods listed', async () => {
    const open = await t.call('GET', '/api/payment-methods');
    expect(open.body.withdrawal_status).toBe(1);
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 1000);
    await t.deps.database.db.execute(
      sql`INSERT INTO site_settings (key, value) VALUES ('withdrawal_status', '0'::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    try {
      const res = await t.call('GET', '/api/payment-methods');
      expect(res.body.withdrawal_status).toBe(0);
      expect(res.body.data).toHaveLength(open.body.data.length);
      expect(res.body.data.length).toBeGreaterThan(0);
      const refused = await t.call('POST', '/api/submit-withdraw', { token: p.token, headers: idem(), body: withdrawBody(p, 500) });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('noWithdrawMethods');
      expect(await balanceTaka(t, p)).toBe(1000);
    } finally {
      await t.deps.database.db.execute(sql`UPDATE site_settings SET value = '1'::jsonb WHERE key = 'withdrawal_status'`);
    }
  });
});

describe('ledger', () => {
  it('refuses to edit or delete an entry, so history is append-only', async () => {
    const p = await verifiedPlayer(t);
    await fund(t, op, p, 500);
    const userId = Number(p.remote_id);
    await expect(t.deps.database.db.execute(sql`UPDATE ledger_entries SET amount_poisha = 1 WHERE user_id = ${userId}`)).rejects.toThrow();
    await expect(t.deps.database.db.execute(sql`DELETE FROM ledger_entries WHERE user_id = ${userId}`)).rejects.toThrow();
    expect(await balanceTaka(t, p)).toBe(500);
    await expectLedgerMatchesBalances(t);
  });

  it('advances an active requirement by play and completes it when met', async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    const promo = (await t.call('GET', '/api/promotion')).body.data[0];
    await fund(t, op, p, 100, { promotion_id: promo.id });
    const [req] = (await t.call('GET', '/api/turnovers', { token: p.token })).body.data;
    const userId = Number(p.remote_id);
    await advanceTurnover(t.deps.database.db, userId, 100);
    expect((await t.call('GET', '/api/turnovers', { token: p.token })).body.data[0]).toMatchObject({
      status: 'active',
      remaining_turnover: req.required_turnover - 1,
    });
    await advanceTurnover(t.deps.database.db, userId, Math.round(req.required_turnover * 100) + 5000);
    expect((await t.call('GET', '/api/turnovers', { token: p.token })).body.data[0]).toMatchObject({ status: 'complete', remaining_turnover: 0 });
  });
});
