// The promotions area (spec part 2 §7.1 promotion and promotions/{id}; the operator's promotion
// calls): declared with access and contracts (docs/decisions/0025), one service call each.
import {
  operatorPromotionIdParamsSchema,
  operatorPromotionInputSchema,
  operatorPromotionListSchema,
  operatorPromotionSavedSchema,
  promotionDetailResponseSchema,
  promotionIdParamsSchema,
  promotionListResponseSchema,
} from '../../contracts/promotions.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requireOperator } from '../middleware/auth.ts';
import { createPromotion, getPromotion, listAllPromotions, listOfferedPromotions, updatePromotion, withdrawPromotion } from '../services/promotions.ts';

const tags: ['promotions'] = ['promotions'];

const listOffered = defineRoute({
  method: 'get',
  path: '/promotion',
  access: 'public',
  tags,
  summary: 'The promotions on offer (status active or display, not yet ended)',
  responses: answers({ 200: promotionListResponseSchema }),
});
const showOne = defineRoute({
  method: 'get',
  path: '/promotions/{id}',
  access: 'public',
  tags,
  notFound: 'promotionNotFound',
  summary: "One promotion's full terms (ended ones too, unless withdrawn)",
  request: { params: promotionIdParamsSchema },
  responses: answers({ 200: promotionDetailResponseSchema }),
});
const operatorList = defineRoute({
  method: 'get',
  path: '/operator/promotions',
  access: 'operator',
  tags,
  summary: 'Every promotion, withdrawn ones too',
  responses: answers({ 200: operatorPromotionListSchema }),
});
const operatorCreate = defineRoute({
  method: 'post',
  path: '/operator/promotions',
  access: 'operator',
  tags,
  summary: 'Adds a promotion (English and Bangla texts)',
  request: { body: jsonBody(operatorPromotionInputSchema) },
  responses: answers({ 201: operatorPromotionSavedSchema }),
});
const operatorUpdate = defineRoute({
  method: 'put',
  path: '/operator/promotions/{id}',
  access: 'operator',
  tags,
  summary: 'Replaces a promotion',
  request: { params: operatorPromotionIdParamsSchema, body: jsonBody(operatorPromotionInputSchema) },
  responses: answers({ 200: operatorPromotionSavedSchema }),
});
const operatorWithdraw = defineRoute({
  method: 'delete',
  path: '/operator/promotions/{id}',
  access: 'operator',
  tags,
  summary: 'Withdraws a promotion (kept for the records of the deposits that used it)',
  request: { params: operatorPromotionIdParamsSchema },
  responses: { 204: { description: 'Withdrawn' } },
});

export const promotionsRoutes = createArea()
  .openapi(listOffered, async (c) => c.json({ data: await listOfferedPromotions(c.var.deps.database.db) }, 200))
  .openapi(showOne, async (c) => c.json({ data: await getPromotion(c.var.deps.database.db, c.req.valid('param').id) }, 200))
  .openapi(operatorList, async (c) => {
    requireOperator(c);
    return c.json({ data: await listAllPromotions(c.var.deps.database.db) }, 200);
  })
  .openapi(operatorCreate, async (c) => {
    requireOperator(c);
    return c.json({ data: await createPromotion(c.var.deps.database.db, c.req.valid('json')) }, 201);
  })
  .openapi(operatorUpdate, async (c) => {
    requireOperator(c);
    return c.json({ data: await updatePromotion(c.var.deps.database.db, c.req.valid('param').id, c.req.valid('json')) }, 200);
  })
  .openapi(operatorWithdraw, async (c) => {
    requireOperator(c);
    await withdrawPromotion(c.var.deps.database.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
