// Only games that launch are listed: a catalogue game is launchable when a provider adapter serves it
// (the house provider serves its three games and the exchange). Every list of games reads that one rule:
// the lobby's games, its providers and categories, the home sliders, recently played, the menus' index and
// the first-paint lobby frame. The seeded catalogue stays whole in the database, and a game an adapter
// starts serving appears in every list by itself.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer } from '../../tests/helpers/players.ts';
import { createApp } from '../app.ts';
import { lobbyAnswers } from '../pages/game-lobby-block.ts';
import { siteAnswersBlock } from '../pages/site-lookups-block.ts';
import { rows } from '../db/sql.ts';
import { GAME_TYPES, gameCategoriesResponseSchema, getGamesResponseSchema, slidersResponseSchema, type GameType } from '../../contracts/content.ts';
import { HOUSE_GAMES } from '../../contracts/games.ts';
import { HOUSE_ADAPTER, type GameAdapter } from './game-adapters.ts';

/** What launches on a fresh site: the house provider's three games and the exchange's catalogue entry. */
const LAUNCHABLE = [...Object.keys(HOUSE_GAMES), 'chakka_chakka_exchange'].sort();

/** A provider an operator has just enabled: it serves one Padma slot. */
const STUDIO_ADAPTER: GameAdapter = {
  platform: 'PADMA',
  serves: ['padma_hilsa_harvest'],
  section: () => 'casino',
  launchUrl: async ({ game, launchToken }) => `https://games.padma.example/launch/${game.code}?launch=${await launchToken()}`,
};

let t: TestApp;
let withStudio: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  withStudio = await createTestApp({ gameAdapters: [HOUSE_ADAPTER, STUDIO_ADAPTER] });
});

async function listedCodes(app: TestApp): Promise<Map<GameType, string[]>> {
  const byType = new Map<GameType, string[]>();
  for (const type of GAME_TYPES) {
    const res = await app.call('GET', `/api/get-games?type=${type}`);
    byType.set(
      type,
      getGamesResponseSchema.parse(res.body).games.map((g) => g.code),
    );
  }
  return byType;
}

describe('the lists hold only games that launch', () => {
  it('lists the house games and the exchange, and no game no adapter serves', async () => {
    const byType = await listedCodes(t);
    expect([...byType.values()].flat().sort()).toEqual(LAUNCHABLE);
    expect(byType.get('LIVE')).toEqual([]);
    expect(byType.get('SLOT')).toEqual(['chakka_lucky_sixes']);
  });

  it('keeps the whole seeded catalogue in the database, ready for a provider an operator enables', async () => {
    const [all] = await rows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM game_catalogue WHERE status = 1`);
    expect(all!.n).toBeGreaterThanOrEqual(90);
  });

  it('shows no provider in a category with no game to launch, and no provider with none', async () => {
    expect((await t.call('GET', '/api/get-system?type=LIVE')).body.systems).toEqual([]);
    expect((await t.call('GET', '/api/get-system?type=SLOT')).body.systems.map((s: { platform: string }) => s.platform)).toEqual(['CHAKKA']);
    const providers = (await t.call('GET', '/api/get-provider')).body.data as { platform: string; types: string[] }[];
    expect(providers).toEqual([expect.objectContaining({ platform: 'CHAKKA', types: ['SPORTS', 'SLOT', 'TABLE', 'EGAME'] })]);
  });

  it('answers the categories that have a game to launch, with their providers, tags and the sports games', async () => {
    const res = await t.call('GET', '/api/games/categories');
    expect(res.status).toBe(200);
    const index = gameCategoriesResponseSchema.parse(res.body);
    expect(index.categories.map((c) => c.type)).toEqual(['SPORTS', 'SLOT', 'TABLE', 'EGAME']);
    expect(index.categories.every((c) => c.systems.join() === 'CHAKKA')).toBe(true);
    expect(index.categories.find((c) => c.type === 'EGAME')!.tags).toEqual(['crash', 'fair']);
    expect(index.sports).toEqual(['chakka_chakka_exchange']);
  });

  it('leaves out of the home sliders every game that does not launch, and a banner to an empty category', async () => {
    const sliders = slidersResponseSchema.parse((await t.call('GET', '/api/sliders')).body);
    const codes = [...sliders.favourite, ...sliders.feature].map((s) => s.link.split('-')[2]);
    expect(codes.sort()).toEqual(['chakka_chakka_crash', 'chakka_lucky_sixes']);
    expect(sliders.main.map((s) => s.link)).toEqual(['/exchange', '/referral']);
  });

  it('writes only launchable games into the lobby page and its first frame, and the categories into every page', async () => {
    const request = (path: string) => t.app.request(path);
    const lobby = await lobbyAnswers('/games', new URLSearchParams('type=SLOT'), request);
    expect(lobby!.block).toContain('chakka_lucky_sixes');
    expect(lobby!.block).not.toMatch(/padma_|doel_|sundarban_|nokshi_/);
    expect(lobby!.frame).toContain('Lucky Sixes');
    expect(lobby!.frame).not.toContain('Hilsa Harvest');
    expect((await lobbyAnswers('/games', new URLSearchParams('type=LIVE'), request))!.frame).not.toContain('game-tile');
    const site = await siteAnswersBlock(request, '/');
    const block = JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(site)![1]!);
    expect(gameCategoriesResponseSchema.parse(block.gameCategories).sports).toEqual(['chakka_chakka_exchange']);
    expect(JSON.stringify(block.sliders)).not.toContain('MEGHNA');
  });
});

describe('a game a provider starts serving', () => {
  it('appears in the lobby, its provider tab, the categories and the sliders by itself', async () => {
    const slots = getGamesResponseSchema.parse((await withStudio.call('GET', '/api/get-games?type=SLOT')).body).games.map((g) => g.code);
    expect(slots.sort()).toEqual(['chakka_lucky_sixes', 'padma_hilsa_harvest']);
    expect((await withStudio.call('GET', '/api/get-system?type=SLOT')).body.systems.map((s: { platform: string }) => s.platform)).toEqual(['CHAKKA', 'PADMA']);
    const index = gameCategoriesResponseSchema.parse((await withStudio.call('GET', '/api/games/categories')).body);
    expect(index.categories.find((c) => c.type === 'SLOT')!.systems).toEqual(['CHAKKA', 'PADMA']);
    const sliders = slidersResponseSchema.parse((await withStudio.call('GET', '/api/sliders')).body);
    expect(sliders.feature.map((s) => s.name)).toEqual(['Lucky Sixes', 'Hilsa Harvest']);
  });

  it('launches through its adapter; recently played lists it only while an adapter serves it', async () => {
    const p = await createPlayer(withStudio);
    const body = { gameCode: 'padma_hilsa_harvest', gameType: 'SLOT', platform: 'PADMA' };
    const res = await withStudio.call('POST', '/api/game-run', { token: p.token, body });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/games\.padma\.example\/launch\/padma_hilsa_harvest\?launch=[\w-]{43}$/);
    const recent = await withStudio.call('GET', '/api/games/recent', { token: p.token });
    expect(recent.body.games.map((g: { code: string }) => g.code)).toEqual(['padma_hilsa_harvest']);
    // The same site once the provider is switched off again: the game is not offered, even as recently played.
    const houseOnly = createApp({ ...withStudio.deps, gameAdapters: [HOUSE_ADAPTER] });
    const later = await houseOnly.request('/api/games/recent', { headers: { authorization: `Bearer ${p.token}` } });
    expect(((await later.json()) as { games: unknown[] }).games).toEqual([]);
  });
});

describe('a launch of a game no adapter serves, by its address', () => {
  it('still answers the clear message, and the exchange launches its own page', async () => {
    const p = await createPlayer(t);
    const hilsa = await t.call('POST', '/api/game-run', { token: p.token, body: { gameCode: 'padma_hilsa_harvest', gameType: 'SLOT', platform: 'PADMA' } });
    expect(hilsa).toMatchObject({ status: 409, body: { code: 'gameNotAvailableYet' } });
    const kabaddi = await t.call('POST', '/api/game-run', {
      token: p.token,
      body: { gameCode: 'chakka_kabaddi_live', gameType: 'SPORTS', platform: 'CHAKKA' },
    });
    expect(kabaddi).toMatchObject({ status: 409, body: { code: 'sportsNotAvailableYet', vars: { game: 'Kabaddi Live' } } });
    const exchange = await t.call('POST', '/api/game-run', {
      token: p.token,
      body: { gameCode: 'chakka_chakka_exchange', gameType: 'SPORTS', platform: 'CHAKKA' },
    });
    expect(exchange).toMatchObject({ status: 200, body: { url: '/exchange' } });
  });
});
