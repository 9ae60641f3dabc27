// Who launches a catalogue game: one adapter per game provider, naming the catalogue games it serves
// and making a launch's url. A game is launchable when an adapter serves it (and the game and its
// provider are active in the catalogue): every list of games reads that one rule (game-catalogue.ts,
// `launchableGame`), so a game a provider starts serving appears in the lobby, the menus and the home
// sliders by itself, and a seeded game no adapter serves stays in the catalogue, unlisted, until one
// does (docs/decisions/0175). The product is its own provider (decision 0051): the house adapter serves
// its three games, and the exchange's catalogue entry, which opens the exchange's own page.
import type { Deps } from '../context.ts';
import { HOUSE_GAMES, HOUSE_PLATFORM, type HouseGameCode } from '../../contracts/games.ts';
import type { GameType } from '../../contracts/content.ts';

export interface CatalogueGame {
  code: string;
  name: string;
  type: GameType;
  platform: string;
}

export interface LaunchContext {
  game: CatalogueGame;
  language: 'en' | 'bn';
  /** A path on this site the game's close returns to. */
  returnPath: string;
  mobile: boolean;
  /** Issues the one-time launch token the provider exchanges for a game session (game-sessions.ts); it also
   *  files the launch under the player's Recently played. */
  launchToken: () => Promise<string>;
}

export interface GameAdapter {
  /** The catalogue platform whose games this adapter may serve. */
  platform: string;
  /** The catalogue codes it serves, or every game of its platform. */
  serves: readonly string[] | 'every game';
  /** The section an upline's market block closes for this game. */
  section: (code: string) => 'casino' | 'exchange';
  /** The url the player's /gamerun opens: a path on this site, or the provider's https address. */
  launchUrl: (launch: LaunchContext) => Promise<string>;
}

/** The catalogue entry of the exchange: a page of this site, opened as it is, not in a game frame. */
const EXCHANGE_GAME_CODE = 'chakka_chakka_exchange';
const EXCHANGE_PAGE = '/exchange';

export const HOUSE_ADAPTER: GameAdapter = {
  platform: HOUSE_PLATFORM,
  serves: [...Object.keys(HOUSE_GAMES), EXCHANGE_GAME_CODE],
  section: (code) => (code === EXCHANGE_GAME_CODE ? 'exchange' : 'casino'),
  async launchUrl({ game, language, returnPath, mobile, launchToken }) {
    if (game.code === EXCHANGE_GAME_CODE) return EXCHANGE_PAGE;
    const house = HOUSE_GAMES[game.code as HouseGameCode];
    const query = new URLSearchParams({ launch: await launchToken(), lang: language, return: returnPath, mobile: mobile ? '1' : '0' });
    // Origin-relative: the house games are screens of this same site, whatever host it is reached at.
    return `${house.path}?${query.toString()}`;
  },
};

/** The providers this site can launch today. */
const DEFAULT_GAME_ADAPTERS: readonly GameAdapter[] = [HOUSE_ADAPTER];

export const gameAdaptersOf = (deps: Pick<Deps, 'gameAdapters'>): readonly GameAdapter[] => deps.gameAdapters ?? DEFAULT_GAME_ADAPTERS;

/** The adapter that serves a game, if any. */
export function adapterFor(adapters: readonly GameAdapter[], game: Pick<CatalogueGame, 'code' | 'platform'>): GameAdapter | undefined {
  return adapters.find((a) => a.platform === game.platform && (a.serves === 'every game' || a.serves.includes(game.code)));
}
