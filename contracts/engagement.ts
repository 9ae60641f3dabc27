// VIP and referral (/vip and /refrrel-program: VP conversion, Claim all, convert-vipcoin and cash-claim),
// and the operator's rates and tiers.
import { z } from 'zod';
import { remoteIdSchema } from './common.ts';
import { decimalSchema, idSchema, textSchema, wholeNumberRule, wholeNumberSchema } from './fields.ts';
import { commonMessages as C } from './messages/common.ts';
import { engagementMessages as E } from './messages/engagement.ts';

export const MIN_VP_TO_CONVERT = 10;
/** Taka (minimum cash reward to claim). */
export const MIN_CLAIM_TAKA = 10;
export const USER_POLL_VIP_MS = 1000;
export const RELOAD_DELAY_MS = 1500;
export const REFERRAL_QR_SIZE = 128;
/** Origin plus /referral_code?referral_code=…. */
export const referralLink = (origin: string, code: string) => `${origin}/referral_code?referral_code=${encodeURIComponent(code)}`;

// ---- POST convert-vipcoin { remote_id?, vip_coin } (the product's own), and the wire's GET with the same query
const MAX_VP = 2_147_483_647;
/** At least the minimum to convert, said in its own message; the document states the same minimum. */
const vipCoinSchema = wholeNumberSchema({
  min: 1,
  max: MAX_VP,
  required: E.vipPointsRequired,
  invalid: E.vipPointsRequired,
  outOfRange: E.vipNotEnoughPoints,
})
  .refine((n) => n >= MIN_VP_TO_CONVERT, E.vipMinimumToConvert.replace('{min}', String(MIN_VP_TO_CONVERT)))
  .meta(wholeNumberRule(MIN_VP_TO_CONVERT, MAX_VP));
export const convertVipRequestSchema = z.object({
  remote_id: remoteIdSchema.optional(),
  vip_coin: vipCoinSchema,
});
/** The wire's GET takes the same fields in its query string. */
export const convertVipQuerySchema = convertVipRequestSchema;
export const convertVipResponseSchema = z.object({
  success: z.string(),
  vip_coin: z.number(),
  amount: z.string(),
  balance: z.string(),
});

// ---- GET vip (the /vip screen): level, points, tiers, rate
export const vipTierSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_bn: z.string(),
  benefits: z.string(),
  benefits_bn: z.string(),
  /** Lifetime turnover in taka from which this level applies. */
  min_turnover: z.string(),
});
export type VipTier = z.infer<typeof vipTierSchema>;
export const vipStatusResponseSchema = z.object({
  data: z.object({
    vip_coin: z.number(),
    lifetime_turnover: z.string(),
    level: vipTierSchema,
    next_level: vipTierSchema.nullable(),
    tiers: z.array(vipTierSchema),
    /** Taka one point converts to, and the turnover in taka that earns one point. */
    vp_value: z.string(),
    vp_turnover: z.string(),
    min_convert: z.number(),
  }),
});
export type VipStatus = z.infer<typeof vipStatusResponseSchema>['data'];

// ---- referral: GET referral (the My Referral board), POST cash-claim
export const referralRewardSchema = z.object({ day: z.string(), turnover: z.string(), reward: z.string(), credited: z.boolean() });
export const referralStatusResponseSchema = z.object({
  data: z.object({
    referral_code: z.string(),
    cash_bonus: z.string(),
    active_downlines: z.number(),
    total_downlines: z.number(),
    lifetime_cash_rewards: z.string(),
    referral_turnover: z.string(),
    /** The operator's share of a referred player's turnover, in percent. */
    share_percent: z.number(),
    rewards: z.array(referralRewardSchema),
    min_claim: z.number(),
  }),
});
export type ReferralStatus = z.infer<typeof referralStatusResponseSchema>['data'];
export const cashClaimResponseSchema = z.object({ message: z.string(), amount: z.string(), balance: z.string(), cash_bonus: z.string() });

// ---- operator: rates and tiers
const takaAmount = (max: number) => decimalSchema({ decimals: 2, min: 0.01, max });
export const engagementSettingsSchema = z.object({
  /** Taka of turnover that earns one VIP point. */
  vp_turnover: takaAmount(1_000_000),
  /** Taka one VIP point converts to. */
  vp_value: takaAmount(10_000),
  /** Percent of a referred player's turnover paid to the referrer (0 to 100, 2 decimals). */
  referral_share_percent: decimalSchema({ decimals: 2, min: 0, max: 100 }),
});
export type EngagementSettings = z.infer<typeof engagementSettingsSchema>;
export const engagementSettingsResponseSchema = z.object({ data: engagementSettingsSchema });

export const vipTierInputSchema = z.object({
  name: textSchema({ max: 60 }).min(1, C.valueRequired),
  name_bn: textSchema({ max: 60 }).min(1, C.valueRequired),
  benefits: textSchema({ max: 1000, multiline: true }).default(''),
  benefits_bn: textSchema({ max: 1000, multiline: true }).default(''),
  min_turnover: decimalSchema({ decimals: 2, min: 0, max: 100_000_000_000 }),
});
export type VipTierInput = z.input<typeof vipTierInputSchema>;
export const vipTierIdParamsSchema = z.object({ id: idSchema(C.notFound) });
export const vipTierListResponseSchema = z.object({ data: z.array(vipTierSchema) });
export const vipTierSavedResponseSchema = z.object({ data: vipTierSchema });

// ---- operator: points granted by hand
export const vipGrantInputSchema = z.object({
  username: textSchema({ max: 40 }).min(1, C.valueRequired),
  points: wholeNumberSchema({ min: 1, max: 1_000_000, outOfRange: C.numberOutOfRange }),
  reason: textSchema({ max: 300 }).min(1, C.valueRequired),
});
export const vipGrantResponseSchema = z.object({ data: z.object({ username: z.string(), vip_coin: z.number() }) });
