// The lobby's grid, virtualized (react-virtuoso's VirtuosoGrid over the window's scroll): only the
// tiles near the screen are in the DOM, so a catalogue of 2,000 games scrolls as lightly on a phone
// as one of twenty. Columns come from CSS (auto-fill), so the grid never widens a 360 px screen.
//
// The virtualizer (18 KB compressed) is loaded with the lobby, not before its first paint: until it is
// in, the first screen's tiles are drawn as the same plain grid the server's frame shows (the markup
// VirtuosoGrid draws before it has measured anything), so nothing moves when it takes over
// (docs/decisions/0164).
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { VirtuosoGridProps } from 'react-virtuoso';
import type { GameItem } from '../../../contracts/content.ts';
import { GameTile } from './game-tile.tsx';

/** Tiles drawn before the grid has measured anything (and in tests, where nothing is measured). */
export const FIRST_TILES = 12;
/** The first two rows on a phone: on screen at once, the first tile the lobby's largest paint, so their
 *  pictures are fetched at once, not when the lazy-loading check gets to them. */
export const EAGER_TILES = 6;
/** Rows drawn ahead of the screen once the player scrolls, so they are in before they show. */
const AHEAD_PX = 300;

// React.lazy drops the component's type parameters: the grid's props are given back for the games it draws.
const VirtuosoGrid = lazy(() => import('react-virtuoso').then((m) => ({ default: m.VirtuosoGrid as (props: VirtuosoGridProps<GameItem>) => ReactNode })));

/**
 * Nothing drawn below the screen until the player first scrolls: those rows were a large share of the
 * lobby's start-up (docs/decisions/0197), and a player
 * who taps a game on the first screen never needed them. From the first scroll, rows come in ahead.
 */
function useAheadOnceScrolled(): number {
  const [ahead, setAhead] = useState(0);
  useEffect(() => {
    const grow = () => setAhead(AHEAD_PX);
    window.addEventListener('scroll', grow, { once: true, passive: true });
    return () => window.removeEventListener('scroll', grow);
  }, []);
  return ahead;
}

interface GameGridProps {
  games: GameItem[];
  providerName: (platform: string) => string;
  favourites: ReadonlySet<string>;
  hot: ReadonlySet<string>;
  isNew: (game: GameItem) => boolean;
  onPlay: (game: GameItem) => void;
  onFavourite: (game: GameItem, on: boolean) => void;
}

export function GameGrid({ games, providerName, favourites, hot, isNew, onPlay, onFavourite }: GameGridProps) {
  const ahead = useAheadOnceScrolled();
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
  const first = games.slice(0, FIRST_TILES);
  return (
    <Suspense fallback={<FirstScreenGrid>{first.map((game, index) => itemOf(itemContent, index, game))}</FirstScreenGrid>}>
      <VirtuosoGrid
        useWindowScroll
        data={games}
        computeItemKey={(_, game) => game.code}
        itemContent={itemContent}
        listClassName="game-grid"
        itemClassName="game-grid-item"
        increaseViewportBy={ahead}
        initialItemCount={first.length}
      />
    </Suspense>
  );
}

/** The first screen while the virtualizer loads: the grid and item elements VirtuosoGrid draws, no more. */
function FirstScreenGrid({ children }: { children: ReactNode }) {
  return <div className="game-grid">{children}</div>;
}

function itemOf(content: (index: number, game: GameItem) => ReactNode, index: number, game: GameItem) {
  return (
    <div className="game-grid-item" key={game.code} data-index={index}>
      {content(index, game)}
    </div>
  );
}
