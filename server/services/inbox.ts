// The player's inbox: the rows of player_notifications, which
// the wallet writes on every deposit and withdrawal decision and the operator writes by sending a
// message. Every read and change is scoped to the caller's own rows: another player's message is
// simply not found (404), so a player learns nothing about it, not even that it exists.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { INBOX_PAGE_SIZE, type InboxMessage, type InboxPage, type operatorMessageInputSchema } from '../../contracts/inbox.ts';
import { MESSAGES, type MessageKey } from '../../contracts/messages/index.ts';
import type { Db } from '../db/client.ts';
import { inboxMessages, operatorMessages, users } from '../db/schema/index.ts';
import { fail, fieldErrors } from '../lib/errors.ts';
import { rows } from '../db/sql.ts';
import { recordStaffAction, type SignedStaffActor } from '../operator/audit/record.ts';

type Row = typeof inboxMessages.$inferSelect;

/** A system message's kind is its catalogue key; an operator's kind is 'operator'. */
const isCatalogueKey = (kind: string): kind is MessageKey => Object.hasOwn(MESSAGES, kind);

function toWire(r: Row): InboxMessage {
  const system = r.operatorMessageId === null && isCatalogueKey(r.kind);
  return {
    id: r.id,
    title: r.title,
    message: r.body,
    is_read: r.readAt ? 1 : 0,
    created_at: r.createdAt.toISOString(),
    title_bn: r.titleBn,
    message_bn: r.bodyBn,
    code: system ? r.kind : null,
    vars: system ? (r.vars ?? {}) : null,
  };
}

const mine = (userId: number) => and(eq(inboxMessages.userId, userId), isNull(inboxMessages.deletedAt));

/** One page of the player's messages, newest first, with the page count and the unread count. */
export async function listInbox(db: Db, userId: number, page: number): Promise<InboxPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(inboxMessages)
      .where(mine(userId))
      .orderBy(desc(inboxMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db
      .select({ total: count(), unread: sql<number>`count(*) FILTER (WHERE ${inboxMessages.readAt} IS NULL)` })
      .from(inboxMessages)
      .where(mine(userId)),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    data: rows.map(toWire),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    total,
    unread: Number(totals?.unread ?? 0),
  };
}

/** One of the player's messages (opening it does not mark it read: the client says so with PATCH). */
export async function getInboxMessage(db: Db, userId: number, id: number): Promise<InboxMessage> {
  const [row] = await db
    .select()
    .from(inboxMessages)
    .where(and(mine(userId), eq(inboxMessages.id, id)));
  if (!row) throw fail(404, 'messageNotFound');
  return toWire(row);
}

/** Marks one of the player's messages read (again is harmless: the first reading time stays). */
export async function markInboxRead(db: Db, userId: number, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(inboxMessages)
    .set({ readAt: sql`COALESCE(${inboxMessages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(mine(userId), eq(inboxMessages.id, id)))
    .returning({ id: inboxMessages.id });
  if (!row) throw fail(404, 'messageNotFound');
}

/** Deletes one of the player's messages from their inbox (kept, hidden, for the record). */
export async function deleteInboxMessage(db: Db, userId: number, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(inboxMessages)
    .set({ deletedAt: now })
    .where(and(mine(userId), eq(inboxMessages.id, id)))
    .returning({ id: inboxMessages.id });
  if (!row) throw fail(404, 'messageNotFound');
}

// ---- the operator's side

type SendInput = z.output<typeof operatorMessageInputSchema>;

/** Sends a message to one player (by username) or to every player, one inbox row each, at once. */
export async function sendOperatorMessage(db: Db, actor: SignedStaffActor, m: SendInput, now: Date) {
  return db.transaction(async (tx) => {
    let userId: number | null = null;
    if (m.audience === 'one') {
      const [player] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${m.username!.trim()})`, eq(users.role, 'player')));
      if (!player) throw fieldErrors({ username: MESSAGES.playerNotFound }, 'playerNotFound');
      userId = player.id;
    }
    const [sent] = await tx
      .insert(operatorMessages)
      .values({
        audience: m.audience,
        userId,
        title: m.title,
        body: m.message,
        titleBn: m.title_bn,
        bodyBn: m.message_bn,
        sentBy: actor.id,
        createdAt: now,
      })
      .returning();
    // One statement for "all": every player at this moment gets their own copy.
    const inserted = await rows<{ id: string }>(
      tx,
      sql`
      INSERT INTO player_notifications (user_id, kind, title, body, title_bn, body_bn, operator_message_id, created_at)
      SELECT id, 'operator', ${m.title}, ${m.message}, ${m.title_bn}, ${m.message_bn}, ${sent!.id}, ${now.toISOString()}::timestamptz
      FROM users WHERE role = 'player' AND (${userId}::bigint IS NULL OR id = ${userId}::bigint)
      RETURNING id`,
    );
    const recipients = inserted.length;
    await tx.update(operatorMessages).set({ recipients }).where(eq(operatorMessages.id, sent!.id));
    await recordStaffAction(tx, actor, {
      action: 'inbox.send',
      objectType: 'operator_message',
      objectId: sent!.id,
      after: { audience: m.audience, user_id: userId, title: m.title, title_bn: m.title_bn, recipients },
    });
    return { ...sent!, recipients, username: m.audience === 'one' ? m.username!.trim() : null };
  });
}

/** The operator's sent messages, newest first, with how many recipients have read each. */
export async function listOperatorMessages(db: Db, limit: number) {
  const found = await db
    .select({
      m: operatorMessages,
      username: users.username,
      read: sql<number>`(SELECT count(*) FROM player_notifications n WHERE n.operator_message_id = ${operatorMessages.id} AND n.read_at IS NOT NULL)`,
    })
    .from(operatorMessages)
    .leftJoin(users, eq(users.id, operatorMessages.userId))
    .orderBy(desc(operatorMessages.id))
    .limit(limit);
  return found.map(({ m, username, read }) => operatorMessageToWire(m, username, Number(read)));
}

export function operatorMessageToWire(m: typeof operatorMessages.$inferSelect, username: string | null, read: number) {
  return {
    id: m.id,
    audience: m.audience,
    username,
    title: m.title,
    message: m.body,
    title_bn: m.titleBn,
    message_bn: m.bodyBn,
    recipients: Number(m.recipients),
    read,
    created_at: m.createdAt.toISOString(),
  };
}
