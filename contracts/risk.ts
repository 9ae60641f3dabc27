// The risk desk's calls (all under /api/operator/risk): betting limits and blocks, the liability book,
// the big-bet ticker, flags on bets (and voiding a flagged bet), and one player's risk view. Money in taka.
import { z } from 'zod';
import { atMost, decimalRule, TAKA_MAX } from './fields.ts';
import { commonMessages as C } from './messages/common.ts';
import { riskMessages as M } from './messages/risk.ts';
import { marketTypeSchema, noticeTextSchema } from './exchange-bets.ts';

const hundredths = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
/** A limit in taka: positive, to the poisha, at most the largest amount the site handles; null leaves the field to the next rule. */
const limitTaka = z
  .number({ error: M.riskLimitInvalid })
  .refine((v) => Number.isFinite(v) && v > 0 && v <= TAKA_MAX && hundredths(v), M.riskLimitInvalid)
  .meta(decimalRule(2, 0.01, TAKA_MAX))
  .nullable();
export const RISK_KINDS = ['match_odds', 'bookmaker', 'fancy', 'racing'] as const;
export const riskKindSchema = z.enum(RISK_KINDS, { error: C.valueInvalid });
const textKey = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(/^[A-Za-z0-9._:@-]{1,60}$/, error);
const reasonSchema = z.string({ error: M.riskReasonRequired }).trim().min(3, M.riskReasonRequired).max(200, M.riskReasonRequired);
const userIdSchema = z.number({ error: C.idInvalid }).int(C.idInvalid).positive(C.idInvalid).max(Number.MAX_SAFE_INTEGER, C.idInvalid);

export const limitAmountsSchema = z
  .object({
    minStake: atMost(limitTaka, 'maxStake'),
    maxStake: limitTaka,
    /** The most one bet may win. */
    maxProfit: limitTaka,
    /** The most one player may have staked on one market, all their open bets together. */
    marketMaxStake: limitTaka,
    /** The most one player may stand to win on one market (their best case). */
    marketMaxProfit: limitTaka,
  })
  .refine((v) => v.minStake === null || v.maxStake === null || v.minStake <= v.maxStake, { path: ['minStake'], message: M.riskLimitInvalid });
export type LimitAmounts = z.infer<typeof limitAmountsSchema>;

const scopeSchema = z.enum(['default', 'event', 'market', 'player'], { error: C.valueInvalid });
/** PUT /api/operator/risk/limits: one rule, created or replaced (a rule is named by its scope and target). */
/** The target each scope needs, as the superRefine below enforces; stated for the description as `x-requires`. */
const TARGET_OF_SCOPE = { default: null, event: 'eventId', market: 'marketKey', player: 'userId' } as const;
export const limitRuleRequestSchema = z
  .object({
    scope: scopeSchema.meta({ 'x-requires': Object.fromEntries(Object.entries(TARGET_OF_SCOPE).filter(([, field]) => field)) }),
    sport: z
      .string({ error: C.valueInvalid })
      .trim()
      .regex(/^(\*|[a-z_-]{2,30})$/, C.valueInvalid)
      .default('*'),
    marketKind: z.union([z.literal('*'), riskKindSchema], { error: C.valueInvalid }).default('*'),
    eventId: textKey(M.riskLimitTargetRequired).optional(),
    marketKey: textKey(M.riskLimitTargetRequired).optional(),
    userId: userIdSchema.optional(),
    limits: limitAmountsSchema,
  })
  .superRefine((v, ctx) => {
    const field = TARGET_OF_SCOPE[v.scope];
    if (field && v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: M.riskLimitTargetRequired });
  });
export type LimitRuleRequest = z.input<typeof limitRuleRequestSchema>;
export const limitRuleSchema = z.object({
  id: z.number().int(),
  scope: scopeSchema,
  sport: z.string(),
  marketKind: z.string(),
  eventId: z.string(),
  marketKey: z.string(),
  userId: z.number().int(),
  username: z.string().nullable(),
  limits: limitAmountsSchema,
  updatedAt: z.string(),
});
export type LimitRule = z.infer<typeof limitRuleSchema>;
export const limitRulesResponseSchema = z.object({ rules: z.array(limitRuleSchema) });
export type LimitRulesResponse = z.infer<typeof limitRulesResponseSchema>;
export const limitRuleSavedSchema = z.object({ rule: limitRuleSchema, message: z.string(), code: z.string() });
export const riskIdParamsSchema = z.object({
  id: z.coerce.number({ error: C.idInvalid }).int(C.idInvalid).positive(C.idInvalid).max(Number.MAX_SAFE_INTEGER, C.idInvalid),
});
export const riskDoneSchema = z.object({ message: z.string(), code: z.string() });

// ---- blocks
export const blockRequestSchema = z.object({
  scope: z.enum(['event', 'market'], { error: C.valueInvalid }),
  target: textKey(M.riskLimitTargetRequired),
  /** Absent: the block is for everybody. */
  userId: userIdSchema.optional(),
  reason: reasonSchema,
});
export type BlockRequest = z.infer<typeof blockRequestSchema>;
export const blockSchema = z.object({
  id: z.number().int(),
  scope: z.enum(['event', 'market']),
  target: z.string(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;
export const blocksResponseSchema = z.object({ blocks: z.array(blockSchema) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;
export const blockSavedSchema = z.object({ block: blockSchema, message: z.string(), code: z.string() });

// ---- the liability book
const outcomeSchema = z.object({
  /** A runner's selection id, or for a fancy line the lowest runs value of the range this figure holds for. */
  outcome: z.string(),
  label: z.string(),
  /** The site's profit (positive) or loss (negative) if the market settles so. */
  site: z.number(),
});
export const bookMarketSchema = z.object({
  marketKey: z.string(),
  marketType: marketTypeSchema,
  kind: riskKindSchema,
  sport: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  marketName: z.string(),
  lineTitle: z.string().nullable(),
  players: z.number().int(),
  bets: z.number().int(),
  outcomes: z.array(outcomeSchema),
  worst: z.number(),
  best: z.number(),
});
export type BookMarket = z.infer<typeof bookMarketSchema>;
export const bookResponseSchema = z.object({ markets: z.array(bookMarketSchema), totalWorst: z.number() });
export type BookResponse = z.infer<typeof bookResponseSchema>;
export const bookMarketParamsSchema = z.object({ marketKey: textKey(C.valueInvalid) });
export const bookDetailSchema = z.object({
  market: bookMarketSchema,
  players: z.array(
    z.object({
      userId: z.number().int(),
      username: z.string(),
      /** What the player is paid (their net after commission) per outcome, in the order of market.outcomes. */
      nets: z.array(z.number()),
      bets: z.array(
        z.object({
          id: z.number().int(),
          selectionName: z.string(),
          side: z.string(),
          price: z.number(),
          line: z.number().nullable(),
          matchedStake: z.number(),
          placedAt: z.string(),
        }),
      ),
    }),
  ),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

// ---- the big-bet ticker
export const tickerQuerySchema = z.object({
  minStake: z.coerce
    .number({ error: C.numberOutOfRange })
    .min(0, C.numberOutOfRange)
    .max(100_000_000, C.numberOutOfRange)
    .meta({ type: 'number', minimum: 0, maximum: 100_000_000 })
    .default(0),
  sport: z
    .string({ error: C.valueInvalid })
    .trim()
    .regex(/^[a-z_-]{2,30}$/, C.valueInvalid)
    .optional(),
  marketType: marketTypeSchema.optional(),
  sort: z.enum(['time', 'stake', 'exposure'], { error: C.valueInvalid }).default('time'),
  limit: z.coerce
    .number({ error: C.numberOutOfRange })
    .int(C.numberOutOfRange)
    .min(1, C.numberOutOfRange)
    .max(200, C.numberOutOfRange)
    .meta({ type: 'integer', minimum: 1, maximum: 200 })
    .default(50),
});
export type TickerQuery = z.input<typeof tickerQuerySchema>;
export const tickerBetSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  sport: z.string(),
  eventName: z.string(),
  marketName: z.string(),
  marketType: marketTypeSchema,
  selectionName: z.string(),
  side: z.string(),
  price: z.number(),
  line: z.number().nullable(),
  stake: z.number(),
  /** What the site pays if the bet wins. */
  exposure: z.number(),
  placedAt: z.string(),
  flagged: z.boolean(),
});
export const tickerResponseSchema = z.object({ bets: z.array(tickerBetSchema) });
export type TickerResponse = z.infer<typeof tickerResponseSchema>;

// ---- flags
export const FLAG_RULES = ['repeat_bet', 'before_suspend', 'shared_address', 'shared_device', 'stale_win'] as const;
export const flagsQuerySchema = z.object({
  status: z.enum(['open', 'dismissed', 'voided'], { error: C.valueInvalid }).default('open'),
  userId: z.coerce.number({ error: C.idInvalid }).int(C.idInvalid).positive(C.idInvalid).max(Number.MAX_SAFE_INTEGER, C.idInvalid).optional(),
});
export const flagSchema = z.object({
  id: z.number().int(),
  betId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  rule: z.enum(FLAG_RULES),
  reason: noticeTextSchema,
  status: z.enum(['open', 'dismissed', 'voided']),
  raisedAt: z.string(),
  eventName: z.string(),
  marketName: z.string(),
  stake: z.number(),
  betStatus: z.string(),
});
export type Flag = z.infer<typeof flagSchema>;
export const flagsResponseSchema = z.object({ flags: z.array(flagSchema) });
export type FlagsResponse = z.infer<typeof flagsResponseSchema>;
export const flagScanResponseSchema = z.object({ raised: z.number().int() });
export const voidBetRequestSchema = z.object({ reason: reasonSchema });

// ---- a player's risk view
export const riskPlayerParamsSchema = z.object({
  userId: z.coerce.number({ error: C.idInvalid }).int(C.idInvalid).positive(C.idInvalid).max(Number.MAX_SAFE_INTEGER, C.idInvalid),
});
export const riskPlayerSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  positions: z.array(
    z.object({ marketKey: z.string(), eventName: z.string(), marketName: z.string(), marketType: marketTypeSchema, held: z.number(), bets: z.number().int() }),
  ),
  /** Settled exchange profit or loss per Asia/Dhaka day and product, newest day first (30 days). */
  pnlByDay: z.array(z.object({ day: z.string(), product: marketTypeSchema, pnl: z.number(), stake: z.number() })),
  /** The limits that apply to the player by kind (site's rules with the player's own tightening). */
  limits: z.array(z.object({ kind: riskKindSchema, limits: limitAmountsSchema })),
  ownRules: z.array(limitRuleSchema),
  flags: z.array(flagSchema),
  blocks: z.array(blockSchema),
  /** The whole exchange closed for the player (the content console's market block). */
  exchangeBlocked: z.boolean(),
});
export type RiskPlayer = z.infer<typeof riskPlayerSchema>;
