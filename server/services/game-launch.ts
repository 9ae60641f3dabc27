// POST /api/game-run: the url of a game for the signed-in player, made by the adapter
// of the provider that serves it (game-adapters.ts). A provider's url carries a short-lived, single-use
// launch token (never the site session token), the player's language and a return url. The catalogue
// seeds many studios' games; a game no adapter serves is not listed anywhere, and a launch of it by its
// address answers a clear "not available yet".
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import { gameCatalogue, gameProviders, marketBlocks } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import type { SessionUser } from './sessions.ts';
import { createLaunch } from './game-sessions.ts';
import { requireMayStake } from './responsible-gaming.ts';
import { countPlay } from './game-catalogue.ts';
import { adapterFor, gameAdaptersOf } from './game-adapters.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import type { GameRunRequest, GameRunResponse } from '../../contracts/games.ts';

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

/** True when the player's upline blocked the section (content area's market block). */
async function sectionBlocked(deps: Deps, userId: number, section: 'casino' | 'exchange'): Promise<boolean> {
  const [block] = await deps.database.db.select().from(marketBlocks).where(eq(marketBlocks.userId, userId));
  if (!block || block.status === 'active') return false;
  return (section === 'casino' ? block.csMarket : block.exchangeMarket) === 0;
}

export async function launchGame(deps: Deps, user: SessionUser, req: GameRunRequest): Promise<GameRunResponse> {
  const db = deps.database.db;
  // userId is in the wire's payload; the session decides who plays, so another id is refused.
  if (req.userId !== undefined && req.userId !== String(user.id)) throw fail(403, 'forbidden');
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
  const adapter = adapterFor(gameAdaptersOf(deps), game);
  if (!adapter) throw game.type === 'SPORTS' ? fail(409, 'sportsNotAvailableYet', { game: game.name }) : fail(409, 'gameNotAvailableYet');
  const section = adapter.section(game.code);
  if (await sectionBlocked(deps, user.id, section)) throw fail(403, 'marketBlocked', { section: section === 'casino' ? 'Casino' : 'Exchange' });
  await requireMayStake(db, user.id, { now: deps.now() }); // a break or a reached loss limit: 403 saying which

  const language = req.language ?? 'en';
  const url = await adapter.launchUrl({
    game,
    language,
    returnPath: safeReturnPath(req.externalURL, deps.config.publicOrigin),
    mobile: req.isMobileLogin ?? false,
    launchToken: () =>
      createLaunch(db, { userId: user.id, siteSessionId: user.sessionId, platform: game.platform, gameCode: game.code, language, now: deps.now() }),
  });
  // A launch is a play for the lobby's Recommend sort (the launch row itself feeds Recently played).
  await countPlay(db, game.code, deps.now());
  return { url, message: MESSAGES.gameLaunched };
}
