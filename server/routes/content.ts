// Public lookups: logo, general settings, sliders, social links and the caller's
// market block, declared once each (docs/decisions/0025, 0027) over server/services/content.ts.
// The game catalogue lookups are the games area's (server/routes/games.ts).
import { generalSettingsSchema, logoResponseSchema, marketBlockSchema, slidersResponseSchema, socialLinksSchema } from '../../contracts/content.ts';
import { answers, createArea, defineRoute } from '../lib/route.ts';
import { requireUser } from '../middleware/auth.ts';
import { gameAdaptersOf } from '../services/game-adapters.ts';
import { cachedSettings, cachedSliders, generalSettings, loadMarketBlock, logoList, socialLinks } from '../services/content.ts';

const tags: ['content'] = ['content'];

const logo = defineRoute({
  method: 'get',
  path: '/logo',
  access: 'public',
  tags,
  summary: 'The site logos and favicon',
  responses: answers({ 200: logoResponseSchema }),
});
const general = defineRoute({
  method: 'get',
  path: '/general',
  access: 'public',
  tags,
  summary: 'General settings: title, status, notices, contacts',
  responses: answers({ 200: generalSettingsSchema }),
});
const sliderList = defineRoute({
  method: 'get',
  path: '/sliders',
  access: 'public',
  tags,
  summary: 'The home sliders by kind',
  responses: answers({ 200: slidersResponseSchema }),
});
const socialLink = defineRoute({
  method: 'get',
  path: '/sociallink',
  access: 'public',
  tags,
  summary: 'WhatsApp, Facebook and Telegram links',
  responses: answers({ 200: socialLinksSchema }),
});
const marketBlock = defineRoute({
  method: 'get',
  path: '/market/block',
  access: 'signed-in',
  tags,
  summary: "The caller's market block (exchange and casino sections)",
  responses: answers({ 200: marketBlockSchema }),
});

export const contentRoutes = createArea()
  .openapi(logo, async (c) => c.json(logoList(await cachedSettings(c.var.deps.database)), 200))
  .openapi(general, async (c) => c.json(generalSettings(await cachedSettings(c.var.deps.database)), 200))
  .openapi(sliderList, async (c) => c.json(await cachedSliders(c.var.deps.database, gameAdaptersOf(c.var.deps)), 200))
  .openapi(socialLink, async (c) => c.json(socialLinks(await cachedSettings(c.var.deps.database)), 200))
  .openapi(marketBlock, async (c) => c.json(await loadMarketBlock(c.var.deps.database.db, requireUser(c).id), 200));
