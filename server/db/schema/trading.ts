import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MarketOutcome } from './exchange-bets.ts';
import { users } from './core.ts';

// Mirrors server/db/migrations/2910_trading_markets.sql and 2911_trading_results.sql (the SQL is the source of truth).
export const TRADED_KINDS = ['bookmaker', 'session', 'player', 'wicket', 'yesno', 'oddeven'] as const;
export type TradedKind = (typeof TRADED_KINDS)[number];
export type TradedState = 'open' | 'suspended' | 'ball_running';

/** A bookmaker runner as the trader prices it: rates (45 pays 45 per 100). */
export interface TradedRunner {
  selectionId: string;
  name: string;
  back: number;
  lay: number;
}

export const tradingMarkets = pgTable('trading_markets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  eventId: text('event_id').notNull(),
  kind: text('kind', { enum: TRADED_KINDS }).notNull(),
  title: text('title').notNull(),
  titleBn: text('title_bn'),
  noValue: integer('no_value'),
  noRate: integer('no_rate'),
  yesValue: integer('yes_value'),
  yesRate: integer('yes_rate'),
  runners: jsonb('runners').$type<TradedRunner[]>().notNull().default([]),
  minStakePoisha: bigint('min_stake_poisha', { mode: 'number' }).notNull(),
  maxStakePoisha: bigint('max_stake_poisha', { mode: 'number' }).notNull(),
  maxProfitPoisha: bigint('max_profit_poisha', { mode: 'number' }).notNull(),
  state: text('state', { enum: ['open', 'suspended', 'ball_running'] })
    .notNull()
    .default('suspended'),
  held: boolean('held').notNull().default(false),
  /** `waiting`: a result rolled back, off the players' view until resulted again. */
  status: text('status', { enum: ['live', 'settled', 'void', 'waiting'] })
    .notNull()
    .default('live'),
  sort: integer('sort').notNull().default(0),
  changeNo: bigint('change_no', { mode: 'number' }).notNull().default(sql`nextval('trading_change_seq')`),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last result (kept after its roll back), and the reason, who and when of the last decision. */
  outcome: jsonb('outcome').$type<MarketOutcome>(),
  resultReason: text('result_reason'),
  resultedBy: bigint('resulted_by', { mode: 'number' }).references(() => users.id),
  resultedAt: timestamp('resulted_at', { withTimezone: true }),
});

export type TradingMarketRow = typeof tradingMarkets.$inferSelect;
