// What a trader's market shows now: the state the trader set, and, unless the trader holds it, what the
// match says by itself. A ball in progress on the event's score makes it Ball Running until the ball is
// done; a source that cannot vouch for the event's prices (stale) suspends it; a finished event suspends
// it. Worked out when read, from the source every process has, so every process shows the same and
// nothing has to be written for each ball.
import type { TradingMarketRow } from '../../db/schema/index.ts';
import type { MarketSource } from '../source/market-source.ts';

export interface LineState {
  suspended: boolean;
  ballRunning: boolean;
}

export interface MatchMarks {
  ballInProgress: boolean;
  stale: boolean;
  closed: boolean;
}

export function matchMarksOf(source: MarketSource, eventId: string): MatchMarks {
  const markets = source.marketsOf(eventId);
  return {
    ballInProgress: source.score(eventId)?.ballInProgress ?? false,
    stale: markets.some((m) => source.isStale(m.id)),
    closed: markets.length > 0 && markets.every((m) => m.status === 'CLOSED'),
  };
}

export function lineStateOf(row: Pick<TradingMarketRow, 'state' | 'held'>, marks: MatchMarks): LineState {
  const suspended = row.state === 'suspended' || (!row.held && (marks.stale || marks.closed));
  return { suspended, ballRunning: !suspended && (row.state === 'ball_running' || (!row.held && marks.ballInProgress)) };
}
