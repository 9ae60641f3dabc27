import { describe, expect, it } from 'vitest';
import type { GameItem } from '../../../contracts/content.ts';
import { hotCodes, isNewGame, lobbyGames, type LobbyQuery } from '../../../contracts/casino-lobby-sort.ts';

const game = (code: string, name: string, platform: string, popularity: number, launched_on: string | null, tags: string[] = []): GameItem => ({
  code,
  name,
  platform,
  type: 'SLOT',
  thumbnail: '',
  tags,
  launched_on,
  popularity,
});

const GAMES = [
  game('a', 'Mango Mania', 'DOEL', 50, '2026-01-10'),
  game('b', 'lucky lantern', 'DOEL', 90, '2025-06-01', ['jackpot']),
  game('c', 'Boatman Bonanza', 'PADMA', 90, '2026-02-01'),
  game('d', 'Zebra Gold', 'PADMA', 10, null),
  game('e', 'Lucky Sixes', 'CHAKKA', 400, '2026-02-20', ['fair']),
];
const codes = (q: Partial<LobbyQuery>, favourites: string[] = []) =>
  lobbyGames(GAMES, { provider: null, search: '', sort: 'recommend', ...q }, favourites).map((g) => g.code);

describe('the lobby list', () => {
  it.each<[string, Partial<LobbyQuery>, string[], string[]]>([
    ['Recommend ranks by plays, then name', {}, [], ['e', 'c', 'b', 'a', 'd']],
    ['Latest puts the newest launch first and an unknown day last', { sort: 'latest' }, [], ['e', 'c', 'a', 'b', 'd']],
    ['A-Z ignores case', { sort: 'az' }, [], ['c', 'b', 'e', 'a', 'd']],
    ['Favorite puts hearted games first, newest heart first, then Recommend', { sort: 'favorite' }, ['d', 'a'], ['d', 'a', 'e', 'c', 'b']],
    ['Favorite with no hearts is Recommend', { sort: 'favorite' }, [], ['e', 'c', 'b', 'a', 'd']],
    ['a provider tab shows that provider only', { provider: 'PADMA' }, [], ['c', 'd']],
    ['search is a case-insensitive name substring', { search: '  LUCKY ' }, [], ['e', 'b']],
    ['search and provider together', { search: 'lucky', provider: 'DOEL' }, [], ['b']],
    ['a tag keeps the tagged games only', { tag: 'jackpot' }, [], ['b']],
    ['nothing matches', { search: 'cricket' }, [], []],
  ])('%s', (_, query, favourites, expected) => {
    expect(codes(query, favourites)).toEqual(expected);
  });

  it('never reorders the list it was given', () => {
    const before = GAMES.map((g) => g.code);
    codes({ sort: 'az' });
    expect(GAMES.map((g) => g.code)).toEqual(before);
  });

  it('marks the most played games hot and the recent ones new', () => {
    expect(hotCodes(GAMES).has('e')).toBe(true);
    expect(isNewGame(GAMES[4]!, '2026-03-01')).toBe(true);
    expect(isNewGame(GAMES[1]!, '2026-03-01')).toBe(false);
    expect(isNewGame(GAMES[3]!, '2026-03-01')).toBe(false);
  });
});
