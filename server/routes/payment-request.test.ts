// GET /api/payment-request: the player's deposit and withdrawal requests still waiting for the operator,
// each with the time left of its own 30-minute wait, counted by the server from when it was made.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { loginOperator } from '../../tests/helpers/players.ts';
import { depositBody, firstMethodId, fund, idem, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';

let t: TestApp;
// The server's clock, moved by each test (sessions follow it too: each test logs the operator in afresh).
let clock = new Date('2026-12-02T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});

const minutes = (n: number) => n * 60_000;

describe('the pending payment requests', () => {
  it('are none for a player with nothing waiting', async () => {
    const p = await verifiedPlayer(t);
    const res = await t.call('GET', '/api/payment-request', { token: p.token });
    expect(res).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('list a pending deposit with its own time left, counted from when it was made, until it is decided', async () => {
    clock = new Date('2026-12-02T10:00:00Z');
    const p = await verifiedPlayer(t);
    const made = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, await firstMethodId(t), 1500) });
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    clock = new Date(clock.getTime() + minutes(12) + 30_000);
    const waiting = await t.call('GET', '/api/payment-request', { token: p.token });
    expect(waiting.body.data).toEqual([
      {
        id: made.body.data.id,
        action: 'deposit',
        amount: 1500,
        created_at: '2026-12-02T10:00:00.000Z',
        seconds_left: 30 * 60 - (12 * 60 + 30),
        payment_method: { name: expect.any(String), icon: expect.any(String) },
      },
    ]);

    // Past its half hour it is still pending: listed, with no time left rather than a fresh countdown.
    clock = new Date(clock.getTime() + minutes(20));
    expect((await t.call('GET', '/api/payment-request', { token: p.token })).body.data[0].seconds_left).toBe(0);

    const op = await loginOperator(t);
    expect((await t.call('POST', `/api/operator/deposits/${made.body.data.id}/approve`, { token: op })).status).toBe(200);
    expect((await t.call('GET', '/api/payment-request', { token: p.token })).body.data).toEqual([]);
  });

  it('list a pending withdrawal beside a pending deposit, newest first', async () => {
    clock = new Date('2026-12-02T11:00:00Z');
    const op = await loginOperator(t);
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 2000);
    const out = await t.call('POST', '/api/submit-withdraw', {
      token: p.token,
      headers: idem(),
      body: { remote_id: p.remote_id, account_number: p.phone, amount: 700, payment_id: 0, provider: 'bKash' },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    // The withdrawal's row takes the database's clock: pin it, so the answer is exact.
    await t.deps.database.db.execute(sql`UPDATE withdrawal_requests SET created_at = '2026-12-02T10:55:00Z' WHERE id = ${out.body.data.id}`);
    const deposit = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, await firstMethodId(t), 300) });
    expect(deposit.status).toBe(200);
    const list = (await t.call('GET', '/api/payment-request', { token: p.token })).body.data;
    expect(list.map((r: { action: string; amount: number; seconds_left: number }) => [r.action, r.amount, r.seconds_left])).toEqual([
      ['deposit', 300, 30 * 60],
      ['withdraw', 700, 25 * 60],
    ]);
  });

  it('are refused to a guest and to the operator, and never list another player', async () => {
    const op = await loginOperator(t);
    const p = await verifiedPlayer(t);
    const other = await verifiedPlayer(t);
    await t.call('POST', '/api/submit-deposit', { token: other.token, headers: idem(), body: depositBody(other, await firstMethodId(t), 900) });
    expect((await t.call('GET', '/api/payment-request')).status).toBe(401);
    expect((await t.call('GET', '/api/payment-request', { token: op })).status).toBe(403);
    expect((await t.call('GET', '/api/payment-request', { token: p.token })).body.data).toEqual([]);
  });
});
