import { ALL_SPORTS } from '../../../contracts/exchange.ts';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors server/db/migrations/2001_exchange_results.sql (racing sports allowed by 2500).
export const exchangeResults = pgTable('exchange_results', {
  eventId: text('event_id').primaryKey(),
  marketId: text('market_id').notNull(),
  sport: text('sport', { enum: ALL_SPORTS }).notNull(),
  eventName: text('event_name').notNull(),
  competition: text('competition').notNull(),
  openDate: timestamp('open_date', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  winner: text('winner'),
  result: text('result').notNull(),
  score: text('score').notNull(),
});
