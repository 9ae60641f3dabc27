// The one staking check where the casino and the exchange call it: a break or a reached loss
// limit refuses a launch, a provider bet and an exchange bet, while wins are still paid; and the reality
// check's figures come from the session's own play.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betBody, signedCall, SLOT_CODE, txId, walletPlayer, type WalletPlayer } from '../../tests/helpers/provider-kit.ts';
import { bettingWorld, bestBack, cricketInPlay, fundedPlayer, heldFor, key, matchOddsAsk, type BettingWorld } from '../../tests/helpers/exchange-kit.ts';
import { createPlayer } from '../../tests/helpers/players.ts';
import { placeBet } from '../exchange/bets/place-and-cancel.ts';
import { postEntry } from './ledger.ts';
import { launchGame } from './game-launch.ts';
import { realityCheck } from './reality-check.ts';
import { resolveSession, type SessionUser } from './sessions.ts';
import { setLimit, startExclusion } from './safer-play.ts';
import { isSelfExcluded, stakingBlock } from './responsible-gaming.ts';

let w: BettingWorld;
beforeAll(async () => {
  w = await bettingWorld();
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const db = () => w.t.deps.database.db;
const now = () => w.t.deps.now();
const slot = { gameCode: SLOT_CODE, gameType: 'SLOT', platform: 'CHAKKA' } as const;
const win = (p: WalletPlayer, roundId: string, amount: number) =>
  signedCall(w.t.deps, 'win', { txId: txId('win'), playerId: p.playerId, roundId, gameCode: SLOT_CODE, currency: 'BDT', amount, roundClosed: true });

async function sessionUser(): Promise<SessionUser> {
  const p = await createPlayer(w.t);
  return (await resolveSession(db(), p.token, { idleSeconds: 1800, absoluteSeconds: 43200 }))!;
}

describe('a break', () => {
  it('refuses a launch with the kind of break and its end, and says nothing when there is none', async () => {
    const user = await sessionUser();
    expect(await stakingBlock(db(), user.id)).toBeNull();
    await startExclusion(db(), user.id, { kind: 'time_out', duration: '24h' }, now());
    await expect(launchGame(w.t.deps, user, slot)).rejects.toMatchObject({
      status: 403,
      code: 'timeOutActive',
      vars: { until: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) },
    });
    expect(await isSelfExcluded(db(), user.id)).toBe(true);
  });

  it('refuses a provider bet but still pays the win of a round already played', async () => {
    const p = await walletPlayer(w.t, 10_000);
    const bet = betBody(p, 1_000);
    expect((await signedCall(w.t.deps, 'bet', bet)).status).toBe('OK');
    await startExclusion(db(), p.userId, { kind: 'self_exclusion', duration: '1y' }, now());
    expect(await signedCall(w.t.deps, 'bet', betBody(p, 1_000))).toMatchObject({ status: 'ERROR', code: 'PLAYER_EXCLUDED' });
    expect(await win(p, bet.roundId, 2_500)).toMatchObject({ status: 'OK', balance: 11_500 });
  });

  it('refuses an exchange bet before anything is held', async () => {
    const p = await fundedPlayer(w.t, 1000);
    await startExclusion(db(), p.userId, { kind: 'self_exclusion', duration: '6m' }, now());
    const ev = cricketInPlay(w.sim);
    await expect(placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 50), key())).rejects.toMatchObject({
      status: 403,
      code: 'selfExclusionActive',
    });
    expect(await heldFor(w.t, p.userId)).toBe(0);
  });
});

describe('a loss limit', () => {
  it('refuses a bet that could take the loss past the limit, counts wins back, and refuses launches once reached', async () => {
    const p = await walletPlayer(w.t, 100_000);
    await setLimit(db(), p.userId, { kind: 'loss', period: 'day', amount: 50 }, now()); // ৳50 = 5,000 poisha
    const first = betBody(p, 3_000);
    expect((await signedCall(w.t.deps, 'bet', first)).status).toBe('OK');
    // Lost ৳30 so far: a ৳25 stake could make it ৳55.
    expect(await signedCall(w.t.deps, 'bet', betBody(p, 2_500))).toMatchObject({ code: 'PLAYER_EXCLUDED' });
    expect((await signedCall(w.t.deps, 'bet', betBody(p, 2_000))).status).toBe('OK');
    const user = { id: p.userId, username: '', role: 'player' as const, staffRole: null, sessionId: 0 };
    await expect(launchGame(w.t.deps, user, slot)).rejects.toMatchObject({ status: 403, code: 'lossLimitDay', vars: { limit: '50' } });
    // A win brings the net loss back under the limit: play opens again.
    await win(p, first.roundId, 4_000);
    expect(await stakingBlock(db(), p.userId)).toBeNull();
    expect((await signedCall(w.t.deps, 'bet', betBody(p, 1_000))).status).toBe('OK');
  });

  it('refuses an exchange bet once the settled losses reach it', async () => {
    const p = await fundedPlayer(w.t, 1000);
    await setLimit(db(), p.userId, { kind: 'loss', period: 'week', amount: 100 }, now());
    await postEntry(db(), { userId: p.userId, amountPoisha: -10_000, kind: 'exchange_settle', memo: 'a settled market lost' });
    const ev = cricketInPlay(w.sim);
    await expect(placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 10), key())).rejects.toMatchObject({
      status: 403,
      code: 'lossLimitWeek',
    });
  });
});

describe('the reality check', () => {
  it("is not playing after a log-in alone, and shows the session's net result once money is staked", async () => {
    const user = await sessionUser();
    const quiet = await realityCheck(db(), user, now());
    expect(quiet).toMatchObject({ playing: false, net_result: 0, interval_minutes: 60 });
    await postEntry(db(), { userId: user.id, amountPoisha: 100_000, kind: 'adjustment' });
    await postEntry(db(), { userId: user.id, amountPoisha: -20_000, kind: 'casino_bet' });
    await postEntry(db(), { userId: user.id, amountPoisha: 5_000, kind: 'casino_win' });
    const playing = await realityCheck(db(), user, now());
    expect(playing).toMatchObject({ playing: true, net_result: -150 });
    expect(Date.parse(playing.session_started_at)).toBeLessThanOrEqual(now().getTime());
  });
});
