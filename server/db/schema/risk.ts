import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { exchangeBets } from './exchange-bets.ts';
import { FLAG_RULES, RISK_KINDS } from '../../../contracts/risk.ts';

// Mirrors server/db/migrations/2900_risk_limits_blocks_flags.sql (the SQL is the source of truth).
const poisha = (name: string) => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true });

export type RiskKind = (typeof RISK_KINDS)[number];

export const riskLimits = pgTable('risk_limits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  scope: text('scope', { enum: ['default', 'event', 'market', 'player'] }).notNull(),
  sport: text('sport').notNull().default('*'),
  marketKind: text('market_kind', { enum: ['*', ...RISK_KINDS] })
    .notNull()
    .default('*'),
  eventId: text('event_id').notNull().default(''),
  marketKey: text('market_key').notNull().default(''),
  userId: bigint('user_id', { mode: 'number' }).notNull().default(0),
  minStakePoisha: poisha('min_stake_poisha'),
  maxStakePoisha: poisha('max_stake_poisha'),
  maxProfitPoisha: poisha('max_profit_poisha'),
  marketMaxStakePoisha: poisha('market_max_stake_poisha'),
  marketMaxProfitPoisha: poisha('market_max_profit_poisha'),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const riskBlocks = pgTable('risk_blocks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  scope: text('scope', { enum: ['event', 'market'] }).notNull(),
  target: text('target').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull().default(0),
  reason: text('reason').notNull(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const riskMarketMarks = pgTable('risk_market_marks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  eventId: text('event_id').notNull(),
  kind: text('kind', { enum: ['suspended', 'ball_running', 'stale'] }).notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at'),
});

export type FlagRule = (typeof FLAG_RULES)[number];

export const riskFlags = pgTable('risk_flags', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  betId: bigint('bet_id', { mode: 'number' })
    .notNull()
    .references(() => exchangeBets.id),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  rule: text('rule', { enum: FLAG_RULES }).notNull(),
  reasonCode: text('reason_code').notNull(),
  vars: jsonb('vars').$type<Record<string, string>>().notNull().default({}),
  status: text('status', { enum: ['open', 'dismissed', 'voided'] })
    .notNull()
    .default('open'),
  raisedAt: ts('raised_at').notNull().defaultNow(),
  decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
  decidedAt: ts('decided_at'),
});
