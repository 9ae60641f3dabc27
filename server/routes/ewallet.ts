// The e-wallet deposit, mounted under /api by server/app.ts: the player's
// request and confirm, and the gateway's signed server-to-server notification. With no gateway configured
// the channel does not exist: the player's calls answer 404 ewalletUnavailable after the session check
// and before the body is read; the notification answers 401 (no gateway can have signed it).
import type { MiddlewareHandler } from 'hono';
import { errorBodySchema } from '../../contracts/common.ts';
import { ewaConfirmAnswerSchema, gatewayNotificationResponseSchema, gatewayNotificationSchema } from '../../contracts/ewallet.ts';
import { ewaConfirmRequestSchema, ewaRequestResponseSchema, ewaRequestSchema } from '../../contracts/wallet.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import type { EwaConfirmAnswer } from '../../contracts/ewallet.ts';
import type { EwaRequestResponse } from '../../contracts/wallet.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requirePlayer } from '../middleware/auth.ts';
import { fail } from '../lib/errors.ts';
import { idempotencyKeyOf, runIdempotent, type StoredAnswer } from '../services/idempotency.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { confirmEwallet, receiveNotification, requestEwalletDeposit, requireGateway } from '../services/ewallet.ts';

/** Runs a call once per Idempotency-Key (the answer is replayed to a repeat); a racing second pending
 *  deposit, refused by the one-pending index, is the 409 the product's message names. */
async function once<T>(
  c: Context<AppEnv>,
  userId: number,
  route: string,
  body: unknown,
  required: boolean,
  run: (tx: Parameters<Parameters<typeof runIdempotent>[2]>[0]) => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(c, required);
  const answer: StoredAnswer = await runIdempotent(c.var.deps.database.db, { userId, key, route, body }, async (tx) => ({
    status: 200,
    body: await run(tx),
  })).catch((err: unknown) => {
    throw isUniqueViolation(err, 'deposit_requests_one_pending') ? fail(409, 'depositPending') : err;
  });
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return answer.body as T;
}

/** No gateway configured: 404, ahead of the body (docs/decisions/0010, 0011). */
const ewalletOffered: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireGateway(c.var.deps);
  await next();
};

const request = defineRoute({
  method: 'post',
  path: '/ewa/request',
  access: 'player',
  idempotency: 'required',
  tags: ['ewallet'],
  before: [ewalletOffered],
  summary: 'Opens an e-wallet deposit and its gateway payment; the answer says where the payer goes (idempotent)',
  request: { body: jsonBody(ewaRequestSchema) },
  responses: answers({ 200: ewaRequestResponseSchema, 404: errorBodySchema, 409: errorBodySchema }),
});

const confirm = defineRoute({
  method: 'post',
  path: '/ewa/confirm',
  access: 'player',
  idempotency: 'optional',
  tags: ['ewallet'],
  before: [ewalletOffered],
  summary: 'Back from the gateway: asks the gateway and credits or fails the deposit (trx_id is our reference)',
  request: { body: jsonBody(ewaConfirmRequestSchema) },
  responses: answers({ 200: ewaConfirmAnswerSchema, 404: errorBodySchema, 409: errorBodySchema }),
});

const notify = defineRoute({
  method: 'post',
  path: '/ewa/notify',
  access: 'gateway',
  tags: ['ewallet'],
  summary: "The gateway's signed notification of a payment's outcome; the deposit moves on the gateway's own answer",
  request: { body: jsonBody(gatewayNotificationSchema) },
  responses: answers({ 200: gatewayNotificationResponseSchema }),
});

export const ewalletRoutes = createArea()
  .openapi(request, async (c) => {
    const user = requirePlayer(c);
    const input = c.req.valid('json');
    const gateway = requireGateway(c.var.deps);
    const answer = await once<EwaRequestResponse>(c, user.id, 'ewa/request', input, true, (tx) =>
      requestEwalletDeposit(tx, gateway, user.id, input, c.var.deps.now()),
    );
    return c.json(answer, 200);
  })
  .openapi(confirm, async (c) => {
    const user = requirePlayer(c);
    const input = c.req.valid('json');
    const gateway = requireGateway(c.var.deps);
    const answer = await once<EwaConfirmAnswer>(c, user.id, 'ewa/confirm', input, false, (tx) =>
      confirmEwallet(tx, gateway, user.id, input.trx_id, c.var.deps.now()),
    );
    return c.json(answer, 200);
  })
  .openapi(notify, async (c) => {
    const status = await receiveNotification(c.var.deps, c.req.valid('json'));
    return c.json({ received: true as const, deposit_status: status }, 200);
  });
