// Health: is the process up and its database reachable. Public, for load balancers and the e2e runner.
import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '../../contracts/common.ts';
import { answers, createArea, defineRoute } from '../lib/route.ts';

const getHealth = defineRoute({
  method: 'get', path: '/health', access: 'public', tags: ['health'],
  summary: 'The process is up and its database answers',
  responses: answers({ 200: healthResponseSchema }),
});

export const healthRoutes = createArea().openapi(getHealth, async (c) => {
  const { database } = c.var.deps;
  await database.db.execute(sql`SELECT 1`);
  return c.json({ status: 'ok' as const, db: database.kind }, 200);
});
