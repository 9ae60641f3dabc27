import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { jsonBody, parseOrFail, queryParams } from '../lib/validate.ts';
import { readBodyFields } from '../lib/body.ts';
import { anyone, playerOnly, requireOwnRemoteId, requirePlayer } from '../middleware/auth.ts';
import {
  EWALLET_DEFAULT_TIMER_MINUTES, ewaConfirmRequestSchema, ewaRequestSchema,
  showPaymentMethodQuerySchema, submitDepositRequestSchema, submitWithdrawRequestSchema, toPoisha, walletNumberQuerySchema,
  withdrawCheckQuerySchema,
} from '../../contracts/wallet.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { idempotent } from '../services/idempotency.ts';
import { one, rows } from '../services/ledger.ts';
import { getLimits, limitsToWire, withdrawalStatus } from '../services/limits.ts';
import { approveDeposit, createDeposit, rejectDeposit } from '../services/deposits.ts';
import { INELIGIBLE_KEY, createWithdrawal, withdrawEligibility } from '../services/withdrawals.ts';
import { saveReceipt } from '../services/receipts.ts';
import { newGatewayRef, paymentGateway, type PaymentGateway } from '../payments/gateway.ts';
import { sandboxGatewayRoutes } from '../payments/sandbox-routes.ts';
import { methodsToWire } from '../services/wallet-views.ts';

const ONE_PENDING_DEPOSIT = { deposit_requests_one_pending: 'depositPending' } as const;
const ONE_PENDING_WITHDRAWAL = { withdrawal_requests_one_pending: 'withdrawalPending' } as const;

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

// The wallet area's calls, mounted under /api by server/app.ts (spec part 2 §7.1, §7.4-§7.6).
export const walletRoutes = new Hono<AppEnv>()
  .route('/', sandboxGatewayRoutes)
  .get('/payment-methods', anyone, async (c) => {
    const db = c.var.deps.database.db;
    const gateway = paymentGateway(c.var.deps.config);
    const status = await withdrawalStatus(db);
    const methods = await rows<Record<string, string>>(db, sql`SELECT * FROM payment_methods WHERE status = 'active' ORDER BY sort_order, id`);
    // One list serves the deposit screen, the footer logos and the withdrawal screen. withdrawal_status 0
    // closes withdrawals only (spec part 2 §7.5): the withdrawal screen lists nothing when it reads 0,
    // and submit-withdraw refuses; the deposit methods stay listed.
    return c.json({
      data: methodsToWire(methods),
      // No gateway configured: no e-wallet channel at all (the deposit screen then shows none).
      ewallet: gateway ? { type: 'ewallet' as const, pgs: [{ name: gateway.displayName, icon: gateway.icon }] } : null,
      limits: limitsToWire(await getLimits(db)),
      withdrawal_status: status,
    });
  })
  .get('/showpayment-menthod', playerOnly, queryParams(showPaymentMethodQuerySchema), async (c) => {
    requirePlayer(c);
    const { name } = c.req.valid('query');
    const methods = await rows<Record<string, string>>(c.var.deps.database.db, sql`
      SELECT * FROM payment_methods WHERE status = 'active' AND lower(name) = lower(${name}) ORDER BY sort_order, id`);
    return c.json({ success: true, data: methodsToWire(methods) });
  })
  .get('/get-wallet-number', playerOnly, queryParams(walletNumberQuerySchema), async (c) => {
    requirePlayer(c);
    const q = c.req.valid('query');
    // Least recently handed out first, so deposits spread over the agent numbers.
    const found = await one<{ id: string; account_number: string }>(c.var.deps.database.db, sql`
      UPDATE wallet_numbers SET last_used_at = now() WHERE id = (
        SELECT n.id FROM wallet_numbers n JOIN payment_methods m ON m.id = n.payment_method_id
        WHERE n.status = 'active' AND m.status = 'active' AND lower(m.name) = lower(${q.name}) AND m.account_type = ${q.account_type}
        ORDER BY n.last_used_at NULLS FIRST, n.id LIMIT 1)
      RETURNING id, account_number`);
    if (!found) throw fail(404, 'noWalletNumber');
    return c.json([{ id: Number(found.id), account_number: found.account_number }]);
  })
  // The body (multipart with the receipt, or JSON) is capped by server/middleware/body-limits.ts.
  .post('/submit-deposit', playerOnly, async (c) => {
    const user = requirePlayer(c);
    // JSON, or multipart with an optional `receipt` file part; a malformed body is a 400 (lib/body.ts).
    const { fields, files } = await readBodyFields(c);
    const receipt = files.receipt && files.receipt.size > 0 ? files.receipt : null;
    const input = parseOrFail(submitDepositRequestSchema, fields);
    requireOwnRemoteId(user, input.remote_id);
    const stored = receipt ? await saveReceipt(c.var.deps.config.uploadDir, receipt) : null;
    const receiptHash = stored ? createHash('sha256').update(stored.bytes).digest('hex') : null;
    return idempotent(c, { userId: user.id, route: 'submit-deposit', body: { ...input, receiptHash }, unique: ONE_PENDING_DEPOSIT }, async (tx) => {
      const method = await one<{ name: string; account_type: string }>(tx, sql`SELECT name, account_type FROM payment_methods WHERE id = ${input.payment_id}`);
      const id = await createDeposit(tx, {
        userId: user.id, amountPoisha: toPoisha(input.amount), channel: 'manual', paymentMethodId: input.payment_id,
        walletNumberId: input.wallet_number_id ?? null, accountNumber: input.account_number, transactionId: input.transaction_id,
        promotionId: input.promotion_id, provider: method?.name ?? '', accountType: method?.account_type ?? '',
        receiptPath: stored?.path ?? null, receiptMime: stored?.mime ?? null,
      });
      return { status: 200, body: { success: true, message: MESSAGES.depositSubmitted, data: { id, amount: input.amount, status: 'pending', receipt: stored !== null } } };
    });
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
  })
  .get('/userwithdrawcheck', playerOnly, queryParams(withdrawCheckQuerySchema), async (c) => {
    const user = requirePlayer(c);
    requireOwnRemoteId(user, c.req.valid('query').remote_id);
    const reason = await withdrawEligibility(c.var.deps.database.db, user.id);
    if (!reason) return c.json({ success: true as const, message: MESSAGES.withdrawEligible });
    const key = INELIGIBLE_KEY[reason];
    return c.json({ success: false as const, message: MESSAGES[key], code: key, error: reason }, 400);
  })
  .post('/submit-withdraw', playerOnly, jsonBody(submitWithdrawRequestSchema), async (c) => {
    const user = requirePlayer(c);
    const input = c.req.valid('json');
    requireOwnRemoteId(user, input.remote_id);
    return idempotent(c, { userId: user.id, route: 'submit-withdraw', body: input, unique: ONE_PENDING_WITHDRAWAL }, async (tx) => {
      const id = await createWithdrawal(tx, { userId: user.id, amountPoisha: toPoisha(input.amount), accountNumber: input.account_number, paymentId: input.payment_id, provider: input.provider });
      return { status: 200, body: { success: true, message: MESSAGES.withdrawalSuccessful, error: null, data: { id, amount: input.amount, status: 'pending' } } };
    });
  });
