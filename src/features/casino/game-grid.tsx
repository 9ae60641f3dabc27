// The lobby's grid, virtualized (react-virtuoso's VirtuosoGrid over the window's scroll): only the
// tiles near the screen are in the DOM, so a catalogue of 2,000 games scrolls as lightly on a phone
// as one of twenty. Columns come from CSS (auto-fill), so the grid never widens a 360 px screen.
// The virtualizer (18 KB sent) is fetched once the lobby's first screen is drawn, its first tiles'
// pictures in, rather than with it: until then the first tiles are drawn in the same grid without it
// (what the virtualizer draws first anyway), and a lobby of a dozen games or fewer never needs it (issue
// 15: on a slow link every file fetched before the first screen is drawn delays it).
import { type ComponentType, lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { VirtuosoGridProps } from 'react-virtuoso';
import type { GameItem } from '../../../contracts/content.ts';
import { GameTile } from './game-tile.tsx';

/** Tiles drawn before the grid has measured anything (and in tests, where nothing is measured). */
export const FIRST_TILES = 12;
/** The first two rows on a phone: on screen at once, the first tile the lobby's largest paint, so their
 *  pictures are fetched at once (issue 15), not when the lazy-loading check gets to them. */
export const EAGER_TILES = 6;

// The library's grid is generic over its items; a lazy component is not, so it is named for the lobby's.
const VirtuosoGrid = lazy(() => import('react-virtuoso').then((m) => ({ default: m.VirtuosoGrid as unknown as ComponentType<VirtuosoGridProps<GameItem>> })));

interface GameGridProps {
  games: GameItem[];
  providerName: (platform: string) => string;
  favourites: ReadonlySet<string>;
  hot: ReadonlySet<string>;
  isNew: (game: GameItem) => boolean;
  onPlay: (game: GameItem) => void;
  onFavourite: (game: GameItem, on: boolean) => void;
}

/** The longest wait for the first tiles' pictures before the virtualizer is fetched anyway. */
export const VIRTUALIZE_AFTER_MAX_MS = 3000;
/** Once drawn, later lobbies (another type, a search) are virtualized from their first render. */
let firstScreenDrawn = false;

/** True once the pictures of the grid's eager tiles have loaded (or failed), or after the longest wait. */
function useFirstTilesDrawn(grid: RefObject<HTMLDivElement | null>): boolean {
  const [drawn, setDrawn] = useState(firstScreenDrawn);
  useEffect(() => {
    if (drawn) return;
    let live = true;
    const done = () => {
      if (!live) return;
      firstScreenDrawn = true;
      // The next frame: the pictures are painted before the virtualizer's file is asked for.
      requestAnimationFrame(() => live && setDrawn(true));
    };
    const pictures = [...(grid.current?.querySelectorAll('img') ?? [])].slice(0, EAGER_TILES);
    const loaded = pictures.map((img) =>
      img.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          }),
    );
    const cap = setTimeout(done, VIRTUALIZE_AFTER_MAX_MS);
    void Promise.all(loaded).then(done);
    return () => {
      live = false;
      clearTimeout(cap);
    };
  }, [drawn, grid]);
  return drawn;
}

export function GameGrid({ games, providerName, favourites, hot, isNew, onPlay, onFavourite }: GameGridProps) {
  const itemContent = useCallback(
    (index: number, game: GameItem) => (
      <GameTile
        eager={index < EAGER_TILES}
        game={game}
        provider={providerName(game.platform)}
        favourite={favourites.has(game.code)}
        isNew={isNew(game)}
        isHot={hot.has(game.code)}
        onPlay={onPlay}
        onFavourite={onFavourite}
      />
    ),
    [providerName, favourites, hot, isNew, onPlay, onFavourite],
  );
  const grid = useRef<HTMLDivElement>(null);
  const drawn = useFirstTilesDrawn(grid);
  const plain = (
    <div className="game-grid game-grid-plain" ref={grid}>
      {games.slice(0, FIRST_TILES).map((game, index) => (
        <div key={game.code} className="game-grid-item">
          {itemContent(index, game)}
        </div>
      ))}
    </div>
  );
  if (games.length <= FIRST_TILES || !drawn) return plain;
  return (
    <Suspense fallback={plain}>
      <VirtuosoGrid
        useWindowScroll
        data={games}
        computeItemKey={(_, game) => game.code}
        itemContent={itemContent}
        listClassName="game-grid"
        itemClassName="game-grid-item"
        increaseViewportBy={300}
        initialItemCount={Math.min(games.length, FIRST_TILES)}
      />
    </Suspense>
  );
}
