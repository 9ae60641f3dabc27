import { bigint, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

// Mirrors server/db/migrations/3001_wallet.sql (the SQL is the source of truth). Services in
// server/services/ use raw SQL for the money paths so the conditional updates are explicit.
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);

export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  accountType: text('account_type').notNull(),
  status: text('status').notNull().default('active'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const walletNumbers = pgTable('wallet_numbers', {
  id: id(),
  paymentMethodId: bigint('payment_method_id', { mode: 'number' }).notNull(),
  accountNumber: text('account_number').notNull(),
  status: text('status').notNull().default('active'),
  lastUsedAt: ts('last_used_at'),
});

export const walletLimits = pgTable('wallet_limits', {
  id: integer('id').primaryKey(),
  depositMinPoisha: bigint('deposit_min_poisha', { mode: 'number' }).notNull(),
  depositMaxPoisha: bigint('deposit_max_poisha', { mode: 'number' }).notNull(),
  withdrawMinPoisha: bigint('withdraw_min_poisha', { mode: 'number' }).notNull(),
  withdrawMaxPoisha: bigint('withdraw_max_poisha', { mode: 'number' }).notNull(),
});

export const promotions = pgTable('promotions', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  thumbnail: text('thumbnail').notNull().default(''),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('display'),
  depositBonusBp: integer('deposit_bonus_bp').notNull().default(0),
  turnoverX100: integer('turnover_x100').notNull().default(100),
  category: integer('category').notNull().default(99),
});

export const depositRequests = pgTable('deposit_requests', {
  id: id(),
  userId: userRef(),
  amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  channel: text('channel').notNull().default('manual'),
  paymentMethodId: bigint('payment_method_id', { mode: 'number' }),
  walletNumberId: bigint('wallet_number_id', { mode: 'number' }),
  accountNumber: text('account_number'),
  transactionId: text('transaction_id'),
  promotionId: bigint('promotion_id', { mode: 'number' }),
  provider: text('provider').notNull().default(''),
  accountType: text('account_type').notNull().default(''),
  receiptPath: text('receipt_path'),
  receiptMime: text('receipt_mime'),
  gatewayRef: text('gateway_ref'),
  reason: text('reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
  decidedBy: bigint('decided_by', { mode: 'number' }),
});

export const withdrawalRequests = pgTable('withdrawal_requests', {
  id: id(),
  userId: userRef(),
  amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  accountNumber: text('account_number').notNull(),
  paymentMethodId: bigint('payment_method_id', { mode: 'number' }),
  provider: text('provider').notNull().default(''),
  reason: text('reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
  decidedBy: bigint('decided_by', { mode: 'number' }),
});

export const turnoverRequirements = pgTable('turnover_requirements', {
  id: id(),
  userId: userRef(),
  depositId: bigint('deposit_id', { mode: 'number' }).notNull(),
  promotionId: bigint('promotion_id', { mode: 'number' }),
  requiredPoisha: bigint('required_poisha', { mode: 'number' }).notNull(),
  remainingPoisha: bigint('remaining_poisha', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: id(),
  userId: userRef(),
  amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  depositId: bigint('deposit_id', { mode: 'number' }),
  withdrawalId: bigint('withdrawal_id', { mode: 'number' }),
  /** Added by 4001_casino.sql: the provider transaction that moved this entry. */
  providerTxId: bigint('provider_tx_id', { mode: 'number' }),
  memo: text('memo').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const playerNotifications = pgTable('player_notifications', {
  id: id(),
  userId: userRef(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  depositId: bigint('deposit_id', { mode: 'number' }),
  withdrawalId: bigint('withdrawal_id', { mode: 'number' }),
  /** Added by 5100: the values of a system message's text, so the client shows it in either language. */
  vars: jsonb('vars').$type<Record<string, string>>(),
  createdAt: ts('created_at').notNull().defaultNow(),
  readAt: ts('read_at'),
});

export const sandboxPayments = pgTable('sandbox_payments', {
  ref: text('ref').primaryKey(),
  amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
  /** Added by 3003: the player the payment belongs to; only their session may decide it. */
  payerId: bigint('payer_id', { mode: 'number' }).references(() => users.id),
  /** Added by 6102: an approved payment refunded after its deposit was rejected. */
  refundedAt: ts('refunded_at'),
  refundReason: text('refund_reason'),
});

/** 3003: every decision on a sandbox payment, refused ones included, for operators. */
export const sandboxDecisions = pgTable('sandbox_decisions', {
  id: id(),
  ref: text('ref')
    .notNull()
    .references(() => sandboxPayments.ref),
  decidedBy: bigint('decided_by', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  decision: text('decision').notNull(),
  outcome: text('outcome').notNull(),
  address: text('address').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});
