// Health: is the process up and its database reachable. Public, for load balancers and the e2e runner.
import { healthResponseSchema } from '../../contracts/common.ts';
import { answers, createArea, defineRoute } from '../lib/route.ts';
import { databaseAnswers } from '../services/health.ts';

const getHealth = defineRoute({
  method: 'get',
  path: '/health',
  access: 'public',
  tags: ['health'],
  summary: 'The process is up and its database answers',
  responses: answers({ 200: healthResponseSchema }),
});

export const healthRoutes = createArea().openapi(getHealth, async (c) => {
  return c.json({ status: 'ok' as const, db: await databaseAnswers(c.var.deps.database) }, 200);
});
