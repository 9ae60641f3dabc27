// The sandbox gateway's payer calls (server/payments/sandbox-gateway.ts). They exist only with
// PAYMENT_GATEWAY=sandbox (else 404 ewalletUnavailable) and only for the payer's own session: the
// session is a bearer token, so the payer page is a client route (/sandbox-pay/:ref) that calls these
// with it; no token ever travels in a URL, and a reference alone lets nobody see or decide.
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import {
  GATEWAY_REF_PATTERN, sandboxDecisionRequestSchema, sandboxDecisionResponseSchema, sandboxPaymentResponseSchema,
} from '../../contracts/sandbox-gateway.ts';
import type { AppEnv } from '../context.ts';
import { clientAddress } from '../lib/client-address.ts';
import { fail } from '../lib/errors.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requirePlayer } from '../middleware/auth.ts';
import { decideAsPayer, payerPayment } from '../services/sandbox-payments.ts';

const tags: ['sandbox-gateway'] = ['sandbox-gateway'];

const sandboxOn = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.deps.config.paymentGateway !== 'sandbox') throw fail(404, 'ewalletUnavailable');
  await next();
});
/** A reference the server could have made; any other answers the same 404 as an unknown one. */
const refParams = z.object({ ref: z.string().regex(GATEWAY_REF_PATTERN) });

const payment = defineRoute({
  method: 'get', path: '/sandbox-gateway/{ref}', access: 'player', tags, summary: "The payer's own sandbox payment",
  before: [sandboxOn], notFound: 'ewalletRequestNotFound',
  request: { params: refParams },
  responses: answers({ 200: sandboxPaymentResponseSchema }),
});
const decision = defineRoute({
  method: 'post', path: '/sandbox-gateway/{ref}/decision', access: 'player', tags, summary: "Approve or decline the payer's own sandbox payment, once",
  before: [sandboxOn], notFound: 'ewalletRequestNotFound',
  request: { params: refParams, body: jsonBody(sandboxDecisionRequestSchema) },
  responses: answers({ 200: sandboxDecisionResponseSchema }),
});

export const sandboxGatewayRoutes = createArea()
  .openapi(payment, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await payerPayment(c.var.deps.database.db, c.req.valid('param').ref, user.id) }, 200);
  })
  .openapi(decision, async (c) => {
    const user = requirePlayer(c);
    const { ref } = c.req.valid('param');
    const { decision: choice } = c.req.valid('json');
    const paid = await decideAsPayer(c.var.deps.database.db, { ref, userId: user.id, decision: choice, address: clientAddress(c) });
    return c.json({ data: paid, return_url: `/deposit?ewa_trx=${encodeURIComponent(ref)}&ewa_status=${paid.status}` }, 200);
  });
