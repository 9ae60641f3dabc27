// The promotions on offer to everybody (the list and one promotion's terms), declared with access and
// contracts (docs/decisions/0025). The operator's promotion calls are server/operator/routes/promotions.ts.
import { promotionDetailResponseSchema, promotionIdParamsSchema, promotionListResponseSchema } from '../../contracts/promotions.ts';
import { answers, createArea, defineRoute } from '../lib/route.ts';
import { getPromotion, listOfferedPromotions } from '../services/promotions.ts';

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

export const promotionsRoutes = createArea()
  .openapi(listOffered, async (c) => c.json({ data: await listOfferedPromotions(c.var.deps.database.db) }, 200))
  .openapi(showOne, async (c) => c.json({ data: await getPromotion(c.var.deps.database.db, c.req.valid('param').id) }, 200));
