// A trader's line publishes its own Min and Max stake, and players meet them as a limit of the line's
// market: refused with the limit named, told by the stake limits call before they bet, overridden by the
// risk team's own rule on that market, and tightened by a player's rule. The call answers for the source's own
// (mirrored) markets as well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/helpers/test-app.ts';
import { createStaffMember } from '../../../tests/helpers/players.ts';
import { expectInvariants, fundedPlayer, heldFor, key } from '../../../tests/helpers/exchange-kit.ts';
import { marketWatchFor } from '../bets/running-watch.ts';
import { EVENT, openTradingDesk, sessionLineOf, type TradingDesk } from './trading-test-kit.ts';

let desk: TradingDesk;
let t: TestApp;
let risk: string;
beforeAll(async () => {
  desk = await openTradingDesk();
  t = desk.t;
  risk = (await createStaffMember(t, 'risk')).token;
});
afterAll(() => desk.feed.stop());

const none = { minStake: null, maxStake: null, maxProfit: null, marketMaxStake: null, marketMaxProfit: null };
const yes = (token: string, lineId: string, stake: number) =>
  t.call('POST', '/api/exchange/bets', {
    token,
    headers: { 'Idempotency-Key': key() },
    body: { eventId: EVENT, marketId: EVENT, marketType: 'fancy', selectionId: lineId, side: 'yes', price: 100, line: 161, stake },
  });
const limitsOf = async (token: string, lineId: string) =>
  (await t.call('GET', `/api/exchange/stake-limits?eventId=${EVENT}&marketId=${EVENT}&marketType=fancy&selectionId=${lineId}`, { token })).body;
const rule = async (body: Record<string, unknown>) => {
  const res = await t.call('PUT', '/api/operator/risk/limits', { token: risk, body: { ...body, limits: { ...none, ...(body.limits as object) } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.rule as { id: number };
};

describe("a trader's line's own stake range", () => {
  it('refuses outside it with the limit named, and the stake limits call says it first', async () => {
    const opened = await desk.operator('POST', '/lines', sessionLineOf('6 over runs SS', 160, { minStake: 500, maxStake: 20_000, maxProfit: 1_000_000 }));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { feedId, marketKey, id } = opened.body.market as { feedId: string; marketKey: string; id: number };
    const player = await fundedPlayer(t, 50_000);
    expect(await limitsOf(player.token, feedId)).toMatchObject({ minStake: 500, maxStake: 20_000 });
    expect((await yes(player.token, feedId, 300)).body.bet).toMatchObject({
      status: 'refused',
      code: 'riskStakeBelowMin',
      message: 'The minimum stake per bet on this market is ৳500.',
    });
    expect((await yes(player.token, feedId, 25_000)).body.bet).toMatchObject({ status: 'refused', code: 'riskStakeAboveMax', vars: { max: '20,000' } });
    expect(await heldFor(t, player.userId)).toBe(0);

    // The trader widens the line: the next answer and the next bet both follow.
    expect((await desk.operator('PUT', `/markets/${id}`, { maxStake: 30_000 })).status).toBe(200);
    expect(await limitsOf(player.token, feedId)).toMatchObject({ minStake: 500, maxStake: 30_000 });
    expect((await yes(player.token, feedId, 25_000)).body.bet).toMatchObject({ status: 'matched', matchedStake: 25_000 });

    // The risk team's rule on the market stands above the line's; a player's own rule only tightens.
    const capped = await rule({ scope: 'market', marketKey, limits: { maxStake: 10_000 } });
    expect(await limitsOf(player.token, feedId)).toMatchObject({ minStake: 500, maxStake: 10_000 });
    expect((await yes(player.token, feedId, 12_000)).body.bet).toMatchObject({ status: 'refused', code: 'riskStakeAboveMax', vars: { max: '10,000' } });
    const careful = await fundedPlayer(t, 10_000);
    await rule({ scope: 'player', userId: careful.userId, limits: { maxStake: 1_000, minStake: 200 } });
    expect(await limitsOf(careful.token, feedId)).toMatchObject({ minStake: 500, maxStake: 1_000 });
    expect((await yes(careful.token, feedId, 2_000)).body.bet).toMatchObject({ status: 'refused', code: 'riskStakeAboveMax', vars: { max: '1,000' } });
    expect((await t.call('DELETE', `/api/operator/risk/limits/${capped.id}`, { token: risk })).status).toBe(200);
    expect(await limitsOf(player.token, feedId)).toMatchObject({ maxStake: 30_000 });
    await expectInvariants({ t, watch: await marketWatchFor(t.deps) });
  });

  it("answers for the source's own markets too: the site's default, then a rule on the mirrored market", async () => {
    const player = await fundedPlayer(t, 1000);
    const matchOdds = async () =>
      (
        await t.call('GET', `/api/exchange/stake-limits?eventId=${EVENT}&marketId=1.200806927&marketType=match_odds&selectionId=228749`, {
          token: player.token,
        })
      ).body;
    expect(await matchOdds()).toEqual({ minStake: 100, maxStake: 50_000, maxProfit: 1_000_000, marketMaxStake: 500_000, marketMaxProfit: 1_000_000 });
    await rule({ scope: 'market', marketKey: '1.200806927', limits: { maxStake: 7_000 } });
    expect(await matchOdds()).toMatchObject({ minStake: 100, maxStake: 7_000 });
  });
});
