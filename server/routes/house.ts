// The house area: the house provider's own game screens (decision 0051). A screen opens its game
// session from the launch token in its url (public: the launch token is the credential), then plays
// with the game session in the X-Game-Session header (access `game-session`, never the site token).
// The verification page reads the signed-in player's rounds and seeds with the site session (`player`).
// Every stake and payout goes through the signed provider wallet inside the services.
import { errorBodySchema } from '../../contracts/common.ts';
import {
  houseBalanceSchema,
  houseRoundListResponseSchema,
  houseRoundParamsSchema,
  houseRoundResponseSchema,
  houseSessionSchema,
  jhandiMundaPlayRequestSchema,
  jhandiMundaPlayResponseSchema,
  openHouseSessionRequestSchema,
  rotateSeedRequestSchema,
  seedsResponseSchema,
  slotSpinRequestSchema,
  slotSpinResponseSchema,
} from '../../contracts/games.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requireGameSession, requirePlayer } from '../middleware/auth.ts';
import { idempotencyKeyOf } from '../services/idempotency.ts';
import {
  getHouseRound,
  getSeeds,
  listHouseRounds,
  openHouseSession,
  playJhandiMunda,
  resolveGameSession,
  rotateSeeds,
  spinSlot,
} from '../services/house-games.ts';

const tags: ['house'] = ['house'];
const played = { 409: errorBodySchema };

const openSession = defineRoute({
  method: 'post',
  path: '/house/session',
  access: 'public',
  refusalCodes: { 401: ['gameSessionInvalid'] },
  tags,
  summary: 'A house game screen exchanges its launch token (single use) for a game session',
  request: { body: jsonBody(openHouseSessionRequestSchema) },
  responses: answers({ 200: houseSessionSchema }),
});

const balance = defineRoute({
  method: 'get',
  path: '/house/balance',
  access: 'game-session',
  tags,
  summary: "The player's wallet balance in taka, asked of the wallet as a provider would",
  responses: answers({ 200: houseBalanceSchema }),
});

const slotSpin = defineRoute({
  method: 'post',
  path: '/house/slot/spin',
  access: 'game-session',
  idempotency: 'optional',
  tags,
  summary: 'One Lucky Sixes spin (stake in taka, one of the presets); an Idempotency-Key replays the same spin',
  request: { body: jsonBody(slotSpinRequestSchema) },
  responses: answers({ 200: slotSpinResponseSchema, ...played }),
});

const jhandiPlay = defineRoute({
  method: 'post',
  path: '/house/jhandi-munda/play',
  access: 'game-session',
  idempotency: 'optional',
  tags,
  summary: 'One Jhandi Munda throw (stakes per symbol in taka); an Idempotency-Key replays the same throw',
  request: { body: jsonBody(jhandiMundaPlayRequestSchema) },
  responses: answers({ 200: jhandiMundaPlayResponseSchema, ...played }),
});

const gameSeeds = defineRoute({
  method: 'get',
  path: '/house/seeds',
  access: 'game-session',
  tags,
  summary: "The player's active seed pair (server seed hash, client seed, next nonce) and the last revealed pair",
  responses: answers({ 200: seedsResponseSchema }),
});

const gameRotate = defineRoute({
  method: 'post',
  path: '/house/seeds/rotate',
  access: 'game-session',
  tags,
  summary: 'Reveals the server seed in use and starts a new pair with the client seed given',
  request: { body: jsonBody(rotateSeedRequestSchema) },
  responses: answers({ 200: seedsResponseSchema }),
});

const verifySeeds = defineRoute({
  method: 'get',
  path: '/house/verify/seeds',
  access: 'player',
  tags,
  summary: "The signed-in player's seed pairs, for the verification page",
  responses: answers({ 200: seedsResponseSchema }),
});

const verifyRotate = defineRoute({
  method: 'post',
  path: '/house/verify/seeds/rotate',
  access: 'player',
  tags,
  summary: 'Rotates the seed pair from the verification page (reveals the server seed in use)',
  request: { body: jsonBody(rotateSeedRequestSchema) },
  responses: answers({ 200: seedsResponseSchema }),
});

const verifyRounds = defineRoute({
  method: 'get',
  path: '/house/verify/rounds',
  access: 'player',
  tags,
  summary: "The player's latest slot and Jhandi Munda rounds, newest first, with what recomputes them",
  responses: answers({ 200: houseRoundListResponseSchema }),
});

const verifyRound = defineRoute({
  method: 'get',
  path: '/house/verify/rounds/{id}',
  access: 'player',
  tags,
  notFound: 'houseRoundNotFound',
  summary: "One of the player's rounds, with its server seed once revealed",
  request: { params: houseRoundParamsSchema },
  responses: answers({ 200: houseRoundResponseSchema, 404: errorBodySchema }),
});

export const houseRoutes = createArea()
  .openapi(openSession, async (c) => c.json(await openHouseSession(c.var.deps, c.req.valid('json').launchToken), 200))
  .openapi(balance, async (c) => {
    const { balance: taka, currency } = await resolveGameSession(c.var.deps, requireGameSession(c).token);
    return c.json({ balance: taka, currency }, 200);
  })
  .openapi(slotSpin, async (c) => {
    const session = requireGameSession(c);
    const { stake } = c.req.valid('json');
    return c.json(await spinSlot(c.var.deps, session.token, stake, idempotencyKeyOf(c, false) ?? undefined), 200);
  })
  .openapi(jhandiPlay, async (c) => {
    const session = requireGameSession(c);
    const { bets } = c.req.valid('json');
    return c.json(await playJhandiMunda(c.var.deps, session.token, bets, idempotencyKeyOf(c, false) ?? undefined), 200);
  })
  .openapi(gameSeeds, async (c) => c.json(await getSeeds(c.var.deps.database.db, requireGameSession(c).userId), 200))
  .openapi(gameRotate, async (c) => {
    const session = requireGameSession(c);
    return c.json(await rotateSeeds(c.var.deps.database.db, session.userId, c.req.valid('json').clientSeed, c.var.deps.now()), 200);
  })
  .openapi(verifySeeds, async (c) => c.json(await getSeeds(c.var.deps.database.db, requirePlayer(c).id), 200))
  .openapi(verifyRotate, async (c) => {
    const user = requirePlayer(c);
    return c.json(await rotateSeeds(c.var.deps.database.db, user.id, c.req.valid('json').clientSeed, c.var.deps.now()), 200);
  })
  .openapi(verifyRounds, async (c) => c.json(await listHouseRounds(c.var.deps, requirePlayer(c).id), 200))
  .openapi(verifyRound, async (c) => {
    const user = requirePlayer(c);
    return c.json(await getHouseRound(c.var.deps.database.db, user.id, c.req.valid('param').id), 200);
  });
