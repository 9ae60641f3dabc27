// The casino's launch and lobby calls (favourites and recently played): the part of the
// games contracts a lobby screen needs. Kept apart from games.ts, which imports the house games' engines
// (their stake presets, symbols and seed rules, with a hash library) for the game screens' schemas: a
// lobby's first paint should carry none of that. games.ts re-exports all of this.
import { z } from 'zod';
import { gameItemSchema, gameTypeSchema } from './content.ts';
import { remoteIdSchema } from './common.ts';
import { gamesMessages as M } from './messages/games.ts';

/** The house provider's platform: its games go through the provider wallet like anyone's. */
export const HOUSE_PLATFORM = 'CHAKKA';
/** The three games the house provider really serves (decision 0051), by catalogue code. */
export const HOUSE_GAMES = {
  chakka_chakka_crash: { game: 'crash', path: '/house/crash' },
  chakka_lucky_sixes: { game: 'slot', path: '/house/slot' },
  chakka_jhandi_munda: { game: 'jhandi_munda', path: '/house/jhandi-munda' },
} as const;
export type HouseGameCode = keyof typeof HOUSE_GAMES;
/** The house game screens read the game session token from this header (never from a url). */
export const GAME_SESSION_HEADER = 'X-Game-Session';
export const LANGUAGES = ['en', 'bn'] as const;

// ---- POST /api/game-run (bearer): userId, externalURL, isMobileLogin, gameCode, gameType, platform
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
export const gameRunRequestSchema = z.object({
  /** Sent by the player's client; the session decides who plays, so it must name the same player. */
  userId: remoteIdSchema.optional(),
  /** Where the close cross returns to. Only a path on our own site is kept (no open redirect). */
  externalURL: z.string().max(500).optional(),
  isMobileLogin: flag.optional(),
  gameCode: z.string().regex(/^[a-z0-9_]{1,64}$/, M.gameNotFound),
  gameType: gameTypeSchema,
  platform: z.string().regex(/^[A-Z0-9_]{1,32}$/, M.gameNotFound),
  /** The player's language, passed on to the game as providers take it. */
  language: z.enum(LANGUAGES).optional(),
});
export const gameRunResponseSchema = z.object({ url: z.string(), message: z.string() });
export type GameRunRequest = z.infer<typeof gameRunRequestSchema>;
export type GameRunResponse = z.infer<typeof gameRunResponseSchema>;

// ---- Lobby (player): favourites (the heart on a tile) and recently played.
export const GAME_CODE_PATTERN = /^[a-z0-9_]{1,64}$/;
export const gameCodeParamsSchema = z.object({ code: z.string().regex(GAME_CODE_PATTERN, M.gameNotFound) });
/** Far more than a lobby shows; keeps one player's list from growing without end. */
export const FAVOURITES_MAX = 500;
export const RECENT_GAMES_MAX = 12;
export const favouritesResponseSchema = z.object({ favourites: z.array(z.string()) });
export const recentGamesResponseSchema = z.object({ games: z.array(gameItemSchema) });
