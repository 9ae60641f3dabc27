import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { jsonBody, pathParam, queryParams } from '../lib/validate.ts';
import { requireOperator } from '../middleware/auth.ts';
import {
  operatorPaymentMethodInputSchema, operatorQueueQuerySchema, operatorRejectRequestSchema,
  operatorWalletNumberInputSchema, toPoisha, walletLimitsSchema,
} from '../../contracts/wallet.ts';
import { idSchema } from '../../contracts/fields.ts';
import { MESSAGES, type MessageKey } from '../../contracts/messages/index.ts';
import { idempotent } from '../services/idempotency.ts';
import { one, rows, type Tx } from '../services/ledger.ts';
import { getLimits, limitsToWire, setLimits } from '../services/limits.ts';
import { approveDeposit, rejectDeposit } from '../services/deposits.ts';
import { approveWithdrawal, rejectWithdrawal } from '../services/withdrawals.ts';
import { readReceipt, sniffImage } from '../services/receipts.ts';
import { listDepositQueue, listWithdrawalQueue } from '../services/operator-queues.ts';

/** The :id of the path; an id no row can have answers like a missing row (404 with `notFound`). */
const idParam = (c: Context, notFound: MessageKey = 'notFound') => pathParam(c, 'id', idSchema(), notFound);
const requestIdParam = (c: Context) => idParam(c, 'requestNotFound');

/** A wallet number's method must exist (inactive is fine: numbers are set up before a method goes live). */
async function requireMethodExists(tx: Tx, id: number): Promise<void> {
  if (!(await one(tx, sql`SELECT 1 FROM payment_methods WHERE id = ${id}`))) throw fail(422, 'paymentMethodNotFound');
}

// The operator's wallet console calls, mounted by server/routes/operator.ts under /api/operator.
// Decisions are idempotent by state (only a pending request moves); an Idempotency-Key is honoured too.
// Access: the operator router's guard runs ahead of every route here, before any validator.
export const operatorWalletRoutes = new Hono<AppEnv>()
  .get('/deposits', queryParams(operatorQueueQuerySchema), async (c) => {
    requireOperator(c);
    return c.json({ data: await listDepositQueue(c.var.deps.database.db, c.req.valid('query').status) });
  })
  .get('/withdrawals', queryParams(operatorQueueQuerySchema), async (c) => {
    requireOperator(c);
    return c.json({ data: await listWithdrawalQueue(c.var.deps.database.db, c.req.valid('query').status) });
  })
  .get('/deposits/:id/receipt', async (c) => {
    requireOperator(c);
    const id = requestIdParam(c);
    const row = await one<{ receipt_path: string | null }>(c.var.deps.database.db, sql`
      SELECT receipt_path FROM deposit_requests WHERE id = ${id}`);
    const bytes = row?.receipt_path ? await readReceipt(c.var.deps.config.uploadDir, row.receipt_path) : null;
    // The type comes from the bytes as they are now (checked again, not taken from the row), so a file
    // changed on disk is never served as something a browser would run.
    const kind = bytes ? sniffImage(bytes) : null;
    if (!bytes || !kind) throw fail(404, 'notFound');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': kind.mime,
      'x-content-type-options': 'nosniff',
      // Shown in the tab, under a name we make: never a name the player chose.
      'content-disposition': `inline; filename="receipt-${id}.${kind.ext}"`,
      'cache-control': 'private, no-store',
    });
  })
  .post('/deposits/:id/approve', async (c) => {
    const op = requireOperator(c);
    const id = requestIdParam(c);
    return idempotent(c, { userId: op.id, route: `deposits/${id}/approve`, body: {}, required: false }, async (tx) => {
      await approveDeposit(tx, id, op.id);
      return { status: 200, body: { message: MESSAGES.depositApproved, data: { id, status: 'approved' } } };
    });
  })
  .post('/deposits/:id/reject', jsonBody(operatorRejectRequestSchema), async (c) => {
    const op = requireOperator(c);
    const id = requestIdParam(c);
    const { reason } = c.req.valid('json');
    return idempotent(c, { userId: op.id, route: `deposits/${id}/reject`, body: { reason }, required: false }, async (tx) => {
      await rejectDeposit(tx, id, op.id, reason);
      return { status: 200, body: { message: MESSAGES.depositRejected, data: { id, status: 'rejected' } } };
    });
  })
  .post('/withdrawals/:id/approve', async (c) => {
    const op = requireOperator(c);
    const id = requestIdParam(c);
    return idempotent(c, { userId: op.id, route: `withdrawals/${id}/approve`, body: {}, required: false }, async (tx) => {
      await approveWithdrawal(tx, id, op.id);
      return { status: 200, body: { message: MESSAGES.withdrawalApproved, data: { id, status: 'approved' } } };
    });
  })
  .post('/withdrawals/:id/reject', jsonBody(operatorRejectRequestSchema), async (c) => {
    const op = requireOperator(c);
    const id = requestIdParam(c);
    const { reason } = c.req.valid('json');
    return idempotent(c, { userId: op.id, route: `withdrawals/${id}/reject`, body: { reason }, required: false }, async (tx) => {
      await rejectWithdrawal(tx, id, op.id, reason);
      return { status: 200, body: { message: MESSAGES.withdrawalRejected, data: { id, status: 'rejected' } } };
    });
  })
  // ---- payment methods
  .get('/payment-methods', async (c) => {
    requireOperator(c);
    const found = await rows<Record<string, string>>(c.var.deps.database.db, sql`SELECT * FROM payment_methods ORDER BY sort_order, id`);
    return c.json({ data: found.map((m) => ({ id: Number(m.id), name: m.name, icon: m.icon, account_type: m.account_type, status: m.status, sort_order: Number(m.sort_order) })) });
  })
  .post('/payment-methods', jsonBody(operatorPaymentMethodInputSchema), async (c) => {
    requireOperator(c);
    const m = c.req.valid('json');
    const row = await one<{ id: string }>(c.var.deps.database.db, sql`
      INSERT INTO payment_methods (name, icon, account_type, status, sort_order) VALUES (${m.name}, ${m.icon}, ${m.account_type}, ${m.status}, ${m.sort_order}) RETURNING id`);
    return c.json({ data: { id: Number(row!.id), ...m } }, 201);
  })
  .put('/payment-methods/:id', jsonBody(operatorPaymentMethodInputSchema), async (c) => {
    requireOperator(c);
    const m = c.req.valid('json');
    const id = idParam(c);
    const row = await one(c.var.deps.database.db, sql`
      UPDATE payment_methods SET name = ${m.name}, icon = ${m.icon}, account_type = ${m.account_type}, status = ${m.status}, sort_order = ${m.sort_order} WHERE id = ${id} RETURNING id`);
    if (!row) throw fail(404, 'notFound');
    return c.json({ data: { id, ...m } });
  })
  .delete('/payment-methods/:id', async (c) => {
    requireOperator(c);
    // Old requests keep their history; the method is only switched off.
    const row = await one(c.var.deps.database.db, sql`UPDATE payment_methods SET status = 'inactive' WHERE id = ${idParam(c)} RETURNING id`);
    if (!row) throw fail(404, 'notFound');
    return c.body(null, 204);
  })
  // ---- agent wallet numbers
  .get('/wallet-numbers', async (c) => {
    requireOperator(c);
    const found = await rows<Record<string, string>>(c.var.deps.database.db, sql`SELECT id, payment_method_id, account_number, status FROM wallet_numbers ORDER BY id`);
    return c.json({ data: found.map((n) => ({ id: Number(n.id), payment_method_id: Number(n.payment_method_id), account_number: n.account_number, status: n.status })) });
  })
  .post('/wallet-numbers', jsonBody(operatorWalletNumberInputSchema), async (c) => {
    requireOperator(c);
    const n = c.req.valid('json');
    await requireMethodExists(c.var.deps.database.db, n.payment_method_id);
    const row = await one<{ id: string }>(c.var.deps.database.db, sql`
      INSERT INTO wallet_numbers (payment_method_id, account_number, status) VALUES (${n.payment_method_id}, ${n.account_number}, ${n.status}) RETURNING id`);
    return c.json({ data: { id: Number(row!.id), ...n } }, 201);
  })
  .put('/wallet-numbers/:id', jsonBody(operatorWalletNumberInputSchema), async (c) => {
    requireOperator(c);
    const n = c.req.valid('json');
    const id = idParam(c);
    await requireMethodExists(c.var.deps.database.db, n.payment_method_id);
    const row = await one(c.var.deps.database.db, sql`
      UPDATE wallet_numbers SET payment_method_id = ${n.payment_method_id}, account_number = ${n.account_number}, status = ${n.status} WHERE id = ${id} RETURNING id`);
    if (!row) throw fail(404, 'notFound');
    return c.json({ data: { id, ...n } });
  })
  .delete('/wallet-numbers/:id', async (c) => {
    requireOperator(c);
    const row = await one(c.var.deps.database.db, sql`UPDATE wallet_numbers SET status = 'inactive' WHERE id = ${idParam(c)} RETURNING id`);
    if (!row) throw fail(404, 'notFound');
    return c.body(null, 204);
  })
  // ---- limits
  .get('/wallet-limits', async (c) => {
    requireOperator(c);
    return c.json({ data: limitsToWire(await getLimits(c.var.deps.database.db)) });
  })
  .put('/wallet-limits', jsonBody(walletLimitsSchema), async (c) => {
    requireOperator(c);
    const l = c.req.valid('json');
    await setLimits(c.var.deps.database.db, { depositMin: toPoisha(l.deposit_min), depositMax: toPoisha(l.deposit_max), withdrawMin: toPoisha(l.withdraw_min), withdrawMax: toPoisha(l.withdraw_max) });
    return c.json({ data: limitsToWire(await getLimits(c.var.deps.database.db)) });
  });

