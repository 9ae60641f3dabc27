// The operator's exchange desk, mounted under /api/operator by server/operator/router.ts: every open and settled
// bet, each player's exposure, the markets with bets and voiding one (every bet refunded), and the
// limits per market type. Plus one test tool that answers 404 unless EXCHANGE_TEST_CONTROLS=1.
import { z } from 'zod';
import { errorBodySchema } from '../../../contracts/common.ts';
import {
  exchangeSettingsSchema,
  exchangeSettingsUpdateResponseSchema,
  exchangeSettingsUpdateSchema,
  marketKeySchema,
  mirrorSettingsSchema,
  mirrorSettingsUpdateResponseSchema,
  rollbackMarketRequestSchema,
  rollbackMarketResponseSchema,
  settleMarketRequestSchema,
  settleMarketResponseSchema,
  waitingMarketsResponseSchema,
  operatorBetsQuerySchema,
  operatorBetsResponseSchema,
  operatorExposureResponseSchema,
  operatorMarketsQuerySchema,
  operatorMarketsResponseSchema,
  simulatorAdvanceRequestSchema,
  simulatorAdvanceResponseSchema,
  voidMarketRequestSchema,
  voidMarketResponseSchema,
} from '../../../contracts/exchange-operator.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { operatorBets, operatorExposure, operatorMarkets, voidMarket } from './operator-desk.ts';
import { getExchangeSettings, updateExchangeSettings } from '../bets/settings.ts';
import { advanceSimulatorBy } from './test-controls.ts';
import { rollBackMarket, settleByHand, waitingMarkets } from './market-decisions.ts';
import { getMirrorSettings, updateMirrorSettings } from '../bets/mirror-take.ts';
import { staffActorOf } from '../../operator/audit/record.ts';

const TAGS: ['operator-exchange'] = ['operator-exchange'];

const getBets = defineRoute({
  method: 'get',
  path: '/exchange/bets',
  access: 'operator',
  permission: 'markets.read',
  tags: TAGS,
  summary: 'Every open or settled exchange bet, newest first, by market or player',
  request: { query: operatorBetsQuerySchema },
  responses: answers({ 200: operatorBetsResponseSchema }),
});
const getExposure = defineRoute({
  method: 'get',
  path: '/exchange/exposure',
  access: 'operator',
  permission: 'markets.read',
  tags: TAGS,
  summary: "Each player's exposure (money held for open bets), largest first",
  responses: answers({ 200: operatorExposureResponseSchema }),
});
const getMarkets = defineRoute({
  method: 'get',
  path: '/exchange/markets',
  access: 'operator',
  permission: 'markets.read',
  tags: TAGS,
  summary: 'Markets with bets: open ones with players and exposure, settled or void ones with their result',
  request: { query: operatorMarketsQuerySchema },
  responses: answers({ 200: operatorMarketsResponseSchema }),
});
const postVoid = defineRoute({
  method: 'post',
  path: '/exchange/markets/{marketKey}/void',
  access: 'operator',
  permission: 'risk.void',
  tags: TAGS,
  summary: 'Voids an open market with a reason: every bet on it is refunded',
  request: { params: z.object({ marketKey: marketKeySchema }), body: jsonBody(voidMarketRequestSchema) },
  responses: answers({ 200: voidMarketResponseSchema, 404: errorBodySchema, 409: errorBodySchema }),
});
const getWaiting = defineRoute({
  method: 'get',
  path: '/exchange/markets/waiting',
  access: 'operator',
  permission: 'markets.read',
  tags: TAGS,
  summary: 'Open markets only an operator can settle or void (dropped by the source, closed without a result, rolled back), longest waiting first',
  responses: answers({ 200: waitingMarketsResponseSchema }),
});
const postSettle = defineRoute({
  method: 'post',
  path: '/exchange/markets/{marketKey}/settle',
  access: 'operator',
  permission: 'markets.settle',
  tags: TAGS,
  summary: 'Settles an open runner market by hand on the winners named, with a reason',
  request: { params: z.object({ marketKey: marketKeySchema }), body: jsonBody(settleMarketRequestSchema) },
  responses: answers({ 200: settleMarketResponseSchema, 404: errorBodySchema, 409: errorBodySchema }),
});
const postRollback = defineRoute({
  method: 'post',
  path: '/exchange/markets/{marketKey}/rollback',
  access: 'operator',
  permission: 'markets.settle',
  tags: TAGS,
  summary: 'Rolls a settled or voided market back with a reason: every payment reversed exactly, the market waits for a new result',
  request: { params: z.object({ marketKey: marketKeySchema }), body: jsonBody(rollbackMarketRequestSchema) },
  responses: answers({ 200: rollbackMarketResponseSchema, 404: errorBodySchema, 409: errorBodySchema }),
});
const getMirror = defineRoute({
  method: 'get',
  path: '/exchange/settings/mirror',
  access: 'operator',
  permission: 'markets.read',
  tags: TAGS,
  summary: "How much of a mirrored book's shown size the site takes: a share of each price, and the most per price",
  responses: answers({ 200: mirrorSettingsSchema }),
});
const putMirror = defineRoute({
  method: 'put',
  path: '/exchange/settings/mirror',
  access: 'operator',
  permission: 'markets.manage',
  tags: TAGS,
  summary: "Replaces the site's take of a mirrored book",
  request: { body: jsonBody(mirrorSettingsSchema) },
  responses: answers({ 200: mirrorSettingsUpdateResponseSchema }),
});
const getSettings = defineRoute({
  method: 'get',
  path: '/exchange/settings',
  access: 'operator',
  permission: 'markets.read',
  tags: TAGS,
  summary: 'The limits of each market type: stakes, maximum profit, bet delay, commission',
  responses: answers({ 200: exchangeSettingsSchema }),
});
const putSettings = defineRoute({
  method: 'put',
  path: '/exchange/settings',
  access: 'operator',
  permission: 'markets.manage',
  tags: TAGS,
  summary: 'Replaces the limits of the market types given (each type whole)',
  request: { body: jsonBody(exchangeSettingsUpdateSchema) },
  responses: answers({ 200: exchangeSettingsUpdateResponseSchema }),
});
const postAdvance = defineRoute({
  method: 'post',
  path: '/exchange/simulator/advance',
  access: 'operator',
  permission: 'markets.manage',
  tags: TAGS,
  summary: 'Test tool (EXCHANGE_TEST_CONTROLS=1 only, else 404): moves the simulated clock on and settles what finished',
  request: { body: jsonBody(simulatorAdvanceRequestSchema) },
  responses: answers({ 200: simulatorAdvanceResponseSchema, 404: errorBodySchema }),
});

export const operatorExchangeRoutes = createArea()
  .openapi(getBets, async (c) => {
    requireOperator(c);
    return c.json(await operatorBets(c.var.deps, c.req.valid('query')), 200);
  })
  .openapi(getExposure, async (c) => {
    requireOperator(c);
    return c.json(await operatorExposure(c.var.deps), 200);
  })
  .openapi(getMarkets, async (c) => {
    requireOperator(c);
    return c.json(await operatorMarkets(c.var.deps, c.req.valid('query').status), 200);
  })
  .openapi(postVoid, async (c) => {
    const { marketKey } = c.req.valid('param');
    return c.json(await voidMarket(c.var.deps, staffActorOf(c), marketKey, c.req.valid('json').reason), 200);
  })
  .openapi(getWaiting, async (c) => {
    requireOperator(c);
    return c.json(await waitingMarkets(c.var.deps), 200);
  })
  .openapi(postSettle, async (c) => {
    return c.json(await settleByHand(c.var.deps, staffActorOf(c), c.req.valid('param').marketKey, c.req.valid('json')), 200);
  })
  .openapi(postRollback, async (c) => {
    return c.json(await rollBackMarket(c.var.deps, staffActorOf(c), c.req.valid('param').marketKey, c.req.valid('json').reason), 200);
  })
  .openapi(getMirror, async (c) => {
    requireOperator(c);
    return c.json(await getMirrorSettings(c.var.deps), 200);
  })
  .openapi(putMirror, async (c) => {
    return c.json(await updateMirrorSettings(c.var.deps, staffActorOf(c), c.req.valid('json')), 200);
  })
  .openapi(getSettings, async (c) => {
    requireOperator(c);
    return c.json(await getExchangeSettings(c.var.deps), 200);
  })
  .openapi(putSettings, async (c) => {
    return c.json(await updateExchangeSettings(c.var.deps, staffActorOf(c), c.req.valid('json')), 200);
  })
  .openapi(postAdvance, async (c) => {
    return c.json(await advanceSimulatorBy(c.var.deps, staffActorOf(c), c.req.valid('json')), 200);
  });
