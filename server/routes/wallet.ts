// The wallet area: payment methods, the agent number to pay to, the
// deposit and withdrawal requests. Declared once each (docs/decisions/0025, 0027) over
// server/services/wallet.ts. Promotions and the e-wallet calls are areas of their own
// (server/routes/promotions.ts, server/routes/ewallet.ts).
import { readBodyFields } from '../lib/body.ts';
import { answers, createArea, defineRoute, selfReadBody } from '../lib/route.ts';
import { parseOrFail } from '../lib/validate.ts';
import { requireOwnRemoteId, requirePlayer } from '../middleware/auth.ts';
import {
  paymentMethodsResponseSchema,
  pendingRequestsResponseSchema,
  showPaymentMethodQuerySchema,
  showPaymentMethodResponseSchema,
  submitDepositRequestSchema,
  submitDepositResponseSchema,
  submitWithdrawRequestSchema,
  submitWithdrawResponseSchema,
  walletNumberQuerySchema,
  walletNumberResponseSchema,
  withdrawCheckErrorSchema,
  withdrawCheckQuerySchema,
  withdrawCheckResponseSchema,
} from '../../contracts/wallet.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { idempotencyKeyOf } from '../services/idempotency.ts';
import { handOutWalletNumber, listActiveMethods } from '../services/payment-methods.ts';
import { listPendingRequests } from '../services/payment-requests.ts';
import { INELIGIBLE_KEY, withdrawShortfalls } from '../services/withdrawals.ts';
import { paymentMethodsView, submitDeposit, submitWithdraw } from '../services/wallet.ts';

const tags: ['wallet'] = ['wallet'];

const paymentMethods = defineRoute({
  method: 'get',
  path: '/payment-methods',
  access: 'public',
  tags,
  summary: 'Payment methods, the e-wallet channel (if a gateway is configured), the limits and withdrawal_status',
  responses: answers({ 200: paymentMethodsResponseSchema }),
});
const showPaymentMethod = defineRoute({
  method: 'get',
  path: '/showpayment-menthod',
  access: 'player',
  tags,
  summary: 'The active methods of one name (the path keeps the spelling the player clients call)',
  request: { query: showPaymentMethodQuerySchema },
  responses: answers({ 200: showPaymentMethodResponseSchema }),
});
const walletNumber = defineRoute({
  method: 'get',
  path: '/get-wallet-number',
  access: 'player',
  tags,
  summary: 'The agent number to pay a deposit to',
  request: { query: walletNumberQuerySchema },
  refusalCodes: { 404: ['noWalletNumber'] },
  responses: answers({ 200: walletNumberResponseSchema }),
});
const depositSubmit = defineRoute({
  method: 'post',
  path: '/submit-deposit',
  access: 'player',
  idempotency: 'required',
  tags,
  summary: 'Ask for a manual deposit (JSON, or multipart with a receipt image); needs an Idempotency-Key',
  // Capped by server/middleware/body-limits.ts, read by server/lib/body.ts (every malformed form is a 400).
  request: { body: selfReadBody(submitDepositRequestSchema, { receipt: 'The payment receipt: a JPEG, PNG or WebP image' }) },
  responses: answers({ 200: submitDepositResponseSchema }),
});
const withdrawCheck = defineRoute({
  method: 'get',
  path: '/userwithdrawcheck',
  access: 'player',
  tags,
  summary: 'Whether the player may withdraw now (400 says why not: birthday, turnover or balance), and everything a withdrawal still needs',
  request: { query: withdrawCheckQuerySchema },
  responses: answers({ 200: withdrawCheckResponseSchema, 400: withdrawCheckErrorSchema }),
});
const withdrawSubmit = defineRoute({
  method: 'post',
  path: '/submit-withdraw',
  access: 'player',
  idempotency: 'required',
  tags,
  summary: 'Ask for a withdrawal; the amount is held at once. Needs an Idempotency-Key',
  request: { body: { content: { 'application/json': { schema: submitWithdrawRequestSchema } }, required: true } },
  responses: answers({ 200: submitWithdrawResponseSchema }),
});

const pendingRequests = defineRoute({
  method: 'get',
  path: '/payment-request',
  access: 'player',
  tags,
  summary: "The player's deposit and withdrawal requests still waiting for a decision, each with the seconds left of its own wait",
  responses: answers({ 200: pendingRequestsResponseSchema }),
});

export const walletRoutes = createArea()
  .openapi(paymentMethods, async (c) => c.json(await paymentMethodsView(c.var.deps), 200))
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
    const answer = await submitDeposit(deps.database.db, deps.config.uploadDir, { userId: user.id, key: idempotencyKeyOf(c), input, receipt, now: deps.now() });
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body, 200);
  })
  .openapi(withdrawCheck, async (c) => {
    const user = requirePlayer(c);
    requireOwnRemoteId(user, c.req.valid('query').remote_id);
    const missing = await withdrawShortfalls(c.var.deps.database.db, user.id);
    // The wire's answer names the first of birthday, turnover, balance; the phone is asked for at submit.
    const reason = missing.find((m) => m !== 'phone');
    if (!reason) return c.json({ success: true as const, message: MESSAGES.withdrawEligible, missing }, 200);
    const key = INELIGIBLE_KEY[reason];
    return c.json({ success: false as const, message: MESSAGES[key], code: key, error: reason, missing }, 400);
  })
  .openapi(withdrawSubmit, async (c) => {
    const user = requirePlayer(c);
    const input = c.req.valid('json');
    requireOwnRemoteId(user, input.remote_id);
    const answer = await submitWithdraw(c.var.deps.database.db, { userId: user.id, key: idempotencyKeyOf(c), input });
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body, 200);
  })
  .openapi(pendingRequests, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await listPendingRequests(c.var.deps.database.db, user.id, c.var.deps.now()) }, 200);
  });
