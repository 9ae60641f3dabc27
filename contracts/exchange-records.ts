// The exchange's records and account pages: the exchange-hub records (fields spelt as the wire spells
// them), and the exchange account's Bets History, Profit & Loss, Balance Overview and
// Activity Log. Money is taka; days are Asia/Dhaka days.
import { z } from 'zod';
import { exchangeMessages as M } from './messages/exchange.ts';
import { betStatusSchema, dhakaDateSchema, exchangeSportSchema, noticeTextSchema, pageLimitSchema } from './exchange-bets.ts';
import { rangeEnd } from './fields.ts';

const dateOrder = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;

// ---- GET /api/exchange-hub[?from&to] -> { data }: one record per bet that matched anything, and per open bet.
export const EXCHANGE_RECORD_STATUS = ['open', 'WON', 'LOST', 'VOID'] as const;
export const exchangeHubRecordSchema = z.object({
  event_name: z.string(),
  /** The names in Bangla, beside the feed's English (server/exchange/source/names-bn.ts). */
  event_name_bn: z.string(),
  market_name_bn: z.string(),
  selection_name_bn: z.string(),
  /** Back, Lay, Yes or No. */
  bet_type: z.string(),
  /** Settled: what matched. Open: what is staked now, matched and still waiting (a cancelled or lapsed rest is no bet). */
  stake: z.number(),
  /** The bet's profit or loss after its share of commission; 0 while open or void. */
  net_profit_loss: z.number(),
  /** The product's open / WON / LOST, and VOID for a market the operator (or an abandoned line) voided. */
  status: z.enum(EXCHANGE_RECORD_STATUS),
  transaction_id: z.string(),
  market_name: z.string(),
  selection_name: z.string(),
  potential_profit: z.number(),
  potential_liability: z.number(),
  odds: z.number(),
  /** The runs line of a fancy bet; null otherwise. */
  run: z.number().nullable(),
  /** The sport, for the details' "game type". */
  game_type: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /** The bet's own id (transaction_id is EX and this). */
  bet_id: z.number().int(),
  /** Finer than `status`: an open bet is matched, unmatched or partially_matched. */
  bet_status: betStatusSchema,
  matched_stake: z.number(),
  unmatched_stake: z.number(),
  /** 'cash_out': a hedge a cash out placed. */
  source: z.enum(['player', 'cash_out']),
  /** Why the bet's market was voided; null unless it was. */
  void_reason: noticeTextSchema.nullable(),
});
export type ExchangeHubRecord = z.infer<typeof exchangeHubRecordSchema>;
export const exchangeHubQuerySchema = z
  .object({ from: dhakaDateSchema.optional(), to: rangeEnd(dhakaDateSchema, 'from').optional() })
  .refine(dateOrder, { path: ['from'], message: M.exchangeDateRange });
export const exchangeHubResponseSchema = z.object({ data: z.array(exchangeHubRecordSchema) });
export type ExchangeHubResponse = z.infer<typeof exchangeHubResponseSchema>;

// ---- GET /api/exchange/profit-loss?from&to[&sport]: settled markets by Dhaka day, event and market.
export const profitLossQuerySchema = z
  .object({
    from: dhakaDateSchema,
    to: rangeEnd(dhakaDateSchema, 'from'),
    sport: exchangeSportSchema.optional(),
  })
  .refine(dateOrder, { path: ['from'], message: M.exchangeDateRange });
export type ProfitLossQuery = z.infer<typeof profitLossQuerySchema>;
export const profitLossMarketSchema = z.object({
  marketKey: z.string(),
  marketName: z.string(),
  marketNameBn: z.string(),
  marketType: z.string(),
  lineTitle: z.string().nullable(),
  lineTitleBn: z.string().nullable(),
  /** Net of commission. */
  profitLoss: z.number(),
  commission: z.number(),
  settledAt: z.string(),
});
export const profitLossResponseSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      profitLoss: z.number(),
      commission: z.number(),
      events: z.array(
        z.object({
          eventId: z.string(),
          eventName: z.string(),
          eventNameBn: z.string(),
          sport: z.string(),
          profitLoss: z.number(),
          markets: z.array(profitLossMarketSchema),
        }),
      ),
    }),
  ),
  total: z.number(),
});
export type ProfitLossResponse = z.infer<typeof profitLossResponseSchema>;

// ---- GET /api/exchange/balance-overview: available is what can be bet or withdrawn.
export const balanceOverviewSchema = z.object({ balance: z.number(), exposure: z.number(), available: z.number() });
export type BalanceOverview = z.infer<typeof balanceOverviewSchema>;

// ---- GET /api/exchange/activity?limit&before: log-ins and bets, newest first, with the address.
export const activityLogQuerySchema = z.object({
  limit: pageLimitSchema(200, 50),
  /** ISO time: items before it (the previous page's nextBefore). */
  before: z.iso.datetime({ offset: true, error: M.exchangeDateInvalid }).optional(),
});
export const activityItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('login'), at: z.string(), ip: z.string().nullable(), userAgent: z.string().nullable() }),
  z.object({
    kind: z.literal('bet'),
    at: z.string(),
    ip: z.string().nullable(),
    betId: z.number().int(),
    eventName: z.string(),
    marketName: z.string(),
    selectionName: z.string(),
    eventNameBn: z.string(),
    marketNameBn: z.string(),
    selectionNameBn: z.string(),
    side: z.string(),
    stake: z.number(),
    price: z.number(),
    status: z.string(),
  }),
]);
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityLogResponseSchema = z.object({ items: z.array(activityItemSchema), nextBefore: z.string().nullable() });
export type ActivityLogResponse = z.infer<typeof activityLogResponseSchema>;
