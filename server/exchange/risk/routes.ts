// The risk desk, mounted under /api/operator by server/operator/router.ts: limits and blocks, the
// liability book, the big-bet ticker, flags (dismiss, void the bet) and a player's risk view. Every route
// declares the staff permission it needs (contracts/staff.ts); each change writes one audit entry.
import { errorBodySchema } from '../../../contracts/common.ts';
import {
  blockRequestSchema,
  blockSavedSchema,
  blocksResponseSchema,
  bookDetailSchema,
  bookMarketParamsSchema,
  bookResponseSchema,
  flagScanResponseSchema,
  flagsQuerySchema,
  flagsResponseSchema,
  limitRuleRequestSchema,
  limitRuleSavedSchema,
  limitRulesResponseSchema,
  riskDoneSchema,
  riskIdParamsSchema,
  riskPlayerParamsSchema,
  riskPlayerSchema,
  tickerQuerySchema,
  tickerResponseSchema,
  voidBetRequestSchema,
} from '../../../contracts/risk.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../../operator/audit/record.ts';
import { voidBet } from './bet-void.ts';
import { scanFrom } from './background.ts';
import { dismissFlag, flaggedBet, listFlags, scanFlagsByHand } from './flags.ts';
import { liabilityBook, liabilityDetail } from './liability-book.ts';
import { listBlocks, listLimitRules, removeBlock, removeLimitRule, saveBlock, saveLimitRule } from './limits-desk.ts';
import { riskPlayer } from './player-view.ts';
import { bigBets } from './ticker.ts';

const tags: ['operator-risk'] = ['operator-risk'];
const conflict = { 404: errorBodySchema, 409: errorBodySchema };

const getLimits = defineRoute({
  method: 'get',
  path: '/risk/limits',
  access: 'operator',
  permission: 'markets.read',
  tags,
  summary: 'Every limit rule: the defaults per sport and kind, and overrides',
  responses: answers({ 200: limitRulesResponseSchema }),
});
const putLimit = defineRoute({
  method: 'put',
  path: '/risk/limits',
  access: 'operator',
  permission: 'risk.limits',
  tags,
  summary: 'Creates or replaces one limit rule (named by its scope and target)',
  request: { body: jsonBody(limitRuleRequestSchema) },
  responses: answers({ 200: limitRuleSavedSchema, 404: errorBodySchema }),
});
const deleteLimit = defineRoute({
  method: 'delete',
  path: '/risk/limits/{id}',
  access: 'operator',
  permission: 'risk.limits',
  tags,
  summary: "Removes an override (the site's defaults cannot be removed)",
  notFound: 'riskLimitNotFound',
  request: { params: riskIdParamsSchema },
  responses: answers({ 200: riskDoneSchema }),
});
const getBlocks = defineRoute({
  method: 'get',
  path: '/risk/blocks',
  access: 'operator',
  permission: 'markets.read',
  tags,
  summary: 'Events and markets blocked, for everybody or one player',
  responses: answers({ 200: blocksResponseSchema }),
});
const postBlock = defineRoute({
  method: 'post',
  path: '/risk/blocks',
  access: 'operator',
  permission: 'risk.blocks',
  tags,
  summary: 'Blocks an event or a market for everybody or one player, with a reason',
  request: { body: jsonBody(blockRequestSchema) },
  responses: answers({ 200: blockSavedSchema, 404: errorBodySchema }),
});
const deleteBlock = defineRoute({
  method: 'delete',
  path: '/risk/blocks/{id}',
  access: 'operator',
  permission: 'risk.blocks',
  tags,
  summary: 'Lifts a block',
  notFound: 'riskBlockNotFound',
  request: { params: riskIdParamsSchema },
  responses: answers({ 200: riskDoneSchema }),
});
const getBook = defineRoute({
  method: 'get',
  path: '/risk/book',
  access: 'operator',
  permission: 'markets.read',
  tags,
  summary: 'The liability book: every open market by its worst case, and the total',
  responses: answers({ 200: bookResponseSchema }),
});
const getBookMarket = defineRoute({
  method: 'get',
  path: '/risk/book/{marketKey}',
  access: 'operator',
  permission: 'markets.read',
  tags,
  summary: "One market's book with the players and bets behind it",
  notFound: 'exchangeMarketNotFound',
  request: { params: bookMarketParamsSchema },
  responses: answers({ 200: bookDetailSchema }),
});
const getTicker = defineRoute({
  method: 'get',
  path: '/risk/ticker',
  access: 'operator',
  permission: 'markets.read',
  tags,
  summary: 'The latest player bets, by size, sport and market type; by time, stake or exposure',
  request: { query: tickerQuerySchema },
  responses: answers({ 200: tickerResponseSchema }),
});
const getFlags = defineRoute({
  method: 'get',
  path: '/risk/flags',
  access: 'operator',
  permission: 'risk.read',
  tags,
  summary: 'Flags on bets with their reason',
  request: { query: flagsQuerySchema },
  responses: answers({ 200: flagsResponseSchema }),
});
const postScan = defineRoute({
  method: 'post',
  path: '/risk/flags/scan',
  access: 'operator',
  permission: 'risk.flags',
  tags,
  summary: 'Runs the flag rules now over the last two days of bets',
  responses: answers({ 200: flagScanResponseSchema }),
});
const postDismiss = defineRoute({
  method: 'post',
  path: '/risk/flags/{id}/dismiss',
  access: 'operator',
  permission: 'risk.flags',
  tags,
  summary: 'Dismisses an open flag (the bet stands)',
  notFound: 'riskFlagNotFound',
  request: { params: riskIdParamsSchema },
  responses: answers({ 200: riskDoneSchema }),
});
const postVoid = defineRoute({
  method: 'post',
  path: '/risk/flags/{id}/void',
  access: 'operator',
  permission: 'risk.flags.void',
  tags,
  summary: 'Voids the flagged bet with a reason the player reads',
  notFound: 'riskFlagNotFound',
  request: { params: riskIdParamsSchema, body: jsonBody(voidBetRequestSchema) },
  responses: answers({ 200: riskDoneSchema, ...conflict }),
});
const getPlayer = defineRoute({
  method: 'get',
  path: '/risk/players/{userId}',
  access: 'operator',
  permission: 'risk.read',
  tags,
  summary: "A player's positions, profit or loss by day and product, limits, flags and blocks",
  notFound: 'riskPlayerNotFound',
  request: { params: riskPlayerParamsSchema },
  responses: answers({ 200: riskPlayerSchema }),
});

export const operatorRiskRoutes = createArea()
  .openapi(getLimits, async (c) => {
    requireOperator(c);
    return c.json({ rules: await listLimitRules(c.var.deps.database.db) }, 200);
  })
  .openapi(putLimit, async (c) => {
    return c.json(await saveLimitRule(c.var.deps, staffActorOf(c), c.req.valid('json')), 200);
  })
  .openapi(deleteLimit, async (c) => {
    return c.json(await removeLimitRule(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id), 200);
  })
  .openapi(getBlocks, async (c) => {
    requireOperator(c);
    return c.json({ blocks: await listBlocks(c.var.deps.database.db) }, 200);
  })
  .openapi(postBlock, async (c) => {
    return c.json(await saveBlock(c.var.deps, staffActorOf(c), c.req.valid('json')), 200);
  })
  .openapi(deleteBlock, async (c) => {
    return c.json(await removeBlock(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id), 200);
  })
  .openapi(getBook, async (c) => {
    requireOperator(c);
    return c.json(await liabilityBook(c.var.deps), 200);
  })
  .openapi(getBookMarket, async (c) => {
    requireOperator(c);
    return c.json(await liabilityDetail(c.var.deps, c.req.valid('param').marketKey), 200);
  })
  .openapi(getTicker, async (c) => {
    requireOperator(c);
    return c.json(await bigBets(c.var.deps, c.req.valid('query')), 200);
  })
  .openapi(getFlags, async (c) => {
    requireOperator(c);
    return c.json({ flags: await listFlags(c.var.deps.database.db, c.req.valid('query')) }, 200);
  })
  .openapi(postScan, async (c) => {
    return c.json({ raised: await scanFlagsByHand(c.var.deps.database.db, staffActorOf(c), scanFrom(c.var.deps)) }, 200);
  })
  .openapi(postDismiss, async (c) => {
    return c.json(await dismissFlag(c.var.deps, staffActorOf(c), c.req.valid('param').id), 200);
  })
  .openapi(postVoid, async (c) => {
    const actor = staffActorOf(c);
    const betId = await flaggedBet(c.var.deps.database.db, c.req.valid('param').id);
    return c.json(await voidBet(c.var.deps, actor, betId, c.req.valid('json').reason), 200);
  })
  .openapi(getPlayer, async (c) => {
    requireOperator(c);
    return c.json(await riskPlayer(c.var.deps, c.req.valid('param').userId), 200);
  });
