// The operator's exchange desk: the limits per market type (also shown to players in the odds view,
// replacing the static Min/Max), every open and settled bet, each player's exposure, and voiding a market.
import { z } from 'zod';
import { exchangeMessages as M } from './messages/exchange.ts';
import { betRecordSchema, marketTypeSchema, stakeSchema } from './exchange-bets.ts';

export const exchangeLimitsSchema = z.object({
  minStake: stakeSchema,
  maxStake: stakeSchema,
  /** The most a player may stand to win on one market. */
  maxProfit: stakeSchema,
  /** In-play wait before a bet is matched: defaults 5 s match odds, 3 s bookmaker, 0 s fancy. */
  betDelaySeconds: z.number().int().min(0).max(30),
  /** Commission on net market winnings, 0 to 20 %, in hundredths of a percent at most. */
  commissionPercent: z.number().min(0).max(20).refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6),
}).refine((v) => v.minStake <= v.maxStake, { path: ['minStake'], message: M.exchangeSettingsMinAboveMax });
export type ExchangeLimits = z.infer<typeof exchangeLimitsSchema>;
export const exchangeSettingsSchema = z.object({ match_odds: exchangeLimitsSchema, bookmaker: exchangeLimitsSchema, fancy: exchangeLimitsSchema });
export type ExchangeSettings = z.infer<typeof exchangeSettingsSchema>;
/** PUT /api/operator/exchange/settings: any of the three types, each given whole. */
export const exchangeSettingsUpdateSchema = exchangeSettingsSchema.partial();
export type ExchangeSettingsUpdate = z.infer<typeof exchangeSettingsUpdateSchema>;
export const exchangeSettingsUpdateResponseSchema = z.object({ settings: exchangeSettingsSchema, message: z.string(), code: z.string() });

// ---- GET /api/operator/exchange/bets?status&marketKey&userId
export const operatorBetsQuerySchema = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  marketKey: z.string().trim().regex(/^[A-Za-z0-9.:@-]{1,60}$/, M.exchangeMarketNotFound).optional(),
  userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
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
export const operatorMarketsQuerySchema = z.object({ status: z.enum(['open', 'settled', 'void']).default('open') });
export const operatorMarketSchema = z.object({
  marketKey: z.string(),
  marketType: marketTypeSchema,
  eventId: z.string(),
  eventName: z.string(),
  sport: z.string(),
  marketName: z.string(),
  lineTitle: z.string().nullable(),
  status: z.enum(['open', 'settling', 'settled', 'void']),
  /** The winner's name, the runs a line settled on, or why it was voided. */
  result: z.string().nullable(),
  bets: z.number().int(),
  players: z.number().int(),
  exposure: z.number(),
  settledAt: z.string().nullable(),
});
export const operatorMarketsResponseSchema = z.object({ markets: z.array(operatorMarketSchema) });
export type OperatorMarketsResponse = z.infer<typeof operatorMarketsResponseSchema>;

// ---- POST /api/operator/exchange/markets/{marketKey}/void
export const marketKeySchema = z.string().trim().regex(/^[A-Za-z0-9.:@-]{1,60}$/, M.exchangeMarketNotFound);
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
