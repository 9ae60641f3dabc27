import { waitFor } from '@testing-library/react';
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
const tileNames = () => [...document.querySelectorAll('.game-grid-item')].map((item) => item.textContent);

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

  it('draws the first screen as a plain grid until the virtualizer has loaded, then the virtualized grid takes the same tiles', async () => {
    await i18n.loadNamespaces(['casino']);
    renderGrid(40);
    // Not loaded yet: the first screen's tiles in the grid element alone (what the server's frame draws).
    expect(document.querySelector('[data-virtuoso-scroller]')).toBeNull();
    expect(document.querySelectorAll('.game-grid > .game-grid-item')).toHaveLength(FIRST_TILES);
    const plain = tileNames();
    await waitFor(() => expect(document.querySelector('[data-virtuoso-scroller]')).not.toBeNull());
    expect(tileNames()).toEqual(plain);
    expect(plain[0]).toContain('Game 0');
  });
});
