import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { promotions } from './wallet.ts';

// Mirrors server/db/migrations/6100_engagement.sql (the SQL is the source of truth): VIP tiers and
// points, the referral programme, and the promotions' Bangla texts and terms.
const ts = (name: string) => timestamp(name, { withTimezone: true });
const poisha = (name: string) => bigint(name, { mode: 'number' });
const userRef = (name = 'user_id') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id);

export const engagementSettings = pgTable('engagement_settings', {
  id: integer('id').primaryKey(),
  vpTurnoverPoisha: poisha('vp_turnover_poisha').notNull(),
  vpValuePoisha: integer('vp_value_poisha').notNull(),
  referralShareBp: integer('referral_share_bp').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const vipTiers = pgTable('vip_tiers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  minTurnoverPoisha: poisha('min_turnover_poisha').notNull(),
  name: text('name').notNull(),
  nameBn: text('name_bn').notNull(),
  benefits: text('benefits').notNull().default(''),
  benefitsBn: text('benefits_bn').notNull().default(''),
});

export const playerLoyalty = pgTable('player_loyalty', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  lifetimeTurnoverPoisha: poisha('lifetime_turnover_poisha').notNull().default(0),
  vpRemainderPoisha: poisha('vp_remainder_poisha').notNull().default(0),
  vpEarned: integer('vp_earned').notNull().default(0),
});

export const vipConversions = pgTable('vip_conversions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: userRef(),
  vipCoin: integer('vip_coin').notNull(),
  amountPoisha: poisha('amount_poisha').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const vipPointGrants = pgTable('vip_point_grants', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: userRef(),
  points: integer('points').notNull(),
  reason: text('reason').notNull(),
  grantedBy: bigint('granted_by', { mode: 'number' }).references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const referralTurnover = pgTable(
  'referral_turnover',
  {
    referrerId: userRef('referrer_id'),
    refereeId: userRef('referee_id'),
    day: date('day', { mode: 'string' }).notNull(),
    turnoverPoisha: poisha('turnover_poisha').notNull().default(0),
    rewardPoisha: poisha('reward_poisha'),
    creditedAt: ts('credited_at'),
  },
  (t) => [primaryKey({ columns: [t.referrerId, t.refereeId, t.day] })],
);

export const referralClaims = pgTable('referral_claims', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: userRef(),
  amountPoisha: poisha('amount_poisha').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const promotionTexts = pgTable('promotion_texts', {
  promotionId: bigint('promotion_id', { mode: 'number' })
    .primaryKey()
    .references(() => promotions.id),
  nameBn: text('name_bn').notNull().default(''),
  descriptionBn: text('description_bn').notNull().default(''),
  eligibleGames: text('eligible_games').notNull().default(''),
  eligibleGamesBn: text('eligible_games_bn').notNull().default(''),
});
