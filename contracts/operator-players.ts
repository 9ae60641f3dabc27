// The back office's players: search, one player's page, and the staff actions on a player. Money is taka
// on the wire (the server keeps integer poisha); times are ISO instants, shown in Asia/Dhaka.
import { z } from 'zod';
import { backOfficeMessages as M } from './messages/back-office.ts';
import { decimalSchema, idSchema, TAKA_MAX, textSchema, wholeNumberSchema } from './fields.ts';
import { LIMIT_KINDS, LIMIT_PERIODS, saferPlayStateSchema } from './safer-play.ts';
import { KYC_STATUSES } from './kyc.ts';

export const PLAYER_SEARCH_FIELDS = ['any', 'username', 'phone', 'email', 'id', 'agent'] as const;
export type PlayerSearchField = (typeof PLAYER_SEARCH_FIELDS)[number];
export const PLAYER_PAGE_SIZE = 25;

// ---- GET /api/operator/players?q&field&page
export const playerSearchQuerySchema = z.object({
  q: textSchema({ max: 60, error: M.playerSearchInvalid }).min(1, M.playerSearchInvalid),
  /** Which field `q` is looked for in; `any` tries each (an id only when q is all digits). */
  field: z.enum(PLAYER_SEARCH_FIELDS, { error: M.playerSearchInvalid }).default('any'),
  page: wholeNumberSchema({ min: 1, max: 10_000 }).default(1),
});
export const playerRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  agent_code: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type PlayerRow = z.infer<typeof playerRowSchema>;
export const playerSearchResponseSchema = z.object({
  data: z.array(playerRowSchema),
  page: z.number(),
  /** True when another page follows (one row more than a page was found). */
  has_more: z.boolean(),
});

// ---- GET /api/operator/players/{id}
export const playerIdParamsSchema = z.object({ id: idSchema(M.playerIdNotFound) });
const moment = z.string();
export const playerPageSchema = z.object({
  profile: playerRowSchema.extend({
    birthday: z.string().nullable(),
    currency: z.string(),
    referral_code: z.string(),
    referred_by: z.string().nullable(),
    vip_coin: z.number(),
    password_reset_required: z.boolean(),
  }),
  verification: z.object({
    phone_verified: z.boolean(),
    email_verified: z.boolean(),
    extra_phones: z.array(z.object({ phone: z.string(), verified: z.boolean() })),
    kyc: z.object({ status: z.enum(['none', ...KYC_STATUSES]), submission_id: z.number().nullable(), full_name: z.string().nullable() }),
  }),
  money: z.object({
    balance: z.number(),
    /** Held for a withdrawal waiting for a cashier. */
    withdrawal_hold: z.number(),
    /** Held for open exchange markets. */
    exchange_hold: z.number(),
    cash_bonus: z.number(),
  }),
  transactions: z.array(z.object({ id: z.number(), kind: z.string(), amount: z.number(), memo: z.string(), created_at: moment })),
  bets: z.array(
    z.object({
      id: z.number(),
      market_type: z.string(),
      market: z.string(),
      selection: z.string(),
      side: z.string(),
      stake: z.number(),
      state: z.string(),
      profit_loss: z.number().nullable(),
      placed_at: moment,
    }),
  ),
  rounds: z.array(
    z.object({ id: z.number(), provider: z.string(), game_code: z.string(), status: z.string(), bet: z.number(), win: z.number(), created_at: moment }),
  ),
  safer_play: saferPlayStateSchema,
  flags: z.object({
    market_blocks: z.array(z.string()),
    locked: z.boolean(),
    pending_withdrawal_name_mismatch: z.boolean(),
    pending_adjustments: z.number(),
  }),
  chats: z.array(z.object({ id: z.number(), status: z.string(), last_message: z.string().nullable(), updated_at: moment })),
  notes: z.array(z.object({ id: z.number(), staff: z.string().nullable(), body: z.string(), created_at: moment })),
  logins: z.array(z.object({ at: moment, address: z.string().nullable(), device: z.string().nullable() })),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;
export const playerPageResponseSchema = z.object({ data: playerPageSchema });

// ---- POST /api/operator/players/{id}/notes
export const playerNoteRequestSchema = z.object({
  body: textSchema({ max: 2000, multiline: true, error: M.noteRequired }).min(1, M.noteRequired),
});
/** Every action answers a message and the player's page as it is after it. */
export const playerActionResponseSchema = z.object({ message: z.string(), data: playerPageSchema });

// ---- PUT /api/operator/players/{id}/limits: a staff limit, never looser than the player's own
export const staffLimitRequestSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: wholeNumberSchema({ min: 1, max: 100_000_000, required: M.staffLimitLooser, invalid: M.staffLimitLooser }),
});

// ---- POST /api/operator/players/{id}/adjustments: a request; a second staff member approves it
export const adjustmentRequestSchema = z.object({
  /** Taka: above zero credits the player, below zero debits them. */
  amount: decimalSchema({
    decimals: 2,
    min: -TAKA_MAX,
    max: TAKA_MAX,
    required: M.adjustmentAmountInvalid,
    invalid: M.adjustmentAmountInvalid,
    tooLarge: M.adjustmentAmountInvalid,
  }).refine((v) => v !== 0, M.adjustmentAmountInvalid),
  reason: textSchema({ max: 500, multiline: true, error: M.adjustmentReasonRequired }).min(1, M.adjustmentReasonRequired),
});
export const adjustmentResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), status: z.literal('pending'), amount: z.number() }),
});
