// The house game routes under real concurrency (PostgreSQL pool, overlapping transactions). Run with
// TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/house-concurrency.test.ts
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';
import { expectLedgerInvariant } from '../helpers/provider-kit.ts';
import { fundedPlayer, openScreen } from '../helpers/casino-kit.ts';
import { balanceOf } from '../../server/services/ledger.ts';
import { countPlay, dhakaDay } from '../../server/services/game-catalogue.ts';
import { gamePlaysDaily, houseRounds } from '../../server/db/schema/index.ts';

describe.runIf(usingPostgres())('house games under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await expectLedgerInvariant(t);
  });

  it('one spin key sent 20 times at once stakes once: every success is the same spin, the rest are told it is in progress', async () => {
    const p = await fundedPlayer(t, 100_000);
    const headers = { ...(await openScreen(t, p, 'chakka_lucky_sixes')).headers, 'Idempotency-Key': 'same-spin' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 100 } })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of ok) expect(a.body.fair).toEqual(ok[0]!.body.fair);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('idempotencyInProgress');
    const rounds = await t.deps.database.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.userId, p.userId)));
    expect(rounds).toHaveLength(1);
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(100_000 - 10_000 + ok[0]!.body.payout * 100);
  });

  it('30 spins at once on a balance for 10 never overdraw: the balance is the funding less the settled stakes plus their wins', async () => {
    const p = await fundedPlayer(t, 10_000);
    const { headers } = await openScreen(t, p, 'chakka_lucky_sixes');
    // Wins would refill the balance mid-race, so stake the whole balance in 10 spins of 10 taka each
    // and count stakes, not the final balance.
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 10 } })));
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const staked = await t.deps.database.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.userId, p.userId), eq(houseRounds.status, 'settled')));
    const paid = staked.reduce((sum, r) => sum + r.payoutPoisha, 0);
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(10_000 - staked.length * 1_000 + paid);
    expect(await balanceOf(t.deps.database.db, p.userId)).toBeGreaterThanOrEqual(0);
  });

  it('50 launches of one game at once count 50 plays', async () => {
    const now = new Date();
    const before = await t.deps.database.db
      .select()
      .from(gamePlaysDaily)
      .where(and(eq(gamePlaysDaily.gameCode, 'padma_river_fortune'), eq(gamePlaysDaily.day, dhakaDay(now))));
    await Promise.all(Array.from({ length: 50 }, () => countPlay(t.deps.database.db, 'padma_river_fortune', now)));
    const [after] = await t.deps.database.db
      .select()
      .from(gamePlaysDaily)
      .where(and(eq(gamePlaysDaily.gameCode, 'padma_river_fortune'), eq(gamePlaysDaily.day, dhakaDay(now))));
    expect(after!.plays).toBe((before[0]?.plays ?? 0) + 50);
  });
});
