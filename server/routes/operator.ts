// The operator area, mounted under /api/operator by server/app.ts: the outbox, the sandbox gateway's
// decision log, and the content, wallet and payment consoles of their own files. Every call is
// declared with operator access (docs/decisions/0025, 0027), so its guard runs before any input is
// read; a path under /api/operator that names no call still answers 401 / 403 first, never 404, so a
// player learns nothing about which operator paths exist.
import { outboxResponseSchema } from '../../contracts/account.ts';
import { sandboxDecisionLogResponseSchema } from '../../contracts/sandbox-gateway.ts';
import { fail } from '../lib/errors.ts';
import { answers, createArea, defineRoute } from '../lib/route.ts';
import { operatorOnly, requireOperator } from '../middleware/auth.ts';
import { listSandboxDecisions } from '../payments/sandbox-gateway.ts';
import { listOutbox } from '../services/outbox.ts';
import { operatorContentRoutes } from './operator-content.ts';
import { operatorPaymentRoutes } from './operator-payments.ts';
import { operatorWalletRoutes } from './operator-wallet.ts';

const tags: ['operator'] = ['operator'];

const outboxList = defineRoute({
  method: 'get',
  path: '/outbox',
  access: 'operator',
  tags,
  summary: 'Codes sent by SMS and e-mail, newest first',
  responses: answers({ 200: outboxResponseSchema }),
});
const sandboxDecisions = defineRoute({
  method: 'get',
  path: '/sandbox-decisions',
  access: 'operator',
  tags,
  summary: "Every decision made on the sandbox gateway's payer page, refused ones included (empty when the sandbox was never on)",
  responses: answers({ 200: sandboxDecisionLogResponseSchema }),
});

export const operatorRoutes = createArea()
  .openapi(outboxList, async (c) => {
    requireOperator(c);
    return c.json({ data: await listOutbox(c.var.deps.database.db) }, 200);
  })
  .openapi(sandboxDecisions, async (c) => {
    requireOperator(c);
    return c.json({ data: await listSandboxDecisions(c.var.deps.database.db) }, 200);
  })
  .route('/', operatorContentRoutes)
  .route('/', operatorWalletRoutes)
  .route('/', operatorPaymentRoutes)
  .all('/*', operatorOnly, () => {
    throw fail(404, 'notFound');
  });
