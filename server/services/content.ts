// The content area: site settings (logo, general, social links, the system notice), sliders and a
// player's market block, for the public lookups and the operator's content console. The only code
// that touches site_settings, sliders and market_blocks; answers in the shapes of contracts/content.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  operatorSettingsUpdateSchema,
  type GeneralSettings,
  type LogoItem,
  type MarketBlock,
  type OperatorSettings,
  type SliderItem,
  type SlidersResponse,
  type SocialLinks,
} from '../../contracts/content.ts';
import type { Database, Db } from '../db/client.ts';
import { marketBlocks, siteSettings, sliders, users } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { sanitizeNoticeHtml } from '../lib/notice-html.ts';
import { DEFAULT_SETTINGS } from '../seed/content-settings.ts';
import { siteContentCacheFor } from './site-content-cache.ts';
import type { GameAdapter } from './game-adapters.ts';
import { listLaunchable } from './game-catalogue.ts';
import { launchableSliders } from './game-links.ts';
import { recordStaffAction, type SignedStaffActor } from '../operator/audit/record.ts';

export type SiteSettings = typeof DEFAULT_SETTINGS;

/** Every setting, stored values over the defaults (a key the database lacks still answers). */
async function loadSettings(db: Db): Promise<SiteSettings> {
  // Read as text and parsed once here: the drivers parse jsonb, and drizzle then parses a string value
  // again, so a title of "-1" came back as the number -1 and '"quoted"' lost its quotes (found by the
  // hostile-values fuzz of PUT /api/operator/settings).
  const rows = await db.select({ key: siteSettings.key, json: sql<string>`${siteSettings.value}::text` }).from(siteSettings);
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) if (row.key in out) out[row.key] = JSON.parse(row.json);
  // Cleaned on the way out as well as on the way in: a value stored before the sanitizer (or by
  // hand) never reaches a client as executable HTML.
  out.system_notice = sanitizeNoticeHtml(String(out.system_notice ?? ''));
  out.system_notice_bn = sanitizeNoticeHtml(String(out.system_notice_bn ?? ''));
  return out as SiteSettings;
}

/**
 * The settings and the sliders as the public lookups and the pages read them: kept in this process until
 * the database announces a change (site-content-cache.ts). Shared: never changed by a caller.
 */
export const cachedSettings = (database: Database): Promise<SiteSettings> => siteContentCacheFor(database).get('settings', () => loadSettings(database.db));
/**
 * The sliders that open something (game-links.ts): a slider of a game no provider serves is left out. Kept
 * per set of adapters (fixed for a process); the catalogue has no console, so a game's row changes with a
 * deploy, and a deploy restarts the process (docs/decisions/0175).
 */
export const cachedSliders = (database: Database, adapters: readonly GameAdapter[]): Promise<SlidersResponse> =>
  siteContentCacheFor(database).get(`sliders:${adapters.map((a) => `${a.platform}=${a.serves}`).join(';')}`, async () =>
    launchableSliders(await listSliders(database.db), await listLaunchable(database.db, adapters)),
  );

export const logoList = (s: SiteSettings): LogoItem[] => [s.logo];

export function generalSettings(s: SiteSettings): GeneralSettings {
  return {
    site_title: s.site_title,
    site_status: s.site_status,
    whatsapp: s.whatsapp,
    live_chat: s.live_chat,
    intercom: s.intercom,
    tawk_id: s.tawk_id,
    system_notice: s.system_notice,
    support_mail: s.support_mail,
    withdrawal_status: s.withdrawal_status,
    notice: s.notice,
    app_download: s.app_download,
    seo_text: s.seo_text,
    copyright: s.copyright,
    notice_bn: s.notice_bn,
    system_notice_bn: s.system_notice_bn,
    seo_text_bn: s.seo_text_bn,
    copyright_bn: s.copyright_bn,
  };
}

export function socialLinks(s: SiteSettings): SocialLinks {
  return { whatsapp: s.whatsapp, facebook: s.facebook, telegram: s.telegram };
}

/** The active sliders by kind (the wire's `thubmnail` spelling). */
async function listSliders(db: Db): Promise<SlidersResponse> {
  const rows = await db.select().from(sliders).where(eq(sliders.status, 1)).orderBy(asc(sliders.sortOrder), asc(sliders.id));
  const items: SliderItem[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    link: r.link,
    thubmnail: r.thumbnail,
    status: r.status,
    slider_type: r.sliderType as SliderItem['slider_type'],
    name_bn: r.nameBn,
    thumbnail_bn: r.thumbnailBn,
  }));
  return {
    main: items.filter((i) => i.slider_type === 'Main'),
    favourite: items.filter((i) => i.slider_type === 'Favourite'),
    feature: items.filter((i) => i.slider_type === 'Features'),
  };
}

export async function loadMarketBlock(db: Db, userId: number): Promise<MarketBlock> {
  const [row] = await db.select().from(marketBlocks).where(eq(marketBlocks.userId, userId)).limit(1);
  // No row: both sections open, the default for every player.
  return row
    ? { exchange_market: row.exchangeMarket, cs_market: row.csMarket, status: row.status as MarketBlock['status'] }
    : { exchange_market: 1, cs_market: 1, status: 'active' };
}

// ---- the operator's content console

const EDITABLE = Object.keys(operatorSettingsUpdateSchema.shape) as (keyof OperatorSettings)[];

/** The settings an operator may edit. */
export const operatorSettings = async (db: Db): Promise<OperatorSettings> => {
  const s = await loadSettings(db);
  return Object.fromEntries(EDITABLE.map((k) => [k, s[k]])) as OperatorSettings;
};

/** Saves the given settings (the system notice cleaned first) and answers all of them as stored. */
export async function saveSettings(db: Db, actor: SignedStaffActor, input: Partial<OperatorSettings>): Promise<OperatorSettings> {
  // Stored clean, so what the operator gets back is exactly what players will be shown.
  const clean = { ...input };
  if (clean.system_notice !== undefined) clean.system_notice = sanitizeNoticeHtml(clean.system_notice);
  if (clean.system_notice_bn !== undefined) clean.system_notice_bn = sanitizeNoticeHtml(clean.system_notice_bn);
  const changes = Object.entries(clean).filter(([, v]) => v !== undefined);
  if (changes.length > 0) {
    await db.transaction(async (tx) => {
      const was: Record<string, unknown> = await operatorSettings(tx);
      await tx
        .insert(siteSettings)
        .values(changes.map(([key, value]) => ({ key, value })))
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
      await recordStaffAction(tx, actor, {
        action: 'settings.update',
        objectType: 'site_settings',
        objectId: 'site',
        before: Object.fromEntries(changes.map(([key]) => [key, was[key] ?? null])),
        after: Object.fromEntries(changes),
      });
    });
  }
  return operatorSettings(db);
}

/** Changes a player's market block; an account that is not a player is not found. */
export async function setMarketBlock(db: Db, actor: SignedStaffActor, userId: number, patch: Partial<MarketBlock>): Promise<MarketBlock> {
  const [player] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'player')))
    .limit(1);
  if (!player) throw fail(404, 'marketPlayerNotFound');
  const was = await loadMarketBlock(db, userId);
  const next = { ...was, ...patch };
  const row = { exchangeMarket: next.exchange_market, csMarket: next.cs_market, status: next.status };
  await db.transaction(async (tx) => {
    await tx
      .insert(marketBlocks)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: marketBlocks.userId, set: { ...row, updatedAt: sql`now()` } });
    await recordStaffAction(tx, actor, { action: 'player.market_block', objectType: 'player', objectId: userId, before: was, after: next });
  });
  return next;
}
