import { bigint, boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors server/db/migrations/0001_core.sql (the SQL is the source of truth for the database).
export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['player', 'operator'] })
    .notNull()
    .default('player'),
  /** Set exactly when role is 'operator' (migration 2700): what the staff member may do (contracts/staff.ts). */
  staffRole: text('staff_role', { enum: ['owner', 'admin', 'cashier', 'trader', 'risk', 'support', 'read_only'] }),
  name: text('name').notNull().default(''),
  phone: text('phone'),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  email: text('email'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  dofb: date('dofb', { mode: 'string' }),
  currency: text('currency').notNull().default('BDT'),
  status: text('status').notNull().default('active'),
  vipCoin: integer('vip_coin').notNull().default(0),
  cashBonusPoisha: bigint('cash_bonus_poisha', { mode: 'number' }).notNull().default(0),
  referralCode: text('referral_code').notNull(),
  referredBy: text('referred_by'),
  agentCode: text('agent_code'),
  affiliateCode: text('affiliate_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Added by 2800: staff reset the password; the old one no longer opens the account. */
  passwordResetRequired: boolean('password_reset_required').notNull().default(false),
  /** A staff account whose password is the one-off its creator gave: replaced at the first log-in. */
  staffPasswordDue: boolean('staff_password_due').notNull().default(false),
});

export const sessions = pgTable('sessions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const walletAccounts = pgTable('wallet_accounts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  balancePoisha: bigint('balance_poisha', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
