import { bigint, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sessions, users } from './core.ts';

// Mirrors the provider-interface half of server/db/migrations/4001_casino.sql (the SQL is the source
// of truth): game sessions, provider rounds and transactions, tombstones, betting records.
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);

export const gameSessions = pgTable('game_sessions', {
  id: id(),
  userId: userRef(),
  siteSessionId: bigint('site_session_id', { mode: 'number' }).references(() => sessions.id),
  platform: text('platform').notNull(),
  gameCode: text('game_code').notNull(),
  language: text('language', { enum: ['en', 'bn'] }).notNull(),
  launchTokenHash: text('launch_token_hash').notNull(),
  launchExpiresAt: ts('launch_expires_at').notNull(),
  sessionTokenHash: text('session_token_hash'),
  openedAt: ts('opened_at'),
  lastSeenAt: ts('last_seen_at'),
  expiresAt: ts('expires_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: id(),
    provider: text('provider').notNull(),
    userId: userRef(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    status: text('status', { enum: ['open', 'settled', 'cancelled'] })
      .notNull()
      .default('open'),
    betPoisha: bigint('bet_poisha', { mode: 'number' }).notNull().default(0),
    winPoisha: bigint('win_poisha', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [unique('provider_rounds_provider_user_id_round_id_key').on(t.provider, t.userId, t.roundId)],
);

export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: id(),
    provider: text('provider').notNull(),
    txId: text('tx_id').notNull(),
    kind: text('kind', { enum: ['bet', 'win', 'rollback'] }).notNull(),
    userId: userRef(),
    roundPk: bigint('round_pk', { mode: 'number' }).references(() => providerRounds.id),
    refTxId: text('ref_tx_id'),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<unknown>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('provider_transactions_provider_tx_id_key').on(t.provider, t.txId)],
);

export const providerTombstones = pgTable(
  'provider_tombstones',
  {
    provider: text('provider').notNull(),
    betTxId: text('bet_tx_id').notNull(),
    rollbackTxId: text('rollback_tx_id').notNull(),
    userId: userRef(),
    roundId: text('round_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.betTxId] })],
);

export const bettingRecords = pgTable('betting_records', {
  id: id(),
  userId: userRef(),
  roundPk: bigint('round_pk', { mode: 'number' })
    .notNull()
    .references(() => providerRounds.id),
  platform: text('platform').notNull(),
  gameType: text('game_type').notNull(),
  gameCode: text('game_code').notNull(),
  gameName: text('game_name').notNull(),
  betPoisha: bigint('bet_poisha', { mode: 'number' }).notNull(),
  winPoisha: bigint('win_poisha', { mode: 'number' }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
