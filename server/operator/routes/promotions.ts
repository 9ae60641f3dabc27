// The operator's promotions: every promotion (withdrawn ones too), adding, replacing and withdrawing one.
// The players' side (what is on offer) is server/routes/promotions.ts.
import {
  operatorPromotionIdParamsSchema,
  operatorPromotionInputSchema,
  operatorPromotionListSchema,
  operatorPromotionSavedSchema,
} from '../../../contracts/promotions.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../audit/record.ts';
import { createPromotion, listAllPromotions, updatePromotion, withdrawPromotion } from '../../services/promotions.ts';

const tags: ['promotions'] = ['promotions'];

const operatorList = defineRoute({
  method: 'get',
  path: '/promotions',
  access: 'operator',
  permission: 'content.read',
  tags,
  summary: 'Every promotion, withdrawn ones too',
  responses: answers({ 200: operatorPromotionListSchema }),
});
const operatorCreate = defineRoute({
  method: 'post',
  path: '/promotions',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Adds a promotion (English and Bangla texts)',
  request: { body: jsonBody(operatorPromotionInputSchema) },
  responses: answers({ 201: operatorPromotionSavedSchema }),
});
const operatorUpdate = defineRoute({
  method: 'put',
  path: '/promotions/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Replaces a promotion',
  request: { params: operatorPromotionIdParamsSchema, body: jsonBody(operatorPromotionInputSchema) },
  responses: answers({ 200: operatorPromotionSavedSchema }),
});
const operatorWithdraw = defineRoute({
  method: 'delete',
  path: '/promotions/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Withdraws a promotion (kept for the records of the deposits that used it)',
  request: { params: operatorPromotionIdParamsSchema },
  responses: { 204: { description: 'Withdrawn' } },
});

export const operatorPromotionRoutes = createArea()
  .openapi(operatorList, async (c) => {
    requireOperator(c);
    return c.json({ data: await listAllPromotions(c.var.deps.database.db) }, 200);
  })
  .openapi(operatorCreate, async (c) => {
    return c.json({ data: await createPromotion(c.var.deps.database.db, staffActorOf(c), c.req.valid('json')) }, 201);
  })
  .openapi(operatorUpdate, async (c) => {
    return c.json({ data: await updatePromotion(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200);
  })
  .openapi(operatorWithdraw, async (c) => {
    await withdrawPromotion(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
