// Cash out: the bets that lock in the same profit or loss whichever runner wins, at the current best
// prices. With w_k the matched P&L if runner k wins and a target C, back runner k for (C - w_k) / p_k
// where w_k < C and lay it for (w_k - C) / q_k where w_k > C: every runner then ends at
// C - (sum of backs) + (sum of lays). That value is concave in C with its corners at the w_k, so the
// best cash out is at one of them (for two runners: a single hedge on one runner, Betfair's cash out).
// Stakes round down to the poisha, so the lock is equal to within the rounding of one stake per runner.
import type { Level } from './matching.ts';
import { partPnl } from './position.ts';
import type { Dir } from './price.ts';

export interface RunnerPrice {
  selectionId: string;
  bestBackX100: number | null;
  bestLayX100: number | null;
}
export interface HedgeBet {
  selectionId: string;
  dir: Dir;
  oddsX100: number;
  stake: number;
}
export interface CashOut {
  bets: HedgeBet[] /** The P&L on every runner after the hedge (equal up to rounding). */;
  after: number[] /** The least of `after`: the amount locked in. */;
  amount: number;
}

function hedgeAt(target: number, position: number[], prices: RunnerPrice[]): HedgeBet[] | null {
  const bets: HedgeBet[] = [];
  for (let k = 0; k < position.length; k++) {
    const gap = target - position[k]!;
    if (gap === 0) continue;
    const dir: Dir = gap > 0 ? 'back' : 'lay';
    const odds = dir === 'back' ? prices[k]!.bestBackX100 : prices[k]!.bestLayX100;
    if (odds === null) return null;
    const stake = Math.floor((Math.abs(gap) * 100) / odds);
    if (stake > 0) bets.push({ selectionId: prices[k]!.selectionId, dir, oddsX100: odds, stake });
  }
  return bets;
}

/**
 * How far apart the runners can end after a cash out, in poisha: rounding a hedge's stake down by under a
 * poisha (to nothing, for a hedge under a poisha) moves its own runner by under its odds, plus a poisha for
 * rounding the win, and every other runner by under one; runners can be pushed opposite ways, hence twice.
 */
export function roundingSlack(prices: RunnerPrice[]): number {
  return 2 * prices.reduce((s, p) => s + Math.ceil(Math.max(p.bestBackX100 ?? 0, p.bestLayX100 ?? 0) / 100) + 1, 0);
}

/** The P&L per runner after adding `bets` to `position` (runners in the order of `prices`). */
export function positionAfter(position: number[], prices: RunnerPrice[], bets: HedgeBet[]): number[] {
  return position.map((w, k) =>
    bets.reduce((sum, b) => sum + partPnl({ dir: b.dir, oddsX100: b.oddsX100, stake: b.stake, matched: true }, b.selectionId === prices[k]!.selectionId), w),
  );
}

/**
 * The best cash out for a matched position, or null when there is nothing to cash out, no prices for it,
 * or the lock would be below the worst case as things stand (possible only through rounding on tiny
 * stakes: keeping the position is then better in every outcome).
 */
export function cashOut(position: number[], prices: RunnerPrice[]): CashOut | null {
  if (position.every((w) => w === position[0])) return null;
  const worstNow = Math.min(...position);
  let best: CashOut | null = null;
  for (const target of new Set(position)) {
    const bets = hedgeAt(target, position, prices);
    if (!bets || bets.length === 0) continue;
    const after = positionAfter(position, prices, bets);
    const amount = Math.min(...after);
    if (amount >= worstNow && (!best || amount > best.amount)) best = { bets, after, amount };
  }
  return best;
}

/** A runner's book as a hedge would match it: each side's levels best first, with what the site may take of each. */
export interface RunnerDepth {
  selectionId: string;
  back: readonly Level[];
  lay: readonly Level[];
}

/**
 * The best cash out whose every hedge the book fills whole: a mirrored real book can show little money at
 * its best price, and a hedge left partly unmatched locks nothing. A hedge at a level's price matches that
 * level and every better one, so while the levels up to a hedge's price hold less than its stake, that
 * runner's side is priced one level deeper and the cash out worked out again. Null when no level is deep enough.
 */
export function cashOutFromDepth(position: number[], depth: readonly RunnerDepth[]): CashOut | null {
  const at = depth.map(() => ({ back: 0, lay: 0 }));
  const levels = depth.reduce((n, d) => n + d.back.length + d.lay.length, 0);
  for (let step = 0; step <= levels; step++) {
    const prices = depth.map((d, k) => ({
      selectionId: d.selectionId,
      bestBackX100: d.back[at[k]!.back]?.oddsX100 ?? null,
      bestLayX100: d.lay[at[k]!.lay]?.oddsX100 ?? null,
    }));
    const out = cashOut(position, prices);
    if (!out) return null;
    const short = out.bets.find((b) => {
      const k = depth.findIndex((d) => d.selectionId === b.selectionId);
      const side = b.dir === 'back' ? 'back' : 'lay';
      const held = depth[k]![side].slice(0, at[k]![side] + 1).reduce((sum, l) => sum + l.sizePoisha, 0);
      return held < b.stake;
    });
    if (!short) return out;
    const k = depth.findIndex((d) => d.selectionId === short.selectionId);
    at[k]![short.dir === 'back' ? 'back' : 'lay'] += 1;
  }
  return null;
}
