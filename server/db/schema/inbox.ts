import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

// Mirrors server/db/migrations/5100_inbox.sql. The inbox's view of player_notifications: the whole
// row, with the columns 5100 added. (The wallet's own mirror, playerNotifications in wallet.ts, names
// only the columns the wallet writes; both describe the one table.)
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const operatorMessages = pgTable('operator_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  audience: text('audience', { enum: ['one', 'all'] }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  titleBn: text('title_bn').notNull().default(''),
  bodyBn: text('body_bn').notNull().default(''),
  recipients: bigint('recipients', { mode: 'number' }).notNull().default(0),
  sentBy: bigint('sent_by', { mode: 'number' }).references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const inboxMessages = pgTable('player_notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  vars: jsonb('vars').$type<Record<string, string>>(),
  titleBn: text('title_bn').notNull().default(''),
  bodyBn: text('body_bn').notNull().default(''),
  operatorMessageId: bigint('operator_message_id', { mode: 'number' }).references(() => operatorMessages.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  readAt: ts('read_at'),
  deletedAt: ts('deleted_at'),
});
