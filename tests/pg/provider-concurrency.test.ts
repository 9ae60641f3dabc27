// The provider wallet under real concurrency (PostgreSQL pool, overlapping transactions). Run with
// TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/provider-concurrency.test.ts
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';
import { balance, betBody, expectLedgerInvariant, signedCall, SLOT_CODE, txId, walletPlayer } from '../helpers/provider-kit.ts';
import { ledgerEntries } from '../../server/db/schema/index.ts';
import { sfc32 } from '../helpers/sim-random.ts';

describe.runIf(usingPostgres())('provider wallet under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await expectLedgerInvariant(t);
  });

  it.each([1, 2, 3, 4, 5])('50 concurrent bets never take the balance below zero, and exactly those that fit succeed (seed %i)', async (seed) => {
    const next = sfc32(seed);
    const amount = 100 + (next() % 10_000);
    const fits = next() % 50;
    const start = amount * fits + (next() % amount);
    const w = await walletPlayer(t, start);
    const answers = await Promise.all(Array.from({ length: 50 }, () => signedCall(t.deps, 'bet', betBody(w, amount))));
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(fits);
    const short = answers.filter((a) => a.status === 'ERROR');
    expect(short).toHaveLength(50 - fits);
    for (const a of short) expect(a).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    for (const a of short) expect((a as { balance: number }).balance).toBeGreaterThanOrEqual(0);
    expect(await balance(t, w)).toBe(start - fits * amount);
  });

  it('50 concurrent bets in one shared round serialise on it and still never overdraw', async () => {
    const w = await walletPlayer(t, 25_000);
    const roundId = txId('round');
    const answers = await Promise.all(Array.from({ length: 50 }, () => signedCall(t.deps, 'bet', betBody(w, 1_000, { roundId }))));
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(25);
    expect(await balance(t, w)).toBe(0);
  });

  it('one bet tx id sent 30 times at once debits once and every answer is the first answer', async () => {
    const w = await walletPlayer(t, 10_000);
    const body = betBody(w, 700);
    const answers = await Promise.all(Array.from({ length: 30 }, () => signedCall(t.deps, 'bet', body)));
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 'OK', balance: 9_300 });
    const [{ n }] = (await t.deps.database.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, w.userId))) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('a rollback racing its own bet always ends with the money back: refunded, or tombstoned and the bet refused', async () => {
    const w = await walletPlayer(t, 50_000);
    let refunded = 0;
    let tombstoned = 0;
    for (let i = 0; i < 20; i++) {
      const bet = betBody(w, 1_000);
      const rollback = { txId: txId('rb'), playerId: w.playerId, roundId: bet.roundId, gameCode: SLOT_CODE, currency: 'BDT', betTxId: bet.txId };
      const [b, r] = await Promise.all([signedCall(t.deps, 'bet', bet), signedCall(t.deps, 'rollback', rollback)]);
      expect(r.status).toBe('OK');
      if (b.status === 'OK') {
        refunded++;
        expect(r).not.toHaveProperty('noEffect');
      } else {
        tombstoned++;
        expect(b).toMatchObject({ code: 'BET_ROLLED_BACK' });
        expect(r).toMatchObject({ noEffect: true });
      }
      expect(await balance(t, w)).toBe(50_000);
    }
    expect(refunded + tombstoned).toBe(20);
  });
});
