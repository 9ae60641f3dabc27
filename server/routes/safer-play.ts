// Responsible gambling, the player's side: the Safer play page's calls and the reality check's
// figures, mounted under /api by server/app.ts. There is no call that ends or shortens a break.
import {
  realityCheckResponseSchema,
  saferPlayResponseSchema,
  setLimitRequestSchema,
  setRealityCheckRequestSchema,
  startExclusionRequestSchema,
} from '../../contracts/safer-play.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requirePlayer } from '../middleware/auth.ts';
import { realityCheck } from '../services/reality-check.ts';
import { saferPlayState, setLimit, setRealityCheck, startExclusion } from '../services/safer-play.ts';

const getState = defineRoute({
  method: 'get',
  path: '/safer-play',
  access: 'player',
  tags: ['safer-play'],
  summary: "The player's limits (with what is used and any change waiting), break and reality-check interval",
  responses: answers({ 200: saferPlayResponseSchema }),
});

const putLimit = defineRoute({
  method: 'put',
  path: '/safer-play/limits',
  access: 'player',
  tags: ['safer-play'],
  summary: 'Sets or removes a deposit or loss limit: lower at once, higher or removed after 24 hours',
  request: { body: jsonBody(setLimitRequestSchema) },
  responses: answers({ 200: saferPlayResponseSchema }),
});

const postExclusion = defineRoute({
  method: 'post',
  path: '/safer-play/exclusions',
  access: 'player',
  tags: ['safer-play'],
  summary: 'Starts a time-out (24 hours to 30 days) or a self-exclusion (6 months to 5 years); it cannot be undone',
  request: { body: jsonBody(startExclusionRequestSchema) },
  responses: answers({ 200: saferPlayResponseSchema }),
});

const putRealityCheck = defineRoute({
  method: 'put',
  path: '/safer-play/reality-check',
  access: 'player',
  tags: ['safer-play'],
  summary: 'How often the reality check reminds the player while they play',
  request: { body: jsonBody(setRealityCheckRequestSchema) },
  responses: answers({ 200: saferPlayResponseSchema }),
});

const getRealityCheck = defineRoute({
  method: 'get',
  path: '/safer-play/reality-check',
  access: 'player',
  tags: ['safer-play'],
  summary: "This log-in's start, whether the player is playing, and the net result of its play",
  responses: answers({ 200: realityCheckResponseSchema }),
});

export const saferPlayRoutes = createArea()
  .openapi(getState, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await saferPlayState(c.var.deps.database.db, user.id, c.var.deps.now()) }, 200);
  })
  .openapi(putLimit, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await setLimit(c.var.deps.database.db, user.id, c.req.valid('json'), c.var.deps.now()) }, 200);
  })
  .openapi(postExclusion, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await startExclusion(c.var.deps.database.db, user.id, c.req.valid('json'), c.var.deps.now()) }, 200);
  })
  .openapi(putRealityCheck, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await setRealityCheck(c.var.deps.database.db, user.id, c.req.valid('json').minutes, c.var.deps.now()) }, 200);
  })
  .openapi(getRealityCheck, async (c) => {
    const user = requirePlayer(c);
    return c.json(await realityCheck(c.var.deps.database.db, user, c.var.deps.now()), 200);
  });
