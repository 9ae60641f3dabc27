// Operator control of the site content (issue 2): the settings behind /api/general and
// /api/sociallink, and a player's market block. Mounted under /api/operator by operator.ts.
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { marketBlockUpdateSchema, operatorSettingsUpdateSchema, type OperatorSettings } from '../../contracts/content.ts';
import { contentMessages as M } from '../../contracts/messages/content.ts';
import type { AppEnv } from '../context.ts';
import { marketBlocks, siteSettings, users } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { jsonBody, pathParam } from '../lib/validate.ts';
import { idSchema } from '../../contracts/fields.ts';
import { requireOperator } from '../middleware/auth.ts';
import { loadMarketBlock, loadSettings, type SiteSettings } from './content.ts';

const EDITABLE = Object.keys(operatorSettingsUpdateSchema.shape) as (keyof OperatorSettings)[];

const pickEditable = (s: SiteSettings): OperatorSettings =>
  Object.fromEntries(EDITABLE.map((k) => [k, s[k]])) as OperatorSettings;

// Runs before the body validator, so a player learns nothing about the body's shape (403 first).
const operatorOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireOperator(c);
  await next();
});

export const operatorContentRoutes = new Hono<AppEnv>()
  .get('/settings', async (c) => {
    requireOperator(c);
    return c.json({ data: pickEditable(await loadSettings(c.var.deps.database.db)) });
  })
  .put('/settings', operatorOnly, jsonBody(operatorSettingsUpdateSchema), async (c) => {
    const changes = Object.entries(c.req.valid('json')).filter(([, v]) => v !== undefined);
    const { db } = c.var.deps.database;
    if (changes.length > 0) {
      await db
        .insert(siteSettings)
        .values(changes.map(([key, value]) => ({ key, value })))
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    }
    return c.json({ message: M.settingsSaved, data: pickEditable(await loadSettings(db)) });
  })
  .put('/market-block/:userId', operatorOnly, jsonBody(marketBlockUpdateSchema), async (c) => {
    const userId = pathParam(c, 'userId', idSchema(), 'marketPlayerNotFound');
    const { db } = c.var.deps.database;
    const [player] = await db.select({ id: users.id }).from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'player'))).limit(1);
    if (!player) throw fail(404, 'marketPlayerNotFound');
    const next = { ...(await loadMarketBlock(db, userId)), ...c.req.valid('json') };
    const row = { exchangeMarket: next.exchange_market, csMarket: next.cs_market, status: next.status };
    await db
      .insert(marketBlocks)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: marketBlocks.userId, set: { ...row, updatedAt: sql`now()` } });
    return c.json({ message: M.marketBlockSaved, market: next });
  });
