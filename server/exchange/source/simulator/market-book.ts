// Back and lay depth on the ladder around a fair price: the best back sits at or just below the
// fair price, the best lay one tick above it, and two more levels behind each, as far as the ladder
// goes (nothing backs below 1.01 or lays above 1000). Sizes are taka.
import type { PriceSize } from '../../../../contracts/exchange.ts';
import { LADDER, clampIndex, floorIndex, priceAt } from '../../../../contracts/exchange-ladder.ts';
import type { Rng } from './prng.ts';

export interface Depth {
  back: PriceSize[];
  lay: PriceSize[];
}

export function depthFor(prob: number, rng: Rng, liquidity: number): Depth {
  const fair = prob <= 0.001 ? 1000 : 1 / prob;
  // Never the ladder's last tick: a long shot at 1000 still has a lay price above its back.
  const b = Math.min(clampIndex(floorIndex(fair) - (rng.chance(0.3) ? 1 : 0)), LADDER.length - 2);
  const back: PriceSize[] = [];
  const lay: PriceSize[] = [];
  for (let level = 0; level < 3; level++) {
    if (b - level >= 0) back.push({ price: priceAt(b - level), size: size(rng, liquidity, level) });
    const l = b + 1 + level;
    if (l < LADDER.length) lay.push({ price: priceAt(l), size: size(rng, liquidity, level) });
  }
  return { back, lay };
}

function size(rng: Rng, liquidity: number, level: number): number {
  // Whole taka; deeper levels hold more money, as on a real book.
  return Math.round(liquidity * (0.3 + rng.next()) * (1 + level * 0.8));
}

/** Bookmaker rates as the feed shows them: (odds - 1) × 100, back below lay. */
export function bookmakerRates(prob: number): { back: number; lay: number } {
  const fair = prob <= 0.01 ? 100 : 1 / prob;
  const back = Math.max(1, Math.min(99900, Math.floor((fair - 1) * 100 * 0.96)));
  return { back, lay: back + Math.max(1, Math.round(back * 0.04)) };
}

/** Bookmaker rates per runner from the match's win chances: they move with the game, not with every exchange tick. */
export function bookmakerBook(probs: number[]): { back: number; lay: number }[] {
  const total = probs.reduce((a, b) => a + b, 0);
  return probs.map((p) => bookmakerRates(p / total));
}
