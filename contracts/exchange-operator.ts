// The operator's exchange desk: the limits per market type (also shown to players in the odds view,
// replacing the static Min/Max), every open and settled bet, each player's exposure, and voiding a market.
import { z } from 'zod';
import { decimalRule, exactlyOneOf } from './fields.ts';
import { commonMessages as C } from './messages/common.ts';
import { exchangeMessages as M } from './messages/exchange.ts';
import { betListStatusSchema, betRecordSchema, cursorSchema, marketTypeSchema, noticeTextSchema, pageLimitSchema, stakeSchema } from './exchange-bets.ts';

export const exchangeLimitsSchema = z
  .object({
    minStake: stakeSchema.meta({ type: 'number', exclusiveMinimum: 0, maximum: 10_000_000, multipleOf: 0.01, 'x-at-most': 'maxStake' }),
    maxStake: stakeSchema,
    /** The most a player may stand to win on one market. */
    maxProfit: stakeSchema,
    /** In-play wait before a bet is matched: defaults 5 s match odds, 3 s bookmaker, 0 s fancy. */
    betDelaySeconds: z
      .number({ error: M.exchangeBetDelayInvalid })
      .int(M.exchangeBetDelayInvalid)
      .min(0, M.exchangeBetDelayInvalid)
      .max(30, M.exchangeBetDelayInvalid),
    /** Commission on net market winnings, 0 to 20 %, in hundredths of a percent at most. */
    commissionPercent: z
      .number({ error: M.exchangeCommissionInvalid })
      .min(0, M.exchangeCommissionInvalid)
      .max(20, M.exchangeCommissionInvalid)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, M.exchangeCommissionInvalid)
      .meta(decimalRule(2, 0, 20)),
  })
  .refine((v) => v.minStake <= v.maxStake, { path: ['minStake'], message: M.exchangeSettingsMinAboveMax });
export type ExchangeLimits = z.infer<typeof exchangeLimitsSchema>;
export const exchangeSettingsSchema = z.object({ match_odds: exchangeLimitsSchema, bookmaker: exchangeLimitsSchema, fancy: exchangeLimitsSchema });
export type ExchangeSettings = z.infer<typeof exchangeSettingsSchema>;
/** PUT /api/operator/exchange/settings: any of the three types, each given whole. */
export const exchangeSettingsUpdateSchema = exchangeSettingsSchema.partial();
export type ExchangeSettingsUpdate = z.infer<typeof exchangeSettingsUpdateSchema>;
export const exchangeSettingsUpdateResponseSchema = z.object({ settings: exchangeSettingsSchema, message: z.string(), code: z.string() });

// ---- GET /api/operator/exchange/bets?status&marketKey&userId
export const operatorBetsQuerySchema = z.object({
  status: betListStatusSchema,
  marketKey: z
    .string({ error: M.exchangeMarketNotFound })
    .trim()
    .regex(/^[A-Za-z0-9.:@-]{1,60}$/, M.exchangeMarketNotFound)
    .optional(),
  userId: cursorSchema,
  limit: pageLimitSchema(500, 100),
  before: cursorSchema,
});
export type OperatorBetsQuery = z.input<typeof operatorBetsQuerySchema>;
export const operatorBetSchema = betRecordSchema.extend({ userId: z.number().int(), username: z.string() });
export const operatorBetsResponseSchema = z.object({ bets: z.array(operatorBetSchema), nextBefore: z.number().int().nullable() });
export type OperatorBetsResponse = z.infer<typeof operatorBetsResponseSchema>;

// ---- GET /api/operator/exchange/exposure
export const operatorExposureResponseSchema = z.object({
  players: z.array(z.object({ userId: z.number().int(), username: z.string(), exposure: z.number(), openMarkets: z.number().int() })),
  total: z.number(),
});
export type OperatorExposureResponse = z.infer<typeof operatorExposureResponseSchema>;

// ---- GET /api/operator/exchange/markets?status
export const operatorMarketsQuerySchema = z.object({ status: z.enum(['open', 'settled', 'void'], { error: C.valueInvalid }).default('open') });
export const operatorMarketSchema = z.object({
  marketKey: z.string(),
  marketType: marketTypeSchema,
  eventId: z.string(),
  eventName: z.string(),
  sport: z.string(),
  marketName: z.string(),
  lineTitle: z.string().nullable(),
  /** The same names in Bangla (server/exchange/source/names-bn.ts), for an operator reading the console in Bangla. */
  eventNameBn: z.string(),
  marketNameBn: z.string(),
  lineTitleBn: z.string().nullable(),
  status: z.enum(['open', 'settling', 'settled', 'void']),
  /** The winner's name, the runs a line settled on, or why it was voided. */
  result: z.string().nullable(),
  bets: z.number().int(),
  players: z.number().int(),
  exposure: z.number(),
  settledAt: z.string().nullable(),
  /** Why an open market waits for the operator to void or settle it (the feed no longer has it); listed first. */
  awaitingOperator: noticeTextSchema.nullable(),
  flaggedAt: z.string().nullable(),
});
export const operatorMarketsResponseSchema = z.object({ markets: z.array(operatorMarketSchema) });
export type OperatorMarketsResponse = z.infer<typeof operatorMarketsResponseSchema>;

// ---- POST /api/operator/exchange/markets/{marketKey}/void
export const marketKeySchema = z
  .string({ error: M.exchangeMarketNotFound })
  .trim()
  .regex(/^[A-Za-z0-9.:@-]{1,60}$/, M.exchangeMarketNotFound);
export const voidMarketRequestSchema = z.object({
  reason: z.string({ error: M.exchangeVoidReasonRequired }).trim().min(3, M.exchangeVoidReasonRequired).max(200, M.exchangeVoidReasonRequired),
});
export const voidMarketResponseSchema = z.object({
  marketKey: z.string(),
  status: z.literal('void'),
  refundedBets: z.number().int(),
  players: z.number().int(),
  message: z.string(),
  code: z.string(),
});
export type VoidMarketResponse = z.infer<typeof voidMarketResponseSchema>;

// ---- POST /api/operator/exchange/simulator/advance (EXCHANGE_TEST_CONTROLS=1 only; 404 otherwise)
/**
 * A test tool: moves the simulated clock on, so markets with bets finish and settle within a test. A replay
 * of recorded files moves by `minutes` of the recording, or to the recorded moment `to` (a recording can
 * span months between two files, and a race's minutes before the off need the second).
 */
export const simulatorAdvanceRequestSchema = exactlyOneOf(
  z
    .object({
      minutes: z
        .number({ error: M.exchangeAdvanceInvalid })
        .int(M.exchangeAdvanceInvalid)
        .min(1, M.exchangeAdvanceInvalid)
        .max(600, M.exchangeAdvanceInvalid)
        .optional(),
      to: z.iso.datetime({ offset: true, error: M.exchangeAdvanceInvalid }).optional(),
    })
    .refine((r) => (r.minutes === undefined) !== (r.to === undefined), { error: M.exchangeAdvanceInvalid }),
  'minutes',
  'to',
);
export type SimulatorAdvanceRequest = z.infer<typeof simulatorAdvanceRequestSchema>;
export const simulatorAdvanceResponseSchema = z.object({
  /** The simulated time now (a replay: the recorded moment shown now). */
  simulatedAt: z.string(),
  /** Events that finished while the clock moved. */
  finished: z.number().int(),
});
export type SimulatorAdvanceResponse = z.infer<typeof simulatorAdvanceResponseSchema>;

// ---- Markets waiting for the operator, settling one by hand, rolling a result back (docs/decisions/0217)
const decisionReasonSchema = z
  .string({ error: M.exchangeDecisionReasonRequired })
  .trim()
  .min(3, M.exchangeDecisionReasonRequired)
  .max(200, M.exchangeDecisionReasonRequired);

/** GET /api/operator/exchange/markets/waiting: open markets only an operator can settle or void, oldest flag first. */
export const waitingMarketSchema = operatorMarketSchema.extend({
  runners: z.array(z.object({ selectionId: z.string(), name: z.string() })),
  /** How many runners win (a PLACE market's places). */
  places: z.number().int(),
  /** The last decision on it (a roll back says why the result was taken back), or null. */
  lastDecision: z
    .object({ action: z.enum(['settle', 'void', 'rollback']), reason: z.string(), decidedBy: z.string().nullable(), decidedAt: z.string() })
    .nullable(),
});
export const waitingMarketsResponseSchema = z.object({ markets: z.array(waitingMarketSchema) });
export type WaitingMarketsResponse = z.infer<typeof waitingMarketsResponseSchema>;

/** POST /api/operator/exchange/markets/{marketKey}/settle: the winners by selection id, and why. */
export const settleMarketRequestSchema = z.object({
  winners: z
    .array(z.string({ error: M.exchangeWinnersInvalid }).trim().min(1, M.exchangeWinnersInvalid).max(40, M.exchangeWinnersInvalid), {
      error: M.exchangeWinnersInvalid,
    })
    .min(1, M.exchangeWinnersInvalid)
    .max(20, M.exchangeWinnersInvalid),
  reason: decisionReasonSchema,
});
export type SettleMarketRequest = z.infer<typeof settleMarketRequestSchema>;
export const settleMarketResponseSchema = z.object({
  marketKey: z.string(),
  status: z.literal('settled'),
  bets: z.number().int(),
  players: z.number().int(),
  message: z.string(),
  code: z.string(),
});
export type SettleMarketResponse = z.infer<typeof settleMarketResponseSchema>;

/** POST /api/operator/exchange/markets/{marketKey}/rollback: takes a settled or voided result back, with why. */
export const rollbackMarketRequestSchema = z.object({ reason: decisionReasonSchema });
export const rollbackMarketResponseSchema = z.object({
  marketKey: z.string(),
  status: z.literal('open'),
  bets: z.number().int(),
  players: z.number().int(),
  message: z.string(),
  code: z.string(),
});
export type RollbackMarketResponse = z.infer<typeof rollbackMarketResponseSchema>;

// ---- GET/PUT /api/operator/exchange/settings/mirror: how much of a mirrored book's shown size the site takes
export const mirrorSettingsSchema = z.object({
  /** The share of each price's shown size a bet may take, 1 to 100 percent. */
  takePercent: z
    .number({ error: M.exchangeTakePercentInvalid })
    .int(M.exchangeTakePercentInvalid)
    .min(1, M.exchangeTakePercentInvalid)
    .max(100, M.exchangeTakePercentInvalid),
  /** The most taken at one price, in taka. */
  maxTakePerLevel: z
    .number({ error: M.exchangeMaxTakeInvalid })
    .int(M.exchangeMaxTakeInvalid)
    .min(100, M.exchangeMaxTakeInvalid)
    .max(100_000_000, M.exchangeMaxTakeInvalid),
});
export type MirrorSettings = z.infer<typeof mirrorSettingsSchema>;
export const mirrorSettingsUpdateResponseSchema = z.object({ settings: mirrorSettingsSchema, message: z.string(), code: z.string() });
