// The game lobby's first answers, written into /games's index.html (docs/decisions/0155):
// the lobby's largest paint is the first game tile's picture, which the browser could only discover after
// the screen's code ran, asked /api/get-games, and drew the grid: a round trip and a render late.
// The catalogue is public and the same for every visitor, so the server asks its own API (the same
// handler and bytes a browser gets) for the opened lobby's games and providers, writes them as a
// `<script type="application/json">` block (data, never executed: the CSP holds), and preloads the first
// row's pictures at high priority. Nothing of any player: no favourites, no recently played.
import { getGamesResponseSchema, getSystemResponseSchema, type GameItem, type SystemItem } from '../../contracts/content.ts';
import { lobbyKey, lobbyOf, parseGamesQuery } from '../../contracts/casino-games-query.ts';
import { lobbyGames } from '../../contracts/casino-lobby-sort.ts';
import type { FeedRequest } from './exchange-feed-block.ts';
import { lobbyFrame } from './game-lobby-frame.ts';

/** The block's element id (src/features/casino/lobby-answers.ts reads it). */
export const LOBBY_ANSWERS_ID = 'lobby-answers';
/** The first row of the grid at 412 px (three columns; two at 360 px, the third then opens the second row):
 *  all in the first screen at either width, so their pictures are preloaded. */
export const LOBBY_PRELOAD_TILES = 3;
/** An API slower than this does not hold the page back: it is sent as before, without the block. */
export const LOBBY_ANSWERS_WAIT_MS = 250;

export interface LobbyAnswers {
  /** `<script type="application/json" id="lobby-answers">…</script>`, for before `</body>`. */
  block: string;
  /** The first row's pictures, in the order the grid draws them (Recommend, the opened provider's tab). */
  images: string[];
  /** The lobby's part of the static first frame: its first tiles where the grid will draw them (game-lobby-frame.ts). */
  frame: string;
}

/** The API paths the opened lobby asks first (features/casino/api.ts, lib/content-api.ts). */
export function lobbyAnswerPaths(search: URLSearchParams) {
  const query = parseGamesQuery(search);
  const { systems, initialProvider } = lobbyOf(query);
  const games = `/api/get-games?type=${query.type}${systems.length > 0 ? `&system=${systems.join(',')}` : ''}`;
  return { key: lobbyKey(query.type, systems), type: query.type, initialProvider, games, systems: `/api/get-system?type=${query.type}` };
}

/** The lobby's block and first pictures for `/games`, or null (another route, the API failed or was slow). */
export async function lobbyAnswers(route: string, search: URLSearchParams, request: FeedRequest): Promise<LobbyAnswers | null> {
  if (route !== '/games') return null;
  const paths = lobbyAnswerPaths(search);
  const ask = async (path: string): Promise<string | null> => {
    const response = await request(path);
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json')) return null;
    return response.text();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LOBBY_ANSWERS_WAIT_MS);
  });
  try {
    const answers = await Promise.race([Promise.all([paths.games, paths.systems].map((p) => ask(p).catch(() => null))), late]);
    const [games, systems] = answers ?? [null, null];
    if (games === null) return null;
    const list: GameItem[] = getGamesResponseSchema.parse(JSON.parse(games)).games;
    const providers: SystemItem[] = systems === null ? [] : (getSystemResponseSchema.safeParse(JSON.parse(systems)).data?.systems ?? []);
    const shown = lobbyGames(list, { provider: paths.initialProvider, search: '', sort: 'recommend' });
    const first = shown.slice(0, LOBBY_PRELOAD_TILES).filter((g) => g.thumbnail !== '');
    const json = `{"key":${JSON.stringify(paths.key)},"type":${JSON.stringify(paths.type)},"games":${games},"systems":${systems ?? 'null'}}`;
    return {
      block: `<script type="application/json" id="${LOBBY_ANSWERS_ID}">${json.replace(/</g, '\\u003c')}</script>`,
      images: first.map((g) => g.thumbnail),
      frame: lobbyFrame(shown, list, providers, LOBBY_PRELOAD_TILES),
    };
  } finally {
    clearTimeout(timer);
  }
}
