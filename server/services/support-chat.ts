// Support chat: one conversation per player with the support team. The
// sender of a message is always the session's user; a player reaches only their own conversation (any
// other id answers exactly like one that does not exist). Players see the team as one counterpart
// (SUPPORT_USER_ID, 'Support'), never which operator answered. Content is stored as the text typed;
// the clients render it as text, never as HTML.
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { supportChatMessages as messages, supportChats as chats, users } from '../db/schema/index.ts';
import { fail, limited } from '../lib/errors.ts';
import { SUPPORT_USER_ID, SUPPORT_USERNAME, type ChatMessage, type ChatSummary, type OperatorChat } from '../../contracts/chat.ts';
import { take } from './rate-limits.ts';
import { recordStaffAction, recordStaffEdit, type SignedStaffActor } from '../operator/audit/record.ts';

/** A person types far slower than this; a script that floods the operators' queue does not. */
const MESSAGES_PER_MINUTE = 20;
/** One answer holds at most this many messages (the newest of them, oldest first). */
const PAGE = 200;

type MessageRow = typeof messages.$inferSelect;
type ChatRow = typeof chats.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toPlayerView = (m: MessageRow): ChatMessage => ({
  id: m.id,
  chat_id: m.chatId,
  sender_id: m.fromSupport ? SUPPORT_USER_ID : m.senderId,
  content: m.content,
  from_support: m.fromSupport,
  created_at: m.createdAt.toISOString(),
});

async function lastMessageText(db: Db, chat: ChatRow): Promise<string | null> {
  if (!chat.lastMessageId) return null;
  const [m] = await db.select({ content: messages.content }).from(messages).where(eq(messages.id, chat.lastMessageId));
  return m?.content ?? null;
}

async function unreadCount(db: Db, chatId: number, afterId: number, fromSupport: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(messages)
    .where(and(eq(messages.chatId, chatId), gt(messages.id, afterId), eq(messages.fromSupport, fromSupport)));
  return Number(row?.n ?? 0);
}

/** The player's conversation, or the 404 an unknown id gets: another player's chat is not told apart. */
async function ownChat(db: Db, playerId: number, chatId: number): Promise<ChatRow> {
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.playerId, playerId)));
  if (!chat) throw fail(404, 'chatNotFound');
  return chat;
}

/** GET get-chats: the player's conversation with support, if they have started one. */
export async function listPlayerChats(db: Db, playerId: number): Promise<ChatSummary[]> {
  const found = await db.select().from(chats).where(eq(chats.playerId, playerId));
  return Promise.all(
    found.map(async (chat) => ({
      chat_id: chat.id,
      other_user: { username: SUPPORT_USERNAME },
      last_message: await lastMessageText(db, chat),
      last_message_at: iso(chat.lastMessageAt),
      unread: await unreadCount(db, chat.id, chat.playerReadId, true),
    })),
  );
}

/** POST chats: the player's conversation with support, made on first use (one per player). */
export async function openPlayerChat(db: Db, playerId: number): Promise<number> {
  await db.insert(chats).values({ playerId }).onConflictDoNothing({ target: chats.playerId });
  const [chat] = await db.select({ id: chats.id }).from(chats).where(eq(chats.playerId, playerId));
  return chat!.id;
}

async function page(db: Db, chatId: number, after: number | undefined): Promise<MessageRow[]> {
  if (after !== undefined && after > 0) {
    return db
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, chatId), gt(messages.id, after)))
      .orderBy(asc(messages.id))
      .limit(PAGE);
  }
  return (await db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(desc(messages.id)).limit(PAGE)).reverse();
}

/** GET chats/{id}/messages: the conversation (or only what came after `after`), marked read. */
export async function playerMessages(db: Db, playerId: number, chatId: number, after?: number): Promise<ChatMessage[]> {
  await ownChat(db, playerId, chatId);
  const found = await page(db, chatId, after);
  const last = found.at(-1);
  if (last)
    await db
      .update(chats)
      .set({ playerReadId: sql`GREATEST(${chats.playerReadId}, ${last.id})` })
      .where(eq(chats.id, chatId));
  return found.map(toPlayerView);
}

async function append(db: Db, chatId: number, senderId: number, fromSupport: boolean, content: string, now: Date): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [m] = await tx.insert(messages).values({ chatId, senderId, fromSupport, content, createdAt: now }).returning();
    await tx
      .update(chats)
      .set(
        fromSupport
          ? { lastMessageId: m!.id, lastMessageAt: now, waitingSince: null, supportReadId: m!.id }
          : {
              lastMessageId: m!.id,
              lastMessageAt: now,
              waitingSince: sql`COALESCE(${chats.waitingSince}, ${now.toISOString()}::timestamptz)`,
              status: 'open',
              playerReadId: m!.id,
            },
      )
      .where(eq(chats.id, chatId));
    return m!;
  });
}

/** POST messages: stored under the session's player, whatever sender the client named. */
export async function sendPlayerMessage(db: Db, playerId: number, chatId: number, content: string, now: Date): Promise<ChatMessage> {
  await ownChat(db, playerId, chatId);
  const allowed = await take(db, { key: `chat:send:${playerId}`, windowMs: 60_000, limit: MESSAGES_PER_MINUTE }, now);
  if (!allowed.allowed) throw limited('chatTooManyMessages', allowed.retryAfterMs);
  return toPlayerView(await append(db, chatId, playerId, false, content, now));
}

// ---- The operator console's side

async function operatorView(db: Db, chat: ChatRow): Promise<OperatorChat> {
  const [player] = await db.select({ username: users.username }).from(users).where(eq(users.id, chat.playerId));
  return {
    chat_id: chat.id,
    player: { id: chat.playerId, username: player?.username ?? '' },
    status: chat.status as OperatorChat['status'],
    last_message: await lastMessageText(db, chat),
    last_message_at: iso(chat.lastMessageAt),
    waiting_since: iso(chat.waitingSince),
    unread: await unreadCount(db, chat.id, chat.supportReadId, false),
  };
}

/** The queue: open conversations with a message in them, the newest waiting first, then the rest by last message. */
export async function operatorQueue(db: Db, status: OperatorChat['status'] = 'open'): Promise<OperatorChat[]> {
  const found = await db
    .select()
    .from(chats)
    .where(and(eq(chats.status, status), sql`${chats.lastMessageId} IS NOT NULL`))
    .orderBy(sql`${chats.waitingSince} IS NULL`, desc(chats.waitingSince), desc(chats.lastMessageAt))
    .limit(200);
  return Promise.all(found.map((c) => operatorView(db, c)));
}

async function anyChat(db: Db, chatId: number): Promise<ChatRow> {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
  if (!chat) throw fail(404, 'chatNotFound');
  return chat;
}

/** One conversation with its authors' names; opening it marks the player's messages read. */
export async function operatorThread(db: Db, chatId: number) {
  await anyChat(db, chatId);
  const found = await db
    .select({ m: messages, author: users.username })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.chatId, chatId))
    .orderBy(desc(messages.id))
    .limit(PAGE);
  const last = found[0];
  if (last)
    await db
      .update(chats)
      .set({ supportReadId: sql`GREATEST(${chats.supportReadId}, ${last.m.id})` })
      .where(eq(chats.id, chatId));
  const list = found.reverse().map(({ m, author }) => ({ ...toPlayerView(m), author }));
  return { chat: await operatorView(db, await anyChat(db, chatId)), messages: list };
}

/** A reply as the support team, and the staff member's entry naming it, in one transaction. */
export async function operatorReply(db: Db, chatId: number, actor: SignedStaffActor, content: string, now: Date) {
  const m = await db.transaction(async (tx) => {
    await anyChat(tx, chatId);
    const sent = await append(tx, chatId, actor.id, true, content, now);
    await recordStaffAction(tx, actor, { action: 'chat.reply', objectType: 'support_chat', objectId: chatId, after: { message_id: sent.id, content } });
    return sent;
  });
  return { ...toPlayerView(m), author: actor.username };
}

/** Puts an answered conversation away; the player's next message brings it back to the queue. */
export async function closeChat(db: Db, actor: SignedStaffActor, chatId: number): Promise<OperatorChat> {
  await db.transaction(async (tx) => {
    const [was] = await tx.select({ status: chats.status }).from(chats).where(eq(chats.id, chatId)).for('update');
    if (!was) throw fail(404, 'chatNotFound');
    await tx.update(chats).set({ status: 'closed', waitingSince: null }).where(eq(chats.id, chatId));
    await recordStaffEdit(tx, actor, {
      action: 'chat.close',
      objectType: 'support_chat',
      objectId: chatId,
      was: { status: was.status },
      now: { status: 'closed' },
    });
  });
  return operatorView(db, await anyChat(db, chatId));
}
