// The house instant games end to end at the service level: launch, session, rounds through the signed
// wallet path, provable fairness re-derived from the revealed seed, and recovery of a half-played round.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { expectLedgerInvariant, walletPlayer } from '../../tests/helpers/provider-kit.ts';
import { bettingRecords, houseRounds, providerTransactions } from '../db/schema/index.ts';
import { balanceOf } from './ledger.ts';
import { createLaunch } from './game-sessions.ts';
import { getHouseRound, getSeeds, listHouseRounds, openHouseSession, playJhandiMunda, resolveGameSession, rotateSeeds, spinSlot } from './house-games.ts';
import { houseWalletClient, housePlayer, type WalletClient } from '../house/wallet-client.ts';
import { playInstantRound, resumeOpenRounds } from '../house/instant-rounds.ts';
import { ORPHANED_ROUND_MS } from '../house/background.ts';
import { slotOutcome } from '../../games/slot.ts';
import { jhandiMundaOutcome } from '../../games/jhandi-munda.ts';
import { serverSeedHash } from '../../games/fair-random.ts';
import { houseRoundResponseSchema, jhandiMundaPlayResponseSchema, seedsResponseSchema, slotSpinResponseSchema } from '../../contracts/games.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectLedgerInvariant(t);
});

/** A player with `poisha` whose house game screen has opened its session from a launch token. */
async function houseScreen(poisha: number, gameCode = 'chakka_lucky_sixes') {
  const w = await walletPlayer(t, poisha);
  const launchToken = await createLaunch(t.deps.database.db, {
    userId: w.userId,
    siteSessionId: null,
    platform: 'CHAKKA',
    gameCode,
    language: 'en',
    now: t.deps.now(),
  });
  const session = await openHouseSession(t.deps, launchToken);
  return { ...w, session: session.sessionToken, opened: session };
}

describe('Lucky Sixes', () => {
  it('a spin stakes and pays through the provider wallet, settles its round and writes the betting record', async () => {
    const p = await houseScreen(100_000);
    expect(p.opened).toMatchObject({ balance: 1000, currency: 'BDT', gameCode: 'chakka_lucky_sixes' });
    const spin = await spinSlot(t.deps, p.session, 20);
    expect(slotSpinResponseSchema.parse(spin)).toEqual(spin);
    expect(spin.balance).toBe(1000 - 20 + spin.payout);
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(100_000 - 2_000 + spin.payout * 100);
    const txs = await t.deps.database.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.userId, p.userId), eq(providerTransactions.provider, 'CHAKKA')));
    expect(txs.map((x) => [x.kind, x.status, x.amountPoisha]).sort()).toEqual([
      ['bet', 'accepted', 2_000],
      ['win', 'accepted', spin.payout * 100],
    ]);
    expect(await t.deps.database.db.select().from(bettingRecords).where(eq(bettingRecords.userId, p.userId))).toEqual([
      expect.objectContaining({ gameName: 'Lucky Sixes', gameType: 'SLOT', betPoisha: 2_000, winPoisha: spin.payout * 100 }),
    ]);
  });

  it('after rotating the seeds every past spin is recomputed from the revealed server seed', async () => {
    const p = await houseScreen(100_000);
    const before = await getSeeds(t.deps.database.db, p.userId);
    const spins = [];
    for (let i = 0; i < 5; i++) spins.push(await spinSlot(t.deps, p.session, 10));
    expect(spins.map((s) => s.fair.nonce)).toEqual([0, 1, 2, 3, 4]);
    for (const s of spins) expect(s.fair.serverSeedHash).toBe(before.active.serverSeedHash);
    expect((await getHouseRound(t.deps.database.db, p.userId, spins[0]!.fair.roundId)).serverSeed).toBeNull();
    expect((await getSeeds(t.deps.database.db, p.userId)).revealed).toBeNull();

    const rotated = seedsResponseSchema.parse(await rotateSeeds(t.deps.database.db, p.userId, 'my-own-seed', t.deps.now()));
    expect((await getSeeds(t.deps.database.db, p.userId)).revealed).toEqual(rotated.revealed);
    expect(rotated.revealed).toMatchObject({ serverSeedHash: before.active.serverSeedHash, rounds: 5 });
    expect(serverSeedHash(rotated.revealed!.serverSeed)).toBe(before.active.serverSeedHash);
    expect(rotated.active).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    for (const s of spins) {
      const round = houseRoundResponseSchema.parse(await getHouseRound(t.deps.database.db, p.userId, s.fair.roundId));
      const again = slotOutcome({ serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce }, 1_000);
      expect(again.window).toEqual(s.window);
      expect(again.payoutPoisha / 100).toBe(s.payout);
    }
    expect((await spinSlot(t.deps, p.session, 10)).fair).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
  });

  it('a spin the balance cannot cover is refused, moves nothing and leaves its round cancelled', async () => {
    const p = await houseScreen(1_500);
    await expect(spinSlot(t.deps, p.session, 20)).rejects.toMatchObject({ status: 409, code: 'providerInsufficientFunds' });
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(1_500);
    const [round] = await t.deps.database.db.select().from(houseRounds).where(eq(houseRounds.userId, p.userId));
    expect(round!.status).toBe('cancelled');
  });

  it("a missing or unknown game session is refused with 401, and one player cannot read another's round", async () => {
    await expect(spinSlot(t.deps, undefined, 10)).rejects.toMatchObject({ status: 401, code: 'gameSessionInvalid' });
    await expect(spinSlot(t.deps, 'A'.repeat(43), 10)).rejects.toMatchObject({ status: 401, code: 'gameSessionInvalid' });
    const a = await houseScreen(10_000);
    const b = await houseScreen(10_000);
    const spin = await spinSlot(t.deps, a.session, 10);
    await expect(getHouseRound(t.deps.database.db, b.userId, spin.fair.roundId)).rejects.toMatchObject({ status: 404 });
    expect((await listHouseRounds(t.deps, a.userId)).rounds.map((r) => r.roundId)).toEqual([spin.fair.roundId]);
    expect((await resolveGameSession(t.deps, a.session)).userId).toBe(a.userId);
  });
});

describe('Jhandi Munda', () => {
  it('stakes on several symbols settle as one round, recomputable from the seeds', async () => {
    const p = await houseScreen(100_000, 'chakka_jhandi_munda');
    const play = await playJhandiMunda(t.deps, p.session, { crown: 50, flag: 20 });
    expect(jhandiMundaPlayResponseSchema.parse(play)).toEqual(play);
    expect(play.stake).toBe(70);
    expect(play.balance).toBe(1000 - 70 + play.payout);
    const round = await getHouseRound(t.deps.database.db, p.userId, play.fair.roundId);
    const { revealed } = await rotateSeeds(t.deps.database.db, p.userId, 'new-seed', t.deps.now());
    const again = jhandiMundaOutcome({ serverSeed: revealed!.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }, { crown: 5_000, flag: 2_000 });
    expect(again.dice).toEqual(play.dice);
    expect(again.payoutPoisha / 100).toBe(play.payout);
  });
});

describe('a round cut short between its bet and its win', () => {
  /** A player with 100 taka whose 10-taka slot spin stakes, then its process dies before the win is paid. */
  async function roundLeftOpen() {
    const p = await houseScreen(10_000);
    const real = houseWalletClient(t.deps);
    const dying: WalletClient = {
      call: (action, body) => (action === 'win' ? Promise.reject(new Error('process died')) : real.call(action, body)),
    };
    const player = await housePlayer(real, p.session);
    await expect(
      playInstantRound(t.deps, dying, player, {
        game: 'slot',
        stakePoisha: 1_000,
        bet: { stake: 1_000 },
        outcome: (seeds) => slotOutcome(seeds, 1_000),
      }),
    ).rejects.toThrow('process died');
    return { p, real };
  }

  it('is rolled back at the next start: the stake comes back and the round is cancelled', async () => {
    const { p, real } = await roundLeftOpen();
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(9_000);
    expect(await resumeOpenRounds(t.deps, real, 0)).toBe(1);
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(10_000);
    const [round] = await t.deps.database.db.select().from(houseRounds).where(eq(houseRounds.userId, p.userId));
    expect(round!.status).toBe('cancelled');
  });

  it('beside other processes, is rolled back only once it is older than a round can be, on the database clock', async () => {
    const { p, real } = await roundLeftOpen();
    // This process's clock runs two minutes ahead of the database's (another host's skew): the round is still
    // fresh, maybe being played elsewhere, and is left alone.
    const ownClock = t.deps.now;
    t.deps.now = () => new Date(Date.now() + 2 * ORPHANED_ROUND_MS);
    try {
      expect(await resumeOpenRounds(t.deps, real, ORPHANED_ROUND_MS)).toBe(0);
    } finally {
      t.deps.now = ownClock;
    }
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(9_000);
    // Aged past the limit on the database clock, it is a dead process's leftover.
    await t.deps.database.db
      .update(houseRounds)
      .set({ createdAt: sql`now() - make_interval(secs => ${(2 * ORPHANED_ROUND_MS) / 1000})` })
      .where(and(eq(houseRounds.userId, p.userId), eq(houseRounds.status, 'open')));
    expect(await resumeOpenRounds(t.deps, real, ORPHANED_ROUND_MS)).toBe(1);
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(10_000);
  });
});
