// One simulated event: its identity, its match model and the market state derived from it.
// Versions count visible changes, so answers are rebuilt only when something changed.
import type { EventResult, Sport } from '../../../../contracts/exchange.ts';
import type { CricketMatch } from './matches/cricket-match.ts';
import type { Depth } from './market-book.ts';
import type { MatchModel } from './matches/match-model.ts';
import type { Rng } from './prng.ts';

export type EventStatus = 'upcoming' | 'inplay' | 'closed';

/** The sports the simulator plays; it carries no racing. */
export type SimulatedSport = Extract<Sport, 'cricket' | 'soccer' | 'tennis'>;

export interface SimEvent {
  id: string;
  marketId: string;
  bookmakerId: string;
  sport: SimulatedSport;
  name: string;
  competition: string;
  runnerNames: string[];
  selectionIds: number[];
  /** Simulated epoch ms. */
  openDate: number;
  status: EventStatus;
  hasFancy: boolean;
  hasBookmaker: boolean;
  rng: Rng;
  match: MatchModel & { skipAhead(n: number, rng: Rng): void };
  cricket: CricketMatch | null;
  liquidity: number;
  /** Pre-match wobble of the prices, so upcoming markets move a little too. */
  wobble: number[];
  depth: Depth[];
  totalMatched: number;
  lastTraded: (number | null)[];
  /** The bookmaker rates last published, to tell when the event answer really changed. */
  bookmakerKey: string;
  nextReprice: number;
  closedAt: number | null;
  result: EventResult | null;
  /** Bumped on every visible change of the match odds / of the event (fancy, bookmaker) answer. */
  marketVersion: number;
  eventVersion: number;
  marketUpdated: number;
  eventUpdated: number;
  /** Market watches following this event (they have open bets on it); 0 for almost every event, so the
   * simulator tells nobody about its ticks. */
  watchers: number;
  /** Counters for the bet delay: a bet is refused if a ball started or a suspension came while it waited. */
  ballsStarted: number;
  suspensions: number;
}
