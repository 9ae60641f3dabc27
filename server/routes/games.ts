// The games area: the catalogue
// (systems, providers, games, types, the categories with a game to launch), the player's favourites and
// recently played, and the launch. Every list holds only games that launch (services/game-adapters.ts).
// Declared in the route shape (docs/decisions/0025): access first, then input, then one service call.
import { errorBodySchema } from '../../contracts/common.ts';
import {
  gameCategoriesResponseSchema,
  getGamesQuerySchema,
  getGamesResponseSchema,
  getProviderQuerySchema,
  getProviderResponseSchema,
  getSystemQuerySchema,
  getSystemResponseSchema,
  getTypeResponseSchema,
} from '../../contracts/content.ts';
import {
  favouritesResponseSchema,
  gameCodeParamsSchema,
  gameRunRequestSchema,
  gameRunResponseSchema,
  recentGamesResponseSchema,
} from '../../contracts/games.ts';
import { contentMessages as M } from '../../contracts/messages/content.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requirePlayer, requireUser } from '../middleware/auth.ts';
import { gameAdaptersOf } from '../services/game-adapters.ts';
import { listGameCategories, listGameTypes, listGames, listProviders, listSystems } from '../services/game-catalogue.ts';
import { addFavourite, listFavourites, listRecentGames, removeFavourite } from '../services/game-favourites.ts';
import { launchGame } from '../services/game-launch.ts';

const tags: ['games'] = ['games'];

const getSystem = defineRoute({
  method: 'get',
  path: '/get-system',
  access: 'public',
  tags,
  summary: 'The providers (systems) with at least one game of a category type',
  request: { query: getSystemQuerySchema },
  responses: answers({ 200: getSystemResponseSchema }),
});

const getProvider = defineRoute({
  method: 'get',
  path: '/get-provider',
  access: 'public',
  tags,
  summary: 'Active providers (all, or those of a JSON list) with the category types they carry',
  request: { query: getProviderQuerySchema },
  responses: answers({ 200: getProviderResponseSchema }),
});

const getGames = defineRoute({
  method: 'get',
  path: '/get-games',
  access: 'public',
  tags,
  summary: 'The games of a category type, optionally of some providers, with tags, launch day and 7-day plays',
  request: { query: getGamesQuerySchema },
  responses: answers({ 200: getGamesResponseSchema }),
});

const getCategories = defineRoute({
  method: 'get',
  path: '/games/categories',
  access: 'public',
  tags,
  summary: 'The categories with a game to launch, their providers and tags, and the codes of the sports games that launch',
  responses: answers({ 200: gameCategoriesResponseSchema }),
});

const getType = defineRoute({
  method: 'get',
  path: '/get-type',
  access: 'signed-in',
  tags,
  summary: 'The game types of the betting-record filter',
  responses: answers({ 200: getTypeResponseSchema }),
});

const getFavourites = defineRoute({
  method: 'get',
  path: '/games/favourites',
  access: 'player',
  tags,
  summary: "The player's favourite game codes, newest first",
  responses: answers({ 200: favouritesResponseSchema }),
});

const putFavourite = defineRoute({
  method: 'put',
  path: '/games/favourites/{code}',
  access: 'player',
  tags,
  notFound: 'gameNotFound',
  summary: 'Hearts a game (idempotent); answers the favourites',
  request: { params: gameCodeParamsSchema },
  responses: answers({ 200: favouritesResponseSchema, 404: errorBodySchema, 409: errorBodySchema }),
});

const deleteFavourite = defineRoute({
  method: 'delete',
  path: '/games/favourites/{code}',
  access: 'player',
  tags,
  notFound: 'gameNotFound',
  summary: 'Un-hearts a game (idempotent); answers the favourites',
  request: { params: gameCodeParamsSchema },
  responses: answers({ 200: favouritesResponseSchema }),
});

const getRecent = defineRoute({
  method: 'get',
  path: '/games/recent',
  access: 'player',
  tags,
  summary: 'The games the player launched most recently, newest first',
  responses: answers({ 200: recentGamesResponseSchema }),
});

const gameRun = defineRoute({
  method: 'post',
  path: '/game-run',
  access: 'player',
  tags,
  summary: "A game's launch url for the player (a launch token, the language and a return path; never the site token)",
  request: { body: jsonBody(gameRunRequestSchema) },
  responses: answers({ 200: gameRunResponseSchema, 404: errorBodySchema, 409: errorBodySchema }),
});

export const gamesRoutes = createArea()
  .openapi(getSystem, async (c) => {
    const { type } = c.req.valid('query');
    return c.json({ systems: await listSystems(c.var.deps.database.db, gameAdaptersOf(c.var.deps), type), message: M.systemsOk }, 200);
  })
  .openapi(getProvider, async (c) => {
    const { system } = c.req.valid('query');
    return c.json({ data: await listProviders(c.var.deps.database.db, gameAdaptersOf(c.var.deps), system), message: M.providersOk }, 200);
  })
  .openapi(getGames, async (c) => {
    const { type, system } = c.req.valid('query');
    const deps = c.var.deps;
    return c.json({ games: await listGames(deps.database.db, gameAdaptersOf(deps), deps.now(), type, system), message: M.gamesOk }, 200);
  })
  .openapi(getCategories, async (c) => c.json(await listGameCategories(c.var.deps.database.db, gameAdaptersOf(c.var.deps)), 200))
  .openapi(getType, (c) => {
    requireUser(c);
    return c.json({ types: listGameTypes() }, 200);
  })
  .openapi(getFavourites, async (c) => {
    const user = requirePlayer(c);
    return c.json({ favourites: await listFavourites(c.var.deps.database.db, user.id) }, 200);
  })
  .openapi(putFavourite, async (c) => {
    const user = requirePlayer(c);
    return c.json({ favourites: await addFavourite(c.var.deps.database.db, user.id, c.req.valid('param').code) }, 200);
  })
  .openapi(deleteFavourite, async (c) => {
    const user = requirePlayer(c);
    return c.json({ favourites: await removeFavourite(c.var.deps.database.db, user.id, c.req.valid('param').code) }, 200);
  })
  .openapi(getRecent, async (c) => {
    const user = requirePlayer(c);
    const deps = c.var.deps;
    return c.json({ games: await listRecentGames(deps.database.db, gameAdaptersOf(deps), user.id, deps.now()) }, 200);
  })
  .openapi(gameRun, async (c) => {
    const user = requirePlayer(c);
    return c.json(await launchGame(c.var.deps, user, c.req.valid('json')), 200);
  });
