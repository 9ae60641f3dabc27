// What the simulator does to bets: waiting bets match when the book reaches them, lapse when the
// event turns in play, and every bet settles when its market does, with the ledger invariant after each.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepPrice } from '../../../contracts/exchange-ladder.ts';
import { inningsView } from '../source/bet-quotes.ts';
import { fancyLines } from '../source/simulator/fancy-derivation.ts';
import { lineResult } from '../maths/fancy-lines.ts';
import {
  advanceUntil,
  balance,
  bestBack,
  bestLay,
  bettingWorld,
  cricketInPlay,
  inPlay,
  expectInvariants,
  fundedPlayer,
  heldFor,
  key,
  matchOddsAsk,
  upcoming,
  type BettingWorld,
} from '../../../tests/helpers/exchange-kit.ts';
import { one } from '../../db/sql.ts';
import { placeBet } from './place-and-cancel.ts';
import { listBets } from './bet-views.ts';
import { settleMarket } from './settlement.ts';
import { updateExchangeSettings, getExchangeSettings } from './settings.ts';
import { seededOwnerActor } from '../../../tests/helpers/players.ts';

let w: BettingWorld;
beforeAll(async () => {
  w = await bettingWorld({ seed: 44, ballMs: 3000 });
});
afterAll(() => {
  w.watch.stop();
  w.feed.stop();
});

const bets = async (userId: number, status: 'open' | 'settled') => (await listBets(w.t.deps, userId, { status })).bets;

describe('waiting bets', () => {
  it('a back above the book matches when the prices reach it, at the better price', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = cricketInPlay(w.sim);
    const price = stepPrice(bestBack(ev, 0).price, 1);
    const placed = (await placeBet(w.t.deps, p, matchOddsAsk(ev, 0, 'back', price, 100), key())).bet;
    expect(placed.status).toBe('unmatched');
    let matched = 0;
    for (let i = 0; i < 1200 && matched === 0 && ev.status === 'inplay'; i++) {
      w.sim.advance(1000);
      await w.watch.flush();
      matched = (await bets(p.userId, 'open'))[0]?.matchedStake ?? 0;
    }
    expect(matched, 'the waiting back matched once the book reached it').toBeGreaterThan(0);
    const [bet] = await bets(p.userId, 'open');
    expect(bet!.averagePrice).toBeGreaterThanOrEqual(price);
    expect(await heldFor(w.t, p.userId)).toBe(100);
    await expectInvariants(w);
  });

  it('an unmatched bet placed before the off lapses when the event turns in play, and its hold is released', async () => {
    const p = await fundedPlayer(w.t, 5000);
    const ev = upcoming(w.sim, 'soccer');
    // Placed in the last minute before the off: the next scheduled start may be hours away, and in
    // hours the pre-match book may drift to the bet's price and match it, as a waiting bet should.
    advanceUntil(w.sim, () => ev.openDate - w.sim.now <= 60_000);
    expect(ev.status).toBe('upcoming');
    const low = stepPrice(bestLay(ev, 1).price, -5);
    expect((await placeBet(w.t.deps, p, matchOddsAsk(ev, 1, 'lay', low, 300), key())).bet.status).toBe('unmatched');
    expect(await heldFor(w.t, p.userId)).toBeGreaterThan(0);
    advanceUntil(w.sim, () => ev.status !== 'upcoming');
    await w.watch.flush();
    expect(await bets(p.userId, 'open')).toEqual([]);
    const [lapsed] = (await listBets(w.t.deps, p.userId, { status: 'open' })).bets.concat(await lapsedBets(p.userId));
    expect(lapsed).toMatchObject({ status: 'lapsed', lapsedStake: 300, matchedStake: 0 });
    expect([await balance(w.t, p.userId), await heldFor(w.t, p.userId)]).toEqual([5000, 0]);
    await expectInvariants(w);
  });
});

async function lapsedBets(userId: number) {
  const { loadBets, betRecord } = await import('./bet-views.ts');
  const { exchangeBets } = await import('../../db/schema/index.ts');
  const { and, eq } = await import('drizzle-orm');
  return (await loadBets(w.t.deps.database.db, and(eq(exchangeBets.userId, userId), eq(exchangeBets.state, 'closed')), 10)).map((b) =>
    betRecord(b.bet, b.market, b.fills),
  );
}

describe('settlement', () => {
  it('settles match odds on the winner: winnings credited, holds released, commission taken, turnover advanced', async () => {
    await updateExchangeSettings(w.t.deps, seededOwnerActor(1), { match_odds: { ...(await getExchangeSettings(w.t.deps)).match_odds, commissionPercent: 5 } });
    const backer = await fundedPlayer(w.t, 10_000);
    const layer = await fundedPlayer(w.t, 10_000);
    await w.t.deps.database.db.execute(sql`INSERT INTO deposit_requests (user_id, amount_poisha, status) VALUES (${backer.userId}, 100, 'approved')`);
    await w.t.deps.database.db.execute(sql`
      INSERT INTO turnover_requirements (user_id, deposit_id, required_poisha, remaining_poisha)
      SELECT ${backer.userId}, id, 100000, 100000 FROM deposit_requests WHERE user_id = ${backer.userId}`);
    const ev = cricketInPlay(w.sim, (e) => bestBack(e, 0).size >= 300 && bestLay(e, 0).size >= 300);
    const back = (await placeBet(w.t.deps, backer, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 300), key())).bet;
    const lay = (await placeBet(w.t.deps, layer, matchOddsAsk(ev, 0, 'lay', bestLay(ev, 0).price, 300), key())).bet;
    expect([back.status, lay.status]).toEqual(['matched', 'matched']);
    advanceUntil(w.sim, () => ev.status === 'closed');
    await w.watch.flush();
    const winner = ev.match.outcome()!.winner;
    expect(winner, "this seed's match has a winner (a tie voids, tested below)").not.toBeNull();
    const won = winner === 0;
    const backPnl = won ? Math.floor((30_000 * Math.round((back.averagePrice! - 1) * 100)) / 100) / 100 : -300;
    const layPnl = won ? -Math.floor((30_000 * Math.round((lay.averagePrice! - 1) * 100)) / 100) / 100 : 300;
    const commission = (pnl: number) => (pnl > 0 ? Math.floor(pnl * 100 * 0.05) / 100 : 0);
    const [b] = await bets(backer.userId, 'settled');
    const [l] = await bets(layer.userId, 'settled');
    expect(b).toMatchObject({ status: won ? 'won' : 'lost', profitLoss: backPnl, commission: commission(backPnl) });
    expect(l).toMatchObject({ status: won ? 'lost' : 'won', profitLoss: layPnl, commission: commission(layPnl) });
    expect(await balance(w.t, backer.userId)).toBeCloseTo(10_000 + backPnl - commission(backPnl), 2);
    expect(await balance(w.t, layer.userId)).toBeCloseTo(10_000 + layPnl - commission(layPnl), 2);
    const turnover = await one<{ r: string }>(
      w.t.deps.database.db,
      sql`SELECT remaining_poisha AS r FROM turnover_requirements WHERE user_id = ${backer.userId}`,
    );
    expect(Number(turnover!.r)).toBe(100_000 - 30_000);
    expect([await heldFor(w.t, backer.userId), await heldFor(w.t, layer.userId)]).toEqual([0, 0]);
    await expectInvariants(w);
    await updateExchangeSettings(w.t.deps, seededOwnerActor(1), { match_odds: { ...(await getExchangeSettings(w.t.deps)).match_odds, commissionPercent: 0 } });
  });

  it('settles fancy lines on the runs the innings made, as each line is decided', async () => {
    const p = await fundedPlayer(w.t, 10_000);
    const ev = cricketInPlay(w.sim, (e) => e.cricket!.current.balls < 24 && e.cricket!.inningsIndex === 0);
    const n = ev.cricket!.inningsIndex + 1;
    const lines = fancyLines(ev.cricket!);
    const session = lines[`s${n}-6`]!;
    const ball = lines[`b${n}`]!;
    const ask = { eventId: ev.id, marketId: ev.id, marketType: 'fancy' as const, stake: 100 };
    await placeBet(w.t.deps, p, { ...ask, selectionId: session.lineId, side: 'yes', price: session.yes_rate, line: session.yes }, key());
    await placeBet(w.t.deps, p, { ...ask, selectionId: ball.lineId, side: 'no', price: ball.no_rate, line: ball.no }, key());
    expect((await bets(p.userId, 'open')).map((b) => b.status)).toEqual(['matched', 'matched']);
    const ballKey = (await bets(p.userId, 'open')).find((b) => b.selectionId === ball.lineId)!.marketKey.split(':')[1]!;
    advanceUntil(w.sim, () => ev.cricket!.current.balls >= 36 || ev.cricket!.inningsIndex > 0, 3_600_000, 500);
    await w.watch.flush();
    const settled = await bets(p.userId, 'settled');
    expect(settled).toHaveLength(2);
    const innings = inningsView(ev.cricket!, n - 1);
    for (const [bet, key, line] of [
      [settled.find((b) => b.side === 'yes')!, `s${n}-6`, session.yes],
      [settled.find((b) => b.side === 'no')!, ballKey, ball.no],
    ] as const) {
      const result = lineResult(key, innings);
      expect(result.state).toBe('settled');
      const value = (result as { value: number }).value;
      const yesWins = value >= line;
      const won = bet.side === 'yes' ? yesWins : !yesWins;
      expect(bet.status).toBe(won ? 'won' : 'lost');
      const rate = bet.price;
      expect(bet.profitLoss).toBe(bet.side === 'yes' ? (won ? rate : -100) : won ? 100 : -rate);
    }
    await expectInvariants(w);
  });

  it('a market voided (by the operator, or an abandoned line) refunds every bet, matched and waiting', async () => {
    const a = await fundedPlayer(w.t, 3000);
    const b = await fundedPlayer(w.t, 3000);
    const ev = cricketInPlay(w.sim);
    await placeBet(w.t.deps, a, matchOddsAsk(ev, 0, 'back', bestBack(ev, 0).price, 100), key());
    await placeBet(w.t.deps, a, matchOddsAsk(ev, 1, 'back', 1000, 200), key());
    await placeBet(w.t.deps, b, matchOddsAsk(ev, 1, 'lay', bestLay(ev, 1).price, 100), key());
    const summary = await settleMarket(w.t.deps, ev.marketId, { kind: 'void', reason: 'Test void' });
    expect(summary).toMatchObject({ status: 'void', players: 2, bets: 3 });
    expect([await balance(w.t, a.userId), await balance(w.t, b.userId)]).toEqual([3000, 3000]);
    expect((await bets(a.userId, 'settled')).map((x) => x.status).sort()).toEqual(['void']);
    expect(await settleMarket(w.t.deps, ev.marketId, { kind: 'winner', selectionId: String(ev.selectionIds[0]) })).toMatchObject({ status: 'void' });
    expect(await balance(w.t, a.userId)).toBe(3000);
    await expectInvariants(w);
  });
});

describe('the ledger under many settlements', () => {
  it('keeps every balance equal to its entries after a few hours of simulated betting', { timeout: 120_000 }, async () => {
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(w.t, 20_000)));
    for (let round = 0; round < 12; round++) {
      const ev = inPlay(w.sim);
      for (const [i, p] of players.entries()) {
        const runner = (round + i) % 2;
        const side = (round + i) % 3 === 0 ? 'lay' : 'back';
        const price = side === 'back' ? stepPrice(bestBack(ev, runner).price, i % 2) : stepPrice(bestLay(ev, runner).price, -(i % 2));
        await placeBet(w.t.deps, p, matchOddsAsk(ev, runner, side, price, 100 + 50 * i), key());
      }
      w.sim.advance(20 * 60_000);
      await expectInvariants(w);
    }
    const settled = (await Promise.all(players.map((p) => bets(p.userId, 'settled')))).flat();
    expect(settled.length).toBeGreaterThan(10);
  });
});
