// One internal price for every market type, so exposure, matching and settlement have one rule each.
// Match odds are decimal odds; the bookmaker and fancy quote a rate R ("win R per 100 staked"), which is
// decimal odds 1 + R/100. In the bet maths a price is those odds × 100 as an integer (2.5 -> 250,
// bookmaker 45 -> 145, fancy 100 -> 200), and a side is a back or a lay of a proposition: Yes backs
// "the runs reach the line", No lays it (win the stake, risk stake × rate / 100: the Sky-style rule).
import type { BetSide as Side, MarketType } from '../../../contracts/exchange-bets.ts';

export type { MarketType, Side };
export type Dir = 'back' | 'lay';

export function dirOf(side: Side): Dir {
  return side === 'back' || side === 'yes' ? 'back' : 'lay';
}

/** The wire price (odds, or a rate) as internal odds × 100; null if it is not a whole number of hundredths. */
export function oddsX100Of(marketType: MarketType, price: number): number | null {
  const hundredths = marketType === 'match_odds' ? price * 100 : 100 + price;
  const rounded = Math.round(hundredths);
  return Math.abs(rounded - hundredths) < 1e-6 && rounded > 100 ? rounded : null;
}

/** A book level's price (odds, from the source's depth) as internal odds × 100, to the nearest hundredth. */
export function nearestOddsX100(price: number): number {
  return Math.round(price * 100);
}

/** Internal odds × 100 back to the wire's price: odds for match odds, the rate for the others. */
export function wirePriceOf(marketType: MarketType, oddsX100: number): number {
  return marketType === 'match_odds' ? oddsX100 / 100 : oddsX100 - 100;
}

/**
 * What a matched back of `stake` poisha wins at `oddsX100`, which is also what the matching lay risks.
 * Rounded down to the poisha, and used for both, so the money held for a lay is exactly what it can lose.
 */
export function winAmount(stake: number, oddsX100: number): number {
  return Math.floor((stake * (oddsX100 - 100)) / 100);
}

/** The most a bet can lose: a back its stake, a lay what the backer would win. */
export function liabilityOf(dir: Dir, stake: number, oddsX100: number): number {
  return dir === 'back' ? stake : winAmount(stake, oddsX100);
}

/** The most a bet can win: a back what the odds pay, a lay the backer's stake. */
export function potentialProfitOf(dir: Dir, stake: number, oddsX100: number): number {
  return dir === 'back' ? winAmount(stake, oddsX100) : stake;
}
