// Starting a game from anywhere (lobby tiles, the home sliders, the sports entries): open /gamerun
// with the game to launch in the history entry's state. /gamerun is a player route, so a guest lands
// on /login; for a player it runs POST /api/game-run with a busy view, then shows the
// game full screen, or the refusal (not available yet, blocked, self-excluded) in the error modal and
// goes back. Kept tiny and free of the contracts of the launch, because
// the home screen's first paint carries it.
import type { GameType } from '../../contracts/content.ts';
import { GAME_TYPES } from '../../contracts/content.ts';

export interface GameRef {
  platform: string;
  type: GameType;
  code: string;
}

/** A launch asked for: what /gamerun runs when it opens. */
export interface GameLaunchRequest extends GameRef {
  name?: string;
  returnTo: string;
}

/**
 * A slider link 'PLATFORM-TYPE-code' split at '-' into platform, type and code (the product splits it
 * for featured games). Codes never hold '-'. Null for anything else (a path such as /exchange).
 */
export function parseGameLink(link: string): GameRef | null {
  const parts = link.split('-');
  if (parts.length !== 3) return null;
  const [platform, type, code] = parts as [string, string, string];
  if (!/^[A-Z0-9_]{1,32}$/.test(platform) || !/^[a-z0-9_]{1,64}$/.test(code)) return null;
  if (!(GAME_TYPES as readonly string[]).includes(type)) return null;
  return { platform, type: type as GameType, code };
}

type Navigate = (to: string, options?: { state?: unknown; replace?: boolean }) => void;

/** Opens /gamerun to launch `game`; the close cross comes back to where the player is now. */
export function openGame(navigate: Navigate, game: GameRef, name?: string): void {
  const returnTo = `${window.location.pathname}${window.location.search}`;
  const launch: GameLaunchRequest = { ...game, name, returnTo };
  navigate('/gamerun', { state: { gameLaunch: launch } });
}
