// The back office's KYC desk: the queue of submissions, their photos (served to staff only, never run by a
// browser), the decisions, and the owner's withdrawal threshold. Paths relative to the operator router.
import { answers, createArea, defineRoute, jsonBody, rawAnswer } from '../../lib/route.ts';
import { fail } from '../../lib/errors.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../audit/record.ts';
import { sniffImage } from '../../services/receipts.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import {
  kycDecisionResponseSchema,
  kycFileParamsSchema,
  kycIdParamsSchema,
  kycQueueQuerySchema,
  kycQueueResponseSchema,
  kycRejectRequestSchema,
  kycSettingsRequestSchema,
  kycSettingsResponseSchema,
} from '../../../contracts/kyc.ts';
import { decideKyc, kycFile, kycQueue, setWithdrawalThreshold, withdrawalThresholdPoisha } from './service.ts';

const tags: ['operator-kyc'] = ['operator-kyc'];

const queue = defineRoute({
  method: 'get',
  path: '/kyc',
  access: 'operator',
  permission: 'kyc.read',
  tags,
  summary: 'KYC submissions of one status (pending: oldest first)',
  request: { query: kycQueueQuerySchema },
  responses: answers({ 200: kycQueueResponseSchema }),
});
const file = defineRoute({
  method: 'get',
  path: '/kyc/{id}/files/{file}',
  access: 'operator',
  permission: 'kyc.read',
  tags,
  summary: 'One photo of a submission (front, back, selfie), typed from its bytes, sandboxed',
  notFound: 'kycFileNotFound',
  request: { params: kycFileParamsSchema },
  responses: { 200: rawAnswer('The photo', 'image/jpeg', 'image/png', 'image/webp') },
});
const approve = defineRoute({
  method: 'post',
  path: '/kyc/{id}/approve',
  access: 'operator',
  permission: 'kyc.decide',
  tags,
  summary: 'Approve a waiting submission: the name on it becomes the verified name',
  notFound: 'kycNotFound',
  request: { params: kycIdParamsSchema },
  responses: answers({ 200: kycDecisionResponseSchema }),
});
const reject = defineRoute({
  method: 'post',
  path: '/kyc/{id}/reject',
  access: 'operator',
  permission: 'kyc.decide',
  tags,
  summary: 'Reject a waiting submission with a reason the player reads in their language',
  notFound: 'kycNotFound',
  request: { params: kycIdParamsSchema, body: jsonBody(kycRejectRequestSchema) },
  responses: answers({ 200: kycDecisionResponseSchema }),
});
const getSettings = defineRoute({
  method: 'get',
  path: '/kyc-settings',
  access: 'operator',
  permission: 'kyc.settings.read',
  tags,
  summary: 'The withdrawal amount above which a verified identity is needed',
  responses: answers({ 200: kycSettingsResponseSchema }),
});
const putSettings = defineRoute({
  method: 'put',
  path: '/kyc-settings',
  access: 'operator',
  permission: 'owner.settings',
  tags,
  summary: 'Set the withdrawal amount above which a verified identity is needed (whole taka)',
  request: { body: jsonBody(kycSettingsRequestSchema) },
  responses: answers({ 200: kycSettingsResponseSchema }),
});

export const operatorKycRoutes = createArea()
  .openapi(queue, async (c) => {
    requireOperator(c);
    return c.json({ data: await kycQueue(c.var.deps.database.db, c.req.valid('query').status) }, 200);
  })
  .openapi(file, async (c) => {
    requireOperator(c);
    const { id, file: which } = c.req.valid('param');
    const bytes = await kycFile(c.var.deps.database.db, c.var.deps.config.uploadDir, id, which);
    // Typed again from the bytes as they are now, never from the row or the upload's claim.
    const kind = bytes ? sniffImage(bytes) : null;
    if (!bytes || !kind) throw fail(404, 'kycFileNotFound');
    // Opened on its own, the photo is a document with no script, no form, no same-origin rights; the site's
    // header middleware would otherwise replace this policy with its own (server/app.ts).
    c.set('answerPolicy', 'sandbox');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': kind.mime,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'content-disposition': `inline; filename="kyc-${id}-${which}.${kind.ext}"`,
      'cache-control': 'private, no-store',
    });
  })
  .openapi(approve, async (c) => {
    const data = await decideKyc(c.var.deps.database.db, c.req.valid('param').id, staffActorOf(c), { approve: true }, c.var.deps.now());
    return c.json({ message: MESSAGES.kycApprovedDone, data }, 200);
  })
  .openapi(reject, async (c) => {
    const { reason } = c.req.valid('json');
    const data = await decideKyc(c.var.deps.database.db, c.req.valid('param').id, staffActorOf(c), { approve: false, reason }, c.var.deps.now());
    return c.json({ message: MESSAGES.kycRejectedDone, data }, 200);
  })
  .openapi(getSettings, async (c) => {
    requireOperator(c);
    return c.json({ data: { withdrawal_threshold: takaFromPoisha(await withdrawalThresholdPoisha(c.var.deps.database.db)) } }, 200);
  })
  .openapi(putSettings, async (c) => {
    const { withdrawal_threshold } = c.req.valid('json');
    await setWithdrawalThreshold(c.var.deps.database.db, withdrawal_threshold, staffActorOf(c), c.var.deps.now());
    return c.json({ message: MESSAGES.kycSettingsSaved, data: { withdrawal_threshold } }, 200);
  });
