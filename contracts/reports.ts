// The operator's reports: what the site took and paid, by Asia/Dhaka day, computed from the ledger.
// Money is taka on the wire (sums of integer poisha on the server). See docs/decisions/0237.
import { z } from 'zod';
import { backOfficeMessages as M } from './messages/back-office.ts';
import { calendarDateSchema, rangeEnd } from './fields.ts';

/** The longest range one report covers: a year, so a leap year fits. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_PRODUCTS = ['exchange', 'bookmaker', 'fancy', 'casino'] as const;
export type ReportProduct = (typeof REPORT_PRODUCTS)[number];

export const reportRangeQuerySchema = z
  .object({ from: calendarDateSchema(M.reportRangeInvalid), to: rangeEnd(calendarDateSchema(M.reportRangeInvalid), 'from', REPORT_MAX_DAYS - 1) })
  .refine((r) => r.from <= r.to && Date.parse(r.to) - Date.parse(r.from) < REPORT_MAX_DAYS * 86_400_000, { message: M.reportRangeInvalid, path: ['to'] });

const countSum = z.object({ count: z.number(), sum: z.number() });
const byMethod = z.array(countSum.extend({ method: z.string() }));
export const productRowSchema = z.object({
  product: z.enum(REPORT_PRODUCTS),
  /** Casino rows are split by game and provider; the exchange's products are not. */
  game: z.string().nullable(),
  provider: z.string().nullable(),
  stakes: z.number(),
  payouts: z.number(),
  /** Gross gaming revenue: stakes less payouts (with the exchange's commission counted in). */
  ggr: z.number(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const reportFiguresSchema = z.object({
  deposits: countSum.extend({ by_method: byMethod }),
  withdrawals: countSum.extend({ by_method: byMethod }),
  bonuses: z.number(),
  products: z.array(productRowSchema),
  stakes: z.number(),
  payouts: z.number(),
  ggr: z.number(),
  /** Net gaming revenue: GGR less bonuses paid. */
  ngr: z.number(),
  signups: z.number(),
  first_deposits: countSum,
  active_players: z.number(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;
export const reportDaySchema = reportFiguresSchema.extend({ day: z.string() });
export type ReportDay = z.infer<typeof reportDaySchema>;
export const reportResponseSchema = z.object({
  data: z.object({ from: z.string(), to: z.string(), days: z.array(reportDaySchema), total: reportFiguresSchema }),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

// ---- drill-down: the rows behind one figure
/** `play`: the ledger rows behind stakes, payouts and GGR (casino bets, wins and refunds; exchange results and commission). */
export const REPORT_FIGURES = ['deposits', 'withdrawals', 'bonuses', 'play', 'signups', 'first_deposits'] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];
export const reportRowsQuerySchema = z
  .object({
    figure: z.enum(REPORT_FIGURES, { error: M.reportFigureInvalid }),
    from: calendarDateSchema(M.reportRangeInvalid),
    to: rangeEnd(calendarDateSchema(M.reportRangeInvalid), 'from', REPORT_MAX_DAYS - 1),
    product: z.enum(REPORT_PRODUCTS, { error: M.reportFigureInvalid }).optional(),
  })
  .refine((r) => r.from <= r.to && Date.parse(r.to) - Date.parse(r.from) < REPORT_MAX_DAYS * 86_400_000, { message: M.reportRangeInvalid, path: ['to'] });
export const reportRowSchema = z.object({
  /** The ledger entry's id (a sign-up's: the player's id). */
  id: z.number(),
  day: z.string(),
  at: z.string(),
  user_id: z.number(),
  username: z.string(),
  kind: z.string(),
  amount: z.number(),
  /** What the row is about: a method, a market, a game and provider. */
  detail: z.string(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
/** At most this many rows; `truncated` says when there were more (narrow the range). */
export const REPORT_ROWS_MAX = 5000;
export const reportRowsResponseSchema = z.object({ data: z.array(reportRowSchema), truncated: z.boolean() });
