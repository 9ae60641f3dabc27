import { beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_TYPES,
  generalSettingsSchema,
  getGamesResponseSchema,
  getProviderResponseSchema,
  getSystemResponseSchema,
  getTypeResponseSchema,
  logoResponseSchema,
  marketBlockSchema,
  slidersResponseSchema,
  socialLinksSchema,
} from '../../contracts/content.ts';
import { errorBodySchema } from '../../contracts/common.ts';
import { createPlayer, type TestPlayer } from '../../tests/helpers/players.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { EVERY_STUDIO_ADAPTERS } from '../../tests/helpers/every-studio.ts';

let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  // The seeded catalogue's shape with a provider serving every studio: a fresh site lists only the games
  // the house provider serves (server/services/game-launchable.test.ts).
  t = await createTestApp({ gameAdapters: EVERY_STUDIO_ADAPTERS });
  player = await createPlayer(t);
});

describe('site lookups', () => {
  it('answers the logo list with the seeded storage paths', async () => {
    const res = await t.call('GET', '/api/logo');
    expect(res.status).toBe(200);
    const [first] = logoResponseSchema.parse(res.body);
    expect(first?.logo).toMatch(/^\/storage\/brand\/.+\.svg$/);
    expect(first?.favicon).toMatch(/^\/storage\//);
  });

  it('answers the general settings with the Chakka title, notices and an open site', async () => {
    const res = await t.call('GET', '/api/general');
    expect(res.status).toBe(200);
    const general = generalSettingsSchema.parse(res.body);
    expect(general.site_title).toBe('Chakka');
    expect(general.site_status).toBe(1);
    expect(general.notice.length).toBeGreaterThan(0);
    expect(general.system_notice).not.toMatch(/<script/i);
    // The app is the site itself, installed from the browser (docs/decisions/0068): no .apk to download.
    expect(general.app_download).toBe('/');
    expect(JSON.stringify(general)).not.toMatch(/lorem/i);
  });

  it('answers the sliders grouped as 3 main, 4 favourite and 6 feature, misspelt thubmnail included', async () => {
    const res = await t.call('GET', '/api/sliders');
    expect(res.status).toBe(200);
    const sliders = slidersResponseSchema.parse(res.body);
    expect([sliders.main.length, sliders.favourite.length, sliders.feature.length]).toEqual([3, 4, 6]);
    expect(sliders.feature.every((s) => s.slider_type === 'Features' && s.thubmnail.startsWith('/storage/sliders/'))).toBe(true);
  });

  it('answers feature links that split into a platform, a type and a game code that exists', async () => {
    const sliders = slidersResponseSchema.parse((await t.call('GET', '/api/sliders')).body);
    for (const item of sliders.feature) {
      const [platform, type, code] = item.link.split('-');
      const games = getGamesResponseSchema.parse((await t.call('GET', `/api/get-games?type=${type}&system=${platform}`)).body);
      expect(games.games.map((g) => g.code)).toContain(code);
    }
  });

  it('answers the social links', async () => {
    const res = await t.call('GET', '/api/sociallink');
    expect(res.status).toBe(200);
    expect(socialLinksSchema.parse(res.body).telegram).toMatch(/^https:\/\//);
  });
});

describe('game catalogue lookups', () => {
  it('answers systems for every category, each with at least one provider', async () => {
    for (const type of GAME_TYPES) {
      const res = await t.call('GET', `/api/get-system?type=${type}`);
      expect(res.status).toBe(200);
      const body = getSystemResponseSchema.parse(res.body);
      expect(body.systems.length, type).toBeGreaterThan(0);
      expect(body.systems.every((s) => s.type === type)).toBe(true);
    }
  });

  it('answers every provider without a system list and only the named ones with one', async () => {
    const all = getProviderResponseSchema.parse((await t.call('GET', '/api/get-provider')).body);
    expect(all.data.length).toBeGreaterThanOrEqual(8);
    const some = await t.call('GET', `/api/get-provider?system=${encodeURIComponent('["CHAKKA","PADMA"]')}`, { token: player.token });
    expect(some.status).toBe(200);
    expect(
      getProviderResponseSchema
        .parse(some.body)
        .data.map((p) => p.platform)
        .sort(),
    ).toEqual(['CHAKKA', 'PADMA']);
  });

  it('answers games of a type, filtered by a comma list of systems', async () => {
    const slots = getGamesResponseSchema.parse((await t.call('GET', '/api/get-games?type=SLOT')).body);
    const platforms = new Set(slots.games.map((g) => g.platform));
    expect(platforms.size).toBeGreaterThan(2);
    const two = getGamesResponseSchema.parse((await t.call('GET', '/api/get-games?type=SLOT&system=PADMA,DOEL')).body);
    expect(two.games.length).toBe(slots.games.filter((g) => g.platform === 'PADMA' || g.platform === 'DOEL').length);
    expect(two.games.every((g) => g.type === 'SLOT' && g.thumbnail.startsWith('/storage/games/'))).toBe(true);
  });

  it('holds about a hundred games across all categories', async () => {
    let total = 0;
    for (const type of GAME_TYPES) total += getGamesResponseSchema.parse((await t.call('GET', `/api/get-games?type=${type}`)).body).games.length;
    expect(total).toBeGreaterThanOrEqual(90);
  });

  it.each([
    ['/api/get-system', 'a missing type'],
    ['/api/get-system?type=CASINO', 'an unknown type'],
    ['/api/get-games?type=slot', 'a lower-case type'],
    ['/api/get-games?type=SLOT&system=PADMA;DROP', 'a malformed system list'],
    ['/api/get-provider?system=%5BCHAKKA', 'a system list that is not JSON'],
    ['/api/get-provider?system=%7B%22a%22%3A1%7D', 'a system list that is not a list'],
    ['/api/get-system?type=SLOT&type=LIVE', 'a repeated type'],
  ])('refuses %s (%s) with a 4xx and a message', async (path) => {
    const res = await t.call('GET', path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(errorBodySchema.parse(res.body).message.length).toBeGreaterThan(0);
  });
});

describe('bearer lookups', () => {
  it.each(['/api/market/block', '/api/get-type'])('refuses %s without a token with 401', async (path) => {
    const res = await t.call('GET', path);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('answers an open market block for a new player', async () => {
    const res = await t.call('GET', '/api/market/block', { token: player.token });
    expect(res.status).toBe(200);
    expect(marketBlockSchema.parse(res.body)).toEqual({ exchange_market: 1, cs_market: 1, status: 'active' });
  });

  it('answers the eight category types for the betting-record filter', async () => {
    const res = await t.call('GET', '/api/get-type', { token: player.token });
    expect(res.status).toBe(200);
    expect(getTypeResponseSchema.parse(res.body).types.map((x) => x.type)).toEqual([...GAME_TYPES]);
  });
});
