// Exchange money races on PostgreSQL (a real pool, so transactions truly overlap). Run with
// TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/exchange-concurrency.test.ts
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBets, exchangeMarkets } from '../../server/db/schema/index.ts';
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
  upcoming,
  type BettingWorld,
} from '../helpers/exchange-kit.ts';
import { cancelBet, placeBet } from '../../server/exchange/bets/place-and-cancel.ts';
import { fillWaitingBet, settleMarket } from '../../server/exchange/bets/settlement.ts';
import { one } from '../../server/db/sql.ts';
import { setLimit } from '../../server/services/safer-play.ts';

let w: BettingWorld;
beforeAll(async () => {
  if (usingPostgres()) w = await bettingWorld({ seed: 61 });
});
afterAll(() => {
  w?.watch.stop();
  w?.feed.stop();
});

const openBetsOf = async (userId: number) =>
  w.t.deps.database.db
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.userId, userId), eq(exchangeBets.state, 'open')));

describe.runIf(usingPostgres())('exchange betting under concurrency on PostgreSQL', () => {
  it.each([
    [1, 'one market'],
    [2, 'one market'],
    [3, 'many markets'],
    [4, 'many markets'],
  ] as const)('50 concurrent bets racing on one balance never take it below zero, and the right number succeed (seed %i, %s)', async (seed, where) => {
    const stake = 100 + seed * 37;
    const fits = 10 + seed * 7;
    const p = await fundedPlayer(w.t, stake * fits + stake / 2);
    const events = [...w.sim.events.values()].filter((e) => e.status === 'upcoming').slice(0, where === 'one market' ? 1 : 25);
    // Backs on the same runner of each market: each holds its whole stake, matched or not (a back
    // loses its stake whatever price it got). At 50 the best case stays below the maximum profit.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placeBet(w.t.deps, p, matchOddsAsk(events[i % events.length]!, 0, 'back', 50, stake), key())),
    );
    expect(answers.filter((a) => a.bet.status === 'refused').map((a) => a.bet.code)).toEqual(Array(50 - fits).fill('exchangeInsufficientBalance'));
    expect(await balance(w.t, p.userId)).toBe(stake / 2);
    expect(await heldFor(w.t, p.userId)).toBe(stake * fits);
    expect(await openBetsOf(p.userId)).toHaveLength(fits);
    await expectInvariants(w);
  });

  it('30 concurrent bets across many markets under a daily loss limit hold at most the limit, and the rest are refused with its message', async () => {
    // Each back holds its whole stake; the limit counts open holds, so ৳1,000 of limit fits 5 bets of ৳200.
    const p = await fundedPlayer(w.t, 10_000);
    await setLimit(w.t.deps.database.db, p.userId, { kind: 'loss', period: 'day', amount: 1000 }, w.t.deps.now());
    const events = [...w.sim.events.values()].filter((e) => e.status === 'upcoming').slice(0, 30);
    const answers = await Promise.allSettled(events.map((ev) => placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 50, 200), key())));
    const placed = answers.filter((a) => a.status === 'fulfilled' && a.value.bet.status !== 'refused');
    const refusals = answers.filter((a) => a.status === 'rejected').map((a) => (a as PromiseRejectedResult).reason as { status: number; code: string });
    expect(placed).toHaveLength(5);
    expect(refusals.map((r) => [r.status, r.code])).toEqual(Array(events.length - 5).fill([403, 'lossLimitDay']));
    expect(await heldFor(w.t, p.userId)).toBe(1000);
    await expectInvariants(w);
  });

  it('one Idempotency-Key sent 30 times at once places one bet, and every answer is that bet', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    const ev = upcoming(w.sim);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 1000, 150), k).catch((err: { status?: number; code?: string }) => ({ error: err.code })),
      ),
    );
    const bets = answers.filter((a): a is Awaited<ReturnType<typeof placeBet>> => 'bet' in a);
    // A repeat that arrives while the first is still in its transaction waits for it and replays it.
    expect(new Set(bets.map((a) => a.bet.id)).size).toBe(1);
    expect(answers.filter((a) => 'error' in a && a.error !== 'idempotencyInProgress')).toEqual([]);
    expect(await openBetsOf(p.userId)).toHaveLength(1);
    expect(await balance(w.t, p.userId)).toBe(10_000 - 150);
    await expectInvariants(w);
  });

  it.each([1, 2, 3, 4, 5])('a fill, a new bet and ten cancels racing on one waiting bet leave it consistent (round %i)', async (round) => {
    const p = await fundedPlayer(w.t, 10_000);
    const ev = upcoming(w.sim);
    const bet = (await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'lay', 1.01, 500), key())).bet;
    expect(bet.status).toBe('unmatched');
    const fill = round * 60;
    const results = await Promise.allSettled([
      fillWaitingBet(w.t.deps, bet.id!, [{ oddsX100: 101, stake: fill * 100 }], () => {}),
      placeBet(w.t.deps, p, matchOddsAsk(ev, 1, 'back', 1000, 100), key()),
      ...Array.from({ length: 10 }, () => cancelBet(w.t.deps, p.userId, bet.id!)),
    ]);
    const cancels = results.slice(2);
    expect(cancels.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(cancels.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 'exchangeNothingToCancel')).toBe(true);
    const [row] = await w.t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.id, bet.id!));
    // The fill either came first (matched, the rest cancelled) or found nothing left to fill.
    expect([0, fill * 100]).toContain(row!.matchedPoisha);
    expect(row!.matchedPoisha + row!.cancelledPoisha).toBe(50_000);
    expect(row!.unmatchedPoisha).toBe(0);
    await expectInvariants(w);
  });

  it('settling a market while bets race onto it never leaves an open bet on a settled market', async () => {
    const p = await fundedPlayer(w.t, 50_000);
    const ev = inPlay(w.sim, (e) => bestBack(e, 0).size > 0);
    await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 1000, 100), key());
    const [, ...answers] = await Promise.all([
      settleMarket(w.t.deps, ev.marketId, { kind: 'winner', selectionId: String(ev.selectionIds[1]) }),
      ...Array.from({ length: 20 }, (_, i) => placeBet(w.t.deps, p, matchOddsAsk(ev, i % 2, 'back', 1000, 100), key())),
    ]);
    await w.watch.flush();
    const [market] = await w.t.deps.database.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, ev.marketId));
    expect(market!.status).toBe('settled');
    expect(await openBetsOf(p.userId)).toEqual([]);
    expect(answers.filter((a) => a.bet.status === 'refused').every((a) => a.bet.code === 'exchangeMarketClosed')).toBe(true);
    // Every unmatched back lapsed at settlement: the whole balance is back.
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([50_000, 0]);
    const entries = await one<{ n: string }>(
      w.t.deps.database.db,
      sql`SELECT count(*) AS n FROM ledger_entries WHERE user_id = ${p.userId} AND kind = 'exchange_settle'`,
    );
    expect(Number(entries!.n)).toBe(0);
    await expectInvariants(w);
  });
});
