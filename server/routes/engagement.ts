// The account-engagement area: VIP (convert-vipcoin, the /vip screen's status), the referral
// programme (its board, cash-claim) and the operator's rates and VIP tiers (spec part 2 §7.6).
// Declared with access and contracts (docs/decisions/0025); money calls are idempotent.
import type { z } from 'zod';
import {
  cashClaimResponseSchema,
  convertVipQuerySchema,
  convertVipResponseSchema,
  engagementSettingsResponseSchema,
  engagementSettingsSchema,
  referralStatusResponseSchema,
  vipStatusResponseSchema,
  vipTierIdParamsSchema,
  vipTierInputSchema,
  vipTierListResponseSchema,
  vipTierSavedResponseSchema,
  vipGrantInputSchema,
  vipGrantResponseSchema,
} from '../../contracts/engagement.ts';
import type { AppEnv } from '../context.ts';
import type { Context } from 'hono';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requireOperator, requireOwnRemoteId, requirePlayer } from '../middleware/auth.ts';
import { idempotencyKeyOf, type StoredAnswer } from '../services/idempotency.ts';
import { getRates, ratesToWire, setRates } from '../services/loyalty.ts';
import { claimCashBonus, referralStatus } from '../services/referral.ts';
import { convertPoints, createTier, deleteTier, grantPoints, listTiers, updateTier, vipStatus } from '../services/vip.ts';

const tags: ['engagement'] = ['engagement'];

const convert = defineRoute({
  method: 'get',
  path: '/convert-vipcoin',
  access: 'player',
  tags,
  summary: "Converts VIP points into the main balance at the operator's rate (Idempotency-Key required)",
  request: { query: convertVipQuerySchema },
  responses: answers({ 200: convertVipResponseSchema }),
});
const vip = defineRoute({
  method: 'get',
  path: '/vip-status',
  access: 'player',
  tags,
  summary: "The player's VIP level, points, the tiers and the rates",
  responses: answers({ 200: vipStatusResponseSchema }),
});
const referral = defineRoute({
  method: 'get',
  path: '/referral-status',
  access: 'player',
  tags,
  summary: "The player's referral code, downlines, turnover, rewards by day and cash bonus",
  responses: answers({ 200: referralStatusResponseSchema }),
});
const claim = defineRoute({
  method: 'post',
  path: '/cash-claim',
  access: 'player',
  tags,
  summary: 'Claim All: the whole cash bonus into the main balance, at least ৳10 (Idempotency-Key required)',
  responses: answers({ 200: cashClaimResponseSchema }),
});
const getSettings = defineRoute({
  method: 'get',
  path: '/operator/engagement-settings',
  access: 'operator',
  tags,
  summary: 'The VIP point rates and the referral share',
  responses: answers({ 200: engagementSettingsResponseSchema }),
});
const putSettings = defineRoute({
  method: 'put',
  path: '/operator/engagement-settings',
  access: 'operator',
  tags,
  summary: 'Sets the VIP point rates and the referral share',
  request: { body: jsonBody(engagementSettingsSchema) },
  responses: answers({ 200: engagementSettingsResponseSchema }),
});
const tiersList = defineRoute({
  method: 'get',
  path: '/operator/vip-tiers',
  access: 'operator',
  tags,
  summary: 'The VIP levels by lifetime turnover',
  responses: answers({ 200: vipTierListResponseSchema }),
});
const tierCreate = defineRoute({
  method: 'post',
  path: '/operator/vip-tiers',
  access: 'operator',
  tags,
  summary: 'Adds a VIP level (names and benefits in English and Bangla)',
  request: { body: jsonBody(vipTierInputSchema) },
  responses: answers({ 201: vipTierSavedResponseSchema }),
});
const tierUpdate = defineRoute({
  method: 'put',
  path: '/operator/vip-tiers/{id}',
  access: 'operator',
  tags,
  summary: 'Replaces a VIP level (the level at 0 stays at 0)',
  request: { params: vipTierIdParamsSchema, body: jsonBody(vipTierInputSchema) },
  responses: answers({ 200: vipTierSavedResponseSchema }),
});
const tierDelete = defineRoute({
  method: 'delete',
  path: '/operator/vip-tiers/{id}',
  access: 'operator',
  tags,
  summary: 'Removes a VIP level (not the level at 0)',
  request: { params: vipTierIdParamsSchema },
  responses: { 204: { description: 'Removed' } },
});

const grant = defineRoute({
  method: 'post',
  path: '/operator/vip-points',
  access: 'operator',
  tags,
  summary: 'Grants VIP points to a player by hand, with a reason',
  request: { body: jsonBody(vipGrantInputSchema) },
  responses: answers({ 201: vipGrantResponseSchema }),
});

/** A stored money answer as the response, marked when it is a replay of the same key. */
function replay<S extends z.ZodType>(c: Context<AppEnv>, answer: StoredAnswer, _schema: S) {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return answer.body as z.infer<S>;
}

export const engagementRoutes = createArea()
  .openapi(convert, async (c) => {
    const user = requirePlayer(c);
    const { remote_id, vip_coin } = c.req.valid('query');
    requireOwnRemoteId(user, remote_id);
    const answer = await convertPoints(c.var.deps.database.db, user.id, vip_coin, idempotencyKeyOf(c)!);
    return c.json(replay(c, answer, convertVipResponseSchema), 200);
  })
  .openapi(vip, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await vipStatus(c.var.deps.database.db, user.id) }, 200);
  })
  .openapi(referral, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await referralStatus(c.var.deps.database.db, user.id, c.var.deps.now()) }, 200);
  })
  .openapi(claim, async (c) => {
    const user = requirePlayer(c);
    const answer = await claimCashBonus(c.var.deps.database.db, user.id, idempotencyKeyOf(c)!);
    return c.json(replay(c, answer, cashClaimResponseSchema), 200);
  })
  .openapi(getSettings, async (c) => {
    requireOperator(c);
    return c.json({ data: ratesToWire(await getRates(c.var.deps.database.db)) }, 200);
  })
  .openapi(putSettings, async (c) => {
    requireOperator(c);
    return c.json({ data: ratesToWire(await setRates(c.var.deps.database.db, c.req.valid('json'), c.var.deps.now())) }, 200);
  })
  .openapi(tiersList, async (c) => {
    requireOperator(c);
    return c.json({ data: await listTiers(c.var.deps.database.db) }, 200);
  })
  .openapi(tierCreate, async (c) => {
    requireOperator(c);
    return c.json({ data: await createTier(c.var.deps.database.db, c.req.valid('json')) }, 201);
  })
  .openapi(tierUpdate, async (c) => {
    requireOperator(c);
    return c.json({ data: await updateTier(c.var.deps.database.db, c.req.valid('param').id, c.req.valid('json')) }, 200);
  })
  .openapi(grant, async (c) => {
    const operator = requireOperator(c);
    return c.json({ data: await grantPoints(c.var.deps.database.db, operator.id, c.req.valid('json')) }, 201);
  })
  .openapi(tierDelete, async (c) => {
    requireOperator(c);
    await deleteTier(c.var.deps.database.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
