import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CrashState } from '../../../contracts/games.ts';

// Mirrors server/db/migrations/0004_leader_calls.sql (with crash_round_state) and 2003_exchange_feed_clock.sql (docs/decisions/0115), 2007_exchange_feed_snapshot.sql (0145), 2501_exchange_source_entries.sql (0205).
export const leaderCalls = pgTable('leader_calls', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  args: jsonb('args').notNull(),
  state: text('state', { enum: ['waiting', 'running', 'done'] })
    .notNull()
    .default('waiting'),
  answer: jsonb('answer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  doneAt: timestamp('done_at', { withTimezone: true }),
});

export const exchangeFeedClock = pgTable('exchange_feed_clock', {
  id: smallint('id').primaryKey(),
  epoch: text('epoch').notNull(),
  seed: bigint('seed', { mode: 'number' }).notNull(),
  startMs: bigint('start_ms', { mode: 'number' }).notNull(),
  ballMs: integer('ball_ms').notNull(),
  speed: doublePrecision('speed').notNull(),
  simNow: bigint('sim_now', { mode: 'number' }).notNull(),
  wallMs: bigint('wall_ms', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const exchangeBookTakes = pgTable('exchange_book_takes', {
  seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  epoch: text('epoch').notNull(),
  simNow: bigint('sim_now', { mode: 'number' }).notNull(),
  marketId: text('market_id').notNull(),
  runner: integer('runner').notNull(),
  book: text('book', { enum: ['back', 'lay'] }).notNull(),
  fills: jsonb('fills').$type<{ price: number; poisha: number }[]>().notNull(),
  giveBack: boolean('give_back').notNull().default(false),
});

export const exchangeFeedSnapshots = pgTable('exchange_feed_snapshots', {
  epoch: text('epoch').primaryKey(),
  simNow: bigint('sim_now', { mode: 'number' }).notNull(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  state: text('state').notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});

export const crashRoundState = pgTable('crash_round_state', {
  id: smallint('id').primaryKey(),
  state: jsonb('state').$type<CrashState>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A non-simulated market source as its leader published it (2501_exchange_source_entries.sql): one row per thing. */
export const exchangeSourceEntries = pgTable(
  'exchange_source_entries',
  {
    kind: text('kind', { enum: ['clock', 'event', 'market', 'score', 'stale'] }).notNull(),
    id: text('id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The JSON text of the thing (text, not jsonb: the key order of what the answers pass through stays). Null: gone. */
    body: text('body'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
