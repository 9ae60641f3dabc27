import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

// Mirrors server/db/migrations/2700_staff.sql (the SQL is the source of truth for the database).
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const staffRecoveryCodes = pgTable('staff_recovery_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const staffLoginChallenges = pgTable('staff_login_challenges', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /** Set by the right code of a staff member who must still replace their one-off password (the step left). */
  factorPassedAt: timestamp('factor_passed_at', { withTimezone: true }),
});

/** Append-only: `seq`, `prevHash` and `hash` are set by the database's trigger, never by the writer. */
export const staffAudit = pgTable('staff_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  // Set by the trigger (left out of an insert; nullable here only so drizzle does not ask the writer for them).
  seq: bigint('seq', { mode: 'number' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: bigint('actor_id', { mode: 'number' }),
  actorUsername: text('actor_username').notNull(),
  actorRole: text('actor_role').notNull(),
  action: text('action').notNull(),
  objectType: text('object_type').notNull(),
  objectId: text('object_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  address: text('address').notNull().default(''),
  prevHash: text('prev_hash'),
  hash: text('hash'),
});
