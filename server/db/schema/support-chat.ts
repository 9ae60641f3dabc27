import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

// Mirrors server/db/migrations/5101_support_chat.sql (the SQL is the source of truth).
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const supportChats = pgTable('support_chats', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  playerId: bigint('player_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => users.id),
  status: text('status').notNull().default('open'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastMessageId: bigint('last_message_id', { mode: 'number' }),
  lastMessageAt: ts('last_message_at'),
  waitingSince: ts('waiting_since'),
  playerReadId: bigint('player_read_id', { mode: 'number' }).notNull().default(0),
  supportReadId: bigint('support_read_id', { mode: 'number' }).notNull().default(0),
});

export const supportChatMessages = pgTable('support_chat_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  chatId: bigint('chat_id', { mode: 'number' })
    .notNull()
    .references(() => supportChats.id),
  senderId: bigint('sender_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  fromSupport: boolean('from_support').notNull(),
  content: text('content').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
