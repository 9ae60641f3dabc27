import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { gameCatalogue } from './content.ts';
import { users } from './core.ts';

// Mirrors server/db/migrations/4002_lobby.sql (the SQL is the source of truth). The catalogue's own
// new columns (tags, launched_on) are mirrored on gameCatalogue in content.ts.

export const gamePlaysDaily = pgTable(
  'game_plays_daily',
  {
    gameCode: text('game_code')
      .notNull()
      .references(() => gameCatalogue.code),
    day: date('day', { mode: 'string' }).notNull(),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gameCode, t.day] })],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameCode: text('game_code')
      .notNull()
      .references(() => gameCatalogue.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameCode] })],
);
