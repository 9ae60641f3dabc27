// What the site sent and decided on its own, for the operator to read: the outbox of codes sent by SMS
// and e-mail, and the sandbox gateway's decision log. Read only; mounted by server/operator/router.ts.
import { outboxResponseSchema } from '../../../contracts/account.ts';
import { sandboxDecisionLogResponseSchema } from '../../../contracts/sandbox-gateway.ts';
import { answers, createArea, defineRoute } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { listSandboxDecisions } from '../../payments/sandbox-gateway.ts';
import { listOutbox } from '../../services/outbox.ts';

const tags: ['operator'] = ['operator'];

const outboxList = defineRoute({
  method: 'get',
  path: '/outbox',
  access: 'operator',
  permission: 'outbox.read',
  tags,
  summary: 'Codes sent by SMS and e-mail, newest first',
  responses: answers({ 200: outboxResponseSchema }),
});
const sandboxDecisions = defineRoute({
  method: 'get',
  path: '/sandbox-decisions',
  access: 'operator',
  permission: 'outbox.read',
  tags,
  summary: "Every decision made on the sandbox gateway's payer page, refused ones included (empty when the sandbox was never on)",
  responses: answers({ 200: sandboxDecisionLogResponseSchema }),
});

export const operatorOutboxRoutes = createArea()
  .openapi(outboxList, async (c) => {
    requireOperator(c);
    return c.json({ data: await listOutbox(c.var.deps.database.db) }, 200);
  })
  .openapi(sandboxDecisions, async (c) => {
    requireOperator(c);
    return c.json({ data: await listSandboxDecisions(c.var.deps.database.db) }, 200);
  });
