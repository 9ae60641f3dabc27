// Betfair's racing rules as they touch a matched bet's money, in integer poisha:
// - a non-runner's reduction factor lowers the matched price of bets on the other runners matched at or
//   before its removal: reduced = price × (1 − factor/100), applied again for each later removal;
// - a dead heat for the only place pays the stake divided by the runners tied, at the matched price, the
//   rest of the stake lost (a back of S at O with k tied wins S·(O − k)/k);
// - a PLACE market's worst case holds over every set of `places` winners, not one winner per outcome.
// The prices are odds × 100 (price.ts); a reduced price never goes below 1.01.
import { partPnl, type Part } from './position.ts';
import type { Dir } from './price.ts';

/** The lowest price there is: a reduction stops here. */
export const MIN_ODDS_X100 = 101;

/** An adjustment factor in percent with Betfair's two decimals (16.2 -> 1620 basis points). */
export function factorBp(adjustmentFactorPercent: number): number {
  return Math.min(10_000, Math.max(0, Math.round(adjustmentFactorPercent * 100)));
}

/** A matched price after one removal's reduction factor, rounded to the nearest hundredth. */
export function reduceOdds(oddsX100: number, bp: number): number {
  return Math.max(MIN_ODDS_X100, Math.round((oddsX100 * (10_000 - bp)) / 10_000));
}

export interface Removal {
  selectionId: string;
  /** Basis points (factorBp). */
  factorBp: number;
  /** Epoch ms the runner was withdrawn. */
  at: number;
}

/**
 * The price a fill settles at: reduced by every removal of another runner made at or after the fill
 * matched, oldest removal first (Betfair: "further reduced if another horse is subsequently declared a
 * non-runner"). A fill on a removed runner is void, not reduced: the caller drops it.
 */
export function settledOdds(fill: { selectionId: string; oddsX100: number; matchedAt: number }, removals: readonly Removal[]): number {
  let odds = fill.oddsX100;
  for (const r of [...removals].sort((a, b) => a.at - b.at)) {
    if (r.selectionId !== fill.selectionId && fill.matchedAt <= r.at) odds = reduceOdds(odds, r.factorBp);
  }
  return odds;
}

/**
 * A fill's profit or loss when its runner won in a dead heat of `tied` runners for one place: the
 * stake divided by `tied` wins at the price and the rest loses. Rounded down for the player on either
 * side (as winAmount is), so a lay never loses more than the winAmount the hold covered.
 */
export function deadHeatPnl(dir: Dir, stake: number, oddsX100: number, tied: number): number {
  if (tied <= 1) return partPnl({ dir, stake, oddsX100, matched: true }, true);
  const backNumerator = stake * (oddsX100 - 100 * tied);
  const denominator = 100 * tied;
  return dir === 'back' ? Math.floor(backNumerator / denominator) : Math.floor(-backNumerator / denominator);
}

/**
 * Per runner, what the player's parts make if it wins and if it loses (`wins`, `loses`), unmatched parts
 * counted at their worst (`worst`) or best (`best`), so a several-winner market's outcomes decompose by
 * runner: an outcome is a set of winners, and its total is Σ loses + Σ over its winners of (wins − loses).
 */
function perRunner(parts: (Part & { selectionId: string })[], runners: string[], count: 'worst' | 'best'): { loses: number; gain: number }[] {
  return runners.map((id) => {
    let wins = 0;
    let loses = 0;
    for (const p of parts) {
      if (p.selectionId !== id) continue;
      const w = partPnl(p, true);
      const l = partPnl(p, false);
      const pick = (v: number) => (p.matched ? v : count === 'worst' ? Math.min(0, v) : Math.max(0, v));
      wins += pick(w);
      loses += pick(l);
    }
    return { loses, gain: wins - loses };
  });
}

/** The hold of a market with `places` winners: the largest loss over every set of that many winners. */
export function placeExposure(parts: (Part & { selectionId: string })[], runners: string[], places: number): number {
  if (parts.length === 0 || runners.length === 0) return 0;
  const rows = perRunner(parts, runners, 'worst');
  const base = rows.reduce((s, r) => s + r.loses, 0);
  const worstGains = rows
    .map((r) => r.gain)
    .sort((a, b) => a - b)
    .slice(0, Math.min(places, runners.length));
  return Math.max(0, -(base + worstGains.reduce((s, g) => s + g, 0)));
}

/** The best case of a market with `places` winners, every unmatched part matched where it helps. */
export function placeBestCase(parts: (Part & { selectionId: string })[], runners: string[], places: number): number {
  if (parts.length === 0 || runners.length === 0) return 0;
  const rows = perRunner(parts, runners, 'best');
  const base = rows.reduce((s, r) => s + r.loses, 0);
  const bestGains = rows
    .map((r) => r.gain)
    .sort((a, b) => b - a)
    .slice(0, Math.min(places, runners.length));
  return Math.max(0, base + bestGains.reduce((s, g) => s + g, 0));
}
