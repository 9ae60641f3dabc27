// The sandbox gateway's payer calls (server/payments/sandbox-gateway.ts). They exist only with
// PAYMENT_GATEWAY=sandbox (else 404 ewalletUnavailable) and only for the payer's own session: the
// session is a bearer token, so the payer page is a client route (/sandbox-pay/:ref) that calls these
// with it; no token ever travels in a URL, and a reference alone lets nobody see or decide.
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import {
  GATEWAY_REF_PATTERN,
  sandboxDecisionRequestSchema,
  sandboxDecisionResponseSchema,
  sandboxPaymentResponseSchema,
} from '../../contracts/sandbox-gateway.ts';
import type { AppEnv } from '../context.ts';
import { clientAddress } from '../lib/client-address.ts';
import { fail } from '../lib/errors.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requirePlayer } from '../middleware/auth.ts';
import { decideSandboxPayment, payerPayment } from '../payments/sandbox-gateway.ts';
import { notifyDecision } from '../payments/sandbox-notify.ts';

const tags: ['sandbox-gateway'] = ['sandbox-gateway'];

const sandboxOn = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.deps.config.paymentGateway !== 'sandbox') throw fail(404, 'ewalletUnavailable');
  await next();
});
/** A reference the server could have made; any other answers the same 404 as an unknown one. */
const refParams = z.object({ ref: z.string().regex(GATEWAY_REF_PATTERN) });

const payment = defineRoute({
  method: 'get',
  path: '/sandbox-gateway/{ref}',
  access: 'player',
  tags,
  summary: "The payer's own sandbox payment",
  before: [sandboxOn],
  notFound: 'ewalletRequestNotFound',
  request: { params: refParams },
  responses: answers({ 200: sandboxPaymentResponseSchema }),
});
const decision = defineRoute({
  method: 'post',
  path: '/sandbox-gateway/{ref}/decision',
  access: 'player',
  tags,
  summary: "Approve or decline the payer's own sandbox payment, once",
  before: [sandboxOn],
  notFound: 'ewalletRequestNotFound',
  request: { params: refParams, body: jsonBody(sandboxDecisionRequestSchema) },
  responses: answers({ 200: sandboxDecisionResponseSchema }),
});

export const sandboxGatewayRoutes = createArea()
  .openapi(payment, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await payerPayment(c.var.deps.database.db, c.req.valid('param').ref, user.id, c.var.deps.now()) }, 200);
  })
  .openapi(decision, async (c) => {
    const user = requirePlayer(c);
    const { ref } = c.req.valid('param');
    const { decision: choice } = c.req.valid('json');
    // The log row commits with the decision, or alone when the decision is refused.
    const { payment: paid, outcome } = await c.var.deps.database.db.transaction((tx) =>
      decideSandboxPayment(tx, { ref, userId: user.id, decision: choice, address: clientAddress(c), now: c.var.deps.now() }),
    );
    if (outcome === 'not_payer') throw fail(404, 'ewalletRequestNotFound');
    // The gateway tells the shop itself, so the deposit settles even if the payer never comes back.
    if (outcome === 'applied') await notifyDecision(c.var.deps, paid);
    const wanted = choice === 'approve' ? 'approved' : 'declined';
    // Pressing the same button twice is answered like the first press; changing one's mind is too late.
    if (outcome === 'already_decided' && paid.status !== wanted) throw fail(409, 'requestAlreadyDecided');
    return c.json({ data: paid, return_url: `/deposit?ewa_trx=${encodeURIComponent(ref)}&ewa_status=${paid.status}` }, 200);
  });
