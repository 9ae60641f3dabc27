// The back office's players: search, one player's page, and what staff do to a player (a note, lock,
// unlock, a password reset, a limit within the player's own, a balance adjustment request). Paths are
// relative to the operator router (server/operator/router.ts).
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../audit/record.ts';
import { MESSAGES, type MessageKey } from '../../../contracts/messages/index.ts';
import type { Permission } from '../../../contracts/staff.ts';
import {
  adjustmentRequestSchema,
  adjustmentResponseSchema,
  playerActionResponseSchema,
  playerIdParamsSchema,
  playerNoteRequestSchema,
  playerPageResponseSchema,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
  staffLimitRequestSchema,
} from '../../../contracts/operator-players.ts';
import { addNote, requestAdjustment, requirePasswordReset, setLocked, setStaffLimit } from './actions.ts';
import { playerPage } from './player-page.ts';
import { searchPlayers } from './search.ts';

const tags: ['operator-players'] = ['operator-players'];
const params = playerIdParamsSchema;
const notFound = 'playerIdNotFound' as const;

const search = defineRoute({
  method: 'get',
  path: '/players',
  access: 'operator',
  permission: 'players.desk',
  tags,
  summary: 'Players whose username, e-mail or phone starts with q, or whose id or agent code is q (paged)',
  request: { query: playerSearchQuerySchema },
  responses: answers({ 200: playerSearchResponseSchema }),
});
const page = defineRoute({
  method: 'get',
  path: '/players/{id}',
  access: 'operator',
  permission: 'players.desk',
  tags,
  summary: "One player's page: profile, verification, money, play, limits, flags, chats, notes, log-ins",
  notFound,
  request: { params },
  responses: answers({ 200: playerPageResponseSchema }),
});
/** A POST on one player that answers a message and the page after it. */
const action = <P extends string>(path: P, permission: Permission, summary: string) =>
  defineRoute({
    method: 'post',
    path,
    access: 'operator',
    permission,
    tags,
    summary,
    notFound,
    request: { params },
    responses: answers({ 200: playerActionResponseSchema }),
  });
const note = defineRoute({
  method: 'post',
  path: '/players/{id}/notes',
  access: 'operator',
  permission: 'players.note',
  tags,
  summary: 'Add a staff note to a player',
  notFound,
  request: { params, body: jsonBody(playerNoteRequestSchema) },
  responses: answers({ 200: playerActionResponseSchema }),
});
const lock = action('/players/{id}/lock', 'players.lock', 'Lock a player: no log-in, every session ended');
const unlock = action('/players/{id}/unlock', 'players.lock', 'Unlock a player');
const resetPassword = action('/players/{id}/password-reset', 'players.password', 'Make the player set a new password before logging in again');
const limit = defineRoute({
  method: 'put',
  path: '/players/{id}/limits',
  access: 'operator',
  permission: 'players.limits',
  tags,
  summary: "Set a deposit or loss limit, never looser than the player's own",
  notFound,
  request: { params, body: jsonBody(staffLimitRequestSchema) },
  responses: answers({ 200: playerActionResponseSchema }),
});
const adjustment = defineRoute({
  method: 'post',
  path: '/players/{id}/adjustments',
  access: 'operator',
  permission: 'balance.adjust',
  tags,
  summary: 'Ask for a manual balance adjustment; it applies only when a second staff member approves it',
  notFound,
  request: { params, body: jsonBody(adjustmentRequestSchema) },
  responses: answers({ 201: adjustmentResponseSchema }),
});

/** The page after an action, with the action's message. */
async function after(c: Context<AppEnv>, id: number, message: MessageKey) {
  return { message: MESSAGES[message], data: await playerPage(c.var.deps.database.db, id, c.var.deps.now()) };
}

export const operatorPlayerRoutes = createArea()
  .openapi(search, async (c) => {
    requireOperator(c);
    const query = c.req.valid('query');
    const found = await searchPlayers(c.var.deps.database.db, query);
    return c.json({ data: found.rows, page: query.page, has_more: found.hasMore }, 200);
  })
  .openapi(page, async (c) => {
    requireOperator(c);
    return c.json({ data: await playerPage(c.var.deps.database.db, c.req.valid('param').id, c.var.deps.now()) }, 200);
  })
  .openapi(note, async (c) => {
    const { id } = c.req.valid('param');
    await addNote(c.var.deps.database.db, id, staffActorOf(c), c.req.valid('json').body, c.var.deps.now());
    return c.json(await after(c, id, 'noteSaved'), 200);
  })
  .openapi(lock, async (c) => {
    const { id } = c.req.valid('param');
    await setLocked(c.var.deps.database.db, id, staffActorOf(c), true);
    return c.json(await after(c, id, 'playerLockedDone'), 200);
  })
  .openapi(unlock, async (c) => {
    const { id } = c.req.valid('param');
    await setLocked(c.var.deps.database.db, id, staffActorOf(c), false);
    return c.json(await after(c, id, 'playerUnlockedDone'), 200);
  })
  .openapi(resetPassword, async (c) => {
    const { id } = c.req.valid('param');
    await requirePasswordReset(c.var.deps.database.db, id, staffActorOf(c));
    return c.json(await after(c, id, 'playerPasswordResetByStaff'), 200);
  })
  .openapi(limit, async (c) => {
    const { id } = c.req.valid('param');
    await setStaffLimit(c.var.deps.database.db, id, staffActorOf(c), c.req.valid('json'), c.var.deps.now());
    return c.json(await after(c, id, 'staffLimitSet'), 200);
  })
  .openapi(adjustment, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const requestId = await requestAdjustment(c.var.deps.database.db, id, staffActorOf(c), input, c.var.deps.now());
    return c.json({ message: MESSAGES.adjustmentRequested, data: { id: requestId, status: 'pending' as const, amount: input.amount } }, 201);
  });
