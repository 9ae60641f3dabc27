// Account safety under real concurrency on PostgreSQL: a deposit limit and a loss limit hold
// however many requests race for them, and an e-wallet payment is credited once whichever of the player's
// confirm, the gateway's notification and the expiry sweeps (several processes) get there together.
// Run with TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/account-safety-concurrency.test.ts
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';
import { testClock } from '../helpers/clock.ts';
import { betBody, signedCall, walletPlayer } from '../helpers/provider-kit.ts';
import { expectLedgerMatchesBalances, idem, verifiedPlayer } from './wallet-kit.ts';
import { GATEWAY_SIGNATURE_HEADER } from '../../contracts/ewallet.ts';
import { signNotification } from '../../server/payments/notification-signature.ts';
import { checkDepositLimit } from '../../server/services/responsible-gaming.ts';
import { setLimit } from '../../server/services/safer-play.ts';
import { sweepExpiredEwallet } from '../../server/services/ewallet.ts';
import { one } from '../../server/db/sql.ts';

const clock = testClock();

describe.runIf(usingPostgres())('account safety under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { paymentGateway: 'sandbox' } });
  });
  const db = () => t.deps.database.db;
  const n = async (query: ReturnType<typeof sql>) => Number((await one<{ n: string }>(db(), query))!.n);

  it.each([1, 2, 3])('30 racing deposits of ৳300 under a ৳1,000 daily limit: exactly three pass the check (round %i)', async () => {
    const p = await verifiedPlayer(t);
    const userId = Number(p.remote_id);
    await setLimit(db(), userId, { kind: 'deposit', period: 'day', amount: 1000 }, clock.now());
    // Each: the check, then a deposit that counts (as an approved one does), in one transaction.
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        db().transaction(async (tx) => {
          await checkDepositLimit(tx, userId, 30_000, clock.now());
          await tx.execute(
            sql`INSERT INTO deposit_requests (user_id, amount_poisha, status, created_at) VALUES (${userId}, 30000, 'approved', ${clock.now().toISOString()})`,
          );
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(27).fill('depositLimitDay'));
    expect(await n(sql`SELECT sum(amount_poisha) AS n FROM deposit_requests WHERE user_id = ${userId}`)).toBe(90_000);
  });

  it('racing deposit requests through the API with a limit set: one is created, the rest are refused with a 4xx', async () => {
    const p = await verifiedPlayer(t);
    await setLimit(db(), Number(p.remote_id), { kind: 'deposit', period: 'day', amount: 2000 }, clock.now());
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call('POST', '/api/ewa/request', {
          token: p.token,
          headers: idem(),
          body: { amount: 800, type: 'Send Money', provider: 'Sandbox Pay', promotion: 0 },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || (a.status >= 400 && a.status < 500))).toBe(true);
  });

  it.each([1, 2, 3])('30 racing casino bets of ৳10 under a ৳100 loss limit: exactly ten are taken (round %i)', async () => {
    const w = await walletPlayer(t, 1_000_000);
    await setLimit(db(), w.userId, { kind: 'loss', period: 'day', amount: 100 }, clock.now());
    const answers = await Promise.all(Array.from({ length: 30 }, () => signedCall(t.deps, 'bet', betBody(w, 1_000))));
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 'ERROR').map((a) => (a as { code: string }).code)).toEqual(Array(20).fill('PLAYER_EXCLUDED'));
    expect(await n(sql`SELECT -sum(amount_poisha) AS n FROM ledger_entries WHERE user_id = ${w.userId} AND kind = 'casino_bet'`)).toBe(10_000);
    await expectLedgerMatchesBalances(t);
  });

  it.each([1, 2, 3, 4, 5])('an approved payment settled by confirms, notifications and two sweeps at once is credited once (round %i)', async () => {
    const p = await verifiedPlayer(t);
    const req = await t.call('POST', '/api/ewa/request', {
      token: p.token,
      headers: idem(),
      body: { amount: 1234, type: 'Send Money', provider: 'Sandbox Pay', promotion: 0 },
    });
    const ref = req.body.transaction as string;
    // Approved at the gateway, with nothing told to the shop yet.
    await db().execute(sql`UPDATE sandbox_payments SET status = 'approved', decided_at = now() WHERE ref = ${ref}`);
    const raw = JSON.stringify({ payment_ref: ref, status: 'approved', amount: 1234 });
    const notify = () =>
      t.call('POST', '/api/ewa/notify', {
        body: raw,
        headers: { [GATEWAY_SIGNATURE_HEADER]: signNotification(t.deps.config.paymentWebhookSecret, raw, clock.now()) },
      });
    const confirm = () => t.call('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: ref, trxid: ref, number: '' } });
    const later = { ...t.deps, now: () => new Date(clock.now().getTime() + 20 * 60_000) };
    const results = await Promise.all([confirm(), notify(), confirm(), notify(), sweepExpiredEwallet(later), sweepExpiredEwallet(later)]);
    for (const r of results.slice(0, 4) as { status: number }[]) expect(r.status).toBe(200);
    const userId = Number(p.remote_id);
    expect(await n(sql`SELECT count(*) AS n FROM ledger_entries WHERE user_id = ${userId} AND kind = 'deposit'`)).toBe(1);
    expect(await n(sql`SELECT balance_poisha AS n FROM wallet_accounts WHERE user_id = ${userId}`)).toBe(123_400);
    await expectLedgerMatchesBalances(t);
  });

  it('two processes sweeping expired payments at once fail each of them once, without errors', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => verifiedPlayer(t)));
    for (const p of players) {
      expect(
        (
          await t.call('POST', '/api/ewa/request', {
            token: p.token,
            headers: idem(),
            body: { amount: 500, type: 'Send Money', provider: 'Sandbox Pay', promotion: 0 },
          })
        ).status,
      ).toBe(200);
    }
    const later = { ...t.deps, now: () => new Date(clock.now().getTime() + 30 * 60_000) };
    const [a, b] = await Promise.all([sweepExpiredEwallet(later), sweepExpiredEwallet(later)]);
    expect(a + b).toBeGreaterThanOrEqual(6);
    const ids = players.map((p) => Number(p.remote_id));
    expect(
      await n(
        sql`SELECT count(*) AS n FROM deposit_requests WHERE user_id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) AND status = 'rejected'`,
      ),
    ).toBe(6);
    expect(
      await n(
        sql`SELECT count(*) AS n FROM player_notifications WHERE user_id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      ),
    ).toBe(6);
  });
});
