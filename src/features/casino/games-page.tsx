// /games?type={type}&system={providers, comma-separated}&title={title}: the lobby of
// one type, about the providers named (one provider opens on its tab). Reached from the category
// navigation, the side menu and the sliders; public, so guests browse before they sign in.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { GameType } from '../../../contracts/content.ts';
import { lobbyKey, lobbyOf, parseGamesQuery } from '../../../contracts/casino-games-query.ts';
import { Lobby } from './lobby-page.tsx';

const TYPE_TITLES: Record<GameType, string> = {
  SPORTS: 'sports',
  LIVE: 'casino',
  SLOT: 'slot',
  TABLE: 'table',
  BINGO: 'poker',
  EGAME: 'crash',
  FH: 'fishing',
  LOTTO: 'lottery',
};

export function GamesPage() {
  const { t } = useTranslation('casino');
  const query = parseGamesQuery(useSearch());
  const { systems, initialProvider } = lobbyOf(query);
  return (
    <Lobby
      key={lobbyKey(query.type, query.systems)}
      type={query.type}
      systems={systems}
      initialProvider={initialProvider}
      title={query.title ?? t(`categories.${TYPE_TITLES[query.type]}`)}
    />
  );
}
