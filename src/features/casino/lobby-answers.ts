// The lobby's first answers the server wrote into /games's page (server/pages/game-lobby-block.ts): the opened
// lobby's games and providers, public catalogue data, in a `<script type="application/json">` block that
// is never executed (the CSP allows no inline script). Read once, checked by the same contracts as the
// API's answers, and used by the first lobby that asks for the same list: its grid is drawn on the
// first render instead of a round trip later. Any later lobby (or a page without the block) asks the API.
import { getGamesResponseSchema, getSystemResponseSchema, type GameItem, type GameType, type SystemItem } from '../../../contracts/content.ts';
import { dropSeed, primeRead, seedRead } from '../../lib/read-cache.ts';
import { lobbyKey } from '../../../contracts/casino-games-query.ts';

export const LOBBY_ANSWERS_ID = 'lobby-answers';

/** The lobby's read of its games (lobby-page.tsx), where the page's answer is seeded. */
export const lobbyGamesKey = (lobby: string) => `casino:lobby:${lobby}`;

interface Block {
  key: string;
  games: GameItem[];
}
let block: Block | null | undefined;

function readBlock(doc: Document): Block | null {
  const element = doc.getElementById(LOBBY_ANSWERS_ID);
  if (!element) return null;
  element.remove();
  try {
    const raw = JSON.parse(element.textContent ?? '') as { key?: unknown; type?: unknown; games?: unknown; systems?: unknown };
    const games = getGamesResponseSchema.safeParse(raw.games);
    const systems = getSystemResponseSchema.safeParse(raw.systems);
    // The providers go where the lobby's lookup finds them (the same key as the lobby's shared read `systems:<type>`).
    if (systems.success && typeof raw.type === 'string') primeRead<SystemItem[]>(`systems:${raw.type}`, systems.data.systems);
    if (!games.success || typeof raw.key !== 'string') return null;
    seedRead(lobbyGamesKey(raw.key), games.data.games, Number.POSITIVE_INFINITY);
    return { key: raw.key, games: games.data.games };
  } catch {
    return null; // a page cut short: the lobby asks the API as it always did
  }
}

/**
 * The games the page carries for this lobby (the one it was written for), until a lobby has been drawn:
 * read in render, where a render React throws away (a transition that suspends) must not lose them.
 */
export function lobbyGamesFromPage(type: GameType, systems: readonly string[], doc: Document | undefined = globalThis.document): GameItem[] | null {
  if (block === undefined) block = doc ? readBlock(doc) : null;
  return block && block.key === lobbyKey(type, systems) ? block.games : null;
}

/** Called once a lobby is on screen: every later lobby of this page load asks the API for a fresh list. */
export function lobbyAnswersUsed() {
  if (block) dropSeed(lobbyGamesKey(block.key));
  block = null;
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetLobbyAnswers() {
  if (block) dropSeed(lobbyGamesKey(block.key));
  block = undefined;
}
