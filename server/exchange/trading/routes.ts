// The trader's desk, mounted under /api/operator by server/operator/router.ts: the events to trade, one
// event's bookmaker and fancy lines, opening, editing, moving and setting the state of them (markets.manage),
// and their results (markets.settle). Every change writes its audit entry in its own transaction.
import { errorBodySchema } from '../../../contracts/common.ts';
import {
  editTradedMarketRequestSchema,
  moveTradedMarketRequestSchema,
  openBookmakerRequestSchema,
  openFancyLineRequestSchema,
  settleTradedMarketRequestSchema,
  tradedEventSavedSchema,
  tradedMarketSavedSchema,
  tradedResultSchema,
  tradedStateRequestSchema,
  tradingEventParamsSchema,
  tradingEventSchema,
  tradingEventsResponseSchema,
  tradingMarketParamsSchema,
  voidTradedMarketRequestSchema,
} from '../../../contracts/exchange-trading.ts';
import { MESSAGES, type MessageKey } from '../../../contracts/messages/index.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../../operator/audit/record.ts';
import { editMarket, moveMarket, openBookmaker, openFancyLine, setEventState, setMarketState } from './trader-desk.ts';
import { rollBackTraded, settleTraded, voidTraded } from './trader-results.ts';
import { tradingEvent, tradingEvents } from './trading-view.ts';

const tags: ['operator-trading'] = ['operator-trading'];
const said = (code: MessageKey) => ({ message: MESSAGES[code], code });
const refusals = { 404: errorBodySchema, 409: errorBodySchema };

const getEvents = defineRoute({
  method: 'get',
  path: '/trading/events',
  access: 'operator',
  permission: 'markets.read',
  tags,
  summary: 'Events a trader may run lines on, in play first, with how many live lines each has',
  responses: answers({ 200: tradingEventsResponseSchema }),
});
const getEvent = defineRoute({
  method: 'get',
  path: '/trading/events/{eventId}',
  access: 'operator',
  permission: 'markets.read',
  tags,
  summary: "One event's score, marks and live trader markets with what players see of each now",
  request: { params: tradingEventParamsSchema },
  responses: answers({ 200: tradingEventSchema, 404: errorBodySchema }),
});
const postFancy = defineRoute({
  method: 'post',
  path: '/trading/lines',
  access: 'operator',
  permission: 'markets.manage',
  tags,
  summary: 'Opens a fancy line on an event (suspended unless asked open)',
  request: { body: jsonBody(openFancyLineRequestSchema) },
  responses: answers({ 200: tradedMarketSavedSchema, ...refusals }),
});
const postBookmaker = defineRoute({
  method: 'post',
  path: '/trading/bookmakers',
  access: 'operator',
  permission: 'markets.manage',
  tags,
  summary: "Opens the event's bookmaker market, every match odds runner priced",
  request: { body: jsonBody(openBookmakerRequestSchema) },
  responses: answers({ 200: tradedMarketSavedSchema, ...refusals }),
});
const putMarket = defineRoute({
  method: 'put',
  path: '/trading/markets/{id}',
  access: 'operator',
  permission: 'markets.manage',
  tags,
  summary: "Edits a live market's values, rates, prices or limits",
  request: { params: tradingMarketParamsSchema, body: jsonBody(editTradedMarketRequestSchema) },
  responses: answers({ 200: tradedMarketSavedSchema, ...refusals }),
});
const postMove = defineRoute({
  method: 'post',
  path: '/trading/markets/{id}/move',
  access: 'operator',
  permission: 'markets.manage',
  tags,
  summary: "Moves a live market's line and rates by a step (one key press)",
  request: { params: tradingMarketParamsSchema, body: jsonBody(moveTradedMarketRequestSchema) },
  responses: answers({ 200: tradedMarketSavedSchema, ...refusals }),
});
const postState = defineRoute({
  method: 'post',
  path: '/trading/markets/{id}/state',
  access: 'operator',
  permission: 'markets.manage',
  tags,
  summary: 'Opens, suspends or sets ball running on one market, held or not',
  request: { params: tradingMarketParamsSchema, body: jsonBody(tradedStateRequestSchema) },
  responses: answers({ 200: tradedMarketSavedSchema, ...refusals }),
});
const postEventState = defineRoute({
  method: 'post',
  path: '/trading/events/{eventId}/state',
  access: 'operator',
  permission: 'markets.manage',
  tags,
  summary: 'Opens, suspends or sets ball running on every live market of the event',
  request: { params: tradingEventParamsSchema, body: jsonBody(tradedStateRequestSchema) },
  responses: answers({ 200: tradedEventSavedSchema, ...refusals }),
});
const postSettle = defineRoute({
  method: 'post',
  path: '/trading/markets/{id}/settle',
  access: 'operator',
  permission: 'markets.settle',
  tags,
  summary: 'Settles a market on the runs made (fancy) or the winner (bookmaker), with a reason',
  request: { params: tradingMarketParamsSchema, body: jsonBody(settleTradedMarketRequestSchema) },
  responses: answers({ 200: tradedResultSchema, ...refusals }),
});
const postVoid = defineRoute({
  method: 'post',
  path: '/trading/markets/{id}/void',
  access: 'operator',
  permission: 'markets.settle',
  tags,
  summary: 'Voids a market with a reason: every bet on it refunded',
  request: { params: tradingMarketParamsSchema, body: jsonBody(voidTradedMarketRequestSchema) },
  responses: answers({ 200: tradedResultSchema, ...refusals }),
});
const postRollback = defineRoute({
  method: 'post',
  path: '/trading/markets/{id}/rollback',
  access: 'operator',
  permission: 'markets.settle',
  tags,
  summary: 'Rolls a result back with a reason: every payment reversed; the market waits for a new result',
  request: { params: tradingMarketParamsSchema, body: jsonBody(voidTradedMarketRequestSchema) },
  responses: answers({ 200: tradedResultSchema, ...refusals }),
});

export const operatorTradingRoutes = createArea()
  .openapi(getEvents, async (c) => {
    requireOperator(c);
    return c.json(await tradingEvents(c.var.deps), 200);
  })
  .openapi(getEvent, async (c) => {
    requireOperator(c);
    return c.json(await tradingEvent(c.var.deps, c.req.valid('param').eventId), 200);
  })
  .openapi(postFancy, async (c) => c.json({ market: await openFancyLine(c.var.deps, staffActorOf(c), c.req.valid('json')), ...said('tradingLineSaved') }, 200))
  .openapi(postBookmaker, async (c) =>
    c.json({ market: await openBookmaker(c.var.deps, staffActorOf(c), c.req.valid('json')), ...said('tradingLineSaved') }, 200),
  )
  .openapi(putMarket, async (c) =>
    c.json({ market: await editMarket(c.var.deps, staffActorOf(c), c.req.valid('param').id, c.req.valid('json')), ...said('tradingLineSaved') }, 200),
  )
  .openapi(postMove, async (c) =>
    c.json({ market: await moveMarket(c.var.deps, staffActorOf(c), c.req.valid('param').id, c.req.valid('json')), ...said('tradingLineSaved') }, 200),
  )
  .openapi(postState, async (c) =>
    c.json({ market: await setMarketState(c.var.deps, staffActorOf(c), c.req.valid('param').id, c.req.valid('json')), ...said('tradingLineSaved') }, 200),
  )
  .openapi(postEventState, async (c) =>
    c.json({ event: await setEventState(c.var.deps, staffActorOf(c), c.req.valid('param').eventId, c.req.valid('json')), ...said('tradingLineSaved') }, 200),
  )
  .openapi(postSettle, async (c) =>
    c.json({ ...(await settleTraded(c.var.deps, staffActorOf(c), c.req.valid('param').id, c.req.valid('json'))), ...said('tradingLineSettled') }, 200),
  )
  .openapi(postVoid, async (c) =>
    c.json({ ...(await voidTraded(c.var.deps, staffActorOf(c), c.req.valid('param').id, c.req.valid('json').reason)), ...said('tradingLineVoided') }, 200),
  )
  .openapi(postRollback, async (c) =>
    c.json(
      { ...(await rollBackTraded(c.var.deps, staffActorOf(c), c.req.valid('param').id, c.req.valid('json').reason)), ...said('tradingLineRolledBack') },
      200,
    ),
  );
