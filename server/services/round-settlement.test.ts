// Settling a round: the betting record and the turnover advance happen in the win's transaction,
// with the money; a failure in the middle leaves none of them, and the same win then settles once.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { balance, betBody, expectLedgerInvariant, signedCall, SLOT_CODE, txId, walletPlayer, type WalletPlayer } from '../../tests/helpers/provider-kit.ts';
import { bettingRecords, depositRequests, providerRounds, providerTransactions, turnoverRequirements } from '../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectLedgerInvariant(t);
});

async function requireTurnover(w: WalletPlayer, poisha: number): Promise<number> {
  const db = t.deps.database.db;
  const [dep] = await db.insert(depositRequests).values({ userId: w.userId, amountPoisha: 100_000, status: 'approved' }).returning({ id: depositRequests.id });
  const [req] = await db
    .insert(turnoverRequirements)
    .values({ userId: w.userId, depositId: dep!.id, requiredPoisha: poisha, remainingPoisha: poisha })
    .returning({ id: turnoverRequirements.id });
  return req!.id;
}
const remaining = async (id: number) => (await t.deps.database.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.id, id)))[0]!;
const recordsOf = (w: WalletPlayer) => t.deps.database.db.select().from(bettingRecords).where(eq(bettingRecords.userId, w.userId));
const winBody = (w: WalletPlayer, roundId: string, amount: number) => ({
  txId: txId('win'),
  playerId: w.playerId,
  roundId,
  gameCode: SLOT_CODE,
  currency: 'BDT',
  amount,
  roundClosed: true,
});

describe('a settled round', () => {
  it("writes one betting record with the catalogue's platform, type and name, and advances turnover by its stakes", async () => {
    const w = await walletPlayer(t, 50_000);
    const requirement = await requireTurnover(w, 10_000);
    const first = betBody(w, 3_000);
    await signedCall(t.deps, 'bet', first);
    await signedCall(t.deps, 'bet', betBody(w, 2_000, { roundId: first.roundId }));
    await signedCall(t.deps, 'win', { ...winBody(w, first.roundId, 1_200), roundClosed: false });
    expect(await recordsOf(w)).toHaveLength(0);
    expect((await remaining(requirement)).remainingPoisha).toBe(10_000);
    await signedCall(t.deps, 'win', winBody(w, first.roundId, 800));
    expect(await recordsOf(w)).toEqual([
      expect.objectContaining({
        platform: 'CHAKKA',
        gameType: 'SLOT',
        gameName: 'Lucky Sixes',
        gameCode: SLOT_CODE,
        betPoisha: 5_000,
        winPoisha: 2_000,
      }),
    ]);
    expect((await remaining(requirement)).remainingPoisha).toBe(5_000);
    expect(await balance(t, w)).toBe(47_000);
  });

  it('completes a requirement and moves on to the next, oldest first', async () => {
    const w = await walletPlayer(t, 50_000);
    const older = await requireTurnover(w, 4_000);
    const newer = await requireTurnover(w, 4_000);
    const bet = betBody(w, 6_000);
    await signedCall(t.deps, 'bet', bet);
    await signedCall(t.deps, 'win', winBody(w, bet.roundId, 0));
    expect(await remaining(older)).toMatchObject({ remainingPoisha: 0, status: 'complete' });
    expect(await remaining(newer)).toMatchObject({ remainingPoisha: 2_000, status: 'active' });
  });

  it('a round whose bet was rolled back is cancelled: no record, no turnover', async () => {
    const w = await walletPlayer(t, 10_000);
    const requirement = await requireTurnover(w, 5_000);
    const bet = betBody(w, 2_000);
    await signedCall(t.deps, 'bet', bet);
    await signedCall(t.deps, 'rollback', {
      txId: txId('rb'),
      playerId: w.playerId,
      roundId: bet.roundId,
      gameCode: SLOT_CODE,
      currency: 'BDT',
      betTxId: bet.txId,
    });
    const [round] = await t.deps.database.db.select().from(providerRounds).where(eq(providerRounds.roundId, bet.roundId));
    expect(round).toMatchObject({ status: 'cancelled', betPoisha: 0 });
    expect(await recordsOf(w)).toHaveLength(0);
    expect((await remaining(requirement)).remainingPoisha).toBe(5_000);
  });

  it('crashing midway (the turnover update fails) leaves no credit, record, settlement or transaction; the retry settles once', async () => {
    const w = await walletPlayer(t, 10_000);
    const requirement = await requireTurnover(w, 5_000);
    const bet = betBody(w, 2_000);
    await signedCall(t.deps, 'bet', bet);
    const win = winBody(w, bet.roundId, 3_000);
    const db = t.deps.database.db;
    await t.deps.database.execRaw(`
      CREATE FUNCTION fail_midway() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash midway'; END; $$;
      CREATE TRIGGER fail_midway BEFORE UPDATE ON turnover_requirements FOR EACH ROW EXECUTE FUNCTION fail_midway();`);
    try {
      await expect(signedCall(t.deps, 'win', win)).rejects.toThrow();
    } finally {
      await t.deps.database.execRaw('DROP TRIGGER fail_midway ON turnover_requirements; DROP FUNCTION fail_midway();');
    }
    expect(await balance(t, w)).toBe(8_000);
    expect(await recordsOf(w)).toHaveLength(0);
    expect((await remaining(requirement)).remainingPoisha).toBe(5_000);
    const [round] = await db.select().from(providerRounds).where(eq(providerRounds.roundId, bet.roundId));
    expect(round).toMatchObject({ status: 'open', winPoisha: 0 });
    expect(await db.select().from(providerTransactions).where(eq(providerTransactions.txId, win.txId))).toHaveLength(0);

    expect(await signedCall(t.deps, 'win', win)).toMatchObject({ status: 'OK', balance: 11_000 });
    expect(await signedCall(t.deps, 'win', win)).toMatchObject({ status: 'OK', balance: 11_000 });
    expect(await recordsOf(w)).toHaveLength(1);
    expect((await remaining(requirement)).remainingPoisha).toBe(3_000);
    const wins = await db.execute(sql`SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = ${w.userId} AND kind = 'casino_win'`);
    expect((wins as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
