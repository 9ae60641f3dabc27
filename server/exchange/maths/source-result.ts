// What a source's market says about how it ended, read from its runners' statuses as Betfair marks them:
// CLOSED with WINNER runners settles (a PLACE market marks every placed runner WINNER; a one-winner market
// with several WINNERs is a dead heat), REMOVED runners carry their reduction factor and removal time.
// Anything else that is CLOSED (no WINNER, or more WINNERs than places in a several-winner market, where
// the statuses cannot say who tied for the last place) is not a result: the market waits for the operator.
// The shapes are the market source's (server/exchange/source/market-source.ts), restated structurally
// because the bet maths import nothing outside themselves.
import { factorBp, type Removal } from './racing-rules.ts';

export interface ResultRunner {
  selectionId: number;
  status: 'ACTIVE' | 'WINNER' | 'LOSER' | 'REMOVED';
  adjustmentFactor: number | null;
  removalDate: number | null;
}
export interface ResultMarket {
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  numberOfWinners: number;
  runners: readonly ResultRunner[];
}

/** A runner market settled on its winners (one or several places), with its non-runners. */
export interface WinnersOutcome {
  kind: 'winners';
  selectionIds: string[];
  places: number;
  removed: Removal[];
}

export type WaitReason = 'exchangeMarketNoResult' | 'exchangeMarketTieUnclear';
export type SourceVerdict = { kind: 'open' } | { kind: 'settle'; outcome: WinnersOutcome } | { kind: 'wait'; why: WaitReason };

/** A removal without a time counts as made at the close: every fill matched before it is reduced. */
export const REMOVED_AT_CLOSE = Number.MAX_SAFE_INTEGER;

export function removalsOf(runners: readonly ResultRunner[]): Removal[] {
  return runners
    .filter((r) => r.status === 'REMOVED')
    .map((r) => ({ selectionId: String(r.selectionId), factorBp: factorBp(r.adjustmentFactor ?? 0), at: r.removalDate ?? REMOVED_AT_CLOSE }));
}

export function verdictOf(market: ResultMarket): SourceVerdict {
  if (market.status !== 'CLOSED') return { kind: 'open' };
  const winners = market.runners.filter((r) => r.status === 'WINNER').map((r) => String(r.selectionId));
  const places = Math.max(1, market.numberOfWinners);
  if (winners.length === 0) return { kind: 'wait', why: 'exchangeMarketNoResult' };
  if (places > 1 && winners.length > places) return { kind: 'wait', why: 'exchangeMarketTieUnclear' };
  return { kind: 'settle', outcome: { kind: 'winners', selectionIds: winners, places, removed: removalsOf(market.runners) } };
}
