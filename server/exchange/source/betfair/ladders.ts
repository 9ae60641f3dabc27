// The two ladder forms of the Exchange Stream, kept as the stream sends them so a delta applies in O(levels
// changed): a full-depth ladder keyed by price (atb, atl, trd, spb, spl) and a best-offers ladder keyed by
// level (batb, batl, bdatb, bdatl). In both a size of 0 removes the entry. Sorting happens only when a
// book is read, and a read is cached per market version (market-state.ts).
import type { PriceSize } from '../market-source.ts';

/** price → size. */
export type PriceLadder = Map<number, number>;
/** level → [price, size]; level 0 is the best. */
export type LevelLadder = Map<number, PriceSize>;

export function applyPriceVol(ladder: PriceLadder, changes: readonly (readonly [number, number])[]): void {
  for (const [price, size] of changes) {
    if (size === 0) ladder.delete(price);
    else ladder.set(price, size);
  }
}

export function applyLevelPriceVol(ladder: LevelLadder, changes: readonly (readonly [number, number, number])[]): void {
  for (const [level, price, size] of changes) {
    if (size === 0) ladder.delete(level);
    else ladder.set(level, { price, size });
  }
}

/** The `depth` best entries of a price ladder: highest prices first for backers, lowest for layers. */
export function bestOfPrices(ladder: PriceLadder, depth: number, side: 'back' | 'lay'): PriceSize[] {
  const out: PriceSize[] = [];
  const better = side === 'back' ? (a: number, b: number) => a > b : (a: number, b: number) => a < b;
  // Insertion into a short sorted list: a ladder holds hundreds of prices and only a few are shown.
  for (const [price, size] of ladder) {
    if (out.length === depth && !better(price, out[depth - 1].price)) continue;
    let i = out.length;
    while (i > 0 && better(price, out[i - 1].price)) i--;
    out.splice(i, 0, { price, size });
    if (out.length > depth) out.pop();
  }
  return out;
}

/** The `depth` best entries of a level ladder, in level order (a gap left by a removed level closes up). */
export function bestOfLevels(ladder: LevelLadder, depth: number): PriceSize[] {
  return [...ladder.entries()]
    .sort((a, b) => a[0] - b[0])
    .slice(0, depth)
    .map(([, ps]) => ({ price: ps.price, size: ps.size }));
}

export function sumSizes(ladder: PriceLadder): number {
  let total = 0;
  for (const size of ladder.values()) total += size;
  return total;
}
