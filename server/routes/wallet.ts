import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { jsonBody, parseOrFail, queryParams } from '../lib/validate.ts';
import { readBodyFields } from '../lib/body.ts';
import { anyone, playerOnly, requireOwnRemoteId, requirePlayer } from '../middleware/auth.ts';
import {
  showPaymentMethodQuerySchema, submitDepositRequestSchema, submitWithdrawRequestSchema, toPoisha, walletNumberQuerySchema,
  withdrawCheckQuerySchema,
} from '../../contracts/wallet.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { idempotent } from '../services/idempotency.ts';
import { one, rows } from '../services/ledger.ts';
import { getLimits, limitsToWire, withdrawalStatus } from '../services/limits.ts';
import { createDeposit } from '../services/deposits.ts';
import { INELIGIBLE_KEY, createWithdrawal, withdrawEligibility } from '../services/withdrawals.ts';
import { saveReceipt } from '../services/receipts.ts';
import { paymentGateway } from '../payments/gateway.ts';
import { sandboxGatewayRoutes } from '../payments/sandbox-routes.ts';
import { methodsToWire } from '../services/wallet-views.ts';

const ONE_PENDING_DEPOSIT = { deposit_requests_one_pending: 'depositPending' } as const;
const ONE_PENDING_WITHDRAWAL = { withdrawal_requests_one_pending: 'withdrawalPending' } as const;

// The wallet area's calls, mounted under /api by server/app.ts (spec part 2 §7.1, §7.4-§7.6). The e-wallet
// calls live in their own area, server/routes/ewallet.ts.
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
        now: c.var.deps.now(), userId: user.id, amountPoisha: toPoisha(input.amount), channel: 'manual', paymentMethodId: input.payment_id,
        walletNumberId: input.wallet_number_id ?? null, accountNumber: input.account_number, transactionId: input.transaction_id,
        promotionId: input.promotion_id, provider: method?.name ?? '', accountType: method?.account_type ?? '',
        receiptPath: stored?.path ?? null, receiptMime: stored?.mime ?? null,
      });
      return { status: 200, body: { success: true, message: MESSAGES.depositSubmitted, data: { id, amount: input.amount, status: 'pending', receipt: stored !== null } } };
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
