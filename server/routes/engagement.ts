// The player's engagement: VIP (convert-vipcoin by POST, and by the older wire's GET; the /vip screen's status) and the referral programme
// (its board, cash-claim). Declared with access and contracts (docs/decisions/0025); money calls are
// idempotent. The operator's rates, VIP levels and grants are server/operator/routes/engagement.ts.
import type { z } from 'zod';
import {
  cashClaimResponseSchema,
  convertVipQuerySchema,
  convertVipRequestSchema,
  convertVipResponseSchema,
  referralStatusResponseSchema,
  vipStatusResponseSchema,
} from '../../contracts/engagement.ts';
import type { AppEnv } from '../context.ts';
import type { Context } from 'hono';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requireOwnRemoteId, requirePlayer } from '../middleware/auth.ts';
import { idempotencyKeyOf, type StoredAnswer } from '../services/idempotency.ts';
import { claimCashBonus, referralStatus } from '../services/referral.ts';
import { convertPoints, vipStatus } from '../services/vip.ts';

const tags: ['engagement'] = ['engagement'];

const convert = defineRoute({
  method: 'post',
  path: '/convert-vipcoin',
  access: 'player',
  idempotency: 'required',
  tags,
  summary: "Converts VIP points into the main balance at the operator's rate (Idempotency-Key required)",
  request: { body: jsonBody(convertVipRequestSchema) },
  responses: answers({ 200: convertVipResponseSchema }),
});
// The same conversion as a GET, kept for clients of the older wire. A GET that moves money must never be
// kept or replayed by a cache or fetched ahead by a browser: it needs the key like the POST, answers
// no-store, and is marked deprecated so no new client is built on it.
const convertByQuery = defineRoute({
  method: 'get',
  path: '/convert-vipcoin',
  access: 'player',
  idempotency: 'required',
  deprecated: true,
  tags,
  summary: 'Deprecated: the same conversion as POST /convert-vipcoin, with the fields in the query string (Idempotency-Key required; never cached)',
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
  idempotency: 'required',
  tags,
  summary: 'Claim All: the whole cash bonus into the main balance, at least ৳10 (Idempotency-Key required)',
  responses: answers({ 200: cashClaimResponseSchema }),
});

/** A stored money answer as the response, marked when it is a replay of the same key. */
function replay<S extends z.ZodType>(c: Context<AppEnv>, answer: StoredAnswer, _schema: S) {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return answer.body as z.infer<S>;
}

export const engagementRoutes = createArea()
  .openapi(convert, async (c) => {
    const user = requirePlayer(c);
    const { remote_id, vip_coin } = c.req.valid('json');
    requireOwnRemoteId(user, remote_id);
    const answer = await convertPoints(c.var.deps.database.db, user.id, vip_coin, idempotencyKeyOf(c)!);
    return c.json(replay(c, answer, convertVipResponseSchema), 200);
  })
  .openapi(convertByQuery, async (c) => {
    const user = requirePlayer(c);
    const { remote_id, vip_coin } = c.req.valid('query');
    requireOwnRemoteId(user, remote_id);
    const answer = await convertPoints(c.var.deps.database.db, user.id, vip_coin, idempotencyKeyOf(c)!);
    return c.json(replay(c, answer, convertVipResponseSchema), 200, { 'Cache-Control': 'no-store' });
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
  });
