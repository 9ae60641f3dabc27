// The lobby's part of /games's static frame (server/pages/game-lobby-frame.ts). Where it stands on screen is measured
// against the lobby itself in tests/browser/lobby-frame.spec.ts; here, what it holds.
import { describe, expect, it } from 'vitest';
import type { GameItem, SystemItem } from '../../contracts/content.ts';
import { LOBBY_FRAME_TILES, lobbyFrame } from './game-lobby-frame.ts';

const game = (code: string, platform: string, name = code): GameItem => ({
  code,
  name,
  platform,
  type: 'SLOT',
  thumbnail: `/storage/games/${code}.svg`,
  tags: [],
  launched_on: null,
  popularity: 0,
});
const system = (platform: string, name: string): SystemItem => ({ platform, name, type: 'SLOT', logo: '' });
const games = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((code, i) => game(code, i % 2 ? 'PADMA' : 'CHAKKA'));
const tabs = (html: string) => (html.match(/<span class="tab">/g) ?? []).length;

describe("the lobby's first frame", () => {
  it('draws the first two rows of games in the order given, with their pictures, names and studios', () => {
    const html = lobbyFrame(games, games, [system('CHAKKA', 'Chakka Originals'), system('PADMA', 'Padma Studios')], 3);
    const tiles = [...html.matchAll(/<img src="([^"]+)"[^>]*>.*?game-tile-name" translate="no">([^<]*)<.*?game-tile-provider" translate="no">([^<]*)</g)];
    expect(tiles).toHaveLength(LOBBY_FRAME_TILES);
    expect(tiles.map((m) => [m[1], m[2], m[3]])).toEqual(
      games.slice(0, LOBBY_FRAME_TILES).map((g) => [g.thumbnail, g.code, g.platform === 'PADMA' ? 'Padma Studios' : 'Chakka Originals']),
    );
    // The preloaded pictures are asked at high priority, as the grid's own eager tiles are; the rest are not.
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(3);
    expect(html.indexOf('fetchpriority')).toBeLessThan(html.indexOf('/storage/games/b.svg'));
  });

  it('leaves blank what would be translated, and draws provider tabs only when the lobby would (more than one studio)', () => {
    const two = lobbyFrame(games, games, [system('CHAKKA', 'C'), system('PADMA', 'P'), system('DOEL', 'D')], 3);
    expect(tabs(two)).toBe(3); // All, and the two studios with a game here
    const one = lobbyFrame(games.slice(0, 1), games.slice(0, 1), [system('CHAKKA', 'C'), system('PADMA', 'P')], 3);
    expect(tabs(one)).toBe(0);
    const text = two
      .replace(/<[^>]+>/g, '|')
      .split('|')
      .filter((s) => s !== '' && s !== '&nbsp;');
    expect(text.every((s) => /^[a-h]$|^[CP]$/.test(s))).toBe(true);
  });

  it("names a studio the providers' answer lacks by its code, and escapes what an operator typed", () => {
    const html = lobbyFrame([game('x', 'NEW', '<b>"Big" & bold</b>')], [], [], 3);
    expect(html).toContain('game-tile-name" translate="no">&lt;b&gt;&quot;Big&quot; &amp; bold&lt;/b&gt;</span>');
    expect(html).toContain('game-tile-provider" translate="no">NEW</span>');
    expect(html).not.toContain('<b>');
  });
});
