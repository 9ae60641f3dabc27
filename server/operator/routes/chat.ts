// The support chat in the operator console: the queue of open conversations (newest waiting first, with
// unread counts), one conversation, a reply, and putting an answered conversation away.
import {
  chatIdParamsSchema,
  operatorChatCloseResponseSchema,
  operatorChatQueueQuerySchema,
  operatorChatQueueResponseSchema,
  operatorChatReplyRequestSchema,
  operatorChatReplyResponseSchema,
  operatorChatThreadResponseSchema,
} from '../../../contracts/chat.ts';
import { errorBodySchema } from '../../../contracts/common.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../audit/record.ts';
import { closeChat, operatorQueue, operatorReply, operatorThread } from '../../services/support-chat.ts';

const getQueue = defineRoute({
  method: 'get',
  path: '/support-chats',
  access: 'operator',
  permission: 'support.chat',
  tags: ['chat'],
  notFound: 'chatNotFound',
  summary: 'Conversations by status (open by default): the newest waiting first, with unread counts',
  request: { query: operatorChatQueueQuerySchema },
  responses: answers({ 200: operatorChatQueueResponseSchema }),
});

const getThread = defineRoute({
  method: 'get',
  path: '/support-chats/{chatId}',
  access: 'operator',
  permission: 'support.chat',
  tags: ['chat'],
  notFound: 'chatNotFound',
  summary: "One conversation with its authors; opening it marks the player's messages read",
  request: { params: chatIdParamsSchema },
  responses: answers({ 200: operatorChatThreadResponseSchema, 404: errorBodySchema }),
});

const reply = defineRoute({
  method: 'post',
  path: '/support-chats/{chatId}/reply',
  access: 'operator',
  permission: 'support.chat',
  tags: ['chat'],
  notFound: 'chatNotFound',
  summary: 'Answers the player as the support team',
  request: { params: chatIdParamsSchema, body: jsonBody(operatorChatReplyRequestSchema) },
  responses: answers({ 200: operatorChatReplyResponseSchema, 404: errorBodySchema }),
});

const close = defineRoute({
  method: 'post',
  path: '/support-chats/{chatId}/close',
  access: 'operator',
  permission: 'support.chat',
  tags: ['chat'],
  notFound: 'chatNotFound',
  summary: "Puts a conversation away; the player's next message reopens it",
  request: { params: chatIdParamsSchema },
  responses: answers({ 200: operatorChatCloseResponseSchema, 404: errorBodySchema }),
});

export const operatorChatRoutes = createArea()
  .openapi(getQueue, async (c) => {
    requireOperator(c);
    return c.json({ data: await operatorQueue(c.var.deps.database.db, c.req.valid('query').status) }, 200);
  })
  .openapi(getThread, async (c) => {
    requireOperator(c);
    return c.json(await operatorThread(c.var.deps.database.db, c.req.valid('param').chatId), 200);
  })
  .openapi(reply, async (c) => {
    const actor = staffActorOf(c);
    const { chatId } = c.req.valid('param');
    const { content } = c.req.valid('json');
    return c.json({ data: await operatorReply(c.var.deps.database.db, chatId, actor, content, c.var.deps.now()) }, 200);
  })
  .openapi(close, async (c) => {
    return c.json({ chat: await closeChat(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').chatId) }, 200);
  });
