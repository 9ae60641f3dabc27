// A player's position on one market: the profit or loss in every outcome, the money to hold for it
// (the worst case), and the best case (for the maximum-profit limit). Exact in poisha.
// A part is a matched fill or the unmatched rest of a bet. An unmatched part counts at its worst in
// every outcome (it may match, or not: whichever is worse), so it never frees money, while a matched
// hedge does. `wins(part, outcome)` says whether the part's proposition (its runner, or "the runs
// reach the line") is true in that outcome.
import { type Dir, winAmount } from './price.ts';

export interface Part {
  dir: Dir;
  oddsX100: number;
  stake: number;
  matched: boolean;
}

export type Wins<P extends Part, O> = (part: P, outcome: O) => boolean;

/** The profit or loss of one part in one outcome, as if it were matched. */
export function partPnl(part: Part, propositionTrue: boolean): number {
  if (part.dir === 'back') return propositionTrue ? winAmount(part.stake, part.oddsX100) : -part.stake;
  return propositionTrue ? -winAmount(part.stake, part.oddsX100) : part.stake;
}

/** Profit or loss per outcome from matched parts only: what the player stands to make as things are. */
export function pnlByOutcome<P extends Part, O>(parts: P[], outcomes: O[], wins: Wins<P, O>): number[] {
  return outcomes.map((o) => parts.reduce((sum, p) => (p.matched ? sum + partPnl(p, wins(p, o)) : sum), 0));
}

/** The worst outcome counting unmatched parts at their worst, as a sum per outcome. */
function worstCase<P extends Part, O>(parts: P[], outcomes: O[], wins: Wins<P, O>): number[] {
  return outcomes.map((o) =>
    parts.reduce((sum, p) => {
      const pnl = partPnl(p, wins(p, o));
      return sum + (p.matched ? pnl : Math.min(0, pnl));
    }, 0),
  );
}

/** The money to hold for the market: the largest loss over its outcomes, never below zero. */
export function exposure<P extends Part, O>(parts: P[], outcomes: O[], wins: Wins<P, O>): number {
  if (parts.length === 0 || outcomes.length === 0) return 0;
  return Math.max(0, -Math.min(...worstCase(parts, outcomes, wins)));
}

/** The largest profit over the outcomes if every unmatched part matched (the maximum-profit limit). */
export function bestCase<P extends Part, O>(parts: P[], outcomes: O[], wins: Wins<P, O>): number {
  if (parts.length === 0 || outcomes.length === 0) return 0;
  return Math.max(
    0,
    ...outcomes.map((o) =>
      parts.reduce((sum, p) => {
        const pnl = partPnl(p, wins(p, o));
        return sum + (p.matched ? pnl : Math.max(0, pnl));
      }, 0),
    ),
  );
}
