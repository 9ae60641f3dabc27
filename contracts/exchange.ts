// The separate exchange API, served under /exchange-api.
// Spellings are the feed's own (SelectionName, EventId, fancy2, ball_running, no_rate) and stay as they are:
// a real feed can replace ours behind VITE_EXCHANGE_API_URL, so these schemas describe that feed, not our taste.
// Prices are decimal odds on the exchange ladder; sizes are taka (not poisha: this is a feed, not the ledger).
import { z } from 'zod';
import { commonMessages as C } from './messages/common.ts';

/** The team sports: always listed, each with its match odds. */
export const SPORTS = ['cricket', 'soccer', 'tennis'] as const;
/** Racing, listed as race cards, and shown only while the market source carries races (the simulator has none). */
export const RACING_SPORTS = ['horse-racing', 'greyhound-racing'] as const;
export const ALL_SPORTS = [...SPORTS, ...RACING_SPORTS] as const;
export const sportSchema = z.enum(ALL_SPORTS);
export type Sport = z.infer<typeof sportSchema>;
export const isRacingSport = (sport: Sport): boolean => (RACING_SPORTS as readonly Sport[]).includes(sport);

/** Which events a sports-events list holds: ?when=… (default all that have not ended). */
export const EVENT_WHEN = ['all', 'inplay', 'today', 'tomorrow'] as const;
export const eventWhenSchema = z.enum(EVENT_WHEN, { error: C.valueInvalid });
export type EventWhen = z.infer<typeof eventWhenSchema>;
/** Whether list items carry `odds` (?odds=none for a screen that shows no prices: an unchanged list then stays a 304). */
export const LIST_ODDS = ['best', 'none'] as const;
export const listOddsQuerySchema = z.enum(LIST_ODDS, { error: C.valueInvalid });
export type ListOddsQuery = z.infer<typeof listOddsQuerySchema>;
/**
 * ?since=<version>: only the rows that changed since that version (a row with status 'closed' means
 * the event left the list); the answer's ETag is W/"D<version>" for such a delta (sportsEventsDeltaSchema), W/"L<version>" for a
 * whole list (a version it cannot build on, or an empty since). Without since: the whole list, as ever.
 */
export const listVersionSchema = z
  .string()
  .max(40, { error: C.valueInvalid })
  .regex(/^[A-Za-z0-9_.-]*$/, { error: C.valueInvalid });
export const sportsEventsQuerySchema = z.object({
  when: eventWhenSchema.default('all'),
  odds: listOddsQuerySchema.default('best'),
  since: listVersionSchema.optional(),
});

// ---- Match odds: GET /api/match-odds/{marketId} -> array; the first item has runners and inplay.

export const priceSizeSchema = z.object({ price: z.number().positive(), size: z.number().nonnegative() });
export type PriceSize = z.infer<typeof priceSizeSchema>;

/** Best first: availableToBack[0] is the highest back price, availableToLay[0] the lowest lay price. Up to 3 levels. */
export const exchangeDepthSchema = z.object({
  availableToBack: z.array(priceSizeSchema).max(3),
  availableToLay: z.array(priceSizeSchema).max(3),
});

export const RUNNER_STATUS = ['ACTIVE', 'SUSPENDED', 'WINNER', 'LOSER', 'REMOVED'] as const;
export const MARKET_STATUS = ['OPEN', 'SUSPENDED', 'CLOSED'] as const;

export const matchOddsRunnerSchema = z.object({
  selectionId: z.number().int(),
  SelectionName: z.string(),
  SelectionName_bn: z.string().optional(),
  sortPriority: z.number().int(),
  status: z.enum(RUNNER_STATUS),
  lastPriceTraded: z.number().nullable(),
  ex: exchangeDepthSchema,
});

export const matchOddsMarketSchema = z.object({
  marketId: z.string(),
  eventId: z.string(),
  marketName: z.string(),
  status: z.enum(MARKET_STATUS),
  inplay: z.boolean(),
  /**
   * In play, while a ball is being bowled: bets on the market are refused (the bet slip says so).
   * Optional, so a feed without it still works (the server then refuses, and the slip shows why).
   */
  ball_running: z.boolean().optional(),
  /** ISO time of the last change of anything in this market. */
  lastUpdated: z.string(),
  totalMatched: z.number().nonnegative(),
  numberOfRunners: z.number().int(),
  runners: z.array(matchOddsRunnerSchema),
  /** The source cannot vouch for these prices now (its stream is down or late): shown greyed, bets refused. Absent when fresh. */
  stale: z.literal(true).optional(),
});
export type MatchOddsMarket = z.infer<typeof matchOddsMarketSchema>;

export const matchOddsResponseSchema = z.array(matchOddsMarketSchema);
export type MatchOddsResponse = z.infer<typeof matchOddsResponseSchema>;

// ---- Event: GET /api/event/{eventId} -> { data: { items: { [eventId]: { fancy2, bookmaker } } } }

export const FANCY_CATEGORIES = ['fancy', 'ballbyball', 'khadda', 'lottery', 'oddeven'] as const;
export const fancyCategorySchema = z.enum(FANCY_CATEGORIES);
export type FancyCategory = z.infer<typeof fancyCategorySchema>;

/** One fancy line: "No" below `no` runs at no_rate, "Yes" at or above `yes` runs at yes_rate. */
export const fancyLineSchema = z.object({
  lineId: z.string(),
  title: z.string(),
  /** The title in Bangla (the feed owns its names in both languages); a feed without it shows `title`. */
  title_bn: z.string().optional(),
  category: fancyCategorySchema,
  suspended: z.boolean(),
  ball_running: z.boolean(),
  no: z.number(),
  no_rate: z.number(),
  yes: z.number(),
  yes_rate: z.number(),
  min: z.number(),
  max: z.number(),
  sortPriority: z.number().int(),
});
export type FancyLine = z.infer<typeof fancyLineSchema>;

export const bookmakerRunnerSchema = z.object({
  selectionId: z.number().int(),
  name: z.string(),
  name_bn: z.string().optional(),
  sortPriority: z.number().int(),
  backPrice: z.number(),
  layPrice: z.number(),
  suspended: z.boolean(),
  ball_running: z.boolean(),
});

/** The bookmaker market; runners keyed by String(selectionId). */
export const bookmakerSchema = z.object({
  marketId: z.string(),
  marketName: z.string(),
  min: z.number(),
  max: z.number(),
  runners: z.record(z.string(), bookmakerRunnerSchema),
});
export type Bookmaker = z.infer<typeof bookmakerSchema>;

export const eventItemSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  eventName_bn: z.string().optional(),
  inplay: z.boolean(),
  /** Fancy lines keyed by lineId; empty for soccer and tennis and before a cricket match starts. */
  fancy2: z.record(z.string(), fancyLineSchema),
  /** Absent (null) when the event has no bookmaker market. */
  bookmaker: bookmakerSchema.nullable(),
  lastUpdated: z.string(),
});
export type EventItem = z.infer<typeof eventItemSchema>;

export const eventResponseSchema = z.object({
  data: z.object({ items: z.record(z.string(), eventItemSchema) }),
});
export type EventResponse = z.infer<typeof eventResponseSchema>;

// ---- Sports events: GET /api/sports-events/{sport}[?when=…] -> array

/** One runner of a listed event's match odds: best back and best lay, null when the book has none (suspended, closed). */
export const listOddsRunnerSchema = z.object({
  selectionId: z.number().int(),
  back: priceSizeSchema.nullable(),
  lay: priceSizeSchema.nullable(),
});
/** Runners in the order of the listing's `runners` names. */
export const listOddsSchema = z.object({
  status: z.enum(MARKET_STATUS),
  runners: z.array(listOddsRunnerSchema),
  /** As the market answer's `stale`: absent when the prices are fresh. */
  stale: z.literal(true).optional(),
});
export type ListOdds = z.infer<typeof listOddsSchema>;

export const EVENT_STATUS = ['upcoming', 'inplay', 'closed'] as const;

/** A race's card as the racing pages show it: the meeting, the race's markets and its runners. */
export const raceCardSchema = z.object({
  /** The meeting's venue ("Cheltenham", "Romford"). */
  venue: z.string(),
  /** The race's own name ("2m Hcap Hrd"), from its win market. */
  raceName: z.string(),
  /** ISO time of the off; the client shows it in Asia/Dhaka. */
  raceTime: z.string(),
  /** The race's WIN and PLACE markets (their odds: GET /api/match-odds/{marketId}). */
  markets: z.array(
    z.object({ marketId: z.string(), marketType: z.string(), marketName: z.string(), numberOfWinners: z.number().int(), status: z.enum(MARKET_STATUS) }),
  ),
  /** How many runners the PLACE market pays on; null when the race has no place market. */
  places: z.number().int().nullable(),
  /** Saddle cloth or trap order; a non-runner stays on the card, marked removed. */
  runners: z.array(z.object({ selectionId: z.number().int(), number: z.string().nullable(), name: z.string(), removed: z.boolean() })),
});
export type RaceCard = z.infer<typeof raceCardSchema>;

export const sportsEventSchema = z.object({
  EventId: z.string(),
  MarketId: z.string(),
  /** The event name, e.g. "Bangladesh v India". */
  Event: z.string(),
  /** The event, competition and runner names in Bangla, beside the English (absent from a feed that has none). */
  Event_bn: z.string().optional(),
  competition_bn: z.string().optional(),
  runners_bn: z.array(z.string()).optional(),
  Fancy: z.boolean(),
  Bookmaker: z.boolean(),
  inplay: z.boolean(),
  sport: sportSchema,
  competition: z.string(),
  /** ISO start time. */
  openDate: z.string(),
  status: z.enum(EVENT_STATUS),
  /** The runner names in order (two teams or players; soccer's match odds add "The Draw"). */
  runners: z.array(z.string()),
  /** The match odds' best prices for the list's 1 / X / 2 columns; optional, so a feed without it still works (no prices shown). */
  odds: listOddsSchema.optional(),
  /** The score while in play ("BAN 87/2 (11.3)", "1-0 (63')"); absent before the off or when the feed has none. */
  score: z.string().optional(),
  score_bn: z.string().optional(),
  /** Racing only: the race card. */
  race: raceCardSchema.optional(),
});
export type SportsEvent = z.infer<typeof sportsEventSchema>;

export const sportsEventsResponseSchema = z.array(sportsEventSchema);
/** The answer to ?since= that the ETag marks as a delta (W/"D…"): changed rows whole, moved prices by market. */
export const sportsEventsDeltaSchema = z.object({ rows: z.array(sportsEventSchema), odds: z.record(z.string(), listOddsSchema) });
export type SportsEventsDelta = z.infer<typeof sportsEventsDeltaSchema>;

// ---- Results: GET /api/results/{sport} -> array, newest first (the Result tab).

export const eventResultSchema = z.object({
  EventId: z.string(),
  MarketId: z.string(),
  Event: z.string(),
  sport: sportSchema,
  competition: z.string(),
  openDate: z.string(),
  /** ISO time the event settled. */
  settledAt: z.string(),
  /** The winning runner's name; null for a tie or an abandoned match. */
  winner: z.string().nullable(),
  /** One line for people, e.g. "Bangladesh won by 5 wickets", "2-1", "6-4 3-6 7-5". */
  result: z.string(),
  score: z.string(),
  /** The event, competition, result and score in Bangla (absent from a feed that has none). */
  Event_bn: z.string().optional(),
  competition_bn: z.string().optional(),
  result_bn: z.string().optional(),
  score_bn: z.string().optional(),
});
export type EventResult = z.infer<typeof eventResultSchema>;

export const resultsResponseSchema = z.array(eventResultSchema);
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;

// ---- Score board: GET /api/score/board/{eventId} -> text holding an <iframe src="…">.

export const scoreBoardResponseSchema = z.string().min(1);

// ---- Live score frame state: GET /live-score/{eventId}/state (read by live-score.js every few seconds).

export const liveScoreStateSchema = z.object({ event: z.string(), status: z.string(), score: z.string(), detail: z.string() });
export type LiveScoreState = z.infer<typeof liveScoreStateSchema>;
/** How often a live score board (the frame page's script, or the odds view's own board) asks for /state. */
export const LIVE_SCORE_POLL_MS = 3000;

/** The live score frame's url inside a score board text; null when it holds none. */
export function extractScoreIframeUrl(text: string): string | null {
  const match = /<iframe[^>]*\ssrc=["']([^"']+)["']/i.exec(text) ?? /(https?:\/\/\S+|\/\S*live-score\/\S+)/.exec(text);
  return match ? (match[1] ?? null) : null;
}
