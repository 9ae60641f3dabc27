import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

// Mirrors server/db/migrations/6101_responsible_gaming.sql (the SQL is the source of truth).
const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);

export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: userRef(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }),
    pendingAmountPoisha: bigint('pending_amount_poisha', { mode: 'number' }),
    pendingAt: ts('pending_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

export const rgExclusions = pgTable('rg_exclusions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: userRef(),
  kind: text('kind').notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const rgSettings = pgTable('rg_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const rgEvents = pgTable('rg_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: userRef(),
  action: text('action').notNull(),
  detail: jsonb('detail').notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});
