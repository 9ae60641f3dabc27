// One game of the lobby: its thumbnail (served by the site), name and studio, badges (New, Hot and its
// tags) and the favourite heart. Tapping the picture or the name plays it (a guest goes to /login); the
// studio's name is shown under it, outside the button, so the button's spoken name holds all it shows.
// Memoised: the grid re-renders tiles only when their game, heart or busy state changes.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '../../../contracts/content.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { LobbyIcon } from './lobby-icons.tsx';

/** Tags that show as a badge on the tile, in this order, at most two. */
const TILE_TAGS = ['fair', 'jackpot'] as const;

interface GameTileProps {
  /** On screen at the first paint: the picture is fetched at once, not lazily. */
  eager?: boolean;
  game: GameItem;
  provider: string;
  favourite: boolean;
  isNew: boolean;
  isHot: boolean;
  onPlay: (game: GameItem) => void;
  onFavourite: (game: GameItem, on: boolean) => void;
}

export const GameTile = memo(function GameTile({ eager, game, provider, favourite, isNew, isHot, onPlay, onFavourite }: GameTileProps) {
  const { t } = useTranslation('casino');
  const badges = [
    ...(isNew ? [['new', 'info'] as const] : []),
    ...(isHot ? [['hot', 'danger'] as const] : []),
    ...TILE_TAGS.filter((tag) => game.tags.includes(tag)).map((tag) => [tag, tag === 'fair' ? 'success' : 'accent'] as const),
  ].slice(0, 2);
  return (
    <article className="game-tile" data-testid="game-tile">
      <button type="button" className="game-tile-play" onClick={() => onPlay(game)} aria-label={t('lobby.play', { name: game.name })}>
        <img src={game.thumbnail} alt="" width={200} height={240} loading={eager ? 'eager' : 'lazy'} decoding="async" fetchPriority={eager ? 'high' : 'auto'} />
        {/* The game's and the studio's names are product names: the same in either language. */}
        <span className="game-tile-name" translate="no">
          {game.name}
        </span>
      </button>
      {/* Beside the button, not in it: the button's name ("Play Aviator") must contain all the text it shows. */}
      <span className="game-tile-provider" translate="no">
        {provider}
      </span>
      {badges.length > 0 && (
        <span className="game-tile-badges">
          {badges.map(([tag, tone]) => (
            <Badge key={tag} tone={tone}>
              {t(`lobby.tags.${tag}`)}
            </Badge>
          ))}
        </span>
      )}
      <Button
        variant="ghost"
        className={`game-tile-heart${favourite ? ' is-on' : ''}`}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'lobby.favouriteRemove' : 'lobby.favouriteAdd', { name: game.name })}
        onClick={() => onFavourite(game, !favourite)}
      >
        <LobbyIcon name={favourite ? 'heart' : 'heartLine'} />
      </Button>
    </article>
  );
});
