// Betfair's Exchange Stream API messages (the published ESA schema), as the market cache reads them: the
// market change message `mcm` and the cricket score change message `ccm`. The live stream and the
// historical files share this format. Objects are loose: Betfair adds fields without notice and a reader
// that rejected unknown fields would stop on the next release. Every field but the ids is optional,
// because a delta carries only what changed.
import { z } from 'zod';

/** [price, size]: a full-depth ladder entry; size 0 removes the price. */
const priceVol = z.tuple([z.number(), z.number()]);
/** [level, price, size]: a best-offers ladder entry keyed by level (0 is best); size 0 removes the level. */
const levelPriceVol = z.tuple([z.number(), z.number(), z.number()]);

export const runnerDefinitionSchema = z.looseObject({
  id: z.number(),
  status: z.string().optional(),
  sortPriority: z.number().optional(),
  adjustmentFactor: z.number().optional(),
  removalDate: z.string().optional(),
  hc: z.number().optional(),
  bsp: z.number().optional(),
  /** Not in the published schema: the historical files carry runner names here. */
  name: z.string().optional(),
});

export const marketDefinitionSchema = z.looseObject({
  status: z.string().optional(),
  inPlay: z.boolean().optional(),
  betDelay: z.number().optional(),
  numberOfWinners: z.number().optional(),
  marketType: z.string().optional(),
  eventId: z.string().optional(),
  eventTypeId: z.string().optional(),
  venue: z.string().optional(),
  countryCode: z.string().optional(),
  marketTime: z.string().optional(),
  openDate: z.string().optional(),
  settledTime: z.string().optional(),
  runners: z.array(runnerDefinitionSchema).optional(),
  /** Not in the published schema: the historical files name the market and the event. */
  name: z.string().optional(),
  eventName: z.string().optional(),
});

export const runnerChangeSchema = z.looseObject({
  id: z.number(),
  hc: z.number().optional(),
  atb: z.array(priceVol).optional(),
  atl: z.array(priceVol).optional(),
  trd: z.array(priceVol).optional(),
  spb: z.array(priceVol).optional(),
  spl: z.array(priceVol).optional(),
  batb: z.array(levelPriceVol).optional(),
  batl: z.array(levelPriceVol).optional(),
  bdatb: z.array(levelPriceVol).optional(),
  bdatl: z.array(levelPriceVol).optional(),
  ltp: z.number().optional(),
  tv: z.number().optional(),
  spn: z.number().optional(),
  spf: z.number().optional(),
});

export const marketChangeSchema = z.looseObject({
  id: z.string(),
  img: z.boolean().optional(),
  tv: z.number().optional(),
  con: z.boolean().optional(),
  marketDefinition: marketDefinitionSchema.optional(),
  rc: z.array(runnerChangeSchema).optional(),
});

// The live stream's envelope writes null where a recorded line leaves a field out (an ordinary delta has no
// change type); both mean the same.
export const marketChangeMessageSchema = z.looseObject({
  op: z.literal('mcm'),
  id: z.number().nullish(),
  pt: z.number(),
  clk: z.string().nullish(),
  initialClk: z.string().nullish(),
  ct: z.string().nullish(),
  segmentType: z.string().nullish(),
  status: z.number().nullable().optional(),
  mc: z.array(marketChangeSchema).optional(),
});

const teamSchema = z.looseObject({ name: z.string().optional(), selectionId: z.number().optional() });

export const cricketFixtureInfoSchema = z.looseObject({
  homeTeam: z.string().optional(),
  awayTeam: z.string().optional(),
  expectedStartTime: z.number().optional(),
  fixtureStatus: z.string().optional(),
  eventDescription: z.string().optional(),
  maxOvers: z.number().optional(),
  /** BALL_IN_PROGRESS, MATCH_STABLE, RUNS_LIKELY, POSSIBLE_WICKET, MATCH_COMPLETE, ... */
  eventStatus: z.string().optional(),
});

export const cricketInningsSchema = z.looseObject({
  inningsNum: z.number().optional(),
  battingTeam: z.string().optional(),
  bowlingTeam: z.string().optional(),
  inningsRuns: z.number().optional(),
  /** "12.3"; the feed writes overs as text. */
  inningsOvers: z.string().optional(),
  inningsWickets: z.number().optional(),
});

export const cricketMatchStatsSchema = z.looseObject({
  currentInnings: z.number().optional(),
  inningsStats: z.array(cricketInningsSchema).optional(),
  tossResult: z.string().optional(),
  winner: z.string().optional(),
});

export const cricketIncidentSchema = z.looseObject({
  incidentType: z.string().optional(),
  qualifierType: z.string().optional(),
  value: z.string().optional(),
  innings: z.number().optional(),
  overs: z.string().optional(),
  actualTime: z.number().optional(),
});

export const cricketChangeSchema = z.looseObject({
  eventId: z.string(),
  marketId: z.string().optional(),
  fixtureInfo: cricketFixtureInfoSchema.optional(),
  homeTeam: teamSchema.optional(),
  awayTeam: teamSchema.optional(),
  matchStats: cricketMatchStatsSchema.optional(),
  incidentListWrapper: z.looseObject({ incidentList: z.array(cricketIncidentSchema).optional() }).optional(),
});

export const cricketChangeMessageSchema = z.looseObject({
  op: z.literal('ccm'),
  pt: z.number(),
  clk: z.string().nullish(),
  ct: z.string().nullish(),
  cc: z.array(cricketChangeSchema).optional(),
});

export const streamMessageSchema = z.discriminatedUnion('op', [marketChangeMessageSchema, cricketChangeMessageSchema]);

export type RunnerDefinition = z.infer<typeof runnerDefinitionSchema>;
export type MarketDefinition = z.infer<typeof marketDefinitionSchema>;
export type RunnerChange = z.infer<typeof runnerChangeSchema>;
export type MarketChange = z.infer<typeof marketChangeSchema>;
export type MarketChangeMessage = z.infer<typeof marketChangeMessageSchema>;
export type CricketChange = z.infer<typeof cricketChangeSchema>;
export type CricketChangeMessage = z.infer<typeof cricketChangeMessageSchema>;
export type StreamMessage = z.infer<typeof streamMessageSchema>;
