// Races on PostgreSQL (a real connection pool, so transactions truly overlap). Run with
// TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/wallet-concurrency.test.ts
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';
import { loginOperator } from '../helpers/players.ts';
import { postEntry } from '../../server/services/ledger.ts';
import { balanceTaka, count, depositBody, expectLedgerMatchesBalances, firstMethodId, fund, idem, verifiedPlayer } from './wallet-kit.ts';

/** Small deterministic PRNG (mulberry32) so a failing seed can be replayed. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe.runIf(usingPostgres())('wallet under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    op = await loginOperator(t);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('50 concurrent debits racing on one balance never overdraw it (seed %i)', async (seed) => {
    const random = rng(seed);
    const p = await verifiedPlayer(t);
    const userId = Number(p.remote_id);
    const amount = 100 + Math.floor(random() * 10_000);
    const fits = Math.floor(random() * 50);
    const start = amount * fits + Math.floor(random() * amount);
    await postEntry(t.deps.database.db, { userId, amountPoisha: start, kind: 'adjustment', memo: 'test funding' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.deps.database.db.transaction((tx) => postEntry(tx, { userId, amountPoisha: -amount, kind: 'play', memo: 'race' }))),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(fits);
    expect(Math.round((await balanceTaka(t, p)) * 100)).toBe(start - fits * amount);
    await expectLedgerMatchesBalances(t);
  });

  it.each([11, 12, 13])('50 concurrent withdrawal requests on one balance: exactly one is held (seed %i)', async (seed) => {
    const random = rng(seed);
    const p = await verifiedPlayer(t, { birthday: true });
    const funded = 1000 + Math.floor(random() * 20) * 500;
    await fund(t, op, p, funded);
    const amount = 500 + Math.floor(random() * (funded - 500));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/submit-withdraw', {
          token: p.token,
          headers: idem(),
          body: { remote_id: p.remote_id, account_number: p.phone, amount, payment_id: 0, provider: 'bKash' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status >= 500)).toHaveLength(0);
    expect(await balanceTaka(t, p)).toBe(funded - amount);
    expect(await count(t, 'withdrawal_requests', p)).toBe(1);
    await expectLedgerMatchesBalances(t);
  });

  it('concurrent deposit submissions leave one pending deposit', async () => {
    const p = await verifiedPlayer(t);
    const method = await firstMethodId(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, method, 500) })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    expect(await count(t, 'deposit_requests', p)).toBe(1);
  });

  it('one Idempotency-Key repeated concurrently has one effect', async () => {
    const p = await verifiedPlayer(t);
    const headers = idem();
    const body = depositBody(p, await firstMethodId(t), 900);
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.call('POST', '/api/submit-deposit', { token: p.token, headers, body })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await count(t, 'deposit_requests', p)).toBe(1);
  });

  it('concurrent approvals of one deposit credit it once', async () => {
    const p = await verifiedPlayer(t);
    const res = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, await firstMethodId(t), 1200) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', `/api/operator/deposits/${res.body.data.id}/approve`, { token: op })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balanceTaka(t, p)).toBe(1200);
    const entries = await t.deps.database.db.execute(sql`SELECT count(*) AS n FROM ledger_entries WHERE deposit_id = ${res.body.data.id}`);
    expect(Number((entries as unknown as { rows: { n: string }[] }).rows[0].n)).toBe(1);
  });
});
