// What every sport's match model gives the simulator: it advances with time, says who is likely to
// win (the prices come from that), when markets must stop taking bets, and how it ended.
import type { Rng } from '../prng.ts';

export interface MatchFlags {
  /** No bets at all: a wicket, a goal, an innings break. */
  suspended: boolean;
  /** A ball is being bowled: prices stand but bets wait. */
  ballRunning: boolean;
}

export interface MatchOutcome {
  /** Index into the runners; null for a tie or a draw with no draw runner. */
  winner: number | null;
  text: string;
}

export interface MatchModel {
  /** Moves the match on by `ms` of simulated time; true when anything visible changed. */
  advance(ms: number, rng: Rng): boolean;
  /** Win probability per runner (sums to 1). */
  winProbs(): number[];
  flags(): MatchFlags;
  score(): string;
  /** Set once the match is over. */
  outcome(): MatchOutcome | null;
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
