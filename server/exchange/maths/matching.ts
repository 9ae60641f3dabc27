// Matching a bet against the book, like an exchange: a back at P takes the available-to-back levels
// priced P or higher, best (highest) first, a lay at P the available-to-lay levels priced P or lower,
// best (lowest) first, each up to its size. The rest of the stake stays unmatched. Pure: the caller
// takes the matched money out of the book (ExchangeSimulator.consume) so it cannot match twice.
import type { Dir } from './price.ts';

export interface Level {
  oddsX100: number;
  sizePoisha: number;
}
export interface Fill {
  oddsX100: number;
  stake: number;
}

/** `levels` best first, as the feed lists them (availableToBack for a back, availableToLay for a lay). */
export function matchAgainstBook(dir: Dir, oddsX100: number, stake: number, levels: readonly Level[]): { fills: Fill[]; unmatched: number } {
  const fills: Fill[] = [];
  let left = stake;
  for (const level of levels) {
    if (left <= 0) break;
    const crosses = dir === 'back' ? level.oddsX100 >= oddsX100 : level.oddsX100 <= oddsX100;
    if (!crosses) break;
    const take = Math.min(left, level.sizePoisha);
    if (take > 0) {
      fills.push({ oddsX100: level.oddsX100, stake: take });
      left -= take;
    }
  }
  return { fills, unmatched: left };
}

/** Whether an unmatched bet could match anything on this book now (the cheap check before any work). */
export function crossesBook(dir: Dir, oddsX100: number, levels: readonly Level[]): boolean {
  const best = levels[0];
  return !!best && best.sizePoisha > 0 && (dir === 'back' ? best.oddsX100 >= oddsX100 : best.oddsX100 <= oddsX100);
}

/** Stake-weighted average odds × 100 of some fills, or null when nothing matched. */
export function averageOddsX100(fills: readonly Fill[]): number | null {
  const stake = fills.reduce((s, f) => s + f.stake, 0);
  if (stake === 0) return null;
  return fills.reduce((s, f) => s + f.oddsX100 * f.stake, 0) / stake;
}
