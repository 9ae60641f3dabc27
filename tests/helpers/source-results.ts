// A source's market as Betfair would send it when it closes, built over a simulated market with bets:
// the same id and selection ids, each runner's status, a non-runner's adjustment factor and removal time.
import type { ResultMarket, ResultRunner } from '../../server/exchange/maths/source-result.ts';
import type { SimEvent } from '../../server/exchange/source/simulator/sim-event.ts';

export type RunnerResult = ResultRunner['status'] | { removed: number; at: number | null };

export function closedMarket(ev: SimEvent, results: RunnerResult[], numberOfWinners = 1): ResultMarket & { id: string } {
  return {
    id: ev.marketId,
    status: 'CLOSED',
    numberOfWinners,
    runners: ev.selectionIds.map((selectionId, i) => {
      const r = results[i] ?? 'LOSER';
      return typeof r === 'string'
        ? { selectionId, status: r, adjustmentFactor: null, removalDate: null }
        : { selectionId, status: 'REMOVED', adjustmentFactor: r.removed, removalDate: r.at };
    }),
  };
}
