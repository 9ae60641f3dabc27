// The operator's side of engagement: the VIP point rates and referral share, the VIP levels, and VIP
// points granted by hand. The players' side (VIP status, referral board, claims) is
// server/routes/engagement.ts.
import {
  engagementSettingsResponseSchema,
  engagementSettingsSchema,
  vipGrantInputSchema,
  vipGrantResponseSchema,
  vipTierIdParamsSchema,
  vipTierInputSchema,
  vipTierListResponseSchema,
  vipTierSavedResponseSchema,
} from '../../../contracts/engagement.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../audit/record.ts';
import { getRates, ratesToWire, setRates } from '../../services/loyalty.ts';
import { createTier, deleteTier, grantPoints, listTiers, updateTier } from '../../services/vip.ts';

const tags: ['engagement'] = ['engagement'];

const getSettings = defineRoute({
  method: 'get',
  path: '/engagement-settings',
  access: 'operator',
  permission: 'content.read',
  tags,
  summary: 'The VIP point rates and the referral share',
  responses: answers({ 200: engagementSettingsResponseSchema }),
});
const putSettings = defineRoute({
  method: 'put',
  path: '/engagement-settings',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Sets the VIP point rates and the referral share',
  request: { body: jsonBody(engagementSettingsSchema) },
  responses: answers({ 200: engagementSettingsResponseSchema }),
});
const tiersList = defineRoute({
  method: 'get',
  path: '/vip-tiers',
  access: 'operator',
  permission: 'content.read',
  tags,
  summary: 'The VIP levels by lifetime turnover',
  responses: answers({ 200: vipTierListResponseSchema }),
});
const tierCreate = defineRoute({
  method: 'post',
  path: '/vip-tiers',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Adds a VIP level (names and benefits in English and Bangla)',
  request: { body: jsonBody(vipTierInputSchema) },
  responses: answers({ 201: vipTierSavedResponseSchema }),
});
const tierUpdate = defineRoute({
  method: 'put',
  path: '/vip-tiers/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Replaces a VIP level (the level at 0 stays at 0)',
  request: { params: vipTierIdParamsSchema, body: jsonBody(vipTierInputSchema) },
  responses: answers({ 200: vipTierSavedResponseSchema }),
});
const tierDelete = defineRoute({
  method: 'delete',
  path: '/vip-tiers/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Removes a VIP level (not the level at 0)',
  request: { params: vipTierIdParamsSchema },
  responses: { 204: { description: 'Removed' } },
});
const grant = defineRoute({
  method: 'post',
  path: '/vip-points',
  access: 'operator',
  permission: 'engagement.grant',
  tags,
  summary: 'Grants VIP points to a player by hand, with a reason',
  request: { body: jsonBody(vipGrantInputSchema) },
  responses: answers({ 201: vipGrantResponseSchema }),
});

export const operatorEngagementRoutes = createArea()
  .openapi(getSettings, async (c) => {
    requireOperator(c);
    return c.json({ data: ratesToWire(await getRates(c.var.deps.database.db)) }, 200);
  })
  .openapi(putSettings, async (c) => {
    const actor = staffActorOf(c);
    return c.json({ data: ratesToWire(await setRates(c.var.deps.database.db, actor, c.req.valid('json'), c.var.deps.now())) }, 200);
  })
  .openapi(tiersList, async (c) => {
    requireOperator(c);
    return c.json({ data: await listTiers(c.var.deps.database.db) }, 200);
  })
  .openapi(tierCreate, async (c) => {
    return c.json({ data: await createTier(c.var.deps.database.db, staffActorOf(c), c.req.valid('json')) }, 201);
  })
  .openapi(tierUpdate, async (c) => {
    return c.json({ data: await updateTier(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200);
  })
  .openapi(grant, async (c) => {
    return c.json({ data: await grantPoints(c.var.deps.database.db, staffActorOf(c), c.req.valid('json')) }, 201);
  })
  .openapi(tierDelete, async (c) => {
    await deleteTier(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
