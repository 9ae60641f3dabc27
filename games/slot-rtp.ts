// The slot's exact return to player, from its reel strips and paytable alone (no simulation).
// Every payline reads one row per reel, and a reel's symbol at any row is distributed as the strip's
// symbol counts / strip length, independently across reels. So every line has the same expected pay,
// E[line] = Σ over the 11^5 symbol sequences of Π count_r(s_r) × pay(s) / Π length_r, and the lines'
// share of the return is E[line] (10 lines × line bet = stake). Scatters: a reel shows at most one, in
// (windows holding it) of its `length` stops; the count over five reels is a convolution.
// Integer arithmetic throughout (every sum stays below 2^53), so the figure is exact.
import { linePay, SLOT_ROWS, SLOT_SCATTER_PAYS, SLOT_STRIPS, SLOT_SYMBOLS, type SlotSymbol } from './slot.ts';

export interface SlotRtp {
  /** Numerator and denominator of the line share (per unit of stake). */
  lines: { num: number; den: number };
  scatter: { num: number; den: number };
  /** lines + scatter, as a decimal (e.g. 0.9612...). */
  total: number;
}

function countsOf(strip: readonly SlotSymbol[]): number[] {
  return SLOT_SYMBOLS.map((s) => strip.filter((x) => x === s).length);
}

function lineShare(): { num: number; den: number } {
  const counts = SLOT_STRIPS.map(countsOf);
  const den = SLOT_STRIPS.reduce((d, strip) => d * strip.length, 1);
  const n = SLOT_SYMBOLS.length;
  let num = 0;
  const idx = [0, 0, 0, 0, 0];
  for (let combo = 0; combo < n ** 5; combo++) {
    let c = combo;
    for (let r = 0; r < 5; r++) {
      idx[r] = c % n;
      c = Math.floor(c / n);
    }
    let weight = 1;
    for (let r = 0; r < 5 && weight > 0; r++) weight *= counts[r]![idx[r]!]!;
    if (weight === 0) continue;
    const pay = linePay(idx.map((i) => SLOT_SYMBOLS[i]!));
    if (pay) num += weight * pay.multiple;
  }
  return { num, den };
}

function scatterShare(): { num: number; den: number } {
  // dist[k] = number of stop combinations (over the reels so far) showing k scatters.
  let dist = [1];
  let den = 1;
  for (const strip of SLOT_STRIPS) {
    const len = strip.length;
    let showing = 0;
    for (let stop = 0; stop < len; stop++) {
      let seen = 0;
      for (let row = 0; row < SLOT_ROWS; row++) if (strip[(stop + row) % len] === 'SCATTER') seen++;
      if (seen > 1) throw new Error('a reel may show at most one scatter');
      showing += seen;
    }
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((ways, k) => {
      next[k] += ways * (len - showing);
      next[k + 1] += ways * showing;
    });
    dist = next;
    den *= len;
  }
  let num = 0;
  dist.forEach((ways, k) => {
    if (k >= 3) num += ways * SLOT_SCATTER_PAYS[k - 3]!;
  });
  return { num, den };
}

export function slotRtp(): SlotRtp {
  const lines = lineShare();
  const scatter = scatterShare();
  return { lines, scatter, total: lines.num / lines.den + scatter.num / scatter.den };
}
