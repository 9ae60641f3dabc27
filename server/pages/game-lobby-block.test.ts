// The lobby's first answers written into /games's page (server/pages/game-lobby-block.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { EVERY_STUDIO_ADAPTERS } from '../../tests/helpers/every-studio.ts';
import { lobbyGames } from '../../contracts/casino-lobby-sort.ts';
import { LOBBY_ANSWERS_ID, LOBBY_PRELOAD_TILES, lobbyAnswerPaths, lobbyAnswers } from './game-lobby-block.ts';
import { LOBBY_FRAME_TILES } from './game-lobby-frame.ts';
import { mountClient } from './client-files.ts';

const BLOCK = new RegExp(`<script type="application/json" id="${LOBBY_ANSWERS_ID}">(.*?)</script>`);
const blockJson = (html: string) =>
  JSON.parse(BLOCK.exec(html)![1]!) as { key: string; type: string; games: { games: { code: string; thumbnail: string }[] }; systems: unknown };
const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const game = (code: string, popularity: number, name = code) => ({
  code,
  name,
  platform: 'CHAKKA',
  type: 'SLOT',
  thumbnail: `/storage/games/${code}.svg`,
  tags: [],
  launched_on: null,
  popularity,
});

describe('which answers the lobby page carries', () => {
  it('asks the games and providers the opened lobby asks, with the providers only when more than one is named', () => {
    expect(lobbyAnswerPaths(new URLSearchParams('type=slot'))).toMatchObject({
      key: 'SLOT|',
      games: '/api/get-games?type=SLOT',
      systems: '/api/get-system?type=SLOT',
    });
    expect(lobbyAnswerPaths(new URLSearchParams('type=LIVE&system=evo,pp'))).toMatchObject({
      key: 'LIVE|EVO,PP',
      games: '/api/get-games?type=LIVE&system=EVO,PP',
    });
    // One provider: the whole type, opened on that provider's tab.
    expect(lobbyAnswerPaths(new URLSearchParams('type=SLOT&system=JILI'))).toMatchObject({
      key: 'SLOT|',
      initialProvider: 'JILI',
      games: '/api/get-games?type=SLOT',
    });
    // A type that is not one: the slots, as the screen shows.
    expect(lobbyAnswerPaths(new URLSearchParams('type=../../api/balance'))).toMatchObject({ games: '/api/get-games?type=SLOT' });
  });

  it('preloads the first row of the grid in Recommend order, and escapes every < of a game name', async () => {
    const games = [game('a', 1), game('b', 9, '</script><script>alert(1)</script>'), game('c', 5), game('d', 7), game('e', 0)];
    const answers = await lobbyAnswers('/games', new URLSearchParams('type=SLOT'), async (path) =>
      json(path.includes('get-games') ? { games, message: 'ok' } : { systems: [], message: 'ok' }),
    );
    expect(answers!.images).toEqual(['/storage/games/b.svg', '/storage/games/d.svg', '/storage/games/c.svg']);
    expect(answers!.block.match(/<\/script>/g)).toHaveLength(1);
    expect(blockJson(answers!.block).games.games).toHaveLength(5);
  });

  it('writes nothing on another route, when the games answer fails, or when the API is slow', async () => {
    const ok = async () => json({ games: [], message: 'ok' });
    expect(await lobbyAnswers('/deposit', new URLSearchParams(), ok)).toBeNull();
    expect(await lobbyAnswers('/games', new URLSearchParams(), async () => new Response('no', { status: 500 }))).toBeNull();
    expect(await lobbyAnswers('/games', new URLSearchParams(), () => new Promise(() => {}))).toBeNull();
  });
});

describe('the lobby page as the server sends it', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A lobby of many games (every studio served): a fresh site's lobbies hold the house games alone.
    t = await createTestApp({ gameAdapters: EVERY_STUDIO_ADAPTERS });
    const dist = mkdtempSync(join(tmpdir(), 'chakka-lobby-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'first-paint.json'), JSON.stringify({ '/games': { scripts: [], styles: [] }, '/deposit': { scripts: [], styles: [] } }));
    // The page goes without its block when the API takes over LOBBY_ANSWERS_WAIT_MS (tested above with an API
    // that never answers). On a loaded machine's PostgreSQL a real ask can take longer, even warm.
    // These tests check what
    // the block carries, so the API's real answers are asked once here and kept, and the page's own asks are
    // answered from them at once.
    const kept = new Map<string, { status: number; headers: Headers; body: string }>();
    const feed = async (path: string) => {
      let answer = kept.get(path);
      if (!answer) {
        const res = await t.app.request(path, { headers: { accept: 'application/json' } });
        answer = { status: res.status, headers: res.headers, body: await res.text() };
        kept.set(path, answer);
      }
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    };
    mountClient(t.app, dist, { feed });
    // After mounting: the app's router is built on its first request and takes no route after that.
    const { games, systems } = lobbyAnswerPaths(new URLSearchParams('type=SLOT'));
    for (const path of [games, systems]) await feed(path);
  });

  it("carries the API's own games and providers of the opened type, the same a browser asking them gets", async () => {
    const games = await (await t.app.request('/api/get-games?type=SLOT')).json();
    const systems = await (await t.app.request('/api/get-system?type=SLOT')).json();
    const page = await (await t.app.request('/games?type=SLOT', { headers: { 'accept-encoding': 'identity' } })).text();
    const answers = blockJson(page);
    expect(answers.key).toBe('SLOT|');
    expect(answers.games).toEqual(games);
    expect(answers.systems).toEqual(systems);
    expect(answers.games.games.length).toBeGreaterThan(LOBBY_PRELOAD_TILES);
  });

  it('preloads exactly the pictures of the first three tiles the grid draws, and no other picture', async () => {
    const page = await (await t.app.request('/games?type=SLOT')).text();
    const { games } = blockJson(page).games;
    const first = lobbyGames(games as never, { provider: null, search: '', sort: 'recommend' }).slice(0, LOBBY_PRELOAD_TILES);
    expect(imagePreloads(page)).toEqual(first.map((g) => g.thumbnail));
    expect(page.indexOf('rel="preload" as="image"')).toBeLessThan(page.indexOf('</head>'));
  });

  it("draws the grid's first tiles in the page's frame, in the order the lobby draws them, in the player's language", async () => {
    const response = await t.app.request('/games?type=SLOT', { headers: { cookie: 'theme=dark; lang=bn' } });
    expect(response.headers.get('vary')).toContain('Cookie');
    const page = await response.text();
    expect(page).toContain('<html lang="bn">');
    const { games } = blockJson(page).games;
    const first = lobbyGames(games as never, { provider: null, search: '', sort: 'recommend' }).slice(0, LOBBY_FRAME_TILES);
    const main = page.slice(page.indexOf('<main class="shell-main">'), page.indexOf('</main>'));
    expect([...main.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1])).toEqual(first.map((g) => g.thumbnail));
    // Without the cookie, or with another language in it, the page is English.
    for (const cookie of ['', 'lang=fr']) expect(await (await t.app.request('/games?type=SLOT', { headers: { cookie } })).text()).toContain('<html lang="en">');
  });

  it('sends a player screen without any lobby data or picture', async () => {
    const page = await (await t.app.request('/deposit')).text();
    expect(page).not.toContain(LOBBY_ANSWERS_ID);
    expect(imagePreloads(page)).toHaveLength(0);
  });
});
