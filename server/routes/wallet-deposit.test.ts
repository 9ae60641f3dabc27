import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator } from '../../tests/helpers/players.ts';
import { balanceTaka, count, depositBody, expectLedgerMatchesBalances, firstMethodId, fund, idem, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';

let t: TestApp;
let op: string;
let method: number;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
  method = await firstMethodId(t);
});

describe('payment methods and promotions', () => {
  it('lists the seeded methods with the limits, and no e-wallet while no gateway is configured', async () => {
    const res = await t.call('GET', '/api/payment-methods');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.limits).toEqual({ deposit_min: 100, deposit_max: 25000, withdraw_min: 500, withdraw_max: 25000 });
    expect(res.body.ewallet).toBeNull();
  });

  it('lists promotions with their bonus percent and shows one by id', async () => {
    const list = await t.call('GET', '/api/promotion');
    expect(list.body.data.length).toBeGreaterThan(0);
    const one = await t.call('GET', `/api/promotions/${list.body.data[0].id}`);
    expect(one.body.data.deposit_bouns).toBe(list.body.data[0].deposit_bouns);
    expect((await t.call('GET', '/api/promotions/999999')).status).toBe(404);
  });

  it('hands out an agent wallet number for a method and account type', async () => {
    const p = await verifiedPlayer(t);
    const res = await t.call('GET', '/api/get-wallet-number?name=bKash&account_type=Send%20Money&amount=500', { token: p.token });
    expect(res.status).toBe(200);
    expect(res.body[0].account_number).toMatch(/^\d{11}$/);
    expect((await t.call('GET', '/api/get-wallet-number?name=bKash&account_type=Send%20Money&amount=500')).status).toBe(401);
  });
});

describe('manual deposit', () => {
  it('refuses a player whose phone is not verified', async () => {
    const p = await createPlayer(t);
    const res = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, method, 500) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.verifyPhoneFirst);
  });

  it('refuses bad input with the spec messages', async () => {
    const p = await verifiedPlayer(t);
    const short = await t.call('POST', '/api/submit-deposit', {
      token: p.token,
      headers: idem(),
      body: depositBody(p, method, 500, { transaction_id: 'AB12' }),
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.transaction_id).toBe(MESSAGES.depositTrxIdShort);
    const phone = await t.call('POST', '/api/submit-deposit', {
      token: p.token,
      headers: idem(),
      body: depositBody(p, method, 500, { account_number: '0171' }),
    });
    expect(phone.body.errors.account_number).toBe(MESSAGES.depositPhoneInvalid);
    const low = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, method, 50) });
    expect(low.status).toBe(422);
    expect(low.body.message).toBe('The minimum deposit is ৳100.');
    // The values travel too, so the client fills its own translation of the code.
    expect(low.body).toMatchObject({ code: 'depositBelowMin', vars: { min: '100' } });
    const high = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, method, 25001) });
    expect(high.body.message).toBe('The maximum deposit is ৳25,000.');
    const foreign = await t.call('POST', '/api/submit-deposit', {
      token: p.token,
      headers: idem(),
      body: depositBody(p, method, 500, { account_number: '01999999999' }),
    });
    expect(foreign.body.message).toBe(MESSAGES.accountNumberNotVerified);
    const noKey = await t.call('POST', '/api/submit-deposit', { token: p.token, body: depositBody(p, method, 500) });
    expect(noKey.status).toBe(400);
    expect(await count(t, 'deposit_requests', p)).toBe(0);
  });

  it("answers 401 without a token and 403 for another player's remote_id", async () => {
    const p = await verifiedPlayer(t);
    const other = await verifiedPlayer(t);
    expect((await t.call('POST', '/api/submit-deposit', { headers: idem(), body: depositBody(p, method, 500) })).status).toBe(401);
    const res = await t.call('POST', '/api/submit-deposit', {
      token: p.token,
      headers: idem(),
      body: depositBody(p, method, 500, { remote_id: other.remote_id }),
    });
    expect(res.status).toBe(403);
  });

  it('keeps one pending deposit and credits the balance once on approval', async () => {
    const p = await verifiedPlayer(t);
    const first = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, method, 1000) });
    expect(first.status).toBe(200);
    const second = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, method, 1000) });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(MESSAGES.depositPending);
    const queue = await t.call('GET', '/api/operator/deposits?status=pending', { token: op });
    const item = queue.body.data.find((d: { id: number }) => d.id === first.body.data.id);
    expect(item).toMatchObject({ username: p.username, amount: 1000, status: 'pending', account_number: p.phone });
    expect((await t.call('POST', `/api/operator/deposits/${item.id}/approve`, { token: op })).status).toBe(200);
    expect((await t.call('POST', `/api/operator/deposits/${item.id}/approve`, { token: op })).status).toBe(200);
    expect(await balanceTaka(t, p)).toBe(1000);
    expect(await count(t, 'ledger_entries', p)).toBe(1);
    expect(await count(t, 'player_notifications', p)).toBe(1);
    const rejectAfter = await t.call('POST', `/api/operator/deposits/${item.id}/reject`, { token: op, body: { reason: 'late' } });
    expect(rejectAfter.status).toBe(409);
    const record = await t.call('GET', `/api/transaction/show?remote_id=${p.remote_id}`, { token: p.token });
    expect(record.body.data[0]).toMatchObject({ action: 'deposit', amount: 1000, key: '1' });
    await expectLedgerMatchesBalances(t);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it with another body', async () => {
    const p = await verifiedPlayer(t);
    const headers = idem();
    const body = depositBody(p, method, 700);
    const a = await t.call('POST', '/api/submit-deposit', { token: p.token, headers, body });
    const b = await t.call('POST', '/api/submit-deposit', { token: p.token, headers, body });
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await count(t, 'deposit_requests', p)).toBe(1);
    const c = await t.call('POST', '/api/submit-deposit', { token: p.token, headers, body: { ...body, amount: 800 } });
    expect(c.status).toBe(422);
    expect(c.body.message).toBe(MESSAGES.idempotencyKeyReused);
  });

  it('rejects a deposit with a reason and leaves the balance alone', async () => {
    const p = await verifiedPlayer(t);
    const res = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, method, 300) });
    const missing = await t.call('POST', `/api/operator/deposits/${res.body.data.id}/reject`, { token: op, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(MESSAGES.rejectReasonRequired);
    expect((await t.call('POST', `/api/operator/deposits/${res.body.data.id}/reject`, { token: op, body: { reason: 'No such transaction' } })).status).toBe(
      200,
    );
    expect(await balanceTaka(t, p)).toBe(0);
    const record = await t.call('GET', '/api/transaction/show', { token: p.token });
    expect(record.body.data[0]).toMatchObject({ key: '2', reason: 'No such transaction' });
  });

  it('credits the promotion bonus and opens a turnover requirement', async () => {
    const p = await verifiedPlayer(t);
    const promos = await t.call('GET', '/api/promotion');
    const promo = promos.body.data[0];
    await fund(t, op, p, 1000, { promotion_id: promo.id });
    const bonus = Math.floor(1000 * promo.deposit_bouns) / 100;
    expect(await balanceTaka(t, p)).toBe(1000 + bonus);
    const turnovers = await t.call('GET', '/api/turnovers', { token: p.token });
    expect(turnovers.body.data).toHaveLength(1);
    expect(turnovers.body.data[0]).toMatchObject({ status: 'active', required_turnover: (1000 + bonus) * promo.turnover });
    await expectLedgerMatchesBalances(t);
  });

  it('keeps players out of the operator calls', async () => {
    const p = await verifiedPlayer(t);
    expect((await t.call('GET', '/api/operator/deposits', { token: p.token })).status).toBe(403);
    expect((await t.call('POST', '/api/operator/deposits/1/approve', { token: p.token })).status).toBe(403);
    expect((await t.call('GET', '/api/operator/withdrawals')).status).toBe(401);
  });
});
