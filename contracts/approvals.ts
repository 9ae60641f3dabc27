// Four eyes: the queue of what waits for a second staff member (manual balance adjustments, and withdrawals
// above the owner's amount), the decision on one, and the owner's amount. Money on the wire is taka.
import { z } from 'zod';
import { idSchema, textSchema, wholeNumberSchema } from './fields.ts';
import { approvalMessages as M } from './messages/approvals.ts';

export const APPROVAL_KINDS = ['adjustment', 'withdrawal'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const approvalItemSchema = z.object({
  kind: z.enum(APPROVAL_KINDS),
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  /** Taka. An adjustment below zero takes money away; a withdrawal is always above zero. */
  amount: z.number(),
  /** The player's balance now, in taka (a withdrawal's amount is already held out of it). */
  balance: z.number(),
  /** Why the adjustment was asked for; null for a withdrawal. */
  reason: z.string().nullable(),
  /** The staff member who asked for the adjustment; null for a withdrawal (the player asked). */
  requested_by: z.string().nullable(),
  /** The staff member whose approval came first, when a withdrawal waits for the second. */
  first_approved_by: z.string().nullable(),
  created_at: z.string(),
});
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

// ---- GET /api/operator/approvals: every item waiting, oldest first
export const approvalQueueResponseSchema = z.object({ data: z.array(approvalItemSchema), withdrawal_threshold: z.number() });

// ---- POST /api/operator/approvals/{kind}/{id}/approve | /reject
export const approvalParamsSchema = z.object({ kind: z.enum(APPROVAL_KINDS, { error: M.approvalNotFound }), id: idSchema(M.approvalNotFound) });
export const approvalRejectRequestSchema = z.object({
  reason: textSchema({ max: 500, multiline: true, error: M.approvalReasonRequired }).min(1, M.approvalReasonRequired),
});
export const APPROVAL_OUTCOMES = ['approved', 'rejected', 'awaiting_second_approval'] as const;
export type ApprovalOutcome = (typeof APPROVAL_OUTCOMES)[number];
export const approvalDecisionResponseSchema = z.object({
  message: z.string(),
  data: z.object({ kind: z.enum(APPROVAL_KINDS), id: z.number(), status: z.enum(APPROVAL_OUTCOMES) }),
});

// ---- GET / PUT /api/operator/four-eyes-settings: the owner's amount (whole taka)
export const fourEyesSettingsSchema = z.object({ withdrawal_threshold: z.number() });
export const fourEyesSettingsRequestSchema = z.object({
  withdrawal_threshold: wholeNumberSchema({
    min: 0,
    max: 100_000_000,
    required: M.fourEyesThresholdInvalid,
    invalid: M.fourEyesThresholdInvalid,
    outOfRange: M.fourEyesThresholdInvalid,
  }),
});
export const fourEyesSettingsResponseSchema = z.object({ message: z.string().optional(), data: fourEyesSettingsSchema });
