// The operator's wallet console: the deposit and withdrawal queues, the receipt images, and the
// decisions, over server/services/wallet.ts.
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { fail } from '../../lib/errors.ts';
import { answers, createArea, defineRoute, jsonBody as declaredJsonBody, rawAnswer } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../audit/record.ts';
import {
  operatorDecisionResponseSchema,
  operatorDepositListSchema,
  operatorQueueQuerySchema,
  operatorRejectRequestSchema,
  operatorWithdrawalListSchema,
} from '../../../contracts/wallet.ts';
import { idSchema } from '../../../contracts/fields.ts';
import { idempotencyKeyOf } from '../../services/idempotency.ts';
import { receiptPathOf } from '../../services/deposits.ts';
import { listDepositQueue, listWithdrawalQueue } from '../../services/operator-queues.ts';
import { readReceipt, sniffImage } from '../../services/receipts.ts';
import { decideRequest, type Decision } from '../../services/wallet.ts';

const tags: ['operator-wallet'] = ['operator-wallet'];
const requestId = z.object({ id: idSchema() });

const depositQueue = defineRoute({
  method: 'get',
  path: '/deposits',
  access: 'operator',
  permission: 'payments.read',
  tags,
  summary: 'Deposit requests of one status (pending first in line)',
  request: { query: operatorQueueQuerySchema },
  responses: answers({ 200: operatorDepositListSchema }),
});
const withdrawalQueue = defineRoute({
  method: 'get',
  path: '/withdrawals',
  access: 'operator',
  permission: 'payments.read',
  tags,
  summary: 'Withdrawal requests of one status',
  request: { query: operatorQueueQuerySchema },
  responses: answers({ 200: operatorWithdrawalListSchema }),
});
const receipt = defineRoute({
  method: 'get',
  path: '/deposits/{id}/receipt',
  access: 'operator',
  permission: 'payments.read',
  tags,
  summary: "A deposit's receipt image, typed from its bytes",
  request: { params: requestId },
  notFound: 'requestNotFound',
  responses: { 200: rawAnswer('The receipt image', 'image/jpeg', 'image/png', 'image/webp') },
});
/** approve / reject, for deposits and withdrawals: four calls of one shape. */
const decisionRoute = <K extends 'deposits' | 'withdrawals', D extends Decision>(kind: K, decision: D) =>
  defineRoute({
    method: 'post',
    path: `/${kind}/{id}/${decision}` as `/${K}/{id}/${D}`,
    access: 'operator',
    idempotency: 'optional',
    permission: 'payments.decide',
    tags,
    summary: `${decision === 'approve' ? 'Approve' : 'Reject, with a reason,'} a pending ${kind === 'deposits' ? 'deposit' : 'withdrawal'} request`,
    notFound: 'requestNotFound',
    request: decision === 'reject' ? { params: requestId, body: declaredJsonBody(operatorRejectRequestSchema) } : { params: requestId },
    responses: answers({ 200: operatorDecisionResponseSchema }),
  });

/** One decision: the key is optional here (decisions are idempotent by state). */
async function decide(c: Context<AppEnv>, kind: 'deposits' | 'withdrawals', decision: Decision, id: number, reason?: string) {
  const actor = staffActorOf(c);
  const answer = await decideRequest(c.var.deps.database.db, {
    kind,
    id,
    decision,
    actor: { ...actor, id: actor.id! },
    key: idempotencyKeyOf(c, false),
    reason,
  });
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
    c.set('userFile', true);
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
