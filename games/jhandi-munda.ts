// Jhandi Munda, the six-dice board game of Bangladesh and Nepal fairs: each die shows one of six
// symbols (heart, spade, diamond, club, flag = jhandi, crown = munda). A player stakes on one or more
// symbols; a symbol that shows on k dice pays its stake × JHANDI_MUNDA_PAYS_X100[k] / 100 (2 or more).
// The six dice come from six provably-fair floats (fair-random.ts).
//
// Exact return to player per symbol staked: Σ_k C(6,k)·5^(6−k)/6^6 × pay(k)
//   = (9375·3 + 2500·5 + 375·10 + 30·20 + 1·100) / 46656 = 45075 / 46656 ≈ 96.61 %.
// Staking on several symbols leaves it unchanged (each stake has the same expectation).
//
// Pure; shared by the server and the verification page.
import { floatToIndex, roundFloats, type SeedInput } from './fair-random.ts';

export const JHANDI_MUNDA_SYMBOLS = ['heart', 'spade', 'diamond', 'club', 'flag', 'crown'] as const;
export type JhandiMundaSymbol = (typeof JHANDI_MUNDA_SYMBOLS)[number];
export const JHANDI_MUNDA_DICE = 6;

/** Return (stake included) × 100 when the staked symbol shows on k = 0..6 dice. */
export const JHANDI_MUNDA_PAYS_X100 = [0, 0, 300, 500, 1000, 2000, 10000] as const;

/** The stated return to player: exactly 45075 / 46656 (jhandiMundaRtp below). */
export const JHANDI_MUNDA_STATED_RTP = 0.9661;

export const JHANDI_MUNDA_STAKE_PRESETS_TAKA = [10, 20, 50, 100, 500, 1000] as const;

export type JhandiMundaBets = Partial<Record<JhandiMundaSymbol, number>>;

export interface JhandiMundaOutcome {
  dice: JhandiMundaSymbol[];
  /** How many dice show each staked symbol, and what it paid. */
  wins: { symbol: JhandiMundaSymbol; matches: number; stakePoisha: number; payPoisha: number }[];
  stakePoisha: number;
  payoutPoisha: number;
}

export function diceFromFloats(floats: readonly number[]): JhandiMundaSymbol[] {
  return floats.slice(0, JHANDI_MUNDA_DICE).map((f) => JHANDI_MUNDA_SYMBOLS[floatToIndex(f, JHANDI_MUNDA_SYMBOLS.length)]!);
}

export function settleJhandiMunda(dice: readonly JhandiMundaSymbol[], bets: JhandiMundaBets): JhandiMundaOutcome {
  const wins: JhandiMundaOutcome['wins'] = [];
  let stakePoisha = 0;
  for (const symbol of JHANDI_MUNDA_SYMBOLS) {
    const stake = bets[symbol];
    if (!stake) continue;
    const matches = dice.filter((d) => d === symbol).length;
    // Stakes are whole taka (multiples of 100 poisha), so every pay is a whole number of poisha.
    const payPoisha = (stake * JHANDI_MUNDA_PAYS_X100[matches]!) / 100;
    stakePoisha += stake;
    wins.push({ symbol, matches, stakePoisha: stake, payPoisha });
  }
  return { dice: [...dice], wins, stakePoisha, payoutPoisha: wins.reduce((s, w) => s + w.payPoisha, 0) };
}

export function jhandiMundaOutcome(seeds: SeedInput, bets: JhandiMundaBets): JhandiMundaOutcome {
  return settleJhandiMunda(diceFromFloats(roundFloats(seeds, JHANDI_MUNDA_DICE)), bets);
}

/** The exact return to player of one staked symbol, as numerator / denominator. */
export function jhandiMundaRtp(): { num: number; den: number } {
  const den = 6 ** JHANDI_MUNDA_DICE;
  let num = 0;
  let choose = 1;
  for (let k = 0; k <= JHANDI_MUNDA_DICE; k++) {
    if (k > 0) choose = (choose * (JHANDI_MUNDA_DICE - k + 1)) / k;
    num += (choose * 5 ** (JHANDI_MUNDA_DICE - k) * JHANDI_MUNDA_PAYS_X100[k]!) / 100;
  }
  return { num, den };
}
