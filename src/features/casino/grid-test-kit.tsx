// For the lobby's tests only: numbered games and the grid drawn over them.
import type { GameItem } from '../../../contracts/content.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { GameGrid } from './game-grid.tsx';

export const testGame = (n: number): GameItem => ({
  code: `g${n}`,
  name: `Game ${n}`,
  platform: 'HOUSE',
  type: 'SLOT',
  thumbnail: `/storage/games/g${n}.webp`,
  tags: [],
  launched_on: null,
  popularity: n,
});

const none = new Set<string>();

/** The grid over `count` numbered games, no favourites, nothing hot or new. */
export const renderGameGrid = (count: number) =>
  renderWithApp(
    <GameGrid
      games={Array.from({ length: count }, (_, i) => testGame(i))}
      providerName={(p) => p}
      favourites={none}
      hot={none}
      isNew={() => false}
      onPlay={() => undefined}
      onFavourite={() => undefined}
    />,
  );
