// Settling one player's bets on one market: each bet's profit or loss from its matched fills, the
// market's net, and the commission: an operator-set share (basis points) of the net market winnings
// only, never of a loss (Betfair's rule). The commission is shared out over the winning bets in
// proportion to their winnings, to the poisha, so each bet's net adds up to the market's net.
import { partPnl } from './position.ts';
import type { Dir } from './price.ts';

export interface SettleFill {
  betId: number;
  dir: Dir;
  oddsX100: number;
  stake: number;
}

export interface SettledBet {
  betId: number;
  pnl: number;
  won: boolean;
  commission: number;
}
export interface SettledPosition {
  bets: SettledBet[];
  net: number;
  commission: number;
}

/**
 * `holds(betId)`: whether the bet's proposition came true (its runner won, the runs reached its line).
 * `betIds` lists every bet to report, including those with no fills (they settle at 0).
 */
export function settlePosition(betIds: number[], fills: SettleFill[], holds: (betId: number) => boolean, commissionBp: number): SettledPosition {
  const pnl = new Map<number, number>(betIds.map((id) => [id, 0]));
  const dirs = new Map<number, Dir>();
  for (const f of fills) {
    pnl.set(f.betId, (pnl.get(f.betId) ?? 0) + partPnl({ ...f, matched: true }, holds(f.betId)));
    dirs.set(f.betId, f.dir);
  }
  const net = [...pnl.values()].reduce((a, b) => a + b, 0);
  const commission = net > 0 ? Math.floor((net * commissionBp) / 10_000) : 0;
  const shares = shareOut(
    commission,
    [...pnl.entries()].map(([id, v]) => [id, Math.max(0, v)]),
  );
  const bets = [...pnl.entries()].map(([betId, v]) => {
    const dir = dirs.get(betId);
    // A bet with no fills neither won nor lost; one with fills won when its side came true.
    const won = dir === undefined ? false : dir === 'back' ? holds(betId) : !holds(betId);
    return { betId, pnl: v, won, commission: shares.get(betId) ?? 0 };
  });
  return { bets, net, commission };
}

/** Splits `amount` in proportion to the weights, to the unit, largest remainders first. */
export function shareOut(amount: number, weights: [number, number][]): Map<number, number> {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const out = new Map<number, number>();
  if (amount === 0 || total === 0) return out;
  const parts = weights.map(([id, w]) => ({ id, exact: (amount * w) / total }));
  let given = 0;
  for (const p of parts) {
    const whole = Math.floor(p.exact);
    out.set(p.id, whole);
    given += whole;
  }
  parts.sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.id - b.id);
  for (let i = 0; given < amount; i++, given++) out.set(parts[i]!.id, out.get(parts[i]!.id)! + 1);
  return out;
}
