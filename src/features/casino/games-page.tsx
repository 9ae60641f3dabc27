// /games?type={type}&system={providers, comma-separated}&title={title} (spec part 1 §2): the lobby of
// one type, about the providers named (one provider opens on its tab). Reached from the category
// navigation, the side menu and the sliders; public, so guests browse before they sign in.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { GAME_TYPES, type GameType } from '../../../contracts/content.ts';
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

export function parseGamesQuery(search: string): { type: GameType; systems: string[]; title: string | null } {
  const query = new URLSearchParams(search);
  const raw = query.get('type')?.toUpperCase() ?? '';
  const type = (GAME_TYPES as readonly string[]).includes(raw) ? (raw as GameType) : 'SLOT';
  const systems = (query.get('system') ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s) => /^[A-Z0-9_]{1,32}$/.test(s));
  const title = query.get('title')?.trim().slice(0, 60) || null;
  return { type, systems: [...new Set(systems)], title };
}

export function GamesPage() {
  const { t } = useTranslation('casino');
  const { type, systems, title } = parseGamesQuery(useSearch());
  return (
    // One provider named: the whole type is listed, opened on that provider's tab (All is a tap away).
    <Lobby
      key={`${type}|${systems.join(',')}`}
      type={type}
      systems={systems.length > 1 ? systems : []}
      initialProvider={systems.length === 1 ? systems[0] : null}
      title={title ?? t(`categories.${TYPE_TITLES[type]}`)}
    />
  );
}
