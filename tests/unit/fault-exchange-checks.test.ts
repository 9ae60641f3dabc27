// The fault runner's exchange checks (tests/faults/exchange-checks.ts) can fail: books that balance
// pass, and each kind of damage the runner looks for is reported.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBets, exchangeHolds } from '../../server/db/schema/index.ts';
import { placeBet } from '../../server/exchange/bets/place-and-cancel.ts';
import { bestBack, bettingWorld, fundedPlayer, key, matchOddsAsk, upcoming, type BettingWorld } from '../helpers/exchange-kit.ts';
import { exchangeViolations } from '../faults/exchange-checks.ts';
import type { Keyed } from '../faults/fault-exchange.ts';

let w: BettingWorld;
const answered: { placements: Keyed[]; cashOuts: Keyed[]; cancelled: Set<number> } = { placements: [], cashOuts: [], cancelled: new Set() };
let waitingId = 0;
let userId = 0;

beforeAll(async () => {
  w = await bettingWorld({ seed: 18 });
  const p = await fundedPlayer(w.t, 5_000);
  userId = p.userId;
  const ev = upcoming(w.sim);
  for (const [side, price] of [
    ['back', bestBack(ev, 0).price],
    ['lay', 1.01],
  ] as const) {
    const k = key();
    const body = matchOddsAsk(ev, 0, side, price, 200);
    const { bet } = await placeBet(w.t.deps, p, body, k);
    answered.placements.push({ path: '/exchange/bets', key: k, body, bettor: { token: p.token }, betIds: [bet.id!], refused: false });
    if (side === 'lay') waitingId = bet.id!;
  }
});
afterAll(() => {
  w?.watch.stop();
  w?.feed.stop();
});

const db = () => w.t.deps.database.db;
const holdOf = async () => (await db().select().from(exchangeHolds).where(eq(exchangeHolds.userId, userId)))[0]!;

describe("the fault runner's exchange checks", () => {
  it('find nothing wrong with a matched and a waiting bet placed through the service', async () => {
    expect(await exchangeViolations(db(), answered)).toEqual([]);
  });

  it("report a hold that is not its bets' liability, and the balance that no longer adds up with it", async () => {
    const hold = await holdOf();
    await db()
      .update(exchangeHolds)
      .set({ holdPoisha: hold.holdPoisha + 100 })
      .where(eq(exchangeHolds.userId, userId));
    const found = await exchangeViolations(db(), answered);
    await db().update(exchangeHolds).set({ holdPoisha: hold.holdPoisha }).where(eq(exchangeHolds.userId, userId));
    expect(found.filter((v) => v.startsWith(`hold of ${hold.holdPoisha + 100}`))).toHaveLength(1);
    expect(found.filter((v) => v.startsWith('balance plus open holds differs from the ledger'))).toHaveLength(1);
  });

  it('report an answered bet that is missing, and a cancel that left money waiting', async () => {
    const found = await exchangeViolations(db(), {
      ...answered,
      placements: [...answered.placements, { ...answered.placements[0]!, key: 'lost', betIds: [999_999] }],
      cancelled: new Set([waitingId]),
    });
    expect(found).toEqual([
      'answered bet 999999 of key lost is missing',
      expect.stringMatching(/^answered cancel left money waiting: .*"id":"?\d+"?.*"unmatched_poisha":"?20000"?/),
    ]);
  });

  it('report one Idempotency-Key that placed two bets, with the unique index taken away', async () => {
    const [bet] = await db().select().from(exchangeBets).where(eq(exchangeBets.id, waitingId));
    await db().execute(sql`DROP INDEX exchange_bets_idempotency_key`);
    const { id: _, ...copy } = bet!;
    await db()
      .insert(exchangeBets)
      .values({ ...copy, state: 'closed', unmatchedPoisha: 0, cancelledPoisha: bet!.unmatchedPoisha });
    const found = await exchangeViolations(db(), answered);
    expect(found.filter((v) => v.startsWith('one Idempotency-Key placed more than one bet'))).toHaveLength(1);
  });
});
