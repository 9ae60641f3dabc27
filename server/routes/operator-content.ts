// Operator control of the site content (issue 2): the settings behind /api/general and
// /api/sociallink, and a player's market block. Mounted under /api/operator by operator.ts.
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { marketBlockUpdateSchema, operatorSettingsUpdateSchema, type OperatorSettings } from '../../contracts/content.ts';
import { contentMessages as M } from '../../contracts/messages/content.ts';
import type { AppEnv } from '../context.ts';
import { marketBlocks, siteSettings, users } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { jsonBody, pathParam } from '../lib/validate.ts';
import { sanitizeNoticeHtml } from '../lib/notice-html.ts';
import { idSchema } from '../../contracts/fields.ts';
import { loadMarketBlock, loadSettings, type SiteSettings } from './content.ts';

const EDITABLE = Object.keys(operatorSettingsUpdateSchema.shape) as (keyof OperatorSettings)[];

const pickEditable = (s: SiteSettings): OperatorSettings =>
  Object.fromEntries(EDITABLE.map((k) => [k, s[k]])) as OperatorSettings;


export const operatorContentRoutes = new Hono<AppEnv>()
  // Access: the operator router's guard (server/routes/operator.ts) runs ahead of every route here.
  .get('/settings', async (c) => {
    return c.json({ data: pickEditable(await loadSettings(c.var.deps.database.db)) });
  })
  .put('/settings', jsonBody(operatorSettingsUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    // Stored clean, so what the operator gets back is exactly what players will be shown.
    if (input.system_notice !== undefined) input.system_notice = sanitizeNoticeHtml(input.system_notice);
    if (input.system_notice_bn !== undefined) input.system_notice_bn = sanitizeNoticeHtml(input.system_notice_bn);
    const changes = Object.entries(input).filter(([, v]) => v !== undefined);
    const { db } = c.var.deps.database;
    if (changes.length > 0) {
      await db
        .insert(siteSettings)
        .values(changes.map(([key, value]) => ({ key, value })))
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    }
    return c.json({ message: M.settingsSaved, data: pickEditable(await loadSettings(db)) });
  })
  .put('/market-block/:userId', jsonBody(marketBlockUpdateSchema), async (c) => {
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
