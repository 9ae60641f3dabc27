import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

// Mirrors the house-provider half of server/db/migrations/4001_casino.sql: the house provider's own
// state (seed pairs, slot and Jhandi Munda rounds, the crash hash chain, crash games and bets).
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);

export const houseSeedPairs = pgTable('house_seed_pairs', {
  id: id(),
  userId: userRef(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nextNonce: integer('next_nonce').notNull().default(0),
  status: text('status', { enum: ['active', 'revealed'] })
    .notNull()
    .default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
  revealedAt: ts('revealed_at'),
});

export const houseRounds = pgTable('house_rounds', {
  id: id(),
  userId: userRef(),
  game: text('game', { enum: ['slot', 'jhandi_munda'] }).notNull(),
  seedPairId: bigint('seed_pair_id', { mode: 'number' })
    .notNull()
    .references(() => houseSeedPairs.id),
  nonce: integer('nonce').notNull(),
  clientSeed: text('client_seed').notNull(),
  stakePoisha: bigint('stake_poisha', { mode: 'number' }).notNull(),
  payoutPoisha: bigint('payout_poisha', { mode: 'number' }).notNull(),
  bet: jsonb('bet').$type<unknown>().notNull(),
  outcome: jsonb('outcome').$type<unknown>().notNull(),
  status: text('status', { enum: ['open', 'settled', 'cancelled'] })
    .notNull()
    .default('open'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The screen's Idempotency-Key (4002_lobby.sql): a retried request gets this round back. */
  requestKey: text('request_key'),
});

export const houseCrashChains = pgTable('house_crash_chains', {
  id: id(),
  length: integer('length').notNull(),
  terminalHash: text('terminal_hash').notNull(),
  salt: text('salt').notNull(),
  nextGame: integer('next_game').notNull().default(1),
  status: text('status', { enum: ['active', 'used'] })
    .notNull()
    .default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const houseCrashCheckpoints = pgTable(
  'house_crash_checkpoints',
  {
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => houseCrashChains.id),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.position] })],
);

export const houseCrashGames = pgTable('house_crash_games', {
  id: id(),
  chainId: bigint('chain_id', { mode: 'number' })
    .notNull()
    .references(() => houseCrashChains.id),
  gameNumber: integer('game_number').notNull(),
  phase: text('phase', { enum: ['betting', 'running', 'crashed', 'cancelled'] }).notNull(),
  bettingEndsAt: ts('betting_ends_at').notNull(),
  crashedAt: ts('crashed_at'),
  hash: text('hash'),
  crashX100: bigint('crash_x100', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const houseCrashBets = pgTable('house_crash_bets', {
  id: id(),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => houseCrashGames.id),
  userId: userRef(),
  username: text('username').notNull(),
  stakePoisha: bigint('stake_poisha', { mode: 'number' }).notNull(),
  autoCashoutX100: integer('auto_cashout_x100'),
  cashoutX100: integer('cashout_x100'),
  payoutPoisha: bigint('payout_poisha', { mode: 'number' }).notNull().default(0),
  status: text('status', { enum: ['placing', 'open', 'cashed', 'lost', 'refunded'] })
    .notNull()
    .default('placing'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
