// Exchange betting on the player API: place, list and cancel bets, positions and cash out
// (the player API has no bet placing calls of its own, so these follow Betfair and the Sky-style sites).
// Money on the wire is taka as a number with up to 2 decimals, as in contracts/wallet.ts; the server
// keeps integer poisha. Prices: decimal odds on match odds (the exchange ladder); the rate on the
// bookmaker (45 pays 45 per 100) and on fancy lines (Yes wins stake × rate / 100, No risks it).
import { z } from 'zod';
import { CALENDAR_DATE_RULE, decimalRule, exactlyOneParameterOf, rangeEnd } from './fields.ts';
import { commonMessages as C } from './messages/common.ts';
import { exchangeMessages as M } from './messages/exchange.ts';
import { ALL_SPORTS } from './exchange.ts';

export const MARKET_TYPES = ['match_odds', 'bookmaker', 'fancy'] as const;
export const marketTypeSchema = z.enum(MARKET_TYPES, { error: M.exchangeMarketTypeInvalid });
export type MarketType = z.infer<typeof marketTypeSchema>;
export const BET_SIDES = ['back', 'lay', 'yes', 'no'] as const;
export const betSideSchema = z.enum(BET_SIDES, { error: M.exchangeSideInvalid });
export type BetSide = z.infer<typeof betSideSchema>;

/** Whole hundredths: a float like 100.1 * 3 must not sneak past as 300.29999. */
const hundredths = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
/** Taka, > 0, up to 2 decimals, at most ৳10,000,000 (far above any limit, below integer trouble). */
export const stakeSchema = z
  .number({ error: M.exchangeStakeInvalid })
  .refine((v) => Number.isFinite(v) && v > 0 && v <= 10_000_000 && hundredths(v), M.exchangeStakeInvalid)
  .meta({ type: 'number', exclusiveMinimum: 0, maximum: 10_000_000, multipleOf: 0.01 });
/** Odds up to 1000, bookmaker rates up to 99900: the feed never quotes more. */
export const priceSchema = z
  .number({ error: M.exchangePriceInvalid })
  .refine((v) => Number.isFinite(v) && v > 0 && v <= 100_000 && hundredths(v), M.exchangePriceInvalid)
  .meta({ type: 'number', exclusiveMinimum: 0, maximum: 100_000, multipleOf: 0.01 });
/** Feed ids: digits, letters, dots and dashes (market 1.1795409600000013, event 1795409600000007, line s1-6). */
export const feedIdSchema = z
  .string({ error: M.exchangeUnknownMarket })
  .trim()
  .regex(/^[A-Za-z0-9.:@-]{1,40}$/, M.exchangeUnknownMarket);
const selectionIdSchema = z
  .union(
    [
      z.number().int(M.exchangeSelectionInvalid).nonnegative(M.exchangeSelectionInvalid).max(Number.MAX_SAFE_INTEGER, M.exchangeSelectionInvalid),
      z.string().trim(),
    ],
    { error: M.exchangeSelectionInvalid },
  )
  .transform(String)
  .refine((v) => /^[A-Za-z0-9@-]{1,40}$/.test(v), M.exchangeSelectionInvalid);

// ---- POST /api/exchange/bets (header Idempotency-Key; header X-Device-Id, optional)
/** The random id a browser keeps for the site and sends with its bets: a risk signal, never an identity. */
export const DEVICE_HEADER = 'x-device-id';
export const placeBetHeadersSchema = z.object({
  [DEVICE_HEADER]: z
    .string({ error: M.exchangeDeviceInvalid })
    .regex(/^[A-Za-z0-9-]{8,64}$/, M.exchangeDeviceInvalid)
    .optional()
    .meta({ description: 'The id the browser keeps for the site (8-64 letters, digits, dashes); many accounts on one raise a risk flag.' }),
});
const FANCY_SIDES: readonly BetSide[] = ['yes', 'no'];
/**
 * The superRefine below, as JSON Schema states it: a fancy bet is Yes or No and carries its runs line;
 * match odds and bookmaker bets are Back or Lay. The branches exclude each other by marketType.
 */
const BET_KINDS = {
  description: 'A fancy bet takes side yes or no and its runs line (line); match odds and bookmaker bets take back or lay.',
  oneOf: [
    { properties: { marketType: { const: 'fancy' }, side: { enum: FANCY_SIDES } }, required: ['line'] },
    {
      properties: { marketType: { enum: MARKET_TYPES.filter((t) => t !== 'fancy') }, side: { enum: BET_SIDES.filter((s) => !FANCY_SIDES.includes(s)) } },
    },
  ],
};
export const placeBetRequestSchema = z
  .object({
    eventId: feedIdSchema,
    /** The match odds or bookmaker market id; for a fancy line, the event id (fancy lines belong to the event answer). */
    marketId: feedIdSchema,
    marketType: marketTypeSchema,
    /** The runner's selectionId; for fancy, the line's lineId. */
    selectionId: selectionIdSchema,
    side: betSideSchema,
    price: priceSchema,
    /** Fancy only: the runs line (No at `no`, Yes at `yes`; for a lottery Yes, the last digit 0-9). */
    line: z.number({ error: M.exchangeLineRequired }).int(M.exchangeLineRequired).min(0, M.exchangeLineRequired).max(9999, M.exchangeLineRequired).optional(),
    stake: stakeSchema,
  })
  .superRefine((v, ctx) => {
    const fancy = v.marketType === 'fancy';
    if (fancy !== FANCY_SIDES.includes(v.side)) ctx.addIssue({ code: 'custom', path: ['side'], message: M.exchangeSideInvalid });
    if (fancy && v.line === undefined) ctx.addIssue({ code: 'custom', path: ['line'], message: M.exchangeLineRequired });
  })
  .meta(BET_KINDS);
export type PlaceBetRequest = z.infer<typeof placeBetRequestSchema>;

export const PLACED_STATUS = ['matched', 'unmatched', 'partially_matched', 'refused'] as const;
export const placedBetSchema = z.object({
  /** null when the bet was refused (nothing was placed). */
  id: z.number().int().nullable(),
  status: z.enum(PLACED_STATUS),
  matchedStake: z.number(),
  unmatchedStake: z.number(),
  /** Stake-weighted average of the matched prices (odds, or the rate); null when nothing matched. */
  averagePrice: z.number().nullable(),
  /** The most this bet can lose: a back or Yes its stake, a lay or No what the other side would win. */
  liability: z.number(),
  placedAt: z.string(),
  /** The catalogue message (English) and its key, for the slip's "bet matched" line or the refusal. */
  message: z.string().optional(),
  code: z.string().optional(),
  /** The values of the message's placeholders ({min}, {max}), so the client can say it in Bangla too. */
  vars: z.record(z.string(), z.string()).optional(),
});
export type PlacedBet = z.infer<typeof placedBetSchema>;
export const placeBetResponseSchema = z.object({ bet: placedBetSchema });
export type PlaceBetResponse = z.infer<typeof placeBetResponseSchema>;

// ---- GET /api/exchange/bets?status=open|settled&marketId=…, DELETE /api/exchange/bets/{id}
export const BET_STATUS = ['matched', 'unmatched', 'partially_matched', 'cancelled', 'lapsed', 'won', 'lost', 'void'] as const;
export const betStatusSchema = z.enum(BET_STATUS);
export type BetStatus = z.infer<typeof betStatusSchema>;

/** A catalogue message (English) with its key and the values of its placeholders, so the client says it in either language. */
export const noticeTextSchema = z.object({ message: z.string(), code: z.string().optional(), vars: z.record(z.string(), z.string()).optional() });
export type NoticeText = z.infer<typeof noticeTextSchema>;

export const betRecordSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventName: z.string(),
  sport: z.string(),
  marketId: z.string(),
  /** One market per key: the market id, or `eventId:lineKey` for a fancy line (b1@37 = delivery 38 of innings 1). */
  marketKey: z.string(),
  marketType: marketTypeSchema,
  marketName: z.string(),
  selectionId: z.string(),
  selectionName: z.string(),
  /** The event, market and selection in Bangla, beside the feed's English (server/exchange/source/names-bn.ts). */
  eventNameBn: z.string(),
  marketNameBn: z.string(),
  selectionNameBn: z.string(),
  side: betSideSchema,
  price: z.number(),
  line: z.number().nullable(),
  stake: z.number(),
  matchedStake: z.number(),
  unmatchedStake: z.number(),
  cancelledStake: z.number(),
  lapsedStake: z.number(),
  averagePrice: z.number().nullable(),
  liability: z.number(),
  potentialProfit: z.number(),
  status: betStatusSchema,
  /** Settled bets: the bet's profit or loss before commission, and its share of the market's commission. */
  profitLoss: z.number().nullable(),
  commission: z.number(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** 'cash_out': a hedge a cash out placed, not a bet the player picked. */
  source: z.enum(['player', 'cash_out']),
  /** Why the bet's market was voided (the operator's words, an abandoned line, no winner); null unless it was. */
  voidReason: noticeTextSchema.nullable(),
  /** Why the bet's open market waits for the operator (the feed no longer has it); null while it does not. */
  awaitingOperator: noticeTextSchema.nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const dhakaDateSchema = z
  .string({ error: M.exchangeDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.exchangeDateInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, M.exchangeDateInvalid)
  .meta(CALENDAR_DATE_RULE);
// Every rule carries a catalogue message, so a refusal is always translatable (never zod's own English).
export const pageLimitSchema = (max: number, fallback: number) =>
  z.coerce.number({ error: C.numberOutOfRange }).int(C.numberOutOfRange).min(1, C.numberOutOfRange).max(max, C.numberOutOfRange).default(fallback);
export const cursorSchema = z.coerce.number({ error: C.idInvalid }).int(C.idInvalid).positive(C.idInvalid).max(Number.MAX_SAFE_INTEGER, C.idInvalid).optional();
export const betListStatusSchema = z.enum(['open', 'settled'], { error: C.valueInvalid }).default('open');
export const exchangeSportSchema = z.enum(ALL_SPORTS, { error: C.valueInvalid });
const dateOrder = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;

export const listBetsQuerySchema = z
  .object({
    status: betListStatusSchema,
    marketId: feedIdSchema.optional(),
    eventId: feedIdSchema.optional(),
    sport: exchangeSportSchema.optional(),
    /** Dhaka days, inclusive: placed (open bets) or settled (settled bets) on or after `from`, on or before `to`. */
    from: dhakaDateSchema.optional(),
    to: rangeEnd(dhakaDateSchema, 'from').optional(),
    limit: pageLimitSchema(200, 50),
    /** Bets with an id below this one (the previous page's nextBefore). */
    before: cursorSchema,
  })
  .refine(dateOrder, { path: ['from'], message: M.exchangeDateRange });
export type ListBetsQuery = z.input<typeof listBetsQuerySchema>;
export const listBetsResponseSchema = z.object({ bets: z.array(betRecordSchema), nextBefore: z.number().int().nullable() });
export type ListBetsResponse = z.infer<typeof listBetsResponseSchema>;

export const cancelBetResponseSchema = z.object({ bet: betRecordSchema, message: z.string(), code: z.string() });
export type CancelBetResponse = z.infer<typeof cancelBetResponseSchema>;

// ---- GET /api/exchange/positions?marketId=… (or ?eventId=… for every market of an event)
export const positionsQuerySchema = exactlyOneParameterOf(
  z
    .object({ marketId: feedIdSchema.optional(), eventId: feedIdSchema.optional() })
    .refine((v) => Boolean(v.marketId) !== Boolean(v.eventId), { path: ['marketId'], message: M.exchangeUnknownMarket }),
  'marketId',
  'eventId',
);
export const marketPositionSchema = z.object({
  marketKey: z.string(),
  marketId: z.string(),
  eventId: z.string(),
  marketType: marketTypeSchema,
  marketName: z.string(),
  /** Fancy: the line's title; null on runner markets. */
  lineTitle: z.string().nullable(),
  /** The money held for this market: the worst case over its outcomes, unmatched bets at their worst. */
  liability: z.number(),
  /** Match odds and bookmaker: matched profit or loss if each runner wins. */
  runners: z.array(z.object({ selectionId: z.string(), name: z.string(), profitLoss: z.number() })),
  /** Fancy: matched profit or loss by the runs made, as ranges from `from` up to `to` (null: and above). */
  fancyBook: z.array(z.object({ from: z.number(), to: z.number().nullable(), profitLoss: z.number() })),
});
export type MarketPosition = z.infer<typeof marketPositionSchema>;
export const positionsResponseSchema = z.object({ markets: z.array(marketPositionSchema) });
export type PositionsResponse = z.infer<typeof positionsResponseSchema>;

// ---- GET /api/exchange/stake-limits?eventId=…&marketId=…&marketType=…&selectionId=… (the ids a bet names)
// The limits this player's bet on this market is held to, as placing would resolve them: the site's
// default for the sport and kind, an event's or the market's rule (a trader's line's own Min and Max
// among them), tightened by the player's own. Taka; null where nothing limits.
export const stakeLimitsQuerySchema = z.object({
  eventId: feedIdSchema,
  marketId: feedIdSchema,
  marketType: marketTypeSchema,
  selectionId: selectionIdSchema,
});
export type StakeLimitsQuery = z.infer<typeof stakeLimitsQuerySchema>;
const limitAmount = z.number().nullable();
export const stakeLimitsSchema = z.object({
  minStake: limitAmount,
  maxStake: limitAmount,
  /** Per bet. */
  maxProfit: limitAmount,
  /** The player's stakes on the market in all. */
  marketMaxStake: limitAmount,
  /** The player's profit on the market in all. */
  marketMaxProfit: limitAmount,
});
export type StakeLimits = z.infer<typeof stakeLimitsSchema>;

// ---- GET /api/exchange/cash-out?marketId=…, POST /api/exchange/cash-out (header Idempotency-Key)
export const cashOutQuoteQuerySchema = z.object({ marketId: feedIdSchema });
export const cashOutQuoteSchema = z.object({
  marketId: z.string(),
  available: z.boolean(),
  /** The profit (or loss, negative) locked in on every runner; null when cash out is not available. */
  amount: z.number().nullable(),
  bets: z.array(z.object({ selectionId: z.string(), selectionName: z.string(), side: z.enum(['back', 'lay']), price: z.number(), stake: z.number() })),
  message: z.string().optional(),
  code: z.string().optional(),
});
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;
export const cashOutRequestSchema = z.object({
  marketId: feedIdSchema,
  /** The amount the player was shown: cash out is refused if it is now worse than this. */
  amount: z
    .number({ error: M.exchangeStakeInvalid })
    .refine((v) => Number.isFinite(v) && Math.abs(v) <= 1e9 && hundredths(v), M.exchangeStakeInvalid)
    .meta(decimalRule(2, -1e9, 1e9)),
});
export type CashOutRequest = z.infer<typeof cashOutRequestSchema>;
export const cashOutResponseSchema = z.object({
  bets: z.array(placedBetSchema),
  amount: z.number().nullable(),
  message: z.string(),
  code: z.string(),
});
export type CashOutResponse = z.infer<typeof cashOutResponseSchema>;

// ---- GET /api/exchange/voided-markets?eventId=… (public: the odds view shows a market the operator
// voided while the feed still lists it as voided, not open; the feed itself knows nothing of voids).
// Without eventId: the voided match odds and bookmaker markets of every event the feed lists (the lists).
export const voidedMarketsQuerySchema = z.object({ eventId: feedIdSchema.optional() });
export const voidedMarketsResponseSchema = z.object({
  markets: z.array(
    z.object({
      marketId: z.string(),
      marketType: z.enum(MARKET_TYPES),
      lineKey: z.string().nullable(),
      /** A voided fancy line the feed lists now (the row the odds view marks Voided): its feed lineId; else null. */
      lineId: z.string().nullable(),
    }),
  ),
});
export type VoidedMarketsResponse = z.infer<typeof voidedMarketsResponseSchema>;
