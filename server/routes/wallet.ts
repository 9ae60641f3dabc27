// The wallet area (spec part 2 §7.1, §7.4, §7.5): payment methods, the agent number to pay to, the
// deposit and withdrawal requests. Declared once each (docs/decisions/0025, 0027) over
// server/services/wallet.ts. The promotions and e-wallet calls at the end belong to the areas that
// are moving them (promotions, ewallet) and keep their own guards and validators until then.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { readBodyFields } from '../lib/body.ts';
import { answers, createArea, defineRoute, selfReadBody } from '../lib/route.ts';
import { jsonBody, parseOrFail, pathParam } from '../lib/validate.ts';
import { anyone, playerOnly, requireOwnRemoteId, requirePlayer } from '../middleware/auth.ts';
import {
  EWALLET_DEFAULT_TIMER_MINUTES, ewaConfirmRequestSchema, ewaRequestSchema, paymentMethodsResponseSchema, showPaymentMethodQuerySchema,
  showPaymentMethodResponseSchema, submitDepositRequestSchema, submitDepositResponseSchema, submitWithdrawRequestSchema,
  submitWithdrawResponseSchema, toPoisha, walletNumberQuerySchema, walletNumberResponseSchema, withdrawCheckErrorSchema,
  withdrawCheckQuerySchema, withdrawCheckResponseSchema,
} from '../../contracts/wallet.ts';
import { idSchema } from '../../contracts/fields.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { idempotencyKeyOf, idempotent } from '../services/idempotency.ts';
import { one } from '../services/ledger.ts';
import { approveDeposit, createDeposit, rejectDeposit } from '../services/deposits.ts';
import { handOutWalletNumber, listActiveMethods } from '../services/payment-methods.ts';
import { INELIGIBLE_KEY, withdrawEligibility } from '../services/withdrawals.ts';
import { paymentMethodsView, submitDeposit, submitWithdraw } from '../services/wallet.ts';
import { newGatewayRef, paymentGateway, type PaymentGateway } from '../payments/gateway.ts';
import { listPromotions } from '../services/wallet-views.ts';

const tags: ['wallet'] = ['wallet'];
const ONE_PENDING_DEPOSIT = { deposit_requests_one_pending: 'depositPending' } as const;

const paymentMethods = defineRoute({
  method: 'get', path: '/payment-methods', access: 'public', tags,
  summary: 'Payment methods, the e-wallet channel (if a gateway is configured), the limits and withdrawal_status',
  responses: answers({ 200: paymentMethodsResponseSchema }),
});
const showPaymentMethod = defineRoute({
  method: 'get', path: '/showpayment-menthod', access: 'player', tags, summary: 'The active methods of one name (the spec spells the path so)',
  request: { query: showPaymentMethodQuerySchema },
  responses: answers({ 200: showPaymentMethodResponseSchema }),
});
const walletNumber = defineRoute({
  method: 'get', path: '/get-wallet-number', access: 'player', tags, summary: 'The agent number to pay a deposit to',
  request: { query: walletNumberQuerySchema },
  responses: answers({ 200: walletNumberResponseSchema }),
});
const depositSubmit = defineRoute({
  method: 'post', path: '/submit-deposit', access: 'player', tags,
  summary: 'Ask for a manual deposit (JSON, or multipart with a receipt image); needs an Idempotency-Key',
  // Capped by server/middleware/body-limits.ts, read by server/lib/body.ts (every malformed form is a 400).
  request: { body: selfReadBody(submitDepositRequestSchema, { receipt: 'The payment receipt: a JPEG, PNG or WebP image' }) },
  responses: answers({ 200: submitDepositResponseSchema }),
});
const withdrawCheck = defineRoute({
  method: 'get', path: '/userwithdrawcheck', access: 'player', tags,
  summary: 'Whether the player may withdraw now (400 says why not: birthday, turnover or balance)',
  request: { query: withdrawCheckQuerySchema },
  responses: answers({ 200: withdrawCheckResponseSchema, 400: withdrawCheckErrorSchema }),
});
const withdrawSubmit = defineRoute({
  method: 'post', path: '/submit-withdraw', access: 'player', tags, summary: 'Ask for a withdrawal; the amount is held at once. Needs an Idempotency-Key',
  request: { body: { content: { 'application/json': { schema: submitWithdrawRequestSchema } }, required: true } },
  responses: answers({ 200: submitWithdrawResponseSchema }),
});

/** The configured e-wallet gateway; without one the channel does not exist (404, before any input is read). */
function requireGateway(c: { var: AppEnv['Variables'] }): PaymentGateway {
  const gateway = paymentGateway(c.var.deps.config);
  if (!gateway) throw fail(404, 'ewalletUnavailable');
  return gateway;
}
const ewalletOffered = createMiddleware<AppEnv>(async (c, next) => {
  requireGateway(c);
  await next();
});

// The promotions and e-wallet calls, until their own areas take them.
const undeclared = new Hono<AppEnv>()
  .get('/promotion', anyone, async (c) => c.json({ data: await listPromotions(c.var.deps.database.db, null) }))
  .get('/promotions/:id', anyone, async (c) => {
    const [p] = await listPromotions(c.var.deps.database.db, pathParam(c, 'id', idSchema(), 'promotionNotFound'));
    if (!p) throw fail(404, 'promotionNotFound');
    return c.json({ data: p });
  })
  .post('/ewa/request', playerOnly, ewalletOffered, jsonBody(ewaRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const input = c.req.valid('json');
    return idempotent(c, { userId: user.id, route: 'ewa/request', body: input, unique: ONE_PENDING_DEPOSIT }, async (tx) => {
      const gateway = requireGateway(c);
      const ref = newGatewayRef();
      await createDeposit(tx, {
        userId: user.id, amountPoisha: toPoisha(input.amount), channel: 'ewallet', paymentMethodId: null,
        promotionId: input.promotion, provider: input.provider, accountType: input.type, gatewayRef: ref,
      });
      const page = await gateway.createPayment(tx, { ref, payerId: user.id, amountPoisha: toPoisha(input.amount) });
      return { status: 200, body: { url: page.redirectUrl, amount: input.amount, transaction: ref, number: page.payTo, timer: EWALLET_DEFAULT_TIMER_MINUTES, message: '' } };
    });
  })
  .post('/ewa/confirm', playerOnly, ewalletOffered, jsonBody(ewaConfirmRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const input = c.req.valid('json');
    return idempotent(c, { userId: user.id, route: 'ewa/confirm', body: input, required: false }, async (tx) => {
      const dep = await one<{ id: string; status: string }>(tx, sql`
        SELECT id, status FROM deposit_requests WHERE gateway_ref = ${input.trx_id} AND user_id = ${user.id} FOR UPDATE`);
      if (!dep) throw fail(404, 'ewalletRequestNotFound');
      const id = Number(dep.id);
      if (dep.status === 'pending') {
        // Only the gateway's word credits a deposit; the client's say-so never does.
        const status = await requireGateway(c).queryPayment(tx, input.trx_id);
        if (status === 'pending') throw fail(409, 'ewalletNotApproved');
        if (status === 'approved') await approveDeposit(tx, id, null);
        else await rejectDeposit(tx, id, null, MESSAGES.ewalletDeclined);
      }
      const now = await one<{ status: 'pending' | 'approved' | 'rejected' }>(tx, sql`SELECT status FROM deposit_requests WHERE id = ${id}`);
      const ok = now!.status === 'approved';
      return { status: 200, body: { success: ok, message: ok ? MESSAGES.depositApproved : MESSAGES.ewalletDeclined, status: now!.status } };
    });
  });

export const walletRoutes = createArea()
  .openapi(paymentMethods, async (c) => c.json(await paymentMethodsView(c.var.deps.database.db, c.var.deps.config), 200))
  .openapi(showPaymentMethod, async (c) => {
    requirePlayer(c);
    return c.json({ success: true, data: await listActiveMethods(c.var.deps.database.db, c.req.valid('query').name) }, 200);
  })
  .openapi(walletNumber, async (c) => {
    requirePlayer(c);
    return c.json([await handOutWalletNumber(c.var.deps.database.db, c.req.valid('query'))], 200);
  })
  .openapi(depositSubmit, async (c) => {
    const user = requirePlayer(c);
    // JSON, or multipart with an optional `receipt` file part; a malformed body is a 400 (lib/body.ts).
    const { fields, files } = await readBodyFields(c);
    const input = parseOrFail(submitDepositRequestSchema, fields);
    requireOwnRemoteId(user, input.remote_id);
    const receipt = files.receipt && files.receipt.size > 0 ? files.receipt : null;
    const { deps } = c.var;
    const answer = await submitDeposit(deps.database.db, deps.config.uploadDir, { userId: user.id, key: idempotencyKeyOf(c), input, receipt });
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body, 200);
  })
  .openapi(withdrawCheck, async (c) => {
    const user = requirePlayer(c);
    requireOwnRemoteId(user, c.req.valid('query').remote_id);
    const reason = await withdrawEligibility(c.var.deps.database.db, user.id);
    if (!reason) return c.json({ success: true as const, message: MESSAGES.withdrawEligible }, 200);
    const key = INELIGIBLE_KEY[reason];
    return c.json({ success: false as const, message: MESSAGES[key], code: key, error: reason }, 400);
  })
  .openapi(withdrawSubmit, async (c) => {
    const user = requirePlayer(c);
    const input = c.req.valid('json');
    requireOwnRemoteId(user, input.remote_id);
    const answer = await submitWithdraw(c.var.deps.database.db, { userId: user.id, key: idempotencyKeyOf(c), input });
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body, 200);
  })
  .route('/', undeclared);
