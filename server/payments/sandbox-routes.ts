// The sandbox gateway's payer calls, mounted under /api by server/routes/wallet.ts. They exist only
// with PAYMENT_GATEWAY=sandbox (else 404 ewalletUnavailable) and only for the payer's own session:
// the session is a bearer token, so the payer page is a client route (/sandbox-pay/:ref) that calls
// these with it; no token ever travels in a URL, and a reference alone lets nobody see or decide.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { jsonBody } from '../lib/validate.ts';
import { playerOnly, requirePlayer } from '../middleware/auth.ts';
import { clientAddress } from '../services/login-throttle.ts';
import { GATEWAY_REF_PATTERN, sandboxDecisionRequestSchema } from '../../contracts/sandbox-gateway.ts';
import { decideSandboxPayment, payerPayment } from './sandbox-gateway.ts';
import { notifyDecision } from './sandbox-notify.ts';

const sandboxOn = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.deps.config.paymentGateway !== 'sandbox') throw fail(404, 'ewalletUnavailable');
  await next();
});

/** A reference the server could have made, else the same 404 as an unknown one. */
function refParam(c: Context<AppEnv>): string {
  const ref = c.req.param('ref') ?? '';
  if (!GATEWAY_REF_PATTERN.test(ref)) throw fail(404, 'ewalletRequestNotFound');
  return ref;
}

export const sandboxGatewayRoutes = new Hono<AppEnv>()
  .get('/sandbox-gateway/:ref', playerOnly, sandboxOn, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await payerPayment(c.var.deps.database.db, refParam(c), user.id, c.var.deps.now()) });
  })
  .post('/sandbox-gateway/:ref/decision', playerOnly, sandboxOn, jsonBody(sandboxDecisionRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const ref = refParam(c);
    const { decision } = c.req.valid('json');
    // The log row commits with the decision, or alone when the decision is refused.
    const { payment, outcome } = await c.var.deps.database.db.transaction((tx) =>
      decideSandboxPayment(tx, { ref, userId: user.id, decision, address: clientAddress(c), now: c.var.deps.now() }));
    if (outcome === 'not_payer') throw fail(404, 'ewalletRequestNotFound');
    // The gateway tells the shop itself, so the deposit settles even if the payer never comes back.
    if (outcome === 'applied') await notifyDecision(c.var.deps, payment);
    const wanted = decision === 'approve' ? 'approved' : 'declined';
    // Pressing the same button twice is answered like the first press; changing one's mind is too late.
    if (outcome === 'already_decided' && payment.status !== wanted) throw fail(409, 'requestAlreadyDecided');
    return c.json({ data: payment, return_url: `/deposit?ewa_trx=${encodeURIComponent(ref)}&ewa_status=${payment.status}` });
  });
