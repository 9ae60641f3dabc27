// The site's side of a market's book: for each outcome, what the site wins (positive) or pays (negative)
// across all players once the market settles on it. Each player's part is their matched profit or loss
// in that outcome by the same position maths that sets their hold (market-outcomes.ts), less the
// commission settlement would take from a winning net (maths/settlement.ts: a share of net market
// winnings, never of a loss, rounded down). Unmatched money is not in the book: it lapses or is cancelled.
// book-maths.test.ts checks the result against settlePosition itself on random books.
import { bookFor, pnlAt, type BetPart, type MarketShape } from '../maths/market-outcomes.ts';

export interface PlayerBook {
  userId: number;
  parts: BetPart[];
}
export interface OutcomeLine {
  outcome: string | number;
  /** The site's profit (positive) or loss (negative) in poisha. */
  site: number;
  /** Each player's settled net after commission in that outcome (what settlement pays them). */
  players: { userId: number; net: number }[];
}

/** What settlement takes from a player's net on a market: the commission share of a winning net only. */
export const commissionOn = (net: number, commissionBp: number) => (net > 0 ? Math.floor((net * commissionBp) / 10_000) : 0);

export function siteBook(shape: MarketShape, players: PlayerBook[], commissionBp: number): OutcomeLine[] {
  const all = players.flatMap((p) => p.parts);
  const outcomes = bookFor(shape, all).map((o) => o.outcome);
  return outcomes.map((outcome) => {
    const nets = players.map((p) => {
      const pnl = pnlAt(shape, p.parts, outcome);
      return { userId: p.userId, net: pnl - commissionOn(pnl, commissionBp) };
    });
    return { outcome, site: -nets.reduce((s, n) => s + n.net, 0), players: nets };
  });
}

/** The worst (lowest) and best site result over the outcomes; zero for an empty book. */
export function worstAndBest(lines: OutcomeLine[]): { worst: number; best: number } {
  if (lines.length === 0) return { worst: 0, best: 0 };
  const sites = lines.map((l) => l.site);
  return { worst: Math.min(...sites), best: Math.max(...sites) };
}
