// POST /api/game-run (spec part 2 §7.3): the url of a game for the signed-in player. A house game's url
// carries a short-lived, single-use launch token (never the site session token), the player's language
// and a return url, as real providers take them. The catalogue seeds many studios' games; only the
// house provider's three (decision 0051) are served, and the rest answer a clear "not available yet".
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import { gameCatalogue, gameProviders, marketBlocks } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import type { SessionUser } from './sessions.ts';
import { createLaunch } from './game-sessions.ts';
import { requireMayStake } from './responsible-gaming.ts';
import { countPlay } from './game-catalogue.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { HOUSE_GAMES, type GameRunRequest, type GameRunResponse, type HouseGameCode } from '../../contracts/games.ts';

/** A path on our own site to come back to; anything else (another origin, `//host`, `\`) becomes '/'. */
export function safeReturnPath(externalUrl: string | undefined, publicOrigin: string): string {
  const raw = externalUrl?.trim() ?? '';
  if (raw === '') return '/';
  let url: URL;
  try {
    url = new URL(raw, publicOrigin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(publicOrigin).origin || raw.startsWith('//') || raw.includes('\\')) return '/';
  return `${url.pathname}${url.search}`;
}

/** True when the player's upline blocked the casino section (content area's market block). */
async function casinoBlocked(deps: Deps, userId: number): Promise<boolean> {
  const [block] = await deps.database.db.select().from(marketBlocks).where(eq(marketBlocks.userId, userId));
  return Boolean(block && block.csMarket === 0 && block.status !== 'active');
}

export async function launchGame(deps: Deps, user: SessionUser, req: GameRunRequest): Promise<GameRunResponse> {
  const db = deps.database.db;
  // userId is in the spec's payload; the session decides who plays, so another id is refused.
  if (req.userId !== undefined && req.userId !== String(user.id)) throw fail(403, 'forbidden');
  if (await casinoBlocked(deps, user.id)) throw fail(403, 'marketBlocked', { section: 'Casino' });
  await requireMayStake(db, user.id, { now: deps.now() }); // a break or a reached loss limit: 403 saying which
  const [game] = await db
    .select({ code: gameCatalogue.code, name: gameCatalogue.name, type: gameCatalogue.type, platform: gameCatalogue.platform })
    .from(gameCatalogue)
    .innerJoin(gameProviders, eq(gameProviders.platform, gameCatalogue.platform))
    .where(
      and(
        eq(gameCatalogue.code, req.gameCode),
        eq(gameCatalogue.platform, req.platform),
        eq(gameCatalogue.type, req.gameType),
        eq(gameCatalogue.status, 1),
        eq(gameProviders.status, 1),
      ),
    );
  if (!game) throw fail(404, 'gameNotFound');
  if (game.type === 'SPORTS') throw fail(409, 'sportsNotAvailableYet', { game: game.name });
  const house = Object.hasOwn(HOUSE_GAMES, game.code) ? HOUSE_GAMES[game.code as HouseGameCode] : undefined;
  if (!house) throw fail(409, 'gameNotAvailableYet');

  const language = req.language ?? 'en';
  const launchToken = await createLaunch(db, {
    userId: user.id,
    siteSessionId: user.sessionId,
    platform: game.platform,
    gameCode: game.code,
    language,
    now: deps.now(),
  });
  // A launch is a play for the lobby's Recommend sort (the launch row itself feeds Recently played).
  await countPlay(db, game.code, deps.now());
  const query = new URLSearchParams({
    launch: launchToken,
    lang: language,
    return: safeReturnPath(req.externalURL, deps.config.publicOrigin),
    mobile: req.isMobileLogin ? '1' : '0',
  });
  // Origin-relative: the house games are served by this same site, whatever host it is reached at.
  return { url: `${house.path}?${query.toString()}`, message: MESSAGES.gameLaunched };
}
