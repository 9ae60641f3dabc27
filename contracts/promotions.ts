// Promotions.
// The wire keeps its own names (desc, thumbnail, deposit_bouns); the Bangla texts and the eligible
// games travel beside them, so the client shows the promotion in the reader's language.
import { z } from 'zod';
import { calendarDateSchema, decimalSchema, idSchema, textSchema, webAddressSchema, wholeNumberSchema, CALENDAR_DATE_RULE } from './fields.ts';
import { commonMessages as C } from './messages/common.ts';
import { engagementMessages as E } from './messages/engagement.ts';
import { walletMessages as W } from './messages/wallet.ts';

/** The wire's promo category ids, in its order; hidden ones never get a tab. */
export const PROMOTION_CATEGORIES = [
  { id: 99, key: 'welcome', hidden: false },
  { id: 1, key: 'slots', hidden: false },
  { id: 2, key: 'casino', hidden: false },
  { id: 4, key: 'sports', hidden: false },
  { id: 8, key: 'fishing', hidden: false },
  { id: 16, key: 'cardGame', hidden: true },
  { id: 32, key: 'esports', hidden: false },
  { id: 64, key: 'lottery', hidden: false },
  { id: 128, key: 'p2p', hidden: false },
  { id: 256, key: 'table', hidden: false },
  { id: 1024, key: 'arcade', hidden: false },
  { id: 2048, key: 'cockFighting', hidden: true },
  { id: 4096, key: 'rain', hidden: true },
  { id: 8192, key: 'crash', hidden: false },
  { id: 16384, key: 'free', hidden: true },
  { id: 512, key: 'others', hidden: false },
] as const;
const CATEGORY_IDS = new Set<number>(PROMOTION_CATEGORIES.map((c) => c.id));

/** How many words of the description a card shows. */
export const PREVIEW_WORDS = 5;
/** The desktop banner carousel's autoplay. */
export const PROMO_AUTOPLAY_MS = 3000;

export const promotionStatusSchema = z.enum(['active', 'display', 'inactive'], { error: C.valueInvalid });

export const promotionSchema = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string(),
  thumbnail: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: promotionStatusSchema,
  deposit_bouns: z.number(), // percent, spelt as the client spells it
  turnover: z.number(), // turnover multiple
  category: z.number(),
  name_bn: z.string(),
  desc_bn: z.string(),
  eligible_games: z.string(),
  eligible_games_bn: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListResponseSchema = z.object({ data: z.array(promotionSchema) });
export const promotionDetailResponseSchema = z.object({ data: promotionSchema });
export const promotionIdParamsSchema = z.object({ id: idSchema(W.promotionNotFound) });
export const operatorPromotionIdParamsSchema = z.object({ id: idSchema(C.notFound) });

const categorySchema = wholeNumberSchema({ min: 0, max: 2_147_483_647, invalid: E.promotionCategoryInvalid, outOfRange: C.numberOutOfRange })
  .refine((id) => CATEGORY_IDS.has(id), E.promotionCategoryInvalid)
  .meta({ type: 'integer', enum: [...CATEGORY_IDS] });

export const operatorPromotionInputSchema = z
  .object({
    name: textSchema({ max: 120 }).min(1, C.valueRequired),
    desc: textSchema({ max: 5000, multiline: true }).default(''),
    name_bn: textSchema({ max: 120 }).default(''),
    desc_bn: textSchema({ max: 5000, multiline: true }).default(''),
    eligible_games: textSchema({ max: 500 }).default(''),
    eligible_games_bn: textSchema({ max: 500 }).default(''),
    thumbnail: webAddressSchema(300).default(''),
    start_date: calendarDateSchema(),
    end_date: calendarDateSchema().meta({ ...CALENDAR_DATE_RULE, 'x-not-before': 'start_date' }),
    status: promotionStatusSchema.default('display'),
    // Percent and multiple with 2 decimals, stored as integer hundredths (deposit_bonus_bp, turnover_x100).
    deposit_bouns: decimalSchema({ decimals: 2, min: 0, max: 500 }),
    turnover: decimalSchema({ decimals: 2, min: 0, max: 100 }),
    category: categorySchema.default(99),
  })
  // Same-format dates compare as text.
  .refine((p) => p.end_date >= p.start_date, { message: C.dateRangeInvalid, path: ['end_date'] });
export type OperatorPromotionInput = z.infer<typeof operatorPromotionInputSchema>;
export const operatorPromotionListSchema = z.object({ data: z.array(promotionSchema) });
export const operatorPromotionSavedSchema = z.object({ data: promotionSchema });

/** The first `count` words of a text (cards and inbox previews). */
export function firstWords(text: string, count = PREVIEW_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}
