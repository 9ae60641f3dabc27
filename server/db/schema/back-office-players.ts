import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

// Mirrors server/db/migrations/2800_players_kyc.sql (the SQL is the source of truth).
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);
const staffRef = (name: string) => bigint(name, { mode: 'number' });

export const playerNotes = pgTable('player_notes', {
  id: id(),
  userId: userRef(),
  staffId: staffRef('staff_id'),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const balanceAdjustmentRequests = pgTable('balance_adjustment_requests', {
  id: id(),
  userId: userRef(),
  amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('pending'),
  requestedBy: staffRef('requested_by'),
  decidedBy: staffRef('decided_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
});

export const kycSubmissions = pgTable('kyc_submissions', {
  id: id(),
  userId: userRef(),
  documentKind: text('document_kind', { enum: ['national_id', 'passport'] }).notNull(),
  fullName: text('full_name').notNull(),
  documentNumber: text('document_number').notNull(),
  frontPath: text('front_path').notNull(),
  backPath: text('back_path'),
  selfiePath: text('selfie_path').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  rejectReason: text('reject_reason'),
  decidedBy: staffRef('decided_by'),
  decidedAt: ts('decided_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const kycSettings = pgTable('kyc_settings', {
  id: integer('id').primaryKey(),
  withdrawalThresholdPoisha: bigint('withdrawal_threshold_poisha', { mode: 'number' }).notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: staffRef('updated_by'),
});

/** The name given for a withdrawal's paid account, checked against the KYC-verified name. */
export const withdrawalNameChecks = pgTable('withdrawal_name_checks', {
  withdrawalId: bigint('withdrawal_id', { mode: 'number' }).primaryKey(),
  accountName: text('account_name').notNull(),
  nameMismatch: boolean('name_mismatch').notNull(),
});
