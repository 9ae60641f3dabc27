// The in-memory balance of POST /api/balance is never stale: a change by any other code or process (a plain
// UPDATE here) shows once the database announces it, and the player's own movement through this process
// shows on the very next call even if no announcement ever came (the trigger switched off to prove it).
// Runs on PostgreSQL too when TEST_DATABASE_URL is set (the notification then comes over another connection).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator, verifyPlayerPhone, type TestPlayer } from '../../tests/helpers/players.ts';
import { BalanceCache, balanceCacheFor } from './balance-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const balance = async (p: TestPlayer) => {
  const res = await t.call('POST', '/api/balance', { token: p.token });
  expect(res.status).toBe(200);
  return res.body.balance as string;
};
const cache = () => balanceCacheFor(t.deps.database);
const announcing = (on: boolean) => t.deps.database.execRaw(`ALTER TABLE wallet_accounts ${on ? 'ENABLE' : 'DISABLE'} TRIGGER wallet_accounts_balance_notify`);

/** A player whose balance this process holds in memory. */
async function cachedPlayer() {
  const p = await createPlayer(t);
  await balance(p);
  await vi.waitFor(() => expect(cache().trusted).toBe(true));
  await balance(p);
  expect(cache().get(Number(p.remote_id))).toBe(0);
  return p;
}

describe('the balance cache', () => {
  it('answers a known balance from memory while the database announces no change', async () => {
    const p = await cachedPlayer();
    // A change nobody announces (the trigger off) shows only memory is asked: the old figure stays.
    await announcing(false);
    await t.deps.database.execRaw(`UPDATE wallet_accounts SET balance_poisha = 700 WHERE user_id = ${Number(p.remote_id)}`);
    await announcing(true);
    expect(await balance(p)).toBe('0.00');
    cache().forget(Number(p.remote_id));
    expect(await balance(p)).toBe('7.00');
  });

  it('shows a balance changed by another process or by hand as soon as the database announces it', async () => {
    const p = await cachedPlayer();
    await t.deps.database.execRaw(`UPDATE wallet_accounts SET balance_poisha = 12345 WHERE user_id = ${Number(p.remote_id)}`);
    await vi.waitFor(() => expect(cache().get(Number(p.remote_id))).toBeUndefined());
    expect(await balance(p)).toBe('123.45');
    expect(await balance(p)).toBe('123.45');
  });

  it("shows the player's own deposit on the very next call, even with no announcement at all", async () => {
    const p = await cachedPlayer();
    await verifyPlayerPhone(t, p);
    const methods = await t.call('GET', '/api/payment-methods');
    const deposit = await t.call('POST', '/api/submit-deposit', {
      token: p.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: {
        remote_id: p.remote_id,
        account_number: p.phone,
        transaction_id: `TRX${randomUUID().slice(0, 8)}`,
        amount: 250,
        payment_id: methods.body.data[0].id,
      },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    await announcing(false);
    try {
      const op = await loginOperator(t);
      const approved = await t.call('POST', `/api/operator/deposits/${deposit.body.data.id}/approve`, { token: op });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(await balance(p)).toBe('250.00');
      // Held off memory for a while after its own movement: still read from the database, still right.
      expect(cache().get(Number(p.remote_id))).toBeUndefined();
    } finally {
      await announcing(true);
    }
  });

  it('keeps nothing a read found before a change, and serves nothing while it cannot hear the database', () => {
    const c = new BalanceCache();
    c.setLive(true);
    const mark = c.mark();
    c.hear('42');
    c.put(42, 100, mark);
    expect(c.get(42)).toBeUndefined();
    c.put(42, 100, c.mark());
    expect(c.get(42)).toBe(100);
    c.setLive(false);
    expect(c.get(42)).toBeUndefined();
    c.put(42, 100, c.mark());
    c.setLive(true);
    expect(c.get(42)).toBeUndefined();
    c.hold(7, 1_000);
    c.put(7, 5, c.mark(), 1_001);
    expect(c.get(7, 1_002)).toBeUndefined();
    c.put(7, 5, c.mark(), 1_000 + 31_000);
    expect(c.get(7, 1_000 + 31_001)).toBe(5);
  });
});
