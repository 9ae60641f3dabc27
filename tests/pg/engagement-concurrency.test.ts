// Races on PostgreSQL for the engagement money paths (run with TEST_DATABASE_URL=postgres://...):
// many conversions of one player's VIP points at once never convert more points than they have;
// many Claim Alls at once pay the cash bonus once; one key sent many times at once pays once; the
// daily referral credit run several times at once credits each day once; and settlements racing on
// one player count every stake once.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';
import { loginOperator } from '../helpers/players.ts';
import { playingPlayer, playRound, setRates, userRow } from '../helpers/engagement-kit.ts';
import { expectLedgerInvariant } from '../helpers/provider-kit.ts';
import { users } from '../../server/db/schema/index.ts';
import { balanceOf } from '../../server/services/ledger.ts';
import { one } from '../../server/db/sql.ts';
import { creditReferralRewards } from '../../server/services/referral.ts';

describe.runIf(usingPostgres())('engagement under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setRates(t, await loginOperator(t), { vp_turnover: 100, vp_value: 1, referral_share_percent: 10 });
  });
  const giveVip = (userId: number, points: number) => t.deps.database.db.update(users).set({ vipCoin: points }).where(eq(users.id, userId));
  const convert = (token: string, points: number, key = randomUUID()) =>
    t.call('POST', '/api/convert-vipcoin', { token, body: { vip_coin: points }, headers: { 'Idempotency-Key': key } });

  it('30 conversions of 10 points racing on 95 points convert exactly 90 and pay ৳90', async () => {
    const w = await playingPlayer(t, 0);
    await giveVip(w.userId, 95);
    const answers = await Promise.all(Array.from({ length: 30 }, () => convert(w.token, 10)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(21);
    expect((await userRow(t, w.userId)).vipCoin).toBe(5);
    expect(await balanceOf(t.deps.database.db, w.userId)).toBe(9_000);
    await expectLedgerInvariant(t);
  });

  it('one Idempotency-Key sent 20 times at once converts once', async () => {
    const w = await playingPlayer(t, 0);
    await giveVip(w.userId, 500);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => convert(w.token, 100, key)));
    // Each answer is the first answer (200) or "still being processed" (409); none pays again.
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect((await userRow(t, w.userId)).vipCoin).toBe(400);
    expect(await balanceOf(t.deps.database.db, w.userId)).toBe(10_000);
  });

  it('20 Claim Alls at once pay the cash bonus once', async () => {
    const w = await playingPlayer(t, 0);
    await t.deps.database.db.update(users).set({ cashBonusPoisha: 12_345 }).where(eq(users.id, w.userId));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', '/api/cash-claim', { token: w.token, headers: { 'Idempotency-Key': randomUUID() }, body: {} })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(19);
    expect(await balanceOf(t.deps.database.db, w.userId)).toBe(12_345);
    expect((await userRow(t, w.userId)).cashBonusPoisha).toBe(0);
    await expectLedgerInvariant(t);
  });

  it('the daily credit run five times at once credits each referral day once', async () => {
    const referrer = await playingPlayer(t, 0);
    const code = (await userRow(t, referrer.userId)).referralCode;
    const friends = await Promise.all([1, 2, 3].map(() => playingPlayer(t, 100_000, code)));
    await Promise.all(friends.map((f) => playRound(t, f, 100_000)));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const runs = await Promise.all(Array.from({ length: 5 }, () => creditReferralRewards(t.deps.database.db, tomorrow)));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(30_000);
  });

  it('20 settlements racing on one player count every stake once for points and turnover', async () => {
    const w = await playingPlayer(t, 2_000_000);
    await Promise.all(Array.from({ length: 20 }, () => playRound(t, w, 7_500)));
    const row = await one<{ lifetime: string; remainder: string }>(
      t.deps.database.db,
      sql`
      SELECT lifetime_turnover_poisha AS lifetime, vp_remainder_poisha AS remainder FROM player_loyalty WHERE user_id = ${w.userId}`,
    );
    expect(Number(row!.lifetime)).toBe(150_000);
    expect((await userRow(t, w.userId)).vipCoin).toBe(15);
    expect(Number(row!.remainder)).toBe(0);
  });
});
