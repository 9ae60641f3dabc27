import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors server/db/migrations/2720_four_eyes.sql (the SQL is the source of truth).
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const fourEyesSettings = pgTable('four_eyes_settings', {
  id: integer('id').primaryKey(),
  withdrawalThresholdPoisha: bigint('withdrawal_threshold_poisha', { mode: 'number' }).notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

export const withdrawalFirstApprovals = pgTable('withdrawal_first_approvals', {
  withdrawalId: bigint('withdrawal_id', { mode: 'number' }).primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  approvedAt: ts('approved_at').notNull().defaultNow(),
});

export const balanceAdjustmentRejections = pgTable('balance_adjustment_rejections', {
  requestId: bigint('request_id', { mode: 'number' }).primaryKey(),
  reason: text('reason').notNull(),
});
