import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { outbox } from '../db/schema/index.ts';
import { requireOperator } from '../middleware/auth.ts';
import { operatorContentRoutes } from './operator-content.ts';
import { operatorWalletRoutes } from './operator-wallet.ts';

// The operator area's calls, mounted under /api/operator by server/app.ts. Every call here starts
// with requireOperator (401 without a session, 403 for players). Sub-routers mount with .route().
export const operatorRoutes = new Hono<AppEnv>()
  .route('/', operatorContentRoutes)
  .route('/', operatorWalletRoutes)
  .get('/outbox', async (c) => {
    requireOperator(c);
    const rows = await c.var.deps.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    return c.json({ data: rows.map((r) => ({ id: r.id, recipient: r.recipient, channel: r.channel, text: r.text, created_at: r.createdAt.toISOString() })) });
  });
