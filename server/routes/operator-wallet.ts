// The operator's wallet console, mounted under /api/operator by server/routes/operator.ts: the deposit
// and withdrawal queues, the receipt images, and the decisions. Declared once each with operator access
// (docs/decisions/0025, 0027) over server/services/wallet.ts. The operator's promotion calls at the end
// belong to the promotions area and keep the operator router's guard until they move there.
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { answers, createArea, defineRoute, jsonBody as declaredJsonBody, rawAnswer } from '../lib/route.ts';
import { jsonBody, pathParam } from '../lib/validate.ts';
import { requireOperator } from '../middleware/auth.ts';
import {
  operatorDecisionResponseSchema, operatorDepositListSchema, operatorPromotionInputSchema, operatorQueueQuerySchema,
  operatorRejectRequestSchema, operatorWithdrawalListSchema,
} from '../../contracts/wallet.ts';
import { idSchema } from '../../contracts/fields.ts';
import type { MessageKey } from '../../contracts/messages/index.ts';
import { one, rows } from '../services/ledger.ts';
import { idempotencyKeyOf } from '../services/idempotency.ts';
import { receiptPathOf } from '../services/deposits.ts';
import { listDepositQueue, listWithdrawalQueue } from '../services/operator-queues.ts';
import { readReceipt, sniffImage } from '../services/receipts.ts';
import { decideRequest, type Decision } from '../services/wallet.ts';

const tags: ['operator-wallet'] = ['operator-wallet'];
const requestId = z.object({ id: idSchema() });

const depositQueue = defineRoute({
  method: 'get', path: '/deposits', access: 'operator', tags, summary: 'Deposit requests of one status (pending first in line)',
  request: { query: operatorQueueQuerySchema },
  responses: answers({ 200: operatorDepositListSchema }),
});
const withdrawalQueue = defineRoute({
  method: 'get', path: '/withdrawals', access: 'operator', tags, summary: 'Withdrawal requests of one status',
  request: { query: operatorQueueQuerySchema },
  responses: answers({ 200: operatorWithdrawalListSchema }),
});
const receipt = defineRoute({
  method: 'get', path: '/deposits/{id}/receipt', access: 'operator', tags, summary: "A deposit's receipt image, typed from its bytes",
  request: { params: requestId }, notFound: 'requestNotFound',
  responses: { 200: rawAnswer('The receipt image', 'image/jpeg', 'image/png', 'image/webp') },
});
/** approve / reject, for deposits and withdrawals: four calls of one shape. */
const decisionRoute = <K extends 'deposits' | 'withdrawals', D extends Decision>(kind: K, decision: D) => defineRoute({
  method: 'post', path: `/${kind}/{id}/${decision}` as `/${K}/{id}/${D}`, access: 'operator', tags,
  summary: `${decision === 'approve' ? 'Approve' : 'Reject, with a reason,'} a pending ${kind === 'deposits' ? 'deposit' : 'withdrawal'} request`,
  notFound: 'requestNotFound',
  request: decision === 'reject' ? { params: requestId, body: declaredJsonBody(operatorRejectRequestSchema) } : { params: requestId },
  responses: answers({ 200: operatorDecisionResponseSchema }),
});

/** One decision: the key is optional here (decisions are idempotent by state). */
async function decide(c: Context<AppEnv>, kind: 'deposits' | 'withdrawals', decision: Decision, id: number, reason?: string) {
  const op = requireOperator(c);
  const answer = await decideRequest(c.var.deps.database.db, { kind, id, decision, operatorId: op.id, key: idempotencyKeyOf(c, false), reason });
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return answer.body;
}

const reasonOf = (c: Context<AppEnv>) => (c.req.valid as (target: 'json') => { reason: string })('json').reason;

export const operatorWalletRoutes = createArea()
  .openapi(depositQueue, async (c) => {
    requireOperator(c);
    return c.json({ data: await listDepositQueue(c.var.deps.database.db, c.req.valid('query').status) }, 200);
  })
  .openapi(withdrawalQueue, async (c) => {
    requireOperator(c);
    return c.json({ data: await listWithdrawalQueue(c.var.deps.database.db, c.req.valid('query').status) }, 200);
  })
  .openapi(receipt, async (c) => {
    requireOperator(c);
    const { id } = c.req.valid('param');
    const path = await receiptPathOf(c.var.deps.database.db, id);
    const bytes = path ? await readReceipt(c.var.deps.config.uploadDir, path) : null;
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
  .openapi(decisionRoute('deposits', 'approve'), async (c) => c.json(await decide(c, 'deposits', 'approve', c.req.valid('param').id), 200))
  .openapi(decisionRoute('deposits', 'reject'), async (c) => c.json(await decide(c, 'deposits', 'reject', c.req.valid('param').id, reasonOf(c)), 200))
  .openapi(decisionRoute('withdrawals', 'approve'), async (c) => c.json(await decide(c, 'withdrawals', 'approve', c.req.valid('param').id), 200))
  .openapi(decisionRoute('withdrawals', 'reject'), async (c) => c.json(await decide(c, 'withdrawals', 'reject', c.req.valid('param').id, reasonOf(c)), 200));

/** The :id of the path; an id no row can have answers like a missing row (404 with `notFound`). */
const idParam = (c: Context, notFound: MessageKey = 'notFound') => pathParam(c, 'id', idSchema(), notFound);

// The operator's promotion calls (the promotions area's, moving there).
export const operatorPromotionRoutes = new Hono<AppEnv>()
  .get('/promotions', async (c) => {
    requireOperator(c);
    const found = await rows<Record<string, string>>(c.var.deps.database.db, sql`SELECT *, start_date::text AS start_date, end_date::text AS end_date FROM promotions ORDER BY id`);
    return c.json({ data: found.map((p) => ({ id: Number(p.id), name: p.name, desc: p.description, thumbnail: p.thumbnail, start_date: p.start_date, end_date: p.end_date, status: p.status, deposit_bouns: Number(p.deposit_bonus_bp) / 100, turnover: Number(p.turnover_x100) / 100, category: Number(p.category) })) });
  })
  .post('/promotions', jsonBody(operatorPromotionInputSchema), async (c) => {
    requireOperator(c);
    const p = c.req.valid('json');
    const row = await one<{ id: string }>(c.var.deps.database.db, sql`
      INSERT INTO promotions (name, description, thumbnail, start_date, end_date, status, deposit_bonus_bp, turnover_x100, category)
      VALUES (${p.name}, ${p.desc}, ${p.thumbnail}, ${p.start_date}, ${p.end_date}, ${p.status}, ${Math.round(p.deposit_bouns * 100)}, ${Math.round(p.turnover * 100)}, ${p.category})
      RETURNING id`);
    return c.json({ data: { id: Number(row!.id), ...p } }, 201);
  })
  .put('/promotions/:id', jsonBody(operatorPromotionInputSchema), async (c) => {
    requireOperator(c);
    const p = c.req.valid('json');
    const id = idParam(c);
    const row = await one(c.var.deps.database.db, sql`
      UPDATE promotions SET name = ${p.name}, description = ${p.desc}, thumbnail = ${p.thumbnail}, start_date = ${p.start_date}, end_date = ${p.end_date},
        status = ${p.status}, deposit_bonus_bp = ${Math.round(p.deposit_bouns * 100)}, turnover_x100 = ${Math.round(p.turnover * 100)}, category = ${p.category}
      WHERE id = ${id} RETURNING id`);
    if (!row) throw fail(404, 'notFound');
    return c.json({ data: { id, ...p } });
  })
  .delete('/promotions/:id', async (c) => {
    requireOperator(c);
    const row = await one(c.var.deps.database.db, sql`UPDATE promotions SET status = 'inactive' WHERE id = ${idParam(c)} RETURNING id`);
    if (!row) throw fail(404, 'notFound');
    return c.body(null, 204);
  });
