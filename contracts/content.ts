// Public lookups and site settings. Field names are the
// the wire's, misspellings included (sliders' `thubmnail`), because the client reads them as given.
import { z } from 'zod';
import { contentMessages as M } from './messages/content.ts';
import { commonMessages as C } from './messages/common.ts';
import { textSchema, webAddressSchema } from './fields.ts';

/** Game categories of the navigation: BINGO is Poker, EGAME Crash, FH Fishing, LOTTO Lottery. */
export const GAME_TYPES = ['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO'] as const;
export const gameTypeSchema = z.enum(GAME_TYPES, { error: M.gameTypeInvalid });
export type GameType = z.infer<typeof gameTypeSchema>;

// ---- GET /api/logo
export const logoItemSchema = z.object({
  logo: z.string(),
  mobile_logo: z.string(),
  loader_logo: z.string(),
  favicon: z.string(),
});
export const logoResponseSchema = z.array(logoItemSchema);
export type LogoItem = z.infer<typeof logoItemSchema>;

// ---- GET /api/general
export const generalSettingsSchema = z.object({
  site_title: z.string(),
  /** 0 shows the maintenance page. */
  site_status: z.number().int(),
  whatsapp: z.string(),
  live_chat: z.string(),
  intercom: z.string(),
  tawk_id: z.string(),
  /** Safe HTML for the system-notice popup. */
  system_notice: z.string(),
  support_mail: z.string(),
  /** 1 = withdrawals open, 0 = paused. */
  withdrawal_status: z.number().int(),
  /** Announcement strings for the marquee. */
  notice: z.array(z.string()),
  app_download: z.string(),
  /** Folding footer text, paragraphs of plain English. */
  seo_text: z.array(z.string()),
  copyright: z.string(),
  // The same texts in Bangla (docs/decisions/0065): one answer carries both languages and the client
  // shows the one the player chose, falling back to English where the operator left the Bangla empty.
  notice_bn: z.array(z.string()).default([]),
  system_notice_bn: z.string().default(''),
  seo_text_bn: z.array(z.string()).default([]),
  copyright_bn: z.string().default(''),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

// ---- GET /api/sliders
export const SLIDER_TYPES = ['Main', 'Favourite', 'Features'] as const;
export const sliderItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Main: a client route (/exchange, /games?...). Favourite and Features: 'PLATFORM-TYPE-code',
   *  split at '-' into the platform, game type and game code of a launch (codes never hold '-'). */
  link: z.string(),
  thubmnail: z.string(),
  status: z.number().int(),
  slider_type: z.enum(SLIDER_TYPES),
  /** Bangla name and banner (its art carries words); empty: the English ones serve both languages. */
  name_bn: z.string().default(''),
  thumbnail_bn: z.string().default(''),
});
export const slidersResponseSchema = z.object({
  main: z.array(sliderItemSchema),
  favourite: z.array(sliderItemSchema),
  feature: z.array(sliderItemSchema),
});
export type SliderItem = z.infer<typeof sliderItemSchema>;
export type SlidersResponse = z.infer<typeof slidersResponseSchema>;

// ---- GET /api/sociallink
export const socialLinksSchema = z.object({
  whatsapp: z.string(),
  facebook: z.string(),
  telegram: z.string(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

// ---- GET /api/market/block (bearer). A section is blocked when its flag is 0 and status is not 'active'.
const onOff = z.union([z.literal(0), z.literal(1)], { error: C.valueInvalid });
const flag = z.number({ error: C.valueInvalid }).int(C.valueInvalid).min(0, C.valueInvalid).max(1, C.valueInvalid);
export const marketBlockSchema = z.object({
  exchange_market: flag,
  cs_market: flag,
  status: z.enum(['active', 'blocked'], { error: C.valueInvalid }),
});
export type MarketBlock = z.infer<typeof marketBlockSchema>;

// ---- GET /api/get-system?type=
export const systemItemSchema = z.object({
  platform: z.string(),
  name: z.string(),
  type: gameTypeSchema,
  logo: z.string(),
});
export const getSystemQuerySchema = z.object({ type: gameTypeSchema });
export const getSystemResponseSchema = z.object({
  systems: z.array(systemItemSchema),
  message: z.string(),
});
export type SystemItem = z.infer<typeof systemItemSchema>;

// ---- GET /api/get-provider?system=["CHAKKA","..."] (a JSON list; absent or [] means every provider)
const PLATFORM = /^[A-Z0-9_]{1,32}$/;
export const getProviderQuerySchema = z.object({
  system: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return [] as string[];
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: M.systemListInvalid });
        return z.NEVER;
      }
      const list = z.array(z.string().regex(PLATFORM)).max(50).safeParse(parsed);
      if (!list.success) {
        ctx.addIssue({ code: 'custom', message: M.systemListInvalid });
        return z.NEVER;
      }
      return list.data;
    })
    // A JSON array of provider codes, as text: up to 50 of them.
    .meta({ type: 'string', pattern: '^\\[("[A-Z0-9_]{1,32}"(,"[A-Z0-9_]{1,32}"){0,49})?\\]$' }),
});
export const providerItemSchema = z.object({
  platform: z.string(),
  name: z.string(),
  logo: z.string(),
  types: z.array(gameTypeSchema),
});
export const getProviderResponseSchema = z.object({
  data: z.array(providerItemSchema),
  message: z.string(),
});
export type ProviderItem = z.infer<typeof providerItemSchema>;

// ---- GET /api/get-games?type=&system=A,B (system optional: every provider of the type)
export const getGamesQuerySchema = z.object({
  type: gameTypeSchema,
  system: z
    .string()
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(PLATFORM, M.systemListInvalid)).max(50, M.systemListInvalid))
    // Provider codes separated by commas: up to 50 of them.
    .meta({ type: 'string', pattern: '^([A-Z0-9_]{1,32}(,[A-Z0-9_]{1,32}){0,49})?$' }),
});
export const gameItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  platform: z.string(),
  type: gameTypeSchema,
  thumbnail: z.string(),
  // The lobby's additions: lower-case tag slugs the client translates, the day the game
  // came out (YYYY-MM-DD, the "Latest" sort) and its plays over the last seven days ("Recommend").
  tags: z.array(z.string()),
  launched_on: z.string().nullable(),
  popularity: z.number().int(),
});
export const getGamesResponseSchema = z.object({
  games: z.array(gameItemSchema),
  message: z.string(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

// ---- GET /api/games/categories: the categories that have a game to launch, for the menus and the home's
// tabs (a category, a provider or a sports entry with nothing to launch is not shown).
export const gameCategorySchema = z.object({
  type: gameTypeSchema,
  /** Its providers with a game to launch, in the lobby's order. */
  systems: z.array(z.string()),
  /** The tags its launchable games carry (the desktop's Arcade is the crash category's arcade-tagged games). */
  tags: z.array(z.string()),
});
export const gameCategoriesResponseSchema = z.object({
  categories: z.array(gameCategorySchema),
  /** The codes of the sports games that launch (the fixed sports entries name theirs). */
  sports: z.array(z.string()),
});
export type GameCategories = z.infer<typeof gameCategoriesResponseSchema>;

// ---- GET /api/get-type (bearer): game types for the betting-record filter
export const gameTypeItemSchema = z.object({ type: gameTypeSchema, name: z.string() });
export const getTypeResponseSchema = z.object({ types: z.array(gameTypeItemSchema) });
export type GameTypeItem = z.infer<typeof gameTypeItemSchema>;

// ---- operator: GET/PUT /api/operator/settings
// Links the footer and the chat button open: an https address or a path on this site, never a script URL.
const url = webAddressSchema(500);
const noticesSchema = z.array(textSchema({ max: 300 }).min(1, C.valueRequired), { error: C.valueInvalid }).max(20, C.valueInvalid);
export const operatorSettingsSchema = z.object({
  site_title: textSchema({ max: 60 }).min(1, C.valueRequired),
  site_status: onOff,
  withdrawal_status: onOff,
  notice: noticesSchema,
  notice_bn: noticesSchema,
  // Shown as HTML in a popup. The server cleans it with a real sanitizer when it is saved and when it
  // is read (server/lib/notice-html.ts), and the client runs DOMPurify too; no pattern here.
  system_notice: textSchema({ max: 5000, multiline: true }),
  system_notice_bn: textSchema({ max: 5000, multiline: true }),
  whatsapp: url,
  facebook: url,
  telegram: url,
  live_chat: url,
  intercom: textSchema({ max: 100 }),
  tawk_id: textSchema({ max: 100 }),
  support_mail: z.union([z.email(C.valueInvalid), z.literal('')], { error: C.valueInvalid }),
});
export const operatorSettingsUpdateSchema = operatorSettingsSchema.partial();
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;

// ---- operator: PUT /api/operator/market-block/:userId
export const marketBlockUpdateSchema = marketBlockSchema.partial();
export const marketBlockUpdateResponseSchema = z.object({ message: z.string(), market: marketBlockSchema });
