// Settling from the source's CLOSED market, on the real server and database: every bet settled exactly
// once however often the message comes (and after a restart), PLACE markets with several winners, a
// dead heat, a non-runner voiding its bets and reducing the prices matched before its removal, and a
// market closed without a result waiting for the operator, its bets and holds untouched.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBets, exchangeFills, exchangeMarketDecisions, exchangeMarkets } from '../../db/schema/index.ts';
import { one } from '../../db/sql.ts';
import {
  EVENING,
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
} from '../../../tests/helpers/exchange-kit.ts';
import { closedMarket } from '../../../tests/helpers/source-results.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import { deadHeatPnl, factorBp, reduceOdds } from '../maths/racing-rules.ts';
import { winAmount } from '../maths/price.ts';
import { installMarketWatch } from './running-watch.ts';
import { placeBet } from './place-and-cancel.ts';
import { settleFromSource } from './source-settlement.ts';

let w: BettingWorld;
beforeAll(async () => {
  w = await bettingWorld({ seed: 47, startMs: EVENING });
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const used = new Set<string>();
/** An in-play market no other test here has bet on, with three runners when asked (soccer). */
function freshMarket(runners = 2): SimEvent {
  const ev = inPlay(w.sim, (e) => !used.has(e.marketId) && e.selectionIds.length >= runners && e.depth.every((d) => (d.back[0]?.size ?? 0) >= 500));
  used.add(ev.marketId);
  return ev;
}

/** Backs `stake` taka on runner `r` at its best price: matched at once. Returns the matched odds × 100. */
async function back(p: { userId: number; ip: string | null }, ev: SimEvent, r: number, stake: number): Promise<number> {
  const placed = (await placeBet(w.t.deps, p, matchOddsAsk(ev, r, 'back', bestBack(ev, r).price, stake), key())).bet;
  expect(placed.status, JSON.stringify(placed)).toBe('matched');
  const [fill] = await w.t.deps.database.db.select().from(exchangeFills).where(eq(exchangeFills.betId, placed.id!));
  return fill!.oddsX100;
}

const settleEntries = async (userId: number) =>
  Number(
    (await one<{ n: string }>(w.t.deps.database.db, sql`SELECT count(*) AS n FROM ledger_entries WHERE user_id = ${userId} AND kind = 'exchange_settle'`))!.n,
  );

describe('a CLOSED market from the source', () => {
  it('settles every bet once, however often CLOSED comes, and after a restart', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    const ev = freshMarket();
    const odds = await back(p, ev, 0, 400);
    const closed = closedMarket(ev, ['WINNER', 'LOSER']);
    expect(await settleFromSource(w.t.deps, closed)).toBe('settled');
    expect(await settleFromSource(w.t.deps, closed)).toBe('settled');
    w.watch.stop();
    w.watch = await installMarketWatch(w.t.deps, { delayScale: 0 });
    expect(await settleFromSource(w.t.deps, closed)).toBe('settled');
    expect(await settleEntries(p.userId)).toBe(1);
    expect(await balance(w.t, p.userId)).toBe((1_000_000 + winAmount(40_000, odds)) / 100);
    const decisions = await w.t.deps.database.db.select().from(exchangeMarketDecisions).where(eq(exchangeMarketDecisions.marketKey, ev.marketId));
    expect(decisions.map((d) => [d.action, d.decidedBy])).toEqual([['settle', null]]);
    await expectInvariants(w);
  });

  it('an open market changes nothing, and a market without bets is not ours', async () => {
    const ev = freshMarket();
    expect(await settleFromSource(w.t.deps, { ...closedMarket(ev, []), status: 'OPEN' })).toBe('no-bets');
    const p = await fundedPlayer(w.t, 1000);
    await back(p, ev, 1, 200);
    expect(await settleFromSource(w.t.deps, { ...closedMarket(ev, ['ACTIVE', 'ACTIVE']), status: 'OPEN' })).toBe('open');
    expect(await heldFor(w.t, p.userId)).toBe(200);
  });

  it('a PLACE market pays every placed runner, holding the worst set of winners before', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    const ev = freshMarket(3);
    const a = await back(p, ev, 0, 300);
    // The market as a two-place market from here on (the simulator has none of its own).
    await w.t.deps.database.db.update(exchangeMarkets).set({ numberOfWinners: 2 }).where(eq(exchangeMarkets.marketKey, ev.marketId));
    const b = await back(p, ev, 1, 200);
    const c = await back(p, ev, 2, 100);
    // Two of three place: the worst is the two cheapest wins, never all three losing.
    const worst = Math.min(
      winAmount(30_000, a) + winAmount(20_000, b) - 10_000,
      winAmount(30_000, a) - 20_000 + winAmount(10_000, c),
      -30_000 + winAmount(20_000, b) + winAmount(10_000, c),
    );
    expect(await heldFor(w.t, p.userId)).toBe(Math.max(0, -worst) / 100);
    expect(await settleFromSource(w.t.deps, closedMarket(ev, ['WINNER', 'LOSER', 'WINNER'], 2))).toBe('settled');
    expect(await balance(w.t, p.userId)).toBe((1_000_000 + winAmount(30_000, a) - 20_000 + winAmount(10_000, c)) / 100);
    const won = await w.t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.userId, p.userId)).orderBy(exchangeBets.id);
    expect(won.map((x) => x.outcome)).toEqual(['won', 'lost', 'won']);
    await expectInvariants(w);
  });

  it('a dead heat for the win pays half the stake at the price', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    const ev = freshMarket(3);
    const a = await back(p, ev, 0, 500);
    expect(await settleFromSource(w.t.deps, closedMarket(ev, ['WINNER', 'WINNER', 'LOSER']))).toBe('settled');
    expect(await balance(w.t, p.userId)).toBe((1_000_000 + deadHeatPnl('back', 50_000, a, 2)) / 100);
    await expectInvariants(w);
  });

  it('a non-runner voids its bets and reduces the prices matched before its removal, not after', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    const ev = freshMarket(3);
    const before = await back(p, ev, 0, 400);
    await back(p, ev, 2, 250);
    // The runner is withdrawn just after the first two fills matched.
    const { at } = (await one<{ at: string }>(
      w.t.deps.database.db,
      sql`SELECT (extract(epoch FROM max(f.created_at)) * 1000)::bigint AS at FROM exchange_fills f JOIN exchange_bets b ON b.id = f.bet_id WHERE b.user_id = ${p.userId}`,
    ))!;
    await new Promise((r) => setTimeout(r, 5));
    const after = await back(p, ev, 0, 100);
    const closed = closedMarket(ev, ['WINNER', 'LOSER', { removed: 25.5, at: Number(at) }]);
    expect(await settleFromSource(w.t.deps, closed)).toBe('settled');
    const paid = winAmount(40_000, reduceOdds(before, factorBp(25.5))) + winAmount(10_000, after);
    expect(await balance(w.t, p.userId)).toBe((1_000_000 + paid) / 100);
    const rows = await w.t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.userId, p.userId)).orderBy(exchangeBets.id);
    expect(rows.map((r) => [r.state, r.outcome, r.profitLossPoisha])).toEqual([
      ['settled', 'won', winAmount(40_000, reduceOdds(before, factorBp(25.5)))],
      ['void', null, 0],
      ['settled', 'won', winAmount(10_000, after)],
    ]);
    await expectInvariants(w);
  });

  it('closed without a winner, the market waits for the operator: nothing is settled or voided', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    const ev = freshMarket();
    await back(p, ev, 0, 400);
    expect(await settleFromSource(w.t.deps, closedMarket(ev, ['LOSER', 'LOSER']))).toBe('waiting');
    // A later message with winners does not settle it either: only the operator does now.
    expect(await settleFromSource(w.t.deps, closedMarket(ev, ['WINNER', 'LOSER']))).toBe('waiting');
    const [market] = await w.t.deps.database.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, ev.marketId));
    expect([market!.status, market!.flagged]).toEqual(['open', 'exchangeMarketNoResult']);
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([9600, 400]);
    const open = await w.t.deps.database.db
      .select()
      .from(exchangeBets)
      .where(and(eq(exchangeBets.userId, p.userId), eq(exchangeBets.state, 'open')));
    expect(open).toHaveLength(1);
    await expectInvariants(w);
  });
});
