// The player's inbox: a page of messages, one message, marking it read, deleting it. Declared with access
// and contracts (docs/decisions/0025); every call is scoped to the token's player in the service, so
// another player's message id answers 404. The operator's sends are server/operator/routes/inbox.ts.
import {
  inboxChangeResponseSchema,
  inboxIdParamsSchema,
  inboxMessageResponseSchema,
  inboxPageResponseSchema,
  inboxQuerySchema,
} from '../../contracts/inbox.ts';
import { answers, createArea, defineRoute } from '../lib/route.ts';
import { requireOwnRemoteId, requirePlayer } from '../middleware/auth.ts';
import { deleteInboxMessage, getInboxMessage, listInbox, markInboxRead } from '../services/inbox.ts';

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

export const inboxRoutes = createArea()
  .openapi(listPage, async (c) => {
    const user = requirePlayer(c);
    const { remote_id, page } = c.req.valid('query');
    // The client sends remote_id; it may only name the caller (the token decides whose inbox it is).
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
  });
