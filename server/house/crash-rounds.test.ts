// The shared crash round, driven by a fake clock: cash-outs judged by the server's clock, auto
// cash-outs, the loss at the crash, the revealed chain, and a restart mid-game.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { expectLedgerInvariant, walletPlayer } from '../../tests/helpers/provider-kit.ts';
import { bettingRecords, houseCrashBets, houseCrashGames } from '../db/schema/index.ts';
import { balanceOf } from '../services/ledger.ts';
import { createLaunch } from '../services/game-sessions.ts';
import { openHouseSession } from '../services/house-games.ts';
import { CrashRounds } from './crash-rounds.ts';
import { houseWalletClient } from './wallet-client.ts';
import { crashStateSchema, type CrashState } from '../../contracts/games.ts';
import { CRASH_MAX_X100, crashPointX100, msToReachX100, multiplierAtX100, roundDurationMs, verifyGameHash } from '../../games/crash.ts';

let clock = Date.UTC(2026, 0, 5, 12);
let t: TestApp;
let rounds: CrashRounds;
const BETTING_MS = 5_000;
const PAUSE_MS = 3_000;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  rounds = new CrashRounds(t.deps, houseWalletClient(t.deps), { bettingMs: BETTING_MS, pauseMs: PAUSE_MS, chainLength: 3_000 });
  await rounds.recover();
});
afterEach(async () => {
  await expectLedgerInvariant(t);
});

async function crashPlayer(poisha = 100_000) {
  const w = await walletPlayer(t, poisha);
  const launchToken = await createLaunch(t.deps.database.db, {
    userId: w.userId,
    siteSessionId: null,
    platform: 'CHAKKA',
    gameCode: 'chakka_chakka_crash',
    language: 'en',
    now: new Date(clock),
  });
  return { ...w, session: (await openHouseSession(t.deps, launchToken)).sessionToken };
}
const balance = (userId: number) => balanceOf(t.deps.database.db, userId);

/**
 * Runs games until one in its betting phase will crash at `minX100` or more, below the 1000x cap:
 * a capped round pays its open bets the cap instead of losing them (about 1 round in 1,000 from the
 * chain), which would turn every test's "held bet loses" into a win.
 */
async function bettingGameCrashingAbove(minX100: number) {
  for (;;) {
    await rounds.tick();
    const game = rounds.current()!;
    const crashes = game.crashX100 >= minX100 && game.crashX100 < CRASH_MAX_X100;
    if (game.phase === 'betting' && crashes && clock < game.bettingEndsAt) return game;
    if (game.phase === 'betting') clock = game.bettingEndsAt;
    else if (game.phase === 'running') clock = game.bettingEndsAt + roundDurationMs(game.crashX100);
    else clock += PAUSE_MS;
  }
}

describe('the crash round', () => {
  it("a cash-out before the crash wins that moment's multiplier, an auto cash-out its target, and a held bet loses", async () => {
    const [manual, held, auto] = [await crashPlayer(), await crashPlayer(), await crashPlayer()];
    const game = await bettingGameCrashingAbove(300);
    await rounds.placeBet(manual.session, 10_000, null);
    await rounds.placeBet(held.session, 10_000, null);
    await rounds.placeBet(auto.session, 10_000, 200);
    clock = game.bettingEndsAt;
    await rounds.tick();
    expect(rounds.snapshot()).toMatchObject({ phase: 'running', multiplier: 1, hash: null, crashedAt: null });

    clock = game.bettingEndsAt + msToReachX100(150);
    expect(await rounds.cashOut(manual.session)).toMatchObject({ won: true, x100: 150, payoutPoisha: 15_000 });
    clock = game.bettingEndsAt + roundDurationMs(game.crashX100);
    await rounds.tick();

    expect([await balance(manual.userId), await balance(held.userId), await balance(auto.userId)]).toEqual([105_000, 90_000, 110_000]);
    const snap = rounds.snapshot();
    expect(snap).toMatchObject({ phase: 'crashed', crashedAt: game.crashX100 / 100, hash: game.hash });
    expect(snap.bets.map((b) => b.cashedOut).sort()).toEqual([1.5, 2, null]);
    const records = await t.deps.database.db.select().from(bettingRecords).where(eq(bettingRecords.userId, held.userId));
    expect(records).toEqual([expect.objectContaining({ gameName: 'Chakka Crash', gameType: 'EGAME', betPoisha: 10_000, winPoisha: 0 })]);
  });

  it('a cash-out that reaches the server after the crash loses, though the rounds had not ticked it and the client saw a lower multiplier', async () => {
    const late = await crashPlayer();
    const early = await crashPlayer();
    const game = await bettingGameCrashingAbove(150);
    await rounds.placeBet(late.session, 5_000, null);
    await rounds.placeBet(early.session, 5_000, null);
    clock = game.bettingEndsAt;
    await rounds.tick();
    const crashAt = game.bettingEndsAt + roundDurationMs(game.crashX100);

    clock = crashAt - 40;
    const seen = rounds.snapshot();
    expect(seen.phase).toBe('running');
    expect(seen.multiplier * 100).toBeLessThan(game.crashX100);
    clock = crashAt - 1;
    const won = await rounds.cashOut(early.session);
    expect(won).toMatchObject({ won: true, x100: multiplierAtX100(crashAt - 1 - game.bettingEndsAt) });
    expect(won.x100!).toBeLessThan(game.crashX100);

    clock = crashAt + 5; // the request left the client while it still showed `seen`; it arrives after the crash
    expect(rounds.current()!.phase).toBe('running');
    expect(await rounds.cashOut(late.session)).toMatchObject({ won: false, x100: null, payoutPoisha: 0 });
    await rounds.tick();
    expect(await balance(late.userId)).toBe(95_000);
    const [bet] = await t.deps.database.db.select().from(houseCrashBets).where(eq(houseCrashBets.userId, late.userId));
    expect(bet).toMatchObject({ status: 'lost', payoutPoisha: 0 });
  });

  it('refuses a bet after betting closed, a second bet in one game, a bet beyond the balance and a cash-out without a bet', async () => {
    const p = await crashPlayer(3_000);
    const game = await bettingGameCrashingAbove(100);
    await expect(rounds.placeBet(p.session, 5_000, null)).rejects.toMatchObject({ code: 'providerInsufficientFunds' });
    await expect(rounds.cashOut(p.session)).rejects.toMatchObject({ code: 'crashNoOpenBet' });
    await rounds.placeBet(p.session, 1_000, null);
    await expect(rounds.placeBet(p.session, 1_000, null)).rejects.toMatchObject({ code: 'crashAlreadyBet' });
    clock = game.bettingEndsAt;
    const other = await crashPlayer();
    await expect(rounds.placeBet(other.session, 1_000, null)).rejects.toMatchObject({ code: 'crashBettingClosed' });
    expect(await balance(other.userId)).toBe(100_000);
    clock = game.bettingEndsAt + roundDurationMs(game.crashX100);
    await rounds.tick();
  });

  it('every crashed game reveals a hash that verifies backwards to the terminal hash and recomputes its crash point', async () => {
    for (let i = 0; i < 6; i++)
      await bettingGameCrashingAbove(100).then(async (g) => {
        clock = g.bettingEndsAt + roundDurationMs(g.crashX100);
        await rounds.tick();
      });
    const games = await t.deps.database.db.select().from(houseCrashGames).where(eq(houseCrashGames.phase, 'crashed'));
    expect(games.length).toBeGreaterThanOrEqual(6);
    const { terminalHash } = rounds.snapshot();
    const { houseCrashChains } = await import('../db/schema/index.ts');
    const [chain] = await t.deps.database.db.select().from(houseCrashChains);
    for (const g of games) {
      expect(verifyGameHash(g.hash!, g.gameNumber, terminalHash)).toBe(true);
      expect(crashPointX100(g.hash!, chain!.salt)).toBe(g.crashX100);
    }
    const numbers = games.map((g) => g.gameNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it('followers get a contract-shaped snapshot per event, and none shows the crash point or hash before the crash', async () => {
    const p = await crashPlayer();
    const seen: CrashState[] = [];
    const stop = rounds.subscribe((state) => seen.push(crashStateSchema.parse(state)));
    const game = await bettingGameCrashingAbove(200);
    const from = seen.length;
    await rounds.placeBet(p.session, 2_000, 150);
    clock = game.bettingEndsAt;
    await rounds.tick();
    clock = game.bettingEndsAt + msToReachX100(150);
    await rounds.tick();
    clock = game.bettingEndsAt + roundDurationMs(game.crashX100);
    await rounds.tick();
    stop();
    const events = seen.slice(from);
    expect(events.map((e) => e.phase)).toEqual(['betting', 'running', 'running', 'crashed']);
    expect(events[2]!.bets).toEqual([expect.objectContaining({ stake: 20, cashedOut: 1.5, payout: 30 })]);
    for (const e of events.slice(0, 3)) expect([e.hash, e.crashedAt]).toEqual([null, null]);
    expect(events[3]).toMatchObject({ hash: game.hash, crashedAt: game.crashX100 / 100 });
    expect(new Set(events.map((e) => e.version)).size).toBe(4);
    expect(events[0]!.bets[0]!.username).toMatch(/^.{2}\*\*\*$/);
  });

  it('a restart in the middle of a game refunds its open bets and cancels it', async () => {
    const p = await crashPlayer();
    const game = await bettingGameCrashingAbove(100);
    await rounds.placeBet(p.session, 7_000, null);
    expect(await balance(p.userId)).toBe(93_000);
    const next = new CrashRounds(t.deps, houseWalletClient(t.deps), { bettingMs: BETTING_MS, pauseMs: PAUSE_MS, chainLength: 3_000 });
    await next.recover();
    expect(await balance(p.userId)).toBe(100_000);
    const [row] = await t.deps.database.db.select().from(houseCrashGames).where(eq(houseCrashGames.id, game.id));
    expect(row!.phase).toBe('cancelled');
    rounds = next;
  });
});
