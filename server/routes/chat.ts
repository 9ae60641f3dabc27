// The support chat's player calls, mounted under /api by server/app.ts. The caller
// is the session's player: the ids the player's client sends (user_one_id, user_two_id, sender_id) are
// never trusted, and another player's chat answers exactly like one that does not exist (404).
import {
  chatIdParamsSchema,
  chatListResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  openChatRequestSchema,
  openChatResponseSchema,
  sendChatMessageRequestSchema,
  sendChatMessageResponseSchema,
} from '../../contracts/chat.ts';
import { errorBodySchema } from '../../contracts/common.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requirePlayer } from '../middleware/auth.ts';
import { listPlayerChats, openPlayerChat, playerMessages, sendPlayerMessage } from '../services/support-chat.ts';

const getChats = defineRoute({
  method: 'get',
  path: '/get-chats',
  access: 'player',
  tags: ['chat'],
  summary: "The player's conversations with support (chat_id, other_user, last_message, unread)",
  responses: answers({ 200: chatListResponseSchema }),
});

const openChat = defineRoute({
  method: 'post',
  path: '/chats',
  access: 'player',
  tags: ['chat'],
  summary: "The player's conversation with support, made on first use; the ids sent are not trusted",
  request: { body: jsonBody(openChatRequestSchema) },
  responses: answers({ 200: openChatResponseSchema }),
});

const getMessages = defineRoute({
  method: 'get',
  path: '/chats/{chatId}/messages',
  access: 'player',
  tags: ['chat'],
  notFound: 'chatNotFound',
  summary: "The messages of the player's own conversation (or only those after `after`), oldest first",
  request: { params: chatIdParamsSchema, query: chatMessagesQuerySchema },
  responses: answers({ 200: chatMessagesResponseSchema, 404: errorBodySchema }),
});

const sendMessage = defineRoute({
  method: 'post',
  path: '/messages',
  access: 'player',
  tags: ['chat'],
  summary: "Sends a text message to support, always as the session's player (sender_id is ignored)",
  request: { body: jsonBody(sendChatMessageRequestSchema) },
  responses: answers({ 200: sendChatMessageResponseSchema, 404: errorBodySchema }),
});

export const chatRoutes = createArea()
  .openapi(getChats, async (c) => {
    const user = requirePlayer(c);
    return c.json({ chats: await listPlayerChats(c.var.deps.database.db, user.id) }, 200);
  })
  .openapi(openChat, async (c) => {
    const user = requirePlayer(c);
    c.req.valid('json');
    return c.json({ chat: { id: await openPlayerChat(c.var.deps.database.db, user.id) } }, 200);
  })
  .openapi(getMessages, async (c) => {
    const user = requirePlayer(c);
    const { chatId } = c.req.valid('param');
    const { after } = c.req.valid('query');
    return c.json({ messages: await playerMessages(c.var.deps.database.db, user.id, chatId, after) }, 200);
  })
  .openapi(sendMessage, async (c) => {
    const user = requirePlayer(c);
    const { chat_id: chatId, content } = c.req.valid('json');
    return c.json({ data: await sendPlayerMessage(c.var.deps.database.db, user.id, chatId, content, c.var.deps.now()) }, 200);
  });
