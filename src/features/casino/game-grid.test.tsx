import { describe, expect, it } from 'vitest';
import type { GameItem } from '../../../contracts/content.ts';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { EAGER_TILES, FIRST_TILES, GameGrid } from './game-grid.tsx';

const game = (n: number): GameItem => ({
  code: `g${n}`,
  name: `Game ${n}`,
  platform: 'HOUSE',
  type: 'SLOT',
  thumbnail: `/storage/games/g${n}.svg`,
  tags: [],
  launched_on: null,
  popularity: n,
});

const none = new Set<string>();
const renderGrid = (count: number) =>
  renderWithApp(
    <GameGrid
      games={Array.from({ length: count }, (_, i) => game(i))}
      providerName={(p) => p}
      favourites={none}
      hot={none}
      isNew={() => false}
      onPlay={() => undefined}
      onFavourite={() => undefined}
    />,
  );

describe('the lobby grid', () => {
  it("fetches the first rows' pictures at once and the rest lazily", async () => {
    await i18n.loadNamespaces(['casino']);
    renderGrid(20);
    const pictures = [...document.querySelectorAll<HTMLImageElement>('.game-tile img')];
    expect(pictures).toHaveLength(FIRST_TILES);
    expect(pictures.filter((p) => p.getAttribute('loading') === 'eager')).toHaveLength(EAGER_TILES);
    expect(pictures.filter((p) => p.getAttribute('loading') === 'lazy')).toHaveLength(FIRST_TILES - EAGER_TILES);
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
  });
});
