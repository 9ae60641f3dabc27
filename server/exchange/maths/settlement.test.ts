// Settling one player's position on a market: each bet's P&L, the net, and commission on net winnings.
import { describe, expect, it } from 'vitest';
import { bets, poisha } from './test-kit.ts';
import { settlePosition, shareOut } from './settlement.ts';

function settle(texts: string[], winner: string, commissionPercent = 0) {
  const parts = bets(texts);
  const fills = parts.filter((p) => p.matched).map((p) => ({ betId: p.id, dir: p.dir, oddsX100: p.oddsX100, stake: p.stake }));
  const holds = (id: number) => parts.find((p) => p.id === id)!.selectionId === winner;
  return settlePosition(
    parts.map((p) => p.id),
    fills,
    holds,
    commissionPercent * 100,
  );
}

describe('settling a position', () => {
  it.each([
    // [case, bets, winner, commission %, per-bet P&L, won flags, net, commission] (taka)
    ['a winning back', ['back A 100 @2.5'], 'A', 0, [150], [true], 150, 0],
    ['a losing back', ['back A 100 @2.5'], 'B', 0, [-100], [false], -100, 0],
    ['a winning lay', ['lay A 100 @2.5'], 'B', 0, [100], [true], 100, 0],
    ['a losing lay', ['lay A 100 @2.5'], 'A', 0, [-150], [false], -150, 0],
    ['5 % commission on a win', ['back A 100 @2.5'], 'A', 5, [150], [true], 150, 7.5],
    ['no commission on a loss', ['back A 100 @2.5'], 'B', 5, [-100], [false], -100, 0],
    ['a locked profit pays whichever runner wins (A)', ['back A 100 @2.5', 'lay A 125 @2'], 'A', 0, [150, -125], [true, false], 25, 0],
    ['a locked profit pays whichever runner wins (B)', ['back A 100 @2.5', 'lay A 125 @2'], 'B', 0, [-100, 125], [false, true], 25, 0],
    ['commission on the net, not on each winning bet', ['back A 100 @2.5', 'lay A 125 @2'], 'B', 10, [-100, 125], [false, true], 25, 2.5],
    ['an unmatched bet settles at nothing', ['back A 100 @2.5', 'back B 50 @3 unmatched'], 'B', 0, [-100, 0], [false, false], -100, 0],
    ['three runners: the draw', ['back A 100 @3', 'lay D 100 @4'], 'D', 0, [-100, -300], [false, false], -400, 0],
    ['bookmaker: a back at rate 45', ['back bmA 100 @45'], 'bmA', 2, [45], [true], 45, 0.9],
  ] as const)('%s', (_, texts, winner, pct, pnl, won, net, commission) => {
    const r = settle([...texts], winner, pct);
    expect(r.bets.map((b) => b.pnl)).toEqual(pnl.map(poisha));
    expect(r.bets.map((b) => b.won)).toEqual(won);
    expect([r.net, r.commission]).toEqual([poisha(net), poisha(commission)]);
    expect(r.bets.reduce((s, b) => s + b.commission, 0)).toBe(r.commission);
  });

  it('shares the commission over the winning bets in proportion, to the poisha', () => {
    const r = settle(['back A 100 @2.5', 'back A 50 @2', 'lay B 100 @1.5'], 'A', 5);
    // Winnings 150 + 50, a lay that wins 100: net 300, commission 15.00 shared 150:50:100.
    expect(r.bets.map((b) => b.commission)).toEqual([750, 250, 500]);
    expect([
      ...shareOut(100, [
        [1, 1],
        [2, 1],
        [3, 1],
      ]).values(),
    ]).toEqual([34, 33, 33]);
    expect(shareOut(0, [[1, 5]]).size).toBe(0);
  });
});
