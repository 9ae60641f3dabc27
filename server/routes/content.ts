// Public lookups (spec part 2 §7.1): logo, general settings, sliders, social links and the caller's
// market block, declared once each (docs/decisions/0025, 0027) over server/services/content.ts.
// The game catalogue calls below them (systems, providers, games, types) belong to the games area
// and move there with the casino work; until then they keep their own guards and validators.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  GAME_TYPES,
  generalSettingsSchema,
  getGamesQuerySchema,
  getProviderQuerySchema,
  getSystemQuerySchema,
  logoResponseSchema,
  marketBlockSchema,
  slidersResponseSchema,
  socialLinksSchema,
  type GameType,
} from '../../contracts/content.ts';
import { contentMessages as M } from '../../contracts/messages/content.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/client.ts';
import { gameCatalogue, gameProviders } from '../db/schema/index.ts';
import { answers, createArea, defineRoute } from '../lib/route.ts';
import { queryParams } from '../lib/validate.ts';
import { anyone, requireUser, signedIn } from '../middleware/auth.ts';
import { generalSettings, listSliders, loadMarketBlock, logoList, socialLinks } from '../services/content.ts';

const tags: ['content'] = ['content'];

const logo = defineRoute({
  method: 'get', path: '/logo', access: 'public', tags, summary: 'The site logos and favicon',
  responses: answers({ 200: logoResponseSchema }),
});
const general = defineRoute({
  method: 'get', path: '/general', access: 'public', tags, summary: 'General settings: title, status, notices, contacts',
  responses: answers({ 200: generalSettingsSchema }),
});
const sliderList = defineRoute({
  method: 'get', path: '/sliders', access: 'public', tags, summary: 'The home sliders by kind',
  responses: answers({ 200: slidersResponseSchema }),
});
const socialLink = defineRoute({
  method: 'get', path: '/sociallink', access: 'public', tags, summary: 'WhatsApp, Facebook and Telegram links',
  responses: answers({ 200: socialLinksSchema }),
});
const marketBlock = defineRoute({
  method: 'get', path: '/market/block', access: 'signed-in', tags, summary: "The caller's market block (exchange and casino sections)",
  responses: answers({ 200: marketBlockSchema }),
});

/** Names of the categories for the betting-record filter (part 1 §2: BINGO is Poker, and so on). */
const TYPE_NAMES: Record<GameType, string> = {
  SPORTS: 'Sports', LIVE: 'Live Casino', SLOT: 'Slot', TABLE: 'Table',
  BINGO: 'Poker', EGAME: 'Crash', FH: 'Fishing', LOTTO: 'Lottery',
};

const activeProviders = (db: Db) =>
  db.select({ platform: gameProviders.platform, name: gameProviders.name, logo: gameProviders.logo })
    .from(gameProviders)
    .where(eq(gameProviders.status, 1))
    .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.platform));

// The game catalogue (the games area's, moving there with the casino work).
const gameCatalogueRoutes = new Hono<AppEnv>()
  .get('/get-system', anyone, queryParams(getSystemQuerySchema), async (c) => {
    const { type } = c.req.valid('query');
    const { db } = c.var.deps.database;
    // A system is a provider with at least one active game of the type.
    const rows = await db
      .selectDistinct({ platform: gameProviders.platform, name: gameProviders.name, logo: gameProviders.logo, sortOrder: gameProviders.sortOrder })
      .from(gameProviders)
      .innerJoin(gameCatalogue, eq(gameCatalogue.platform, gameProviders.platform))
      .where(and(eq(gameProviders.status, 1), eq(gameCatalogue.status, 1), eq(gameCatalogue.type, type)))
      .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.platform));
    return c.json({ systems: rows.map((r) => ({ platform: r.platform, name: r.name, logo: r.logo, type })), message: M.systemsOk });
  })
  .get('/get-provider', anyone, queryParams(getProviderQuerySchema), async (c) => {
    const { system } = c.req.valid('query');
    const { db } = c.var.deps.database;
    const providers = (await activeProviders(db)).filter((p) => system.length === 0 || system.includes(p.platform));
    const typeRows = await db
      .selectDistinct({ platform: gameCatalogue.platform, type: gameCatalogue.type })
      .from(gameCatalogue)
      .where(eq(gameCatalogue.status, 1));
    const data = providers.map((p) => ({
      ...p,
      types: GAME_TYPES.filter((t) => typeRows.some((r) => r.platform === p.platform && r.type === t)),
    }));
    return c.json({ data, message: M.providersOk });
  })
  .get('/get-games', anyone, queryParams(getGamesQuerySchema), async (c) => {
    const { type, system } = c.req.valid('query');
    const rows = await c.var.deps.database.db
      .select({ code: gameCatalogue.code, name: gameCatalogue.name, platform: gameCatalogue.platform, type: gameCatalogue.type, thumbnail: gameCatalogue.thumbnail })
      .from(gameCatalogue)
      .innerJoin(gameProviders, eq(gameProviders.platform, gameCatalogue.platform))
      .where(and(
        eq(gameCatalogue.type, type),
        eq(gameCatalogue.status, 1),
        eq(gameProviders.status, 1),
        system.length > 0 ? inArray(gameCatalogue.platform, system) : sql`true`,
      ))
      .orderBy(asc(gameProviders.sortOrder), asc(gameCatalogue.sortOrder), asc(gameCatalogue.name));
    return c.json({ games: rows, message: M.gamesOk });
  })
  .get('/get-type', signedIn, async (c) => {
    requireUser(c);
    return c.json({ types: GAME_TYPES.map((type) => ({ type, name: TYPE_NAMES[type] })) });
  });

export const contentRoutes = createArea()
  .openapi(logo, async (c) => c.json(await logoList(c.var.deps.database.db), 200))
  .openapi(general, async (c) => c.json(await generalSettings(c.var.deps.database.db), 200))
  .openapi(sliderList, async (c) => c.json(await listSliders(c.var.deps.database.db), 200))
  .openapi(socialLink, async (c) => c.json(await socialLinks(c.var.deps.database.db), 200))
  .openapi(marketBlock, async (c) => c.json(await loadMarketBlock(c.var.deps.database.db, requireUser(c).id), 200))
  .route('/', gameCatalogueRoutes);
