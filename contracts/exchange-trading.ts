// The trader's desk (all under /api/operator/trading): the bookmaker markets and fancy lines the site's
// traders run by hand on an event, moved, suspended and resulted from the console. Money in taka; runs,
// rates (100 pays evens on a fancy line; 45 pays 45 per 100 on the bookmaker) as whole numbers.
import { z } from 'zod';
import { atMost, decimalRule, exactlyOneOf, TAKA_MAX } from './fields.ts';
import { tradingMessages as M } from './messages/trading.ts';

export const TRADED_LINE_KINDS = ['session', 'player', 'wicket', 'yesno', 'oddeven'] as const;
export const TRADED_STATES = ['open', 'suspended', 'ball_running'] as const;

const hundredths = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const taka = z
  .number({ error: M.tradingLimitsInvalid })
  .refine((v) => Number.isFinite(v) && v > 0 && v <= TAKA_MAX && hundredths(v), M.tradingLimitsInvalid)
  .meta(decimalRule(2, 0.01, TAKA_MAX));
const runs = z.number({ error: M.tradingLineInvalid }).int(M.tradingLineInvalid).min(0, M.tradingLineInvalid).max(9999, M.tradingLineInvalid);
const rate = z.number({ error: M.tradingLineInvalid }).int(M.tradingLineInvalid).min(0, M.tradingLineInvalid).max(9999, M.tradingLineInvalid);
const title = z.string({ error: M.tradingTitleRequired }).trim().min(1, M.tradingTitleRequired).max(120, M.tradingTitleRequired);
const eventId = z
  .string({ error: M.tradingEventNotFound })
  .trim()
  .regex(/^[A-Za-z0-9.:@-]{1,40}$/, M.tradingEventNotFound);
const reason = z.string({ error: M.tradingReasonRequired }).trim().min(3, M.tradingReasonRequired).max(200, M.tradingReasonRequired);
const stateSchema = z.enum(TRADED_STATES, { error: M.tradingStateInvalid });

export const tradingEventParamsSchema = z.object({ eventId });
export const tradingMarketParamsSchema = z.object({
  id: z.coerce
    .number({ error: M.tradingMarketNotFound })
    .int(M.tradingMarketNotFound)
    .positive(M.tradingMarketNotFound)
    .max(Number.MAX_SAFE_INTEGER, M.tradingMarketNotFound),
});

const limits = { minStake: atMost(taka, 'maxStake'), maxStake: taka, maxProfit: taka };
const limitsInOrder = (v: { minStake?: number | undefined; maxStake?: number | undefined }) =>
  v.minStake === undefined || v.maxStake === undefined || v.minStake <= v.maxStake;

/** A new fancy line: No below `no` runs at noRate, Yes at `yes` or more at yesRate. It opens suspended unless `open`. */
export const openFancyLineRequestSchema = z
  .object({
    eventId,
    kind: z.enum(TRADED_LINE_KINDS, { error: M.tradingKindInvalid }),
    title,
    titleBn: title.optional(),
    no: runs,
    noRate: rate,
    yes: runs,
    yesRate: rate,
    ...limits,
    open: z.boolean().default(false),
  })
  .refine((v) => v.no <= v.yes, { path: ['no'], message: M.tradingLineInvalid })
  .refine(limitsInOrder, { path: ['minStake'], message: M.tradingLimitsInvalid });
export type OpenFancyLineRequest = z.infer<typeof openFancyLineRequestSchema>;

const runnerPrice = z.object({
  selectionId: z
    .string({ error: M.tradingRunnersInvalid })
    .trim()
    .regex(/^[A-Za-z0-9@-]{1,40}$/, M.tradingRunnersInvalid),
  back: z.number({ error: M.tradingRunnersInvalid }).int(M.tradingRunnersInvalid).min(0, M.tradingRunnersInvalid).max(9999, M.tradingRunnersInvalid),
  lay: z.number({ error: M.tradingRunnersInvalid }).int(M.tradingRunnersInvalid).min(0, M.tradingRunnersInvalid).max(9999, M.tradingRunnersInvalid),
});

/** The event's bookmaker: every runner of its match odds priced (names come from the match odds). */
export const openBookmakerRequestSchema = z
  .object({
    eventId,
    title: title.default('Bookmaker'),
    runners: z.array(runnerPrice, { error: M.tradingRunnersInvalid }).min(2, M.tradingRunnersInvalid).max(20, M.tradingRunnersInvalid),
    ...limits,
    open: z.boolean().default(false),
  })
  .refine(limitsInOrder, { path: ['minStake'], message: M.tradingLimitsInvalid });
export type OpenBookmakerRequest = z.infer<typeof openBookmakerRequestSchema>;

/** New values for a live market; what is left out stays. */
export const editTradedMarketRequestSchema = z
  .object({
    title: title.optional(),
    titleBn: title.optional(),
    no: runs.optional(),
    noRate: rate.optional(),
    yes: runs.optional(),
    yesRate: rate.optional(),
    runners: z.array(runnerPrice, { error: M.tradingRunnersInvalid }).max(20, M.tradingRunnersInvalid).optional(),
    minStake: atMost(taka, 'maxStake').optional(),
    maxStake: taka.optional(),
    maxProfit: taka.optional(),
  })
  .refine(limitsInOrder, { path: ['minStake'], message: M.tradingLimitsInvalid });
export type EditTradedMarketRequest = z.infer<typeof editTradedMarketRequestSchema>;

const step = z.number({ error: M.tradingMoveInvalid }).int(M.tradingMoveInvalid).min(-100, M.tradingMoveInvalid).max(100, M.tradingMoveInvalid);
/** One key press: the line's No and Yes values move by `runs`, its rates (or a bookmaker's) by `rate`. */
export const moveTradedMarketRequestSchema = z.object({ runs: step.default(0), rate: step.default(0) });
export type MoveTradedMarketRequest = z.infer<typeof moveTradedMarketRequestSchema>;

/** `held` keeps the state against automatic ball running and stale suspension; left out, it is released. */
export const tradedStateRequestSchema = z.object({ state: stateSchema, held: z.boolean().default(false) });
export type TradedStateRequest = z.infer<typeof tradedStateRequestSchema>;

/** A fancy line's result is the runs made; a bookmaker's, the winner's selection id. */
export const settleTradedMarketRequestSchema = exactlyOneOf(
  z
    .object({ runs: runs.optional(), winner: z.string().trim().max(40).optional(), reason })
    .refine((v) => (v.runs === undefined) !== (v.winner === undefined), { path: ['runs'], message: M.tradingResultInvalid }),
  'runs',
  'winner',
);
export type SettleTradedMarketRequest = z.infer<typeof settleTradedMarketRequestSchema>;
export const voidTradedMarketRequestSchema = z.object({ reason });
export type VoidTradedMarketRequest = z.infer<typeof voidTradedMarketRequestSchema>;

export const tradedMarketSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  kind: z.enum(['bookmaker', ...TRADED_LINE_KINDS]),
  /** The id players see: a fancy line's lineId (T12), a bookmaker's marketId (TB3). */
  feedId: z.string(),
  /** The betting market its bets are filed under (the exchange desk's and risk desk's key). */
  marketKey: z.string(),
  title: z.string(),
  titleBn: z.string().nullable(),
  no: z.number().nullable(),
  noRate: z.number().nullable(),
  yes: z.number().nullable(),
  yesRate: z.number().nullable(),
  runners: z.array(z.object({ selectionId: z.string(), name: z.string(), back: z.number(), lay: z.number() })),
  minStake: z.number(),
  maxStake: z.number(),
  maxProfit: z.number(),
  /** What the trader set, and whether it is held against the automatic states. */
  state: stateSchema,
  held: z.boolean(),
  /** What players see now (the automatic states applied). */
  shown: z.object({ suspended: z.boolean(), ballRunning: z.boolean() }),
  /** `waiting`: its result was rolled back; off the players' view until resulted again. */
  status: z.enum(['live', 'settled', 'void', 'waiting']),
  updatedAt: z.string(),
});
export type TradedMarket = z.infer<typeof tradedMarketSchema>;

/** A market of the event resulted (settled, voided, or rolled back and waiting for a new result). */
export const resultedMarketSchema = z.object({
  market: tradedMarketSchema,
  /** The last result: a fancy line's runs, a bookmaker's winner (null for a void); after a roll back, the result rolled back. */
  runs: z.number().int().nullable(),
  winner: z.object({ selectionId: z.string(), name: z.string() }).nullable(),
  /** The reason, staff member and time of the last decision (the result, or its roll back); null for lines resulted before they were kept. */
  reason: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string().nullable(),
});
export type ResultedMarket = z.infer<typeof resultedMarketSchema>;

export const tradingEventSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  /** The event's name in Bangla, as the player's odds view shows it. */
  name_bn: z.string(),
  sport: z.string(),
  inPlay: z.boolean(),
  /** The score in one line, or null before the off. */
  score: z.string().nullable(),
  /** The same line in Bangla (team names and digits), as the player's odds view shows it. */
  score_bn: z.string().nullable(),
  ballInProgress: z.boolean(),
  stale: z.boolean(),
  /** The match odds' runners: a bookmaker prices these. */
  runners: z.array(z.object({ selectionId: z.string(), name: z.string(), name_bn: z.string() })),
  markets: z.array(tradedMarketSchema),
  /** The event's resulted markets, the latest first: any of them can be rolled back or, once waiting, resulted again. */
  resulted: z.array(resultedMarketSchema),
});
export type TradingEvent = z.infer<typeof tradingEventSchema>;

export const tradingEventsResponseSchema = z.object({
  events: z.array(
    z.object({
      eventId: z.string(),
      name: z.string(),
      name_bn: z.string(),
      sport: z.string(),
      inPlay: z.boolean(),
      openDate: z.string(),
      lines: z.number().int(),
    }),
  ),
});
export type TradingEventsResponse = z.infer<typeof tradingEventsResponseSchema>;

export const tradedMarketSavedSchema = z.object({ market: tradedMarketSchema, message: z.string(), code: z.string() });
export const tradedEventSavedSchema = z.object({ event: tradingEventSchema, message: z.string(), code: z.string() });
export const tradedResultSchema = z.object({
  market: tradedMarketSchema,
  bets: z.number().int(),
  players: z.number().int(),
  message: z.string(),
  code: z.string(),
});
