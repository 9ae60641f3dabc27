// Responsible gambling in the operator console: each player's limits, breaks (with their whole history)
// and reality-check interval. Read only on purpose: an operator can neither lift nor shorten a break, nor
// change a player's limit; this area declares GET routes and nothing else (a test checks).
import { operatorSaferPlayQuerySchema, operatorSaferPlayResponseSchema } from '../../../contracts/safer-play.ts';
import { answers, createArea, defineRoute } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { operatorSaferPlay } from '../../services/safer-play.ts';

const getPlayers = defineRoute({
  method: 'get',
  path: '/safer-play',
  access: 'operator',
  permission: 'players.read',
  tags: ['safer-play'],
  summary: 'Players with limits or breaks (latest change first), or those whose username matches; read only',
  request: { query: operatorSaferPlayQuerySchema },
  responses: answers({ 200: operatorSaferPlayResponseSchema }),
});

export const operatorSaferPlayRoutes = createArea().openapi(getPlayers, async (c) => {
  requireOperator(c);
  return c.json({ data: await operatorSaferPlay(c.var.deps.database.db, c.req.valid('query').username, c.var.deps.now()) }, 200);
});
