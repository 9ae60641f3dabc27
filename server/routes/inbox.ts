// The inbox area (spec part 2 §7.6 inbox calls): the player's messages, and the operator's sends.
// Declared with access and contracts (docs/decisions/0025); every player call is scoped to the
// token's player in the service, so another player's message id answers 404.
import {
  inboxChangeResponseSchema,
  inboxIdParamsSchema,
  inboxMessageResponseSchema,
  inboxPageResponseSchema,
  inboxQuerySchema,
  operatorMessageInputSchema,
  operatorMessageListQuerySchema,
  operatorMessageListSchema,
  operatorMessageSentSchema,
} from '../../contracts/inbox.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requireOperator, requireOwnRemoteId, requirePlayer } from '../middleware/auth.ts';
import {
  deleteInboxMessage,
  getInboxMessage,
  listInbox,
  listOperatorMessages,
  markInboxRead,
  operatorMessageToWire,
  sendOperatorMessage,
} from '../services/inbox.ts';

const tags: ['inbox'] = ['inbox'];

const listPage = defineRoute({
  method: 'get',
  path: '/inbox',
  access: 'player',
  tags,
  summary: "A page of the player's messages, newest first (polled every 10 s)",
  request: { query: inboxQuerySchema },
  responses: answers({ 200: inboxPageResponseSchema }),
});
const showOne = defineRoute({
  method: 'get',
  path: '/inbox/{id}',
  access: 'player',
  tags,
  notFound: 'messageNotFound',
  summary: "One of the player's messages",
  request: { params: inboxIdParamsSchema },
  responses: answers({ 200: inboxMessageResponseSchema }),
});
const markRead = defineRoute({
  method: 'patch',
  path: '/inbox/{id}/read',
  access: 'player',
  tags,
  notFound: 'messageNotFound',
  summary: "Marks one of the player's messages read",
  request: { params: inboxIdParamsSchema },
  responses: answers({ 200: inboxChangeResponseSchema }),
});
const remove = defineRoute({
  method: 'delete',
  path: '/inbox/{id}',
  access: 'player',
  tags,
  notFound: 'messageNotFound',
  summary: "Deletes one of the player's messages",
  request: { params: inboxIdParamsSchema },
  responses: answers({ 200: inboxChangeResponseSchema }),
});
const operatorSend = defineRoute({
  method: 'post',
  path: '/operator/inbox',
  access: 'operator',
  tags,
  summary: 'Sends a message (English and Bangla) to one player or to every player',
  request: { body: jsonBody(operatorMessageInputSchema) },
  responses: answers({ 201: operatorMessageSentSchema }),
});
const operatorList = defineRoute({
  method: 'get',
  path: '/operator/inbox',
  access: 'operator',
  tags,
  summary: 'The messages operators sent, newest first, with how many were read',
  request: { query: operatorMessageListQuerySchema },
  responses: answers({ 200: operatorMessageListSchema }),
});

export const inboxRoutes = createArea()
  .openapi(listPage, async (c) => {
    const user = requirePlayer(c);
    const { remote_id, page } = c.req.valid('query');
    // The spec sends remote_id; it may only name the caller (the token decides whose inbox it is).
    requireOwnRemoteId(user, remote_id);
    return c.json({ success: true as const, data: await listInbox(c.var.deps.database.db, user.id, page) }, 200);
  })
  .openapi(showOne, async (c) => {
    const user = requirePlayer(c);
    return c.json({ success: true as const, data: await getInboxMessage(c.var.deps.database.db, user.id, c.req.valid('param').id) }, 200);
  })
  .openapi(markRead, async (c) => {
    const user = requirePlayer(c);
    await markInboxRead(c.var.deps.database.db, user.id, c.req.valid('param').id, c.var.deps.now());
    return c.json({ success: true as const, message: 'ok' }, 200);
  })
  .openapi(remove, async (c) => {
    const user = requirePlayer(c);
    await deleteInboxMessage(c.var.deps.database.db, user.id, c.req.valid('param').id, c.var.deps.now());
    return c.json({ success: true as const, message: 'ok' }, 200);
  })
  .openapi(operatorSend, async (c) => {
    const operator = requireOperator(c);
    const sent = await sendOperatorMessage(c.var.deps.database.db, operator.id, c.req.valid('json'), c.var.deps.now());
    const message = MESSAGES.messageSent.replace('{count}', String(sent.recipients));
    return c.json({ message, data: operatorMessageToWire(sent, sent.username, 0) }, 201);
  })
  .openapi(operatorList, async (c) => {
    requireOperator(c);
    return c.json({ data: await listOperatorMessages(c.var.deps.database.db, c.req.valid('query').limit) }, 200);
  });
