// The operator's content console: the settings behind /api/general and /api/sociallink, and a player's
// market block, over server/services/content.ts.
import { z } from 'zod';
import { marketBlockUpdateResponseSchema, marketBlockUpdateSchema, operatorSettingsSchema, operatorSettingsUpdateSchema } from '../../../contracts/content.ts';
import { idSchema } from '../../../contracts/fields.ts';
import { contentMessages as M } from '../../../contracts/messages/content.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../audit/record.ts';
import { operatorSettings, saveSettings, setMarketBlock } from '../../services/content.ts';
import { siteContentCacheFor } from '../../services/site-content-cache.ts';

const tags: ['operator-content'] = ['operator-content'];

const getSettings = defineRoute({
  method: 'get',
  path: '/settings',
  access: 'operator',
  permission: 'content.read',
  tags,
  summary: 'The site settings an operator may edit',
  responses: answers({ 200: z.object({ data: operatorSettingsSchema }) }),
});
const putSettings = defineRoute({
  method: 'put',
  path: '/settings',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Change some site settings (the system notice is cleaned)',
  request: { body: jsonBody(operatorSettingsUpdateSchema) },
  responses: answers({ 200: z.object({ message: z.string(), data: operatorSettingsSchema }) }),
});
const putMarketBlock = defineRoute({
  method: 'put',
  path: '/market-block/{userId}',
  access: 'operator',
  permission: 'risk.flags',
  tags,
  summary: "Block or open a player's exchange or casino section",
  notFound: 'marketPlayerNotFound',
  request: { params: z.object({ userId: idSchema() }), body: jsonBody(marketBlockUpdateSchema) },
  responses: answers({ 200: marketBlockUpdateResponseSchema }),
});

export const operatorContentRoutes = createArea()
  .openapi(getSettings, async (c) => {
    requireOperator(c);
    return c.json({ data: await operatorSettings(c.var.deps.database.db) }, 200);
  })
  .openapi(putSettings, async (c) => {
    const data = await saveSettings(c.var.deps.database.db, staffActorOf(c), c.req.valid('json'));
    // Committed: this process shows the new settings from the next page on, not once its NOTIFY is heard.
    siteContentCacheFor(c.var.deps.database).forget();
    return c.json({ message: M.settingsSaved, data }, 200);
  })
  .openapi(putMarketBlock, async (c) => {
    const market = await setMarketBlock(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').userId, c.req.valid('json'));
    return c.json({ message: M.marketBlockSaved, market }, 200);
  });
