// The exchange price ladder: decimal odds from 1.01 to 1000 in the standard increments. Shared by the
// server (the simulator holds prices as ladder indexes, so a price never falls between ticks; a bet
// off the ladder is refused) and the bet slip (its − and + step along the same ticks).
const BANDS: [from: number, to: number, step: number][] = [
  [1.01, 2, 0.01],
  [2, 3, 0.02],
  [3, 4, 0.05],
  [4, 6, 0.1],
  [6, 10, 0.2],
  [10, 20, 0.5],
  [20, 30, 1],
  [30, 50, 2],
  [50, 100, 5],
  [100, 1000, 10],
];

function build(): number[] {
  const out: number[] = [];
  for (const [from, to, step] of BANDS) {
    // Integer arithmetic in hundredths: floating steps drift (2.0 + 0.02 * 7 is not 2.14).
    const s = Math.round(step * 100);
    for (let p = Math.round(from * 100); p <= Math.round(to * 100); p += s) {
      if (out.length === 0 || out[out.length - 1]! < p / 100) out.push(p / 100);
    }
  }
  return out;
}

export const LADDER: readonly number[] = build();
export const LADDER_MIN = 1.01;
export const LADDER_MAX = 1000;

export function isLadderPrice(price: number): boolean {
  return indexOfPrice(price) !== -1;
}

export function indexOfPrice(price: number): number {
  let lo = 0,
    hi = LADDER.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = LADDER[mid]!;
    if (Math.abs(v - price) < 1e-9) return mid;
    if (v < price) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The ladder index of the nearest tick at or below `price` (clamped to the ladder). */
export function floorIndex(price: number): number {
  if (price <= LADDER_MIN) return 0;
  if (price >= LADDER_MAX) return LADDER.length - 1;
  let lo = 0,
    hi = LADDER.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (LADDER[mid]! <= price + 1e-9) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function clampIndex(i: number): number {
  return Math.max(0, Math.min(LADDER.length - 1, i));
}

export function priceAt(i: number): number {
  return LADDER[clampIndex(i)]!;
}

/** `ticks` steps up (positive) or down (negative) from a ladder price, stopping at the ends. */
export function stepPrice(price: number, ticks: number): number {
  const i = indexOfPrice(price);
  if (i === -1) throw new Error(`not a ladder price: ${price}`);
  return priceAt(i + ticks);
}
