// Settling one player's bets on a runner market from its winners: bets on a non-runner are void (their
// stake back), fills on the others settle at their reduced price (racing-rules.ts), a dead heat for the
// one place pays the tied share, and the commission is taken from the net winnings only, shared out over
// the winning bets as settlement.ts does for every other market.
import { partPnl } from './position.ts';
import type { Dir } from './price.ts';
import { deadHeatPnl, settledOdds } from './racing-rules.ts';
import { shareOut, type SettledBet } from './settlement.ts';
import type { WinnersOutcome } from './source-result.ts';

export interface RunnerFill {
  betId: number;
  dir: Dir;
  selectionId: string;
  oddsX100: number;
  stake: number;
  /** Epoch ms the fill matched. */
  matchedAt: number;
}

export interface RunnerBet {
  betId: number;
  selectionId: string;
}

export interface SettledRunnerBet extends SettledBet {
  /** On a non-runner: refunded, neither won nor lost. */
  void: boolean;
}

export function settleRunners(
  bets: readonly RunnerBet[],
  fills: readonly RunnerFill[],
  outcome: WinnersOutcome,
  commissionBp: number,
): { bets: SettledRunnerBet[]; net: number; commission: number } {
  const removed = new Set(outcome.removed.map((r) => r.selectionId));
  const winners = new Set(outcome.selectionIds);
  const tied = outcome.places === 1 ? outcome.selectionIds.length : 1;
  const pnl = new Map<number, number>(bets.map((b) => [b.betId, 0]));
  const dirs = new Map<number, Dir>();
  for (const f of fills) {
    if (removed.has(f.selectionId)) continue;
    const odds = settledOdds(f, outcome.removed);
    const won = winners.has(f.selectionId);
    const part = { dir: f.dir, stake: f.stake, oddsX100: odds, matched: true };
    const v = won && tied > 1 ? deadHeatPnl(f.dir, f.stake, odds, tied) : partPnl(part, won);
    pnl.set(f.betId, (pnl.get(f.betId) ?? 0) + v);
    dirs.set(f.betId, f.dir);
  }
  const net = [...pnl.values()].reduce((a, b) => a + b, 0);
  const commission = net > 0 ? Math.floor((net * commissionBp) / 10_000) : 0;
  const shares = shareOut(
    commission,
    [...pnl.entries()].map(([id, v]) => [id, Math.max(0, v)]),
  );
  const settled = bets.map((b) => {
    const dir = dirs.get(b.betId);
    const isVoid = removed.has(b.selectionId);
    const holds = winners.has(b.selectionId);
    const won = dir === undefined || isVoid ? false : dir === 'back' ? holds : !holds;
    return { betId: b.betId, pnl: pnl.get(b.betId) ?? 0, won, commission: shares.get(b.betId) ?? 0, void: isVoid };
  });
  return { bets: settled, net, commission };
}
