// The referral programme over the API (/refrrel-program, Claim all, cash-claim): a referred player's settled stakes, the daily credit of the operator's share into the
// referrer's cash bonus (safe to run twice), the board's computed figures, and Claim All through the
// ledger, once per Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator } from '../../tests/helpers/players.ts';
import { idem, playingPlayer, playRound, setRates, userRow } from '../../tests/helpers/engagement-kit.ts';
import { balance, expectLedgerInvariant } from '../../tests/helpers/provider-kit.ts';
import { recordPlay } from '../services/loyalty.ts';
import { creditReferralRewards } from '../services/referral.ts';

let t: TestApp;
let op: string;
const tomorrow = () => new Date(Date.now() + 86_400_000);
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
  await setRates(t, op, { vp_turnover: 100, vp_value: 1, referral_share_percent: 1 });
});

async function referrerWithPlayingFriends(stakes: number[]) {
  const referrer = await playingPlayer(t, 0);
  const code = (await userRow(t, referrer.userId)).referralCode;
  for (const stake of stakes) await playRound(t, await playingPlayer(t, stake, code), stake);
  return referrer;
}

describe('referral rewards', () => {
  it("credits 1% of the referred players' turnover once a Dhaka day is over, and a second run pays nothing", async () => {
    const referrer = await referrerWithPlayingFriends([300_000, 200_000]); // ৳3,000 + ৳2,000
    // Today is not over yet: nothing is credited.
    await creditReferralRewards(t.deps.database.db, new Date());
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(0);
    expect(await creditReferralRewards(t.deps.database.db, tomorrow())).toBeGreaterThanOrEqual(2);
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(5_000);
    expect(await creditReferralRewards(t.deps.database.db, tomorrow())).toBe(0);
    await Promise.all([creditReferralRewards(t.deps.database.db, tomorrow()), creditReferralRewards(t.deps.database.db, tomorrow())]);
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(5_000);
  });

  it('counts a stake on its Asia/Dhaka day and credits that day at Dhaka midnight, not UTC midnight', async () => {
    const referrer = await playingPlayer(t, 0);
    const code = (await userRow(t, referrer.userId)).referralCode;
    const friend = Number((await createPlayer(t, { referral_code: code })).remote_id);
    const db = t.deps.database.db;
    // 23:59 and 00:00 in Dhaka (UTC+6) on either side of the 10th-11th March midnight.
    await recordPlay(db, friend, 100_000, new Date('2026-03-10T17:59:00Z'));
    await recordPlay(db, friend, 300_000, new Date('2026-03-10T18:00:00Z'));
    const board = async () => (await t.call('GET', '/api/referral-status', { token: referrer.token })).body.data;
    expect((await board()).rewards.map((r: { day: string; turnover: string }) => [r.day, r.turnover])).toEqual([
      ['2026-03-11', '3000.00'],
      ['2026-03-10', '1000.00'],
    ]);
    await creditReferralRewards(db, new Date('2026-03-10T17:59:59Z')); // still the 10th in Dhaka
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(0);
    await creditReferralRewards(db, new Date('2026-03-10T18:00:00Z')); // the 11th begins in Dhaka: the 10th is over
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(1_000);
    await creditReferralRewards(db, new Date('2026-03-11T17:59:59Z'));
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(1_000);
    await creditReferralRewards(db, new Date('2026-03-11T18:00:00Z'));
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(4_000);
  });

  it('computes downlines, referral turnover and lifetime rewards on the board', async () => {
    const referrer = await referrerWithPlayingFriends([100_000, 150_000]);
    const code = (await userRow(t, referrer.userId)).referralCode;
    await createPlayer(t, { referral_code: code }); // signed up, never played
    await creditReferralRewards(t.deps.database.db, tomorrow());
    const board = await t.call('GET', '/api/referral-status', { token: referrer.token });
    expect(board.status).toBe(200);
    expect(board.body.data).toMatchObject({
      referral_code: code,
      total_downlines: 3,
      active_downlines: 2,
      referral_turnover: '2500.00',
      lifetime_cash_rewards: '25.00',
      cash_bonus: '25.00',
      share_percent: 1,
      min_claim: 10,
    });
    expect(board.body.data.rewards).toHaveLength(1);
    expect(board.body.data.rewards[0]).toMatchObject({ turnover: '2500.00', reward: '25.00', credited: true });
  });

  it("a player's own stakes are never their own referral turnover", async () => {
    const w = await playingPlayer(t, 500_000);
    await playRound(t, w, 500_000);
    await creditReferralRewards(t.deps.database.db, tomorrow());
    const board = await t.call('GET', '/api/referral-status', { token: w.token });
    expect(board.body.data).toMatchObject({ referral_turnover: '0.00', active_downlines: 0, cash_bonus: '0.00' });
  });
});

describe('Claim All', () => {
  it('moves the whole cash bonus into the main balance through the ledger, once per key', async () => {
    const referrer = await referrerWithPlayingFriends([1_500_000]); // ৳15,000 → ৳150
    await creditReferralRewards(t.deps.database.db, tomorrow());
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await t.call('POST', '/api/cash-claim', { token: referrer.token, headers: key, body: {} });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ message: 'Bonus Claimed successfully.', amount: '150.00', balance: '150.00', cash_bonus: '0.00' });
    const again = await t.call('POST', '/api/cash-claim', { token: referrer.token, headers: key, body: {} });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await balance(t, referrer)).toBe(15_000);
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(0);
    const empty = await t.call('POST', '/api/cash-claim', { token: referrer.token, headers: idem(), body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('You need at least 10 to claim all.');
    await expectLedgerInvariant(t);
  });

  it("refuses less than ৳10 with the spec's message and leaves the bonus alone", async () => {
    const referrer = await referrerWithPlayingFriends([90_000]); // ৳900 → ৳9
    await creditReferralRewards(t.deps.database.db, tomorrow());
    const res = await t.call('POST', '/api/cash-claim', { token: referrer.token, headers: idem(), body: {} });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: 'You need at least 10 to claim all.', code: 'claimMinimum', vars: { min: '10' } });
    expect((await userRow(t, referrer.userId)).cashBonusPoisha).toBe(900);
  });

  it('needs a session, a player and an Idempotency-Key', async () => {
    const p = await createPlayer(t);
    expect((await t.call('POST', '/api/cash-claim', { headers: idem(), body: {} })).status).toBe(401);
    expect((await t.call('POST', '/api/cash-claim', { token: op, headers: idem(), body: {} })).status).toBe(403);
    const keyless = await t.call('POST', '/api/cash-claim', { token: p.token, body: {} });
    expect(keyless.status).toBe(400);
    expect(keyless.body.message).toBe(MESSAGES.idempotencyKeyRequired);
    expect((await t.call('GET', '/api/referral-status')).status).toBe(401);
  });
});
