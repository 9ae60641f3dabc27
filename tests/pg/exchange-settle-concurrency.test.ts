// Settlement races on PostgreSQL (a real pool, so transactions truly overlap): bets racing an operator's
// settle, void and roll back; several settles of one market at once; a roll back racing a settle. After
// each: every bet settled exactly once (one exchange_settle entry per player and settlement at most), the
// ledger invariant, no negative balance. Run with
// TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/exchange-settle-concurrency.test.ts
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBets, exchangeMarkets } from '../../server/db/schema/index.ts';
import { rows } from '../../server/db/sql.ts';
import { usingPostgres } from '../helpers/test-db.ts';
import {
  balance,
  bestBack,
  bettingWorld,
  expectInvariants,
  fundedPlayer,
  heldFor,
  inPlay,
  key,
  matchOddsAsk,
  type BettingWorld,
} from '../helpers/exchange-kit.ts';
import { closedMarket } from '../helpers/source-results.ts';
import { placeBet } from '../../server/exchange/bets/place-and-cancel.ts';
import { settleFromSource } from '../../server/exchange/bets/source-settlement.ts';
import { rollBackMarket, settleByHand } from '../../server/exchange/desk/market-decisions.ts';
import { voidMarket } from '../../server/exchange/desk/operator-desk.ts';
import type { SimEvent } from '../../server/exchange/source/simulator/sim-event.ts';
import { loginOperator, seededOwnerActor } from '../helpers/players.ts';

let w: BettingWorld;
let operatorId: number;
beforeAll(async () => {
  if (!usingPostgres()) return;
  w = await bettingWorld({ seed: 62 });
  await loginOperator(w.t);
  const [row] = await rows<{ id: string }>(w.t.deps.database.db, sql`SELECT id FROM users WHERE username = 'opsadmin'`);
  operatorId = Number(row!.id);
});
afterAll(() => {
  w?.watch.stop();
  w?.feed.stop();
});

const used = new Set<string>();
function freshMarket(): SimEvent {
  const ev = inPlay(w.sim, (e) => !used.has(e.marketId) && e.depth.every((d) => (d.back[0]?.size ?? 0) >= 300));
  used.add(ev.marketId);
  return ev;
}
const ask = (ev: SimEvent, r: number) => matchOddsAsk(ev, r, 'back', bestBack(ev, r).price, 100);

/** exchange_settle entries per player on the market: what each settlement paid, one per player at most per settle. */
async function settleEntries(marketKey: string): Promise<Map<number, number>> {
  const found = await rows<{ user_id: string; n: string }>(
    w.t.deps.database.db,
    sql`SELECT user_id, count(*) AS n FROM ledger_entries WHERE kind = 'exchange_settle' AND memo = ${`exchange ${marketKey}`} GROUP BY user_id`,
  );
  return new Map(found.map((r) => [Number(r.user_id), Number(r.n)]));
}
const openBetsOn = async (marketKey: string) =>
  w.t.deps.database.db
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.marketKey, marketKey), eq(exchangeBets.state, 'open')));
const statusOf = async (marketKey: string) =>
  (await w.t.deps.database.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, marketKey)))[0]!.status;

describe.runIf(usingPostgres())('settling, voiding and rolling back under concurrency on PostgreSQL', () => {
  it.each([1, 2, 3])('bets racing an operator settling by hand are each settled once or refused as closed (round %i)', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(w.t, 5000)));
    const ev = freshMarket();
    await placeBet(w.t.deps, players[0]!, ask(ev, 0), key());
    const [settled, ...answers] = await Promise.all([
      settleByHand(w.t.deps, seededOwnerActor(operatorId), ev.marketId, { winners: [String(ev.selectionIds[0])], reason: 'Official result' }),
      ...Array.from({ length: 16 }, (_, i) => placeBet(w.t.deps, players[i % 4]!, ask(ev, i % 2), key())),
    ]);
    await w.watch.flush();
    expect(settled.status).toBe('settled');
    expect(await openBetsOn(ev.marketId)).toEqual([]);
    expect(answers.filter((a) => a.bet.status === 'refused').every((a) => a.bet.code === 'exchangeMarketClosed')).toBe(true);
    for (const n of (await settleEntries(ev.marketId)).values()) expect(n).toBe(1);
    for (const p of players) expect(await heldFor(w.t, p.userId)).toBe(0);
    await expectInvariants(w);
  });

  it('bets racing a void and a roll back leave every stake refunded or held again, never both', async () => {
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(w.t, 5000)));
    const ev = freshMarket();
    for (const p of players) await placeBet(w.t.deps, p, ask(ev, 0), key());
    await Promise.allSettled([
      voidMarket(w.t.deps, seededOwnerActor(operatorId), ev.marketId, 'Race void'),
      ...Array.from({ length: 9 }, (_, i) => placeBet(w.t.deps, players[i % 3]!, ask(ev, 1), key())),
    ]);
    expect(await statusOf(ev.marketId)).toBe('void');
    for (const p of players) expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([5000, 0]);
    const results = await Promise.allSettled([
      rollBackMarket(w.t.deps, seededOwnerActor(operatorId), ev.marketId, 'Void was wrong'),
      ...Array.from({ length: 9 }, (_, i) => placeBet(w.t.deps, players[i % 3]!, ask(ev, 1), key())),
    ]);
    expect(results[0]!.status).toBe('fulfilled');
    // Rolled back: each player's stakes are held again, exactly what the void released; no new bet got in.
    for (const p of players) {
      const held = await heldFor(w.t, p.userId);
      expect(held).toBeGreaterThan(0);
      expect((await balance(w.t, p.userId)) + held).toBe(5000);
    }
    await expectInvariants(w);
  });

  it.each([1, 2, 3])('several settles of one market at once pay every player once (round %i)', async () => {
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(w.t, 5000)));
    const ev = freshMarket();
    for (const [i, p] of players.entries()) await placeBet(w.t.deps, p, ask(ev, i % 2), key());
    const closed = closedMarket(ev, ['WINNER', 'LOSER']);
    await Promise.allSettled([
      settleFromSource(w.t.deps, closed),
      settleFromSource(w.t.deps, closed),
      settleFromSource(w.t.deps, closed),
      settleByHand(w.t.deps, seededOwnerActor(operatorId), ev.marketId, { winners: [String(ev.selectionIds[0])], reason: 'Official result' }),
    ]);
    expect(await statusOf(ev.marketId)).toBe('settled');
    const entries = await settleEntries(ev.marketId);
    expect([...entries.values()]).toEqual([1, 1, 1]);
    await expectInvariants(w);
  });

  it.each([1, 2, 3, 4])('a roll back racing settles ends settled once on the new result, or waiting with nothing paid (round %i)', async () => {
    const [a, b] = await Promise.all([fundedPlayer(w.t, 5000), fundedPlayer(w.t, 5000)]);
    const ev = freshMarket();
    await placeBet(w.t.deps, a, ask(ev, 0), key());
    await placeBet(w.t.deps, b, ask(ev, 1), key());
    const [heldA, heldB] = [await heldFor(w.t, a.userId), await heldFor(w.t, b.userId)];
    const closed = closedMarket(ev, ['WINNER', 'LOSER']);
    await settleFromSource(w.t.deps, closed);
    await Promise.allSettled([
      rollBackMarket(w.t.deps, seededOwnerActor(operatorId), ev.marketId, 'Wrong winner'),
      settleFromSource(w.t.deps, closed),
      settleByHand(w.t.deps, seededOwnerActor(operatorId), ev.marketId, { winners: [String(ev.selectionIds[1])], reason: 'Corrected' }),
      settleFromSource(w.t.deps, closed),
    ]);
    const status = await statusOf(ev.marketId);
    if (status === 'open') {
      // Rolled back after the hand settle was refused (the market was still settled when it looked).
      expect([await balance(w.t, a.userId), await balance(w.t, b.userId)]).toEqual([5000 - heldA, 5000 - heldB]);
    } else {
      expect(status).toBe('settled');
      // Settled on the corrected winner: A's back lost, B's won; nothing of the first result is left.
      expect(await balance(w.t, a.userId)).toBe(5000 - 100);
      expect(await balance(w.t, b.userId)).toBeGreaterThan(5000);
    }
    expect(await openBetsOn(ev.marketId)).toHaveLength(status === 'open' ? 2 : 0);
    await expectInvariants(w);
  });
});
