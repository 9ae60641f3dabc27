import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { outbox } from '../db/schema/index.ts';
import { operatorOnly } from '../middleware/auth.ts';
import { listSandboxDecisions } from '../payments/sandbox-gateway.ts';
import { operatorContentRoutes } from './operator-content.ts';
import { operatorWalletRoutes } from './operator-wallet.ts';

// The operator area's calls, mounted under /api/operator by server/app.ts. One guard for the whole
// router, ahead of every route and validator: 401 without a session, 403 for players, before any
// input is read (a player learns nothing about a body's shape, nor which operator paths exist).
export const operatorRoutes = new Hono<AppEnv>()
  .use(operatorOnly)
  .route('/', operatorContentRoutes)
  .route('/', operatorWalletRoutes)
  .get('/outbox', async (c) => {
    const rows = await c.var.deps.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    return c.json({ data: rows.map((r) => ({ id: r.id, recipient: r.recipient, channel: r.channel, text: r.text, created_at: r.createdAt.toISOString() })) });
  })
  // Every decision made on the sandbox gateway's payer page, refused attempts included (empty when
  // the sandbox was never on).
  .get('/sandbox-decisions', async (c) => c.json({ data: await listSandboxDecisions(c.var.deps.database.db) }));
