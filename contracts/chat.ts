// Support chat between a player and the support team (/chat, /chat-list, /chat-box), and the operator
// console's side of it. Shapes as the player's client sends and reads them
// (chat_id, other_user{username}, last_message; sender_id, content; chat.id; data), plus the ids and
// times a client needs to poll for new messages only. Text only: content is plain text, shown as text.
import { z } from 'zod';
import { chatMessages as M } from './messages/chat.ts';
import { idOrNoneSchema, idSchema, textSchema, wholeNumberSchema, ID_MAX } from './fields.ts';

/** The support team as the player sees it: one fixed counterpart (a fixed support user id). */
export const SUPPORT_USER_ID = 0;
export const SUPPORT_USERNAME = 'Support';
export const CHAT_MESSAGE_MAX = 1000;
/** New replies show within 10 s: the conversation asks for new messages every 5 s while it is on screen. */
export const CHAT_POLL_MS = 5000;
/** The chat promotion card's preview. */
export const CHAT_PROMOTION_WORDS = 100;

export const chatMessageSchema = z.object({
  id: z.number(),
  chat_id: z.number(),
  /** The player's id for their own messages, SUPPORT_USER_ID for the team's. */
  sender_id: z.number(),
  content: z.string(),
  from_support: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// ---- GET /api/get-chats
export const chatSummarySchema = z.object({
  chat_id: z.number(),
  other_user: z.object({ username: z.string() }),
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
  /** Replies from support the player has not opened yet. */
  unread: z.number(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatListResponseSchema = z.object({ chats: z.array(chatSummarySchema) });

// ---- POST /api/chats: the player's conversation with support (made on first use, then the same one).
// The player's client sends both ids; the server takes the caller from the token and the counterpart is
// always the support team, so the ids are checked for shape only.
export const openChatRequestSchema = z.object({
  user_one_id: idOrNoneSchema().optional(),
  user_two_id: idOrNoneSchema().optional(),
});
export const openChatResponseSchema = z.object({ chat: z.object({ id: z.number() }) });

// ---- GET /api/chats/{chatId}/messages?after=
export const chatIdParamsSchema = z.object({ chatId: idSchema(M.chatNotFound) });
/** `after`: the last message id the client has; only newer ones come back (a poll is a few bytes). */
export const chatMessagesQuerySchema = z.object({
  after: wholeNumberSchema({ min: 0, max: ID_MAX }).optional(),
});
export const chatMessagesResponseSchema = z.object({ messages: z.array(chatMessageSchema) });

/** A message's text: trimmed, not empty, one line breaks allowed, at most CHAT_MESSAGE_MAX. */
export const chatContentSchema = textSchema({ max: CHAT_MESSAGE_MAX, multiline: true, error: M.chatMessageEmpty }).min(1, M.chatMessageEmpty);

// ---- POST /api/messages
export const sendChatMessageRequestSchema = z.object({
  chat_id: idSchema(M.chatNotFound),
  /** Sent by the player's client; ignored: the sender is always the token's player. */
  sender_id: z.unknown().optional(),
  content: chatContentSchema,
});
export const sendChatMessageResponseSchema = z.object({ data: chatMessageSchema });

// ---- Operator console: GET /api/operator/support-chats, GET .../{chatId}, POST .../{chatId}/reply, .../close
export const CHAT_STATUSES = ['open', 'closed'] as const;
export const operatorChatSchema = z.object({
  chat_id: z.number(),
  player: z.object({ id: z.number(), username: z.string() }),
  status: z.enum(CHAT_STATUSES),
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
  /** The player wrote last and nobody has answered: since when. */
  waiting_since: z.string().nullable(),
  /** Player messages no operator has opened yet. */
  unread: z.number(),
});
export type OperatorChat = z.infer<typeof operatorChatSchema>;
export const operatorChatQueueQuerySchema = z.object({ status: z.enum(CHAT_STATUSES).optional() });
export const operatorChatQueueResponseSchema = z.object({ data: z.array(operatorChatSchema) });
export const operatorChatMessageSchema = chatMessageSchema.extend({
  /** Who wrote it: the player's username, or the operator's for a reply. */
  author: z.string(),
});
export const operatorChatThreadResponseSchema = z.object({
  chat: operatorChatSchema,
  messages: z.array(operatorChatMessageSchema),
});
export const operatorChatReplyRequestSchema = z.object({ content: chatContentSchema });
export const operatorChatReplyResponseSchema = z.object({ data: operatorChatMessageSchema });
export const operatorChatCloseResponseSchema = z.object({ chat: operatorChatSchema });
