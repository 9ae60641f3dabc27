// The games area through HTTP: the catalogue's lobby fields, Recommend following launches, favourites
// and recently played per player, and the launch. Access first (401, 403), then input (422), then the
// mapping to the contracts (every answer is parsed by its contract in tests/helpers/test-app.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator } from '../../tests/helpers/players.ts';
import { fundedPlayer, launch } from '../../tests/helpers/casino-kit.ts';
import { countPlay, dhakaDay, popularitySince } from '../services/game-catalogue.ts';
import { FAVOURITES_MAX } from '../../contracts/games.ts';
import { gameCatalogue, gameFavourites } from '../db/schema/index.ts';
import { eq, like } from 'drizzle-orm';
import { generatedCatalogue } from '../../tests/helpers/generated-catalogue.ts';
import { EVERY_STUDIO_ADAPTERS } from '../../tests/helpers/every-studio.ts';
import { rows } from '../db/sql.ts';
import { sql } from 'drizzle-orm';

let t: TestApp;
/** The same catalogue with a provider serving every studio: the lobby fields of every seeded game. */
let everyStudio: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  everyStudio = await createTestApp({ gameAdapters: EVERY_STUDIO_ADAPTERS });
  operator = await loginOperator(t);
});

const slots = async () =>
  (await everyStudio.call('GET', '/api/get-games?type=SLOT')).body.games as { code: string; tags: string[]; launched_on: string | null; popularity: number }[];
const playsOf = async (app: TestApp, code: string) =>
  (await rows<{ n: number }>(app.deps.database.db, sql`SELECT coalesce(sum(plays), 0)::int AS n FROM game_plays_daily WHERE game_code = ${code}`))[0]!.n;

describe('the catalogue', () => {
  it('gives every game its tags, launch day and plays over the last seven days', async () => {
    const games = await slots();
    expect(games.length).toBeGreaterThan(20);
    for (const g of games) {
      expect(g.launched_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(g.popularity).toBeGreaterThan(0);
    }
    expect(games.find((g) => g.code === 'chakka_lucky_sixes')!.tags).toContain('fair');
    const crash = (await everyStudio.call('GET', '/api/get-games?type=EGAME')).body.games as { code: string; tags: string[] }[];
    expect(crash.find((g) => g.code === 'chakka_chakka_crash')!.tags).toEqual(['fair', 'crash']);
    expect(crash.filter((g) => g.tags.includes('arcade')).length).toBeGreaterThan(2);
  });

  it('counts a launch as a play of today, and plays older than seven Dhaka days no longer count', async () => {
    const code = 'padma_silver_delta';
    const body = { gameCode: code, gameType: 'SLOT', platform: 'PADMA' };
    // On a site where no provider serves it: refused, so no launch and no play.
    const unplayed = await playsOf(t, code);
    const refused = await t.call('POST', '/api/game-run', { token: (await fundedPlayer(t, 0)).token, body });
    expect(refused.status).toBe(409);
    expect(await playsOf(t, code)).toBe(unplayed);
    const before = (await slots()).find((g) => g.code === code)!.popularity;
    const p = await fundedPlayer(everyStudio, 0);
    expect((await everyStudio.call('POST', '/api/game-run', { token: p.token, body })).status).toBe(200);
    expect((await slots()).find((g) => g.code === code)!.popularity).toBe(before + 1);
    await countPlay(everyStudio.deps.database.db, code, new Date());
    await countPlay(everyStudio.deps.database.db, code, new Date());
    expect((await slots()).find((g) => g.code === code)!.popularity).toBe(before + 3);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await countPlay(everyStudio.deps.database.db, code, eightDaysAgo);
    expect((await slots()).find((g) => g.code === code)!.popularity).toBe(before + 3);
  });

  it('lists a catalogue of 2,000 games of one type, each in its contract', async () => {
    const big = generatedCatalogue(2_000, 'TABLE');
    for (let i = 0; i < big.length; i += 500) {
      await everyStudio.deps.database.db.insert(gameCatalogue).values(
        big.slice(i, i + 500).map((g, j) => ({
          code: g.code,
          name: g.name,
          platform: g.platform,
          type: g.type,
          thumbnail: g.thumbnail,
          tags: g.tags,
          launchedOn: g.launched_on,
          sortOrder: i + j,
        })),
      );
    }
    const res = await everyStudio.call('GET', '/api/get-games?type=TABLE');
    expect(res.body.games.filter((g: { code: string }) => g.code.startsWith('gen_'))).toHaveLength(2_000);
    const two = await everyStudio.call('GET', '/api/get-games?type=TABLE&system=DOEL');
    expect(two.body.games.filter((g: { code: string }) => g.code.startsWith('gen_'))).toHaveLength(500);
    await everyStudio.deps.database.db.delete(gameCatalogue).where(like(gameCatalogue.code, 'gen_%'));
  });

  it.each([
    ['2026-03-01T17:59:59Z', '2026-03-01'],
    ['2026-03-01T18:00:00Z', '2026-03-02'],
  ])('reads %s as the Dhaka day %s', (at, day) => {
    expect(dhakaDay(new Date(at))).toBe(day);
  });

  it('starts Recommend six Dhaka days before today', () => {
    expect(popularitySince(new Date('2026-03-08T18:30:00Z'))).toBe('2026-03-03');
  });

  it('answers get-type only with a session', async () => {
    expect((await t.call('GET', '/api/get-type')).status).toBe(401);
    const p = await createPlayer(t);
    expect((await t.call('GET', '/api/get-type', { token: p.token })).body.types).toHaveLength(8);
  });
});

describe('favourites', () => {
  it('are refused without a session (401) and to an operator (403), before the code is read', async () => {
    expect((await t.call('PUT', '/api/games/favourites/NOT VALID')).status).toBe(401);
    expect((await t.call('PUT', '/api/games/favourites/NOT-VALID', { token: operator })).status).toBe(403);
    expect((await t.call('GET', '/api/games/favourites', { token: operator })).status).toBe(403);
  });

  it('answers a malformed code and an unknown one alike, 404: neither names a game', async () => {
    const p = await createPlayer(t);
    expect((await t.call('PUT', '/api/games/favourites/NOT-VALID', { token: p.token })).status).toBe(404);
    expect((await t.call('PUT', '/api/games/favourites/no_such_game', { token: p.token })).status).toBe(404);
  });

  it('adds and removes idempotently, newest first, and belong to their player alone', async () => {
    const [a, b] = [await createPlayer(t), await createPlayer(t)];
    await t.call('PUT', '/api/games/favourites/chakka_lucky_sixes', { token: a.token });
    await t.call('PUT', '/api/games/favourites/padma_river_fortune', { token: a.token });
    const again = await t.call('PUT', '/api/games/favourites/chakka_lucky_sixes', { token: a.token });
    expect(again.body.favourites.sort()).toEqual(['chakka_lucky_sixes', 'padma_river_fortune']);
    expect((await t.call('GET', '/api/games/favourites', { token: b.token })).body).toEqual({ favourites: [] });
    await t.call('DELETE', '/api/games/favourites/chakka_lucky_sixes', { token: a.token });
    const gone = await t.call('DELETE', '/api/games/favourites/chakka_lucky_sixes', { token: a.token });
    expect(gone).toMatchObject({ status: 200, body: { favourites: ['padma_river_fortune'] } });
  });

  it(`stops at ${FAVOURITES_MAX} with a message, while a heart already given is still fine`, async () => {
    const p = await createPlayer(t);
    const userId = Number(p.remote_id);
    const many = generatedCatalogue(FAVOURITES_MAX + 1, 'LOTTO').map((g) => ({ ...g, code: `fav_${g.code}` }));
    await t.deps.database.db
      .insert(gameCatalogue)
      .values(many.map((g) => ({ code: g.code, name: g.name, platform: g.platform, type: g.type, thumbnail: g.thumbnail })));
    await t.deps.database.db.insert(gameFavourites).values(many.slice(0, FAVOURITES_MAX).map((g) => ({ userId, gameCode: g.code })));
    const full = await t.call('PUT', `/api/games/favourites/${many[FAVOURITES_MAX]!.code}`, { token: p.token });
    expect(full).toMatchObject({ status: 409, body: { code: 'favouritesFull', vars: { max: String(FAVOURITES_MAX) } } });
    expect((await t.call('PUT', `/api/games/favourites/${many[0]!.code}`, { token: p.token })).status).toBe(200);
    await t.deps.database.db.delete(gameFavourites).where(eq(gameFavourites.userId, userId));
    await t.deps.database.db.delete(gameCatalogue).where(like(gameCatalogue.code, 'fav_%'));
  });
});

describe('recently played and the launch', () => {
  it('refuses game-run without a session, to an operator, and with a bad body, in that order', async () => {
    expect((await t.call('POST', '/api/game-run', { body: { gameCode: 'X' } })).status).toBe(401);
    expect((await t.call('POST', '/api/game-run', { token: operator, body: { gameCode: 'X' } })).status).toBe(403);
    const p = await createPlayer(t);
    const bad = await t.call('POST', '/api/game-run', { token: p.token, body: { gameCode: 'X', gameType: 'CASINO', platform: 'chakka' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['gameCode', 'gameType', 'platform']);
  });

  it('answers a house game url on our site with a launch token, the language and a return path', async () => {
    const p = await fundedPlayer(t, 0);
    const url = await launch(t, p, 'chakka_lucky_sixes', { language: 'bn', externalURL: 'https://evil.example/x', isMobileLogin: true });
    const parsed = new URL(url, 'http://site');
    expect(parsed.pathname).toBe('/house/slot');
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({ lang: 'bn', return: '/', mobile: '1' });
    expect(parsed.searchParams.get('launch')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(p.token);
  });

  it('answers a sports entry with "not available yet" and its name', async () => {
    const p = await createPlayer(t);
    const res = await t.call('POST', '/api/game-run', { token: p.token, body: { gameCode: 'chakka_kabaddi_live', gameType: 'SPORTS', platform: 'CHAKKA' } });
    expect(res).toMatchObject({ status: 409, body: { code: 'sportsNotAvailableYet', vars: { game: 'Kabaddi Live' } } });
  });

  it('lists the games the player launched, newest first and each once', async () => {
    const p = await fundedPlayer(t, 0);
    expect((await t.call('GET', '/api/games/recent', { token: p.token })).body).toEqual({ games: [] });
    await launch(t, p, 'chakka_lucky_sixes');
    await launch(t, p, 'chakka_chakka_crash');
    await launch(t, p, 'chakka_lucky_sixes');
    const recent = await t.call('GET', '/api/games/recent', { token: p.token });
    expect(recent.body.games.map((g: { code: string }) => g.code)).toEqual(['chakka_lucky_sixes', 'chakka_chakka_crash']);
    expect((await t.call('GET', '/api/games/recent')).status).toBe(401);
  });
});
