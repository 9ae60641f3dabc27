// Know your customer: a player sends an identity document (a national ID card's two sides, or a passport's
// photo page) and a selfie; staff approve or reject with a reason from a fixed list, which the player reads
// in their own language. Above a withdrawal amount the owner sets, a withdrawal needs an approved one.
import { z } from 'zod';
import { backOfficeMessages as M } from './messages/back-office.ts';
import { idSchema, textSchema, wholeNumberSchema } from './fields.ts';

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_DOCUMENT_KINDS = ['national_id', 'passport'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
/** The photos of one submission; a passport has no back. */
export const KYC_FILES = ['front', 'back', 'selfie'] as const;
export type KycFile = (typeof KYC_FILES)[number];
/** Each photo at most this size: a phone camera's JPEG fits; anything larger is not a photo of a card. */
export const KYC_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The reasons staff may give; each is a catalogue key, so the player reads it in their language. */
export const KYC_REJECT_REASONS = [
  'kycReasonUnreadable',
  'kycReasonExpired',
  'kycReasonSelfieMismatch',
  'kycReasonNameMismatch',
  'kycReasonWrongDocument',
] as const;
export type KycRejectReason = (typeof KYC_REJECT_REASONS)[number];

// ---- POST /api/kyc (multipart: the fields below and the files front, back, selfie)
export const kycSubmitFieldsSchema = z.object({
  document_kind: z.enum(KYC_DOCUMENT_KINDS, { error: M.kycDocumentKindInvalid }),
  full_name: textSchema({ max: 100, error: M.kycFullNameRequired }).min(2, M.kycFullNameRequired),
  document_number: textSchema({ max: 30, error: M.kycDocumentNumberInvalid }).regex(/^[A-Za-z0-9]{4,30}$/, M.kycDocumentNumberInvalid),
});
export type KycSubmitFields = z.infer<typeof kycSubmitFieldsSchema>;

// ---- GET /api/kyc: the player's own state
export const kycStateSchema = z.object({
  status: z.enum(['none', ...KYC_STATUSES]),
  document_kind: z.enum(KYC_DOCUMENT_KINDS).nullable(),
  full_name: z.string().nullable(),
  /** A catalogue key (KYC_REJECT_REASONS) when the last submission was rejected. */
  reject_reason: z.enum(KYC_REJECT_REASONS).nullable(),
  submitted_at: z.string().nullable(),
  /** A withdrawal above this many taka needs an approved identity. */
  withdrawal_threshold: z.number(),
});
export type KycState = z.infer<typeof kycStateSchema>;
export const kycStateResponseSchema = z.object({ data: kycStateSchema });
export const kycSubmitResponseSchema = z.object({ message: z.string(), data: kycStateSchema });

// ---- staff: GET /api/operator/kyc?status, GET /api/operator/kyc/{id}/files/{file}, POST approve / reject
export const kycQueueQuerySchema = z.object({ status: z.enum(KYC_STATUSES).default('pending') });
export const kycSubmissionSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  /** The name on the player's account, beside the one on the document. */
  account_name: z.string(),
  document_kind: z.enum(KYC_DOCUMENT_KINDS),
  full_name: z.string(),
  document_number: z.string(),
  status: z.enum(KYC_STATUSES),
  reject_reason: z.enum(KYC_REJECT_REASONS).nullable(),
  /** Staff-only addresses of the photos (the back is null for a passport). */
  files: z.object({ front: z.string(), back: z.string().nullable(), selfie: z.string() }),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;
export const kycQueueResponseSchema = z.object({ data: z.array(kycSubmissionSchema) });
export const kycIdParamsSchema = z.object({ id: idSchema(M.kycNotFound) });
export const kycFileParamsSchema = z.object({ id: idSchema(M.kycFileNotFound), file: z.enum(KYC_FILES, { error: M.kycFileNotFound }) });
export const kycRejectRequestSchema = z.object({ reason: z.enum(KYC_REJECT_REASONS, { error: M.kycRejectReasonInvalid }) });
export const kycDecisionResponseSchema = z.object({ message: z.string(), data: kycSubmissionSchema });

// ---- GET / PUT /api/operator/kyc/settings
export const kycSettingsSchema = z.object({ withdrawal_threshold: z.number() });
export const kycSettingsRequestSchema = z.object({
  withdrawal_threshold: wholeNumberSchema({
    min: 0,
    max: 100_000_000,
    required: M.kycThresholdInvalid,
    invalid: M.kycThresholdInvalid,
    outOfRange: M.kycThresholdInvalid,
  }),
});
export const kycSettingsResponseSchema = z.object({ message: z.string().optional(), data: kycSettingsSchema });
