import { bigint, boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

// Mirrors server/db/migrations/2002_exchange_bets.sql (the SQL is the source of truth).
const poisha = (name: string) => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true });
const marketType = () => text('market_type', { enum: ['match_odds', 'bookmaker', 'fancy'] }).notNull();

export const exchangeSettings = pgTable('exchange_settings', {
  marketType: marketType().primaryKey(),
  // The stake range moved to risk_limits' site defaults (2901_stake_range_in_risk_limits.sql).
  maxProfitPoisha: poisha('max_profit_poisha').notNull(),
  betDelayMs: integer('bet_delay_ms').notNull(),
  commissionBp: integer('commission_bp').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
});

/**
 * A void's `reason` is the English text kept on the market (result_text); `code` names the catalogue message
 * the player reads it by, in their language (contracts/messages/exchange.ts), with `vars` (the operator's own
 * words). Voids written before codes existed have none: their reason text is recognised instead.
 */
export type VoidOutcome = { kind: 'void'; reason: string; code?: VoidReasonKey; vars?: Record<string, string> };
export type VoidReasonKey = 'exchangeVoidByOperator' | 'exchangeVoidLineAbandoned' | 'exchangeVoidNoWinner';
/**
 * A runner market settled on its source's winners (2600_exchange_source_settlement.sql): several on a PLACE
 * market, several on a one-place market in a dead heat; `removed` are its non-runners, their reduction factor
 * in basis points and the epoch ms they were withdrawn (server/exchange/maths/source-result.ts).
 */
export type WinnersOutcome = {
  kind: 'winners';
  selectionIds: string[];
  places: number;
  removed: { selectionId: string; factorBp: number; at: number }[];
};
export type MarketOutcome = { kind: 'winner'; selectionId: string } | { kind: 'value'; value: number } | WinnersOutcome | VoidOutcome;
/** Why an open market waits for the operator (exchange_markets.flagged): a catalogue key. */
export type WaitKey = 'exchangeMarketFeedGone' | 'exchangeMarketNoResult' | 'exchangeMarketTieUnclear' | 'exchangeMarketRolledBack';

export const exchangeMarkets = pgTable('exchange_markets', {
  marketKey: text('market_key').primaryKey(),
  marketType: marketType(),
  eventId: text('event_id').notNull(),
  feedMarketId: text('feed_market_id').notNull(),
  lineKey: text('line_key'),
  sport: text('sport').notNull(),
  competition: text('competition').notNull(),
  eventName: text('event_name').notNull(),
  marketName: text('market_name').notNull(),
  lineTitle: text('line_title'),
  openDate: ts('open_date').notNull(),
  runners: jsonb('runners').$type<{ selectionId: string; name: string }[]>().notNull().default([]),
  status: text('status', { enum: ['open', 'settling', 'settled', 'void'] })
    .notNull()
    .default('open'),
  outcome: jsonb('outcome').$type<MarketOutcome>(),
  resultText: text('result_text'),
  settledAt: ts('settled_at'),
  decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Why nothing can settle it any more (a catalogue key): it waits for the operator (2008_exchange_market_flags.sql). */
  flagged: text('flagged').$type<WaitKey>(),
  flaggedAt: ts('flagged_at'),
  numberOfWinners: integer('number_of_winners').notNull().default(1),
});

export const exchangeMarketDecisions = pgTable('exchange_market_decisions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  marketKey: text('market_key')
    .notNull()
    .references(() => exchangeMarkets.marketKey),
  action: text('action', { enum: ['settle', 'void', 'rollback'] }).notNull(),
  outcome: jsonb('outcome').$type<MarketOutcome>(),
  reason: text('reason').notNull(),
  decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
  decidedAt: ts('decided_at').notNull().defaultNow(),
});

export const exchangeMirrorSettings = pgTable('exchange_mirror_settings', {
  id: integer('id').primaryKey().default(1),
  takePercent: integer('take_percent').notNull().default(100),
  maxTakePerLevelPoisha: poisha('max_take_per_level_poisha').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
});

export const exchangeBets = pgTable('exchange_bets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  marketKey: text('market_key')
    .notNull()
    .references(() => exchangeMarkets.marketKey),
  marketType: marketType(),
  selectionId: text('selection_id').notNull(),
  selectionName: text('selection_name').notNull(),
  side: text('side', { enum: ['back', 'lay', 'yes', 'no'] }).notNull(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  oddsX100: integer('odds_x100').notNull(),
  line: integer('line'),
  stakePoisha: poisha('stake_poisha').notNull(),
  matchedPoisha: poisha('matched_poisha').notNull().default(0),
  unmatchedPoisha: poisha('unmatched_poisha').notNull().default(0),
  cancelledPoisha: poisha('cancelled_poisha').notNull().default(0),
  lapsedPoisha: poisha('lapsed_poisha').notNull().default(0),
  state: text('state', { enum: ['open', 'settled', 'void', 'closed'] })
    .notNull()
    .default('open'),
  outcome: text('outcome', { enum: ['won', 'lost'] }),
  profitLossPoisha: poisha('profit_loss_poisha'),
  commissionPoisha: poisha('commission_poisha').notNull().default(0),
  placedInPlay: boolean('placed_in_play').notNull(),
  source: text('source', { enum: ['player', 'cash_out'] })
    .notNull()
    .default('player'),
  idempotencyKey: text('idempotency_key'),
  ip: text('ip'),
  /** The device the client says it bet from (a random id it keeps): a risk signal, never an identity. */
  deviceId: text('device_id'),
  placedAt: ts('placed_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  settledAt: ts('settled_at'),
});

export const exchangeFills = pgTable('exchange_fills', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  betId: bigint('bet_id', { mode: 'number' })
    .notNull()
    .references(() => exchangeBets.id),
  stakePoisha: poisha('stake_poisha').notNull(),
  oddsX100: integer('odds_x100').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const exchangeHolds = pgTable(
  'exchange_holds',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    marketKey: text('market_key')
      .notNull()
      .references(() => exchangeMarkets.marketKey),
    holdPoisha: poisha('hold_poisha').notNull().default(0),
    status: text('status', { enum: ['open', 'settled', 'void'] })
      .notNull()
      .default('open'),
    matchedStakePoisha: poisha('matched_stake_poisha').notNull().default(0),
    profitLossPoisha: poisha('profit_loss_poisha'),
    commissionPoisha: poisha('commission_poisha').notNull().default(0),
    settledAt: ts('settled_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    releasedPoisha: poisha('released_poisha').notNull().default(0),
    playFed: boolean('play_fed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.marketKey] })],
);

/** What the site has taken of a mirrored book's shown level (2610_exchange_taken_levels.sql; taken-levels.ts). */
export const exchangeTakenLevels = pgTable(
  'exchange_taken_levels',
  {
    marketId: text('market_id').notNull(),
    selectionId: text('selection_id').notNull(),
    side: text('side', { enum: ['back', 'lay'] }).notNull(),
    oddsX100: integer('odds_x100').notNull(),
    takenPoisha: poisha('taken_poisha').notNull(),
    lastTakePoisha: poisha('last_take_poisha').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.selectionId, t.side, t.oddsX100] })],
);
