import { bigint, date, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors server/db/migrations/1001_content.sql and 1002_sliders_bangla.sql.
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sliders = pgTable('sliders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sliderType: text('slider_type', { enum: ['Main', 'Favourite', 'Features'] }).notNull(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  thumbnail: text('thumbnail').notNull(),
  status: smallint('status').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  nameBn: text('name_bn').notNull().default(''),
  thumbnailBn: text('thumbnail_bn').notNull().default(''),
});

export const gameProviders = pgTable('game_providers', {
  platform: text('platform').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  status: smallint('status').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const gameCatalogue = pgTable('game_catalogue', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  platform: text('platform')
    .notNull()
    .references(() => gameProviders.platform),
  type: text('type', { enum: ['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO'] }).notNull(),
  thumbnail: text('thumbnail').notNull(),
  status: smallint('status').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  // Added by 4002_lobby.sql (the casino's lobby).
  tags: text('tags').array().notNull().default([]),
  launchedOn: date('launched_on', { mode: 'string' }),
});

export const marketBlocks = pgTable('market_blocks', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  exchangeMarket: smallint('exchange_market').notNull().default(1),
  csMarket: smallint('cs_market').notNull().default(1),
  status: text('status', { enum: ['active', 'blocked'] })
    .notNull()
    .default('active'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
