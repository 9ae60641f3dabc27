import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { HealthResponse } from '../../contracts/common.ts';
import type { AppEnv } from '../context.ts';
import { anyone } from '../middleware/auth.ts';

export const healthRoutes = new Hono<AppEnv>().get('/health', anyone, async (c) => {
  const { database } = c.var.deps;
  await database.db.execute(sql`SELECT 1`);
  return c.json({ status: 'ok', db: database.kind } satisfies HealthResponse);
});
