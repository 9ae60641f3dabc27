// Recently played: the player's last launched games in a row that scrolls sideways inside itself
// (never the page). Hidden for guests and while it has nothing to show. A game's title is its studio's
// product name and stays as the studio spells it in either language (translate="no").
import { useTranslation } from 'react-i18next';
import type { GameItem } from '../../../contracts/content.ts';

export function RecentRow({ games, onPlay }: { games: GameItem[]; onPlay: (game: GameItem) => void }) {
  const { t } = useTranslation('casino');
  if (games.length === 0) return null;
  return (
    <section className="recent-row" aria-labelledby="recent-row-title">
      <h2 id="recent-row-title" className="lobby-section-title">
        {t('lobby.recent')}
      </h2>
      <ul className="recent-row-track">
        {games.map((game) => (
          <li key={game.code}>
            <button type="button" className="recent-tile" onClick={() => onPlay(game)} aria-label={t('lobby.play', { name: game.name })}>
              <img src={game.thumbnail} alt="" width={80} height={96} loading="lazy" decoding="async" />
              <span translate="no">{game.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
