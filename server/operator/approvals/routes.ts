// Four eyes in the back office: the queue of what waits for a second staff member, the approval or
// rejection of one item, and the owner's withdrawal amount. Paths relative to the operator router.
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { idempotencyKeyOf } from '../../services/idempotency.ts';
import { decideRequest } from '../../services/wallet.ts';
import { staffActorOf } from '../audit/record.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import {
  approvalDecisionResponseSchema,
  approvalParamsSchema,
  approvalQueueResponseSchema,
  approvalRejectRequestSchema,
  fourEyesSettingsRequestSchema,
  fourEyesSettingsResponseSchema,
  type ApprovalKind,
} from '../../../contracts/approvals.ts';
import { approveAdjustment, rejectAdjustment } from './adjustments.ts';
import { approvalQueue } from './queue.ts';
import { fourEyesThresholdPoisha, setFourEyesThreshold } from './settings.ts';

const tags: ['operator-approvals'] = ['operator-approvals'];

const queue = defineRoute({
  method: 'get',
  path: '/approvals',
  access: 'operator',
  permission: 'approvals.decide',
  tags,
  summary: 'Balance adjustments and withdrawals above the four-eyes amount that wait for a second staff member, oldest first',
  responses: answers({ 200: approvalQueueResponseSchema }),
});
const approve = defineRoute({
  method: 'post',
  path: '/approvals/{kind}/{id}/approve',
  access: 'operator',
  permission: 'approvals.decide',
  idempotency: 'optional',
  tags,
  summary: 'Approve: an adjustment is posted (never by the staff member who asked); a large withdrawal needs two different approvers',
  notFound: 'approvalNotFound',
  request: { params: approvalParamsSchema },
  responses: answers({ 200: approvalDecisionResponseSchema }),
});
const reject = defineRoute({
  method: 'post',
  path: '/approvals/{kind}/{id}/reject',
  access: 'operator',
  permission: 'approvals.decide',
  idempotency: 'optional',
  tags,
  summary: "Reject with a reason: an adjustment moves no money, a withdrawal's hold returns to the player",
  notFound: 'approvalNotFound',
  request: { params: approvalParamsSchema, body: jsonBody(approvalRejectRequestSchema) },
  responses: answers({ 200: approvalDecisionResponseSchema }),
});
const getSettings = defineRoute({
  method: 'get',
  path: '/four-eyes-settings',
  access: 'operator',
  permission: 'approvals.decide',
  tags,
  summary: 'The withdrawal amount above which a second staff member must approve',
  responses: answers({ 200: fourEyesSettingsResponseSchema }),
});
const putSettings = defineRoute({
  method: 'put',
  path: '/four-eyes-settings',
  access: 'operator',
  permission: 'owner.settings',
  tags,
  summary: 'Set the withdrawal amount above which a second staff member must approve (whole taka)',
  request: { body: jsonBody(fourEyesSettingsRequestSchema) },
  responses: answers({ 200: fourEyesSettingsResponseSchema }),
});

/** A withdrawal is decided as the cashier's queue decides it, so both ways in keep the same rules. */
async function decideWithdrawal(c: Context<AppEnv>, id: number, reason?: string) {
  const answer = await decideRequest(c.var.deps.database.db, {
    kind: 'withdrawals',
    id,
    decision: reason === undefined ? 'approve' : 'reject',
    actor: staffActorOf(c),
    key: idempotencyKeyOf(c, false),
    reason,
  });
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return answer.body;
}

const answer = (kind: ApprovalKind, id: number, status: 'approved' | 'rejected' | 'awaiting_second_approval', message: string) => ({
  message,
  data: { kind, id, status },
});

export const operatorApprovalRoutes = createArea()
  .openapi(queue, async (c) => {
    requireOperator(c);
    const { items, thresholdPoisha } = await approvalQueue(c.var.deps.database.db);
    return c.json({ data: items, withdrawal_threshold: takaFromPoisha(thresholdPoisha) }, 200);
  })
  .openapi(approve, async (c) => {
    const { kind, id } = c.req.valid('param');
    if (kind === 'withdrawal') {
      const done = await decideWithdrawal(c, id);
      return c.json(answer(kind, id, done.data.status, done.message), 200);
    }
    await approveAdjustment(c.var.deps.database.db, id, staffActorOf(c), c.var.deps.now());
    return c.json(answer(kind, id, 'approved', MESSAGES.adjustmentApprovedDone), 200);
  })
  .openapi(reject, async (c) => {
    const { kind, id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    if (kind === 'withdrawal') {
      const done = await decideWithdrawal(c, id, reason);
      return c.json(answer(kind, id, done.data.status, done.message), 200);
    }
    await rejectAdjustment(c.var.deps.database.db, id, staffActorOf(c), reason, c.var.deps.now());
    return c.json(answer(kind, id, 'rejected', MESSAGES.adjustmentRejectedDone), 200);
  })
  .openapi(getSettings, async (c) => {
    requireOperator(c);
    return c.json({ data: { withdrawal_threshold: takaFromPoisha(await fourEyesThresholdPoisha(c.var.deps.database.db)) } }, 200);
  })
  .openapi(putSettings, async (c) => {
    const { withdrawal_threshold } = c.req.valid('json');
    await setFourEyesThreshold(c.var.deps.database.db, withdrawal_threshold, staffActorOf(c), c.var.deps.now());
    return c.json({ message: MESSAGES.fourEyesSettingsSaved, data: { withdrawal_threshold } }, 200);
  });
