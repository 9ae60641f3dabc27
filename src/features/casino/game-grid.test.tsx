import { fireEvent, waitFor } from '@testing-library/react';
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

const grid = (count: number) => {
  const none = new Set<string>();
  return (
    <GameGrid
      games={Array.from({ length: count }, (_, i) => game(i))}
      providerName={(p) => p}
      favourites={none}
      hot={none}
      isNew={() => false}
      onPlay={() => undefined}
      onFavourite={() => undefined}
    />
  );
};

describe('the lobby grid', () => {
  // First in this file: once a grid has drawn its first screen, later grids are virtualized at once.
  it("draws its first tiles without the virtualizer, which takes over once the first rows' pictures are in", async () => {
    await i18n.loadNamespaces(['casino']);
    const { unmount } = renderWithApp(grid(2000));
    const plain = document.querySelector('.game-grid-plain');
    expect(plain).not.toBeNull();
    expect(plain!.querySelectorAll('.game-grid-item')).toHaveLength(FIRST_TILES);
    // Not before: some pictures are still loading.
    const pictures = [...plain!.querySelectorAll('img')];
    for (const img of pictures.slice(0, EAGER_TILES - 1)) fireEvent.load(img);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.game-grid-plain')).not.toBeNull();
    fireEvent.error(pictures[EAGER_TILES - 1]!);
    await waitFor(() => expect(document.querySelector('.game-grid-plain')).toBeNull());
    // The virtualizer's grid, with the same classes, draws the first tiles until it has measured.
    expect(document.querySelectorAll('.game-grid .game-grid-item')).toHaveLength(FIRST_TILES);
    unmount();
  });

  it('keeps a lobby of a dozen games or fewer unvirtualized', async () => {
    renderWithApp(grid(FIRST_TILES));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.game-grid-plain')!.querySelectorAll('.game-grid-item')).toHaveLength(FIRST_TILES);
  });

  it("fetches the first rows' pictures at once and the rest lazily", async () => {
    await i18n.loadNamespaces(['casino']);
    const none = new Set<string>();
    renderWithApp(
      <GameGrid
        games={Array.from({ length: 20 }, (_, i) => game(i))}
        providerName={(p) => p}
        favourites={none}
        hot={none}
        isNew={() => false}
        onPlay={() => undefined}
        onFavourite={() => undefined}
      />,
    );
    const pictures = [...document.querySelectorAll<HTMLImageElement>('.game-tile img')];
    expect(pictures).toHaveLength(FIRST_TILES);
    expect(pictures.filter((p) => p.getAttribute('loading') === 'eager')).toHaveLength(EAGER_TILES);
    expect(pictures.filter((p) => p.getAttribute('loading') === 'lazy')).toHaveLength(FIRST_TILES - EAGER_TILES);
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
  });
});
