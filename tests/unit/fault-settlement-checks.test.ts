// The fault runner's settlement checks (tests/faults/fault-settlement.ts) can fail: a settled market,
// a voided one and a played slot round pass, and each kind of damage the runner looks for is reported.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeHolds, exchangeMarkets, houseRounds, ledgerEntries } from '../../server/db/schema/index.ts';
import { placeBet } from '../../server/exchange/bets/place-and-cancel.ts';
import { settleMarket } from '../../server/exchange/bets/settlement.ts';
import { postEntry } from '../../server/services/ledger.ts';
import { GAME_SESSION_HEADER } from '../../contracts/games.ts';
import { HOUSE_CODES, launchTokenOf } from '../helpers/casino-kit.ts';
import { bestBack, bettingWorld, fundedPlayer, key, matchOddsAsk, upcoming, type BettingWorld } from '../helpers/exchange-kit.ts';
import { settledCounts, settlementViolations } from '../faults/fault-settlement.ts';

let w: BettingWorld;
let userId = 0;
let settledKey = '';
let voidKey = '';
let roundId = 0;

beforeAll(async () => {
  w = await bettingWorld({ seed: 19 });
  const p = await fundedPlayer(w.t, 5_000);
  userId = p.userId;
  const [a, b] = [upcoming(w.sim, 'soccer'), upcoming(w.sim, 'tennis')];
  for (const ev of [a, b]) await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 200), key());
  settledKey = a.marketId;
  voidKey = b.marketId;
  await settleMarket(w.t.deps, settledKey, { kind: 'winner', selectionId: String(a.selectionIds[0]) });
  await settleMarket(w.t.deps, voidKey, { kind: 'void', reason: 'Abandoned' });
  // The slot opened as its screen opens it: launch, game session, one spin.
  const run = await w.t.call('POST', '/api/game-run', { token: p.token, body: { gameCode: HOUSE_CODES.slot, gameType: 'SLOT', platform: 'CHAKKA' } });
  const session = await w.t.call('POST', '/api/house/session', { body: { launchToken: launchTokenOf(run.body.url) } });
  const spin = await w.t.call('POST', '/api/house/slot/spin', { body: { stake: 20 }, headers: { [GAME_SESSION_HEADER]: session.body.sessionToken } });
  expect(spin.status).toBe(200);
  roundId = spin.body.fair.roundId;
});
afterAll(() => {
  w?.watch.stop();
  w?.feed.stop();
});

const db = () => w.t.deps.database.db;
const found = async (prefix: string, voided = new Set([voidKey]), answered: number[] = []) =>
  (await settlementViolations(db(), voided, answered)).filter((v) => v.startsWith(prefix));

describe("the fault runner's settlement checks", () => {
  it('find nothing wrong with a settled market, a voided one and a played slot round, and count both markets', async () => {
    expect(await settlementViolations(db(), new Set([voidKey]))).toEqual([]);
    expect(await settledCounts(db())).toEqual({ settled: 1, voided: 1 });
  });

  it('report a market left settling with its hold open, and an answered void the market does not show', async () => {
    await db().update(exchangeMarkets).set({ status: 'settling' }).where(eq(exchangeMarkets.marketKey, settledKey));
    expect(await found('market left settling')).toHaveLength(1);
    await db().update(exchangeMarkets).set({ status: 'settled' }).where(eq(exchangeMarkets.marketKey, settledKey));
    await db().update(exchangeHolds).set({ status: 'open' }).where(eq(exchangeHolds.marketKey, settledKey));
    expect(await found('open hold on a finished market')).toHaveLength(1);
    await db().update(exchangeHolds).set({ status: 'settled' }).where(eq(exchangeHolds.marketKey, settledKey));
    expect(await found('answered void left the market', new Set([voidKey, settledKey]))).toHaveLength(1);
  });

  it('report a slot round left open past the orphan wait, an answered one not settled, and a settled one whose payout the ledger does not show', async () => {
    await db().update(houseRounds).set({ status: 'open' }).where(eq(houseRounds.id, roundId));
    expect(await found('answered house round not settled', new Set([voidKey]), [roundId])).toHaveLength(1);
    await db().update(houseRounds).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(houseRounds.id, roundId));
    expect(await found('house round not settled exactly once')).toHaveLength(1);
    await db()
      .update(houseRounds)
      .set({ status: 'settled', payoutPoisha: sql`${houseRounds.payoutPoisha} + 100` })
      .where(eq(houseRounds.id, roundId));
    expect(await found('house round not settled exactly once')).toHaveLength(1);
    await db()
      .update(houseRounds)
      .set({ payoutPoisha: sql`${houseRounds.payoutPoisha} - 100` })
      .where(eq(houseRounds.id, roundId));
    expect(await settlementViolations(db(), new Set([voidKey]))).toEqual([]);
  });
  // Last: the ledger is append-only, so the extra entries stay.
  it('report a settled position paid twice, and a settle entry on a void position', async () => {
    const [paid] = await db().select().from(ledgerEntries).where(sql`${ledgerEntries.kind} = 'exchange_settle' AND ${ledgerEntries.userId} = ${userId}`);
    await postEntry(db(), { userId, amountPoisha: paid!.amountPoisha, kind: 'exchange_settle', memo: paid!.memo });
    await postEntry(db(), { userId, amountPoisha: 100, kind: 'exchange_settle', memo: `exchange ${voidKey}` });
    const twice = await found('settled position not paid exactly once');
    const stray = await found('settle entry with no settled position');
    expect(twice.map((v) => v.includes(settledKey) || v.includes(voidKey))).toEqual([true, true]);
    expect(stray).toHaveLength(1);
  });
});
