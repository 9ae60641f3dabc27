// The exchange's market data as every reader downstream sees it, whatever produces it: the built-in
// simulator, Betfair's Exchange Stream, or Betfair's recorded files. The feed answers, the lists and their
// deltas, the live score page, stale marking, bet matching, settlement and the several-process publication
// read only this, so a new source is one new implementation and nothing else changes.
// Ids are the source's own (a Betfair market keeps `1.200806927`, its selections their selection ids), so an
// operator can look a market up at its source and a restart finds every bet's market again.

export type SourceKind = 'simulator' | 'betfair-stream' | 'betfair-files';

/** The sports the exchange lists; a source leaves out what it does not carry. */
export type SourceSport = 'cricket' | 'soccer' | 'tennis' | 'horse-racing' | 'greyhound-racing';

export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'CLOSED';

/** A runner's state. A PLACE market marks every placed runner WINNER, as Betfair does. */
export type RunnerStatus = 'ACTIVE' | 'WINNER' | 'LOSER' | 'REMOVED';

export interface SourceEvent {
  id: string;
  sport: SourceSport;
  competition: string;
  /** Never blank: a source without a name builds a neutral label from the id. */
  name: string;
  /** Epoch ms of the scheduled start (a race: the off). */
  openDate: number;
  countryCode: string | null;
  /** Racing: the meeting's venue. */
  venue: string | null;
}

export interface SourceRunner {
  selectionId: number;
  name: string;
  sortPriority: number;
  status: RunnerStatus;
  /** Betfair's adjustment factor (percent); set for racing runners, kept when the runner is removed. */
  adjustmentFactor: number | null;
  /** Epoch ms a removed runner was withdrawn at. */
  removalDate: number | null;
  /** Racing: the saddle cloth or trap number shown on the race card. */
  number: string | null;
}

export interface PriceSize {
  price: number;
  /** Amount available at this price in the market's currency (taka for the simulator). */
  size: number;
}

export interface RunnerBook {
  selectionId: number;
  /** Best price first. */
  back: PriceSize[];
  lay: PriceSize[];
  lastTradedPrice: number | null;
  tradedVolume: number;
}

export interface SourceMarket {
  id: string;
  eventId: string;
  /** Betfair's market type: MATCH_ODDS, WIN, PLACE, … */
  marketType: string;
  name: string;
  numberOfWinners: number;
  betDelaySeconds: number;
  status: MarketStatus;
  inPlay: boolean;
  /** Epoch ms the market is scheduled to go in play. */
  marketTime: number;
  runners: SourceRunner[];
  totalMatched: number;
  /** Bumped on every change of the market (definition or book): answers are rebuilt only when it moves. */
  version: number;
  /** Epoch ms of the last change. */
  updatedAt: number;
}

export interface InningsScore {
  team: string;
  runs: number;
  wickets: number;
  /** Overs as the scorers write them: 12.3 is twelve overs and three balls. */
  overs: number;
}

export interface SourceScore {
  eventId: string;
  /** The teams as the score feed names them (home first). */
  teams: [string, string];
  innings: InningsScore[];
  /** The last balls, newest last ("4", "W", "1wd", "•"). */
  recentBalls: string[];
  /** A ball is being bowled: markets on the event show Ball Running and take no bets. */
  ballInProgress: boolean;
  /** Free text of the match state from the source ("Netherlands won by 7 wickets"), or null. */
  status: string | null;
  updatedAt: number;
  /** The score in one line as the lists show it ("1-0 (63')"), when the source words it itself; else built from `innings`. */
  summary?: string;
  /** Why play stands between balls, when the source knows: the live score board says so. */
  pause?: 'wicket' | 'break' | null;
}

export type SourceChange =
  /** `pricesOnly`: only the book moved, not the definition (status, in play, runners); absent when the source cannot tell. */
  | { kind: 'market'; marketId: string; pricesOnly?: boolean }
  | { kind: 'events' }
  | { kind: 'score'; eventId: string }
  /**
   * `since` (stale only): the last moment the source heard from these markets, when it knows; their prices
   * have been unvouched from then, before the silence was long enough to call them stale.
   */
  | { kind: 'stale'; marketIds: string[]; stale: boolean; since?: number };

export interface MarketSource {
  readonly kind: SourceKind;
  /** The source's clock on the server's: a replay maps its recorded moments onto now. */
  now(): number;
  events(): Iterable<SourceEvent>;
  event(eventId: string): SourceEvent | undefined;
  marketsOf(eventId: string): SourceMarket[];
  market(marketId: string): SourceMarket | undefined;
  book(marketId: string): RunnerBook[] | undefined;
  score(eventId: string): SourceScore | undefined;
  /** True while the source cannot vouch for the market's prices (stream down or late): shown and refused. */
  isStale(marketId: string): boolean;
  subscribe(listener: (change: SourceChange) => void): () => void;
  stop(): void;
}
