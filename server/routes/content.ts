// Public lookups (spec part 2 §7.1): logo, general settings, sliders, social links and the caller's
// market block. All of it is read from the database that server/seed/content.ts fills on the first
// start. The game catalogue lookups are the games area's (server/routes/games.ts).
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type GeneralSettings,
  type MarketBlock,
  type SliderItem,
} from '../../contracts/content.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/client.ts';
import { marketBlocks, siteSettings, sliders } from '../db/schema/index.ts';
import { anyone, requireUser, signedIn } from '../middleware/auth.ts';
import { DEFAULT_SETTINGS } from '../seed/content-settings.ts';
import { sanitizeNoticeHtml } from '../lib/notice-html.ts';

export type SiteSettings = typeof DEFAULT_SETTINGS;

/** Every setting, stored values over the defaults (a key the database lacks still answers). */
export async function loadSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) if (row.key in out) out[row.key] = row.value;
  // Cleaned on the way out as well as on the way in: a value stored before the sanitizer (or by
  // hand) never reaches a client as executable HTML.
  out.system_notice = sanitizeNoticeHtml(String(out.system_notice ?? ''));
  out.system_notice_bn = sanitizeNoticeHtml(String(out.system_notice_bn ?? ''));
  return out as SiteSettings;
}

export async function loadMarketBlock(db: Db, userId: number): Promise<MarketBlock> {
  const [row] = await db.select().from(marketBlocks).where(eq(marketBlocks.userId, userId)).limit(1);
  // No row: both sections open, the default for every player.
  return row
    ? { exchange_market: row.exchangeMarket, cs_market: row.csMarket, status: row.status }
    : { exchange_market: 1, cs_market: 1, status: 'active' };
}

export const contentRoutes = new Hono<AppEnv>()
  .get('/logo', anyone, async (c) => {
    const settings = await loadSettings(c.var.deps.database.db);
    return c.json([settings.logo]);
  })
  .get('/general', anyone, async (c) => {
    const s = await loadSettings(c.var.deps.database.db);
    const body: GeneralSettings = {
      site_title: s.site_title, site_status: s.site_status, whatsapp: s.whatsapp, live_chat: s.live_chat,
      intercom: s.intercom, tawk_id: s.tawk_id, system_notice: s.system_notice, support_mail: s.support_mail,
      withdrawal_status: s.withdrawal_status, notice: s.notice, app_download: s.app_download,
      seo_text: s.seo_text, copyright: s.copyright,
      notice_bn: s.notice_bn, system_notice_bn: s.system_notice_bn, seo_text_bn: s.seo_text_bn, copyright_bn: s.copyright_bn,
    };
    return c.json(body);
  })
  .get('/sliders', anyone, async (c) => {
    const rows = await c.var.deps.database.db.select().from(sliders)
      .where(eq(sliders.status, 1))
      .orderBy(asc(sliders.sortOrder), asc(sliders.id));
    const items: SliderItem[] = rows.map((r) => ({
      id: r.id, name: r.name, link: r.link, thubmnail: r.thumbnail, status: r.status, slider_type: r.sliderType,
      name_bn: r.nameBn, thumbnail_bn: r.thumbnailBn,
    }));
    return c.json({
      main: items.filter((i) => i.slider_type === 'Main'),
      favourite: items.filter((i) => i.slider_type === 'Favourite'),
      feature: items.filter((i) => i.slider_type === 'Features'),
    });
  })
  .get('/sociallink', anyone, async (c) => {
    const s = await loadSettings(c.var.deps.database.db);
    return c.json({ whatsapp: s.whatsapp, facebook: s.facebook, telegram: s.telegram });
  })
  .get('/market/block', signedIn, async (c) => {
    const user = requireUser(c);
    return c.json(await loadMarketBlock(c.var.deps.database.db, user.id));
  });
// The game catalogue (get-system, get-provider, get-games, get-type) is the games area's: routes/games.ts.
