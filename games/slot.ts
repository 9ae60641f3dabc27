// Lucky Sixes: a 5-reel, 3-row, 10-line slot with a wild and a scatter. A spin's five reel stops come
// from five provably-fair floats (fair-random.ts); the window shows rows stop, stop+1, stop+2 of each
// strip (wrapping). Line wins pay the line bet (stake / 10) × the paytable, left to right, from 3 of a
// kind; WILD stands in for every symbol but SCATTER; a line pays its best reading. SCATTER pays the
// total stake × its table for 3+ anywhere. Its return to player is computed exactly in slot-rtp.ts.
//
// Pure; shared by the server and the verification page.
import { floatToIndex, roundFloats, type SeedInput } from './fair-random.ts';

export const SLOT_SYMBOLS = ['WILD', 'SIX', 'FOUR', 'BAT', 'BALL', 'STUMPS', 'A', 'K', 'Q', 'J', 'SCATTER'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** Each payline is the row (0 top, 1 middle, 2 bottom) it crosses on each reel. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Line-bet multiples for 3, 4 and 5 of a kind. */
export const SLOT_PAYTABLE: Readonly<Record<Exclude<SlotSymbol, 'SCATTER'>, readonly [number, number, number]>> = {
  WILD: [50, 250, 2000],
  SIX: [40, 150, 750],
  FOUR: [25, 100, 400],
  BAT: [20, 60, 200],
  BALL: [15, 40, 150],
  STUMPS: [10, 30, 100],
  A: [5, 15, 60],
  K: [5, 12, 50],
  Q: [5, 10, 40],
  J: [3, 8, 30],
};

/** Total-stake multiples for 3, 4 and 5 scatters anywhere in the window. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [3, 15, 100];

/** The stated return to player: exactly 36435507 / 37949472 (slot-rtp.ts computes it from the strips). */
export const SLOT_STATED_RTP = 0.9601;

/** Stake presets in taka; a stake is split over the 10 lines, so it must be a multiple of 10 poisha. */
export const SLOT_STAKE_PRESETS_TAKA = [10, 20, 50, 100, 200, 500, 1000] as const;

const S = (text: string) => text.split(' ') as SlotSymbol[];
/** The reel strips (32 stops on reel 1, 33 on the others, which carry a third wild); one scatter each. */
export const SLOT_STRIPS: readonly (readonly SlotSymbol[])[] = [
  S('Q A BALL SIX SCATTER K STUMPS BAT A STUMPS Q BALL SIX J BAT BALL STUMPS K J Q BAT K FOUR Q K J WILD STUMPS FOUR A WILD A'),
  S('WILD STUMPS FOUR STUMPS J K BAT BALL WILD BALL A SCATTER FOUR Q BALL K BAT A K Q A BAT WILD STUMPS J SIX A Q K J SIX Q STUMPS'),
  S('WILD BAT WILD BAT J BALL STUMPS BALL WILD A K STUMPS FOUR SIX Q K A K STUMPS J FOUR K SIX SCATTER A Q BAT J Q STUMPS BALL Q A'),
  S('BAT A BALL WILD STUMPS WILD FOUR SIX K BAT FOUR A STUMPS Q BAT SIX WILD J BALL A Q K STUMPS J A SCATTER STUMPS Q J K BALL Q K'),
  S('J SCATTER BALL BAT K WILD Q A STUMPS BALL K J A K SIX BAT STUMPS FOUR Q WILD A Q STUMPS J BAT K FOUR STUMPS BALL WILD SIX A Q'),
];

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  payPoisha: number;
}
export interface SlotOutcome {
  stops: number[];
  /** window[reel][row] */
  window: SlotSymbol[][];
  lines: LineWin[];
  scatters: number;
  scatterPayPoisha: number;
  payoutPoisha: number;
}

export function isSlotStake(stakePoisha: number): boolean {
  return Number.isSafeInteger(stakePoisha) && stakePoisha > 0 && stakePoisha % SLOT_PAYLINES.length === 0;
}

export function stopsFromFloats(floats: readonly number[]): number[] {
  const stops: number[] = [];
  for (let reel = 0; reel < SLOT_REELS; reel++) stops.push(floatToIndex(floats[reel]!, SLOT_STRIPS[reel]!.length));
  return stops;
}

export function windowAt(stops: readonly number[]): SlotSymbol[][] {
  const window: SlotSymbol[][] = [];
  for (let reel = 0; reel < SLOT_REELS; reel++) {
    const strip = SLOT_STRIPS[reel]!;
    const column: SlotSymbol[] = [];
    for (let row = 0; row < SLOT_ROWS; row++) column.push(strip[(stops[reel]! + row) % strip.length]!);
    window.push(column);
  }
  return window;
}

/** The line-bet multiple a line of five symbols pays, with the symbol and count it pays for. */
export function linePay(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; multiple: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds++;
  const wildPay = wilds >= 3 ? SLOT_PAYTABLE.WILD[wilds - 3]! : 0;
  const target = symbols[wilds];
  let best = wildPay > 0 ? { symbol: 'WILD' as SlotSymbol, count: wilds, multiple: wildPay } : null;
  if (target !== undefined && target !== 'SCATTER') {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === 'WILD')) count++;
    const pay = count >= 3 ? SLOT_PAYTABLE[target][count - 3]! : 0;
    if (pay > (best?.multiple ?? 0)) best = { symbol: target, count, multiple: pay };
  }
  return best;
}

// Loops rather than map/filter: the RTP test evaluates a million spins and this keeps it to ~1 s.
const lineScratch: SlotSymbol[] = new Array<SlotSymbol>(SLOT_REELS);

export function evaluateWindow(window: SlotSymbol[][], stakePoisha: number): Omit<SlotOutcome, 'stops' | 'window'> {
  const lineBet = stakePoisha / SLOT_PAYLINES.length;
  const lines: LineWin[] = [];
  let payoutPoisha = 0;
  for (let line = 0; line < SLOT_PAYLINES.length; line++) {
    const rows = SLOT_PAYLINES[line]!;
    for (let reel = 0; reel < SLOT_REELS; reel++) lineScratch[reel] = window[reel]![rows[reel]!]!;
    const win = linePay(lineScratch);
    if (!win) continue;
    lines.push({ line: line + 1, symbol: win.symbol, count: win.count, payPoisha: win.multiple * lineBet });
    payoutPoisha += win.multiple * lineBet;
  }
  let scatters = 0;
  for (const column of window) for (const symbol of column) if (symbol === 'SCATTER') scatters++;
  const scatterPayPoisha = scatters >= 3 ? SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3]! * stakePoisha : 0;
  return { lines, scatters, scatterPayPoisha, payoutPoisha: payoutPoisha + scatterPayPoisha };
}

export function slotFromFloats(floats: readonly number[], stakePoisha: number): SlotOutcome {
  const stops = stopsFromFloats(floats);
  const window = windowAt(stops);
  return { stops, window, ...evaluateWindow(window, stakePoisha) };
}

/** The spin a seed pair and nonce give: what the server paid and what the verification page recomputes. */
export function slotOutcome(seeds: SeedInput, stakePoisha: number): SlotOutcome {
  return slotFromFloats(roundFloats(seeds, SLOT_REELS), stakePoisha);
}
