// The risk limits under concurrency on PostgreSQL: many bets of one player on one market at once cannot
// together pass the market's maximum stake, nor the player's own maximum profit on a market. Run with
// TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/risk-limits-concurrency.test.ts
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBets } from '../../server/db/schema/index.ts';
import { riskLimits } from '../../server/db/schema/index.ts';
import { placeBet } from '../../server/exchange/bets/place-and-cancel.ts';
import { usingPostgres } from '../helpers/test-db.ts';
import { bettingWorld, expectInvariants, fundedPlayer, key, matchOddsAsk, upcoming, type BettingWorld } from '../helpers/exchange-kit.ts';

let w: BettingWorld;
beforeAll(async () => {
  if (usingPostgres()) w = await bettingWorld({ seed: 63 });
});
afterAll(() => {
  w?.watch.stop();
  w?.feed.stop();
});

const staked = async (userId: number, marketKey: string) => {
  const [row] = await w.t.deps.database.db
    .select({ sum: sql<string>`COALESCE(SUM(${exchangeBets.stakePoisha}), 0)`, n: sql<number>`count(*)::int` })
    .from(exchangeBets)
    .where(and(eq(exchangeBets.userId, userId), eq(exchangeBets.marketKey, marketKey), eq(exchangeBets.state, 'open')));
  return { taka: Number(row!.sum) / 100, bets: row!.n };
};

describe.runIf(usingPostgres())('risk limits under concurrency on PostgreSQL', () => {
  it.each([1, 2, 3])('30 bets at once on one market never stake more than its maximum of ৳1,000 (run %i)', async (run) => {
    const ev = [...w.sim.events.values()].filter((e) => e.status === 'upcoming')[run]!;
    await w.t.deps.database.db.insert(riskLimits).values({ scope: 'market', marketKey: ev.marketId, marketMaxStakePoisha: 100_000 });
    const p = await fundedPlayer(w.t, 50_000);
    // Backs at 50 wait unmatched before the off: each holds its stake, and each counts in full.
    const answers = await Promise.all(Array.from({ length: 30 }, () => placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 50, 200), key())));
    const refused = answers.filter((a) => a.bet.status === 'refused');
    expect(refused.map((a) => a.bet.code)).toEqual(Array(25).fill('riskMarketStakeAboveMax'));
    expect(await staked(p.userId, ev.marketId)).toEqual({ taka: 1000, bets: 5 });
    await expectInvariants(w);
  });

  it("30 bets at once never take the player's own maximum profit on a market past it", async () => {
    const ev = upcoming(w.sim, 'soccer');
    const p = await fundedPlayer(w.t, 50_000);
    // Each back of ৳100 at 50 may win ৳4,900: the player's ৳20,000 allows four.
    await w.t.deps.database.db.insert(riskLimits).values({ scope: 'player', userId: p.userId, marketMaxProfitPoisha: 2_000_000 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', 50, 100), key())));
    expect(answers.filter((a) => a.bet.status === 'refused').map((a) => a.bet.code)).toEqual(Array(26).fill('riskMarketProfitAboveMax'));
    expect(await staked(p.userId, ev.marketId)).toEqual({ taka: 400, bets: 4 });
    // Another player on the same market is not held back by the first one's rule.
    const q = await fundedPlayer(w.t, 50_000);
    const others = await Promise.all(Array.from({ length: 10 }, () => placeBet(w.t.deps, q, matchOddsAsk(ev, 0, 'back', 50, 100), key())));
    expect(others.filter((a) => a.bet.status === 'refused')).toEqual([]);
    await expectInvariants(w);
  });
});
