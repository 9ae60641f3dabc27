// The exchange betting area of the player API (its calls follow Betfair and the Sky-style sites): place,
// list and cancel bets, positions, cash out, the limits the odds view and the bet slip show, and the exchange account's
// records. Each handler guards, parses, calls one service.
// Bets and cash outs move money: each needs an Idempotency-Key (a repeat replays the stored answer).
// A bet the market or the money refuses is an answer (status 'refused' with the catalogue message).
import { z } from 'zod';
import { errorBodySchema } from '../../../contracts/common.ts';
import {
  cancelBetResponseSchema,
  cashOutQuoteQuerySchema,
  cashOutQuoteSchema,
  cashOutRequestSchema,
  cashOutResponseSchema,
  listBetsQuerySchema,
  listBetsResponseSchema,
  placeBetHeadersSchema,
  placeBetRequestSchema,
  placeBetResponseSchema,
  positionsQuerySchema,
  positionsResponseSchema,
  stakeLimitsQuerySchema,
  stakeLimitsSchema,
  voidedMarketsQuerySchema,
  voidedMarketsResponseSchema,
} from '../../../contracts/exchange-bets.ts';
import { exchangeSettingsSchema } from '../../../contracts/exchange-operator.ts';
import {
  activityLogQuerySchema,
  activityLogResponseSchema,
  balanceOverviewSchema,
  exchangeHubQuerySchema,
  exchangeHubResponseSchema,
  profitLossQuerySchema,
  profitLossResponseSchema,
} from '../../../contracts/exchange-records.ts';
import { idSchema } from '../../../contracts/fields.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requirePlayer } from '../../middleware/auth.ts';
import { listBets, voidedMarkets } from './bet-views.ts';
import { cancelBet, placeBet } from './place-and-cancel.ts';
import { cashOut, cashOutQuote } from './cash-out.ts';
import { positions } from './positions.ts';
import { activityLog, balanceOverview, exchangeHub, profitLoss } from './records.ts';
import { getExchangeSettings } from './settings.ts';
import { stakeLimits } from '../limits/stake-limits.ts';
import { idempotencyKeyOf } from '../../services/idempotency.ts';

const TAGS: ['exchange'] = ['exchange'];
const betIdParamsSchema = z.object({ id: idSchema() });

const postBet = defineRoute({
  method: 'post',
  path: '/exchange/bets',
  access: 'player',
  idempotency: 'required',
  tags: TAGS,
  summary: 'Places a bet (header Idempotency-Key); a refusal is answered as a bet with status refused',
  request: { headers: placeBetHeadersSchema, body: jsonBody(placeBetRequestSchema) },
  responses: answers({ 200: placeBetResponseSchema, 404: errorBodySchema, 409: errorBodySchema }),
});
const getBets = defineRoute({
  method: 'get',
  path: '/exchange/bets',
  access: 'player',
  tags: TAGS,
  summary: "The player's open (matched and unmatched) or settled bets, newest first",
  request: { query: listBetsQuerySchema },
  responses: answers({ 200: listBetsResponseSchema }),
});
const deleteBet = defineRoute({
  method: 'delete',
  path: '/exchange/bets/{id}',
  access: 'player',
  tags: TAGS,
  notFound: 'exchangeBetNotFound',
  summary: 'Cancels the unmatched part of a bet; the matched part stays',
  request: { params: betIdParamsSchema },
  responses: answers({ 200: cancelBetResponseSchema, 404: errorBodySchema, 409: errorBodySchema }),
});
const getPositions = defineRoute({
  method: 'get',
  path: '/exchange/positions',
  access: 'player',
  tags: TAGS,
  summary: 'Profit or loss per runner if it wins, and the money held, per market (one market, or every market of an event)',
  request: { query: positionsQuerySchema },
  responses: answers({ 200: positionsResponseSchema }),
});
const getCashOut = defineRoute({
  method: 'get',
  path: '/exchange/cash-out',
  access: 'player',
  tags: TAGS,
  summary: 'What cashing out a match-odds position would lock in at the prices now',
  request: { query: cashOutQuoteQuerySchema },
  responses: answers({ 200: cashOutQuoteSchema, 404: errorBodySchema }),
});
const postCashOut = defineRoute({
  method: 'post',
  path: '/exchange/cash-out',
  access: 'player',
  idempotency: 'required',
  tags: TAGS,
  summary: 'Cashes out a match-odds position (header Idempotency-Key); refused if now worse than the amount shown',
  request: { body: jsonBody(cashOutRequestSchema) },
  responses: answers({ 200: cashOutResponseSchema, 404: errorBodySchema, 409: errorBodySchema }),
});
const getSettings = defineRoute({
  method: 'get',
  path: '/exchange/settings',
  access: 'player',
  tags: TAGS,
  summary: 'The stake limits, maximum profit, bet delay and commission of each market type',
  responses: answers({ 200: exchangeSettingsSchema }),
});
const getStakeLimits = defineRoute({
  method: 'get',
  path: '/exchange/stake-limits',
  access: 'player',
  tags: TAGS,
  summary: "The stake and profit limits the player's bet on one market is held to, as placing resolves them",
  request: { query: stakeLimitsQuerySchema },
  responses: answers({ 200: stakeLimitsSchema, 404: errorBodySchema }),
});
const getVoided = defineRoute({
  method: 'get',
  path: '/exchange/voided-markets',
  access: 'public',
  tags: TAGS,
  summary: 'The markets of an event that were voided (every bet refunded) though the feed may still list them',
  request: { query: voidedMarketsQuerySchema },
  responses: answers({ 200: voidedMarketsResponseSchema }),
});
const getHub = defineRoute({
  method: 'get',
  path: '/exchange-hub',
  access: 'player',
  tags: TAGS,
  summary: 'The exchange records of the betting record, newest first',
  request: { query: exchangeHubQuerySchema },
  responses: answers({ 200: exchangeHubResponseSchema }),
});
const getProfitLoss = defineRoute({
  method: 'get',
  path: '/exchange/profit-loss',
  access: 'player',
  tags: TAGS,
  summary: 'Settled markets by Dhaka day, event and market, net of commission',
  request: { query: profitLossQuerySchema },
  responses: answers({ 200: profitLossResponseSchema }),
});
const getBalanceOverview = defineRoute({
  method: 'get',
  path: '/exchange/balance-overview',
  access: 'player',
  tags: TAGS,
  summary: 'Balance, exposure (money held for open bets) and what is available',
  responses: answers({ 200: balanceOverviewSchema }),
});
const getActivity = defineRoute({
  method: 'get',
  path: '/exchange/activity',
  access: 'player',
  tags: TAGS,
  summary: 'Log-ins and bets, newest first, with the address each came from',
  request: { query: activityLogQuerySchema },
  responses: answers({ 200: activityLogResponseSchema }),
});

export const exchangeBetsRoutes = createArea()
  .openapi(postBet, async (c) => {
    const user = requirePlayer(c);
    const body = c.req.valid('json');
    const key = idempotencyKeyOf(c)!;
    const device = c.req.valid('header')['x-device-id'] ?? null;
    return c.json(await placeBet(c.var.deps, { userId: user.id, ip: clientAddress(c), device }, body, key), 200);
  })
  .openapi(getBets, async (c) => {
    const user = requirePlayer(c);
    return c.json(await listBets(c.var.deps, user.id, c.req.valid('query')), 200);
  })
  .openapi(deleteBet, async (c) => {
    const user = requirePlayer(c);
    return c.json(await cancelBet(c.var.deps, user.id, c.req.valid('param').id), 200);
  })
  .openapi(getPositions, async (c) => {
    const user = requirePlayer(c);
    return c.json(await positions(c.var.deps, user.id, c.req.valid('query')), 200);
  })
  .openapi(getCashOut, async (c) => {
    const user = requirePlayer(c);
    return c.json(await cashOutQuote(c.var.deps, user.id, c.req.valid('query').marketId), 200);
  })
  .openapi(postCashOut, async (c) => {
    const user = requirePlayer(c);
    const body = c.req.valid('json');
    const key = idempotencyKeyOf(c)!;
    return c.json(await cashOut(c.var.deps, { userId: user.id, ip: clientAddress(c) }, body, key), 200);
  })
  .openapi(getSettings, async (c) => {
    requirePlayer(c);
    return c.json(await getExchangeSettings(c.var.deps), 200);
  })
  .openapi(getStakeLimits, async (c) => {
    const user = requirePlayer(c);
    return c.json(await stakeLimits(c.var.deps, user.id, c.req.valid('query')), 200);
  })
  .openapi(getVoided, async (c) => c.json(await voidedMarkets(c.var.deps, c.req.valid('query').eventId), 200))
  .openapi(getHub, async (c) => {
    const user = requirePlayer(c);
    return c.json(await exchangeHub(c.var.deps, user.id, c.req.valid('query')), 200);
  })
  .openapi(getProfitLoss, async (c) => {
    const user = requirePlayer(c);
    return c.json(await profitLoss(c.var.deps, user.id, c.req.valid('query')), 200);
  })
  .openapi(getBalanceOverview, async (c) => {
    const user = requirePlayer(c);
    return c.json(await balanceOverview(c.var.deps, user.id), 200);
  })
  .openapi(getActivity, async (c) => {
    const user = requirePlayer(c);
    return c.json(await activityLog(c.var.deps, user.id, c.req.valid('query')), 200);
  });
