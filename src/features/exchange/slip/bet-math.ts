// The bet slip's money, worked out the way the server's bet maths does (server/exchange/maths/price.ts),
// in integer poisha, so what the slip shows is what the bet holds: a back (or Yes) risks its stake
// and wins floor(stake × (odds − 1)); a lay (or No) risks that and wins the stake. A bookmaker or
// fancy rate R is odds 1 + R/100. Pure functions: the slip, the runners' previews and the tests share them.
import type { BetSide, MarketType } from '../../../../contracts/exchange-bets.ts';
import { LADDER, LADDER_MAX, LADDER_MIN, floorIndex, indexOfPrice } from '../../../../contracts/exchange-ladder.ts';

/** Odds × 100 as an integer: match odds are odds, the bookmaker's and fancy's prices are rates. */
export function oddsX100(marketType: MarketType, price: number): number {
  return marketType === 'match_odds' ? Math.round(price * 100) : 100 + Math.round(price);
}

export const isBackSide = (side: BetSide) => side === 'back' || side === 'yes';

/** What a matched back of `stakePoisha` wins, which is also what the matching lay risks. */
export const winPoisha = (stakePoisha: number, x100: number) => Math.floor((stakePoisha * (x100 - 100)) / 100);

export interface BetMoney {
  profit: number;
  liability: number;
}

/** The most the bet can win and lose, in poisha. */
export function betMoney(marketType: MarketType, side: BetSide, price: number, stakePoisha: number): BetMoney {
  if (!(stakePoisha > 0) || !(price > 0)) return { profit: 0, liability: 0 };
  const win = winPoisha(stakePoisha, oddsX100(marketType, price));
  return isBackSide(side) ? { profit: win, liability: stakePoisha } : { profit: stakePoisha, liability: win };
}

/** A runner's profit or loss, in poisha, if it wins, from a bet on `selectionId` (runner markets only). */
export function runnerDelta(bet: { marketType: MarketType; side: BetSide; price: number; stakePoisha: number; selectionId: string }, runner: string): number {
  const { profit, liability } = betMoney(bet.marketType, bet.side, bet.price, bet.stakePoisha);
  const onIt = bet.selectionId === runner;
  if (isBackSide(bet.side)) return onIt ? profit : -liability;
  return onIt ? -liability : profit;
}

/** Taka the player typed ("1500", "99.5") as poisha; 0 for nothing or nonsense. */
export function stakeToPoisha(text: string): number {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : 0;
}

/** One tick up (+1) or down (−1) the exchange ladder; a price between ticks first snaps to the ladder. */
export function stepOdds(price: number, ticks: 1 | -1): number {
  if (!(price >= LADDER_MIN)) return LADDER_MIN;
  if (price > LADDER_MAX) return LADDER_MAX;
  const at = indexOfPrice(price);
  if (at === -1) {
    const below = floorIndex(price);
    return ticks > 0 ? LADDER[Math.min(below + 1, LADDER.length - 1)]! : LADDER[below]!;
  }
  return LADDER[Math.max(0, Math.min(LADDER.length - 1, at + ticks))]!;
}

export interface Quoted {
  price: number;
  line?: number | undefined;
}

/**
 * Whether `now` is better for the player than `asked`: a back wants higher odds or rate, a lay lower;
 * Yes wants a lower runs line or a higher rate, No a higher line or a lower rate. Equal is not better.
 */
export function isBetterPrice(marketType: MarketType, side: BetSide, asked: Quoted, now: Quoted): boolean {
  const back = isBackSide(side);
  const priceCmp = Math.sign(now.price - asked.price) * (back ? 1 : -1);
  if (marketType !== 'fancy') return priceCmp > 0;
  const lineCmp = Math.sign((now.line ?? 0) - (asked.line ?? 0)) * (back ? -1 : 1);
  return priceCmp >= 0 && lineCmp >= 0 && priceCmp + lineCmp > 0;
}
