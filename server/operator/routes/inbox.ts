// The operator's messages to players: sending one (English and Bangla) to one player or to all, and the
// list of what operators sent. The players' inbox is server/routes/inbox.ts.
import { operatorMessageInputSchema, operatorMessageListQuerySchema, operatorMessageListSchema, operatorMessageSentSchema } from '../../../contracts/inbox.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../audit/record.ts';
import { listOperatorMessages, operatorMessageToWire, sendOperatorMessage } from '../../services/inbox.ts';

const tags: ['inbox'] = ['inbox'];

const operatorSend = defineRoute({
  method: 'post',
  path: '/inbox',
  access: 'operator',
  permission: 'support.inbox',
  tags,
  summary: 'Sends a message (English and Bangla) to one player or to every player',
  request: { body: jsonBody(operatorMessageInputSchema) },
  responses: answers({ 201: operatorMessageSentSchema }),
});
const operatorList = defineRoute({
  method: 'get',
  path: '/inbox',
  access: 'operator',
  permission: 'support.inbox',
  tags,
  summary: 'The messages operators sent, newest first, with how many were read',
  request: { query: operatorMessageListQuerySchema },
  responses: answers({ 200: operatorMessageListSchema }),
});

export const operatorInboxRoutes = createArea()
  .openapi(operatorSend, async (c) => {
    const sent = await sendOperatorMessage(c.var.deps.database.db, staffActorOf(c), c.req.valid('json'), c.var.deps.now());
    const message = MESSAGES.messageSent.replace('{count}', String(sent.recipients));
    return c.json({ message, data: operatorMessageToWire(sent, sent.username, 0) }, 201);
  })
  .openapi(operatorList, async (c) => {
    requireOperator(c);
    return c.json({ data: await listOperatorMessages(c.var.deps.database.db, c.req.valid('query').limit) }, 200);
  });
