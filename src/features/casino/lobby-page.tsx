// The lobby of one game category:
// provider tabs plus All, a case-insensitive name search, a sort that works (Recommend = plays over
// the last seven days, Latest = launch day, Favorite = the player's hearts first, A-Z), Recently
// played, and the virtualized grid. Guests see everything; a tap (or a heart) sends them to /login.
// A player whose upline blocked the casino sees the Market Block message instead.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { GameItem, GameType } from '../../../contracts/content.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextField } from '../../components/form-field.tsx';
import { useSectionBlocked } from '../../components/market-block-popup.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SelectField } from '../../components/select.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { getSystems } from '../../lib/content-api.ts';
import { openGame } from '../../lib/game-launch.ts';
import { sessionAtom } from '../../lib/session.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getGames, getRecentGames } from './api.ts';
import { GameGrid } from './game-grid.tsx';
import { lobbyKey } from '../../../contracts/casino-games-query.ts';
import { lobbyAnswersUsed, lobbyGamesFromPage, lobbyGamesKey } from './lobby-answers.ts';
import { LobbyIcon } from './lobby-icons.tsx';
import { hotCodes, isNewGame, lobbyGames, SORTS, type LobbySort } from '../../../contracts/casino-lobby-sort.ts';
import { RecentRow } from './recent-row.tsx';
import { useFavourites } from './use-favourites.ts';
import './lobby.css';

export interface LobbyProps {
  type: GameType;
  title: string;
  /** The providers this lobby is about (from ?system=); empty means every provider of the type. */
  systems?: string[];
  tag?: string;
  /** The provider tab to open on (a single ?system=). */
  initialProvider?: string | null;
}

const todayInDhaka = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
const ALL = '__all__';
const NO_GAMES: GameItem[] = [];

export function Lobby({ type, title, systems = [], tag, initialProvider = null }: LobbyProps) {
  const { t } = useTranslation('casino');
  const f = useFormat();
  const session = useAtomValue(sessionAtom);
  const isPlayer = session !== null && session.role !== 'operator';
  const blocked = useSectionBlocked('casino');
  const [, navigate] = useLocation();
  const systemsKey = systems.join(',');

  // The page's own answer (server/pages/game-lobby-block.ts) when this is the lobby it was written for: seeded for
  // this read, so the grid is drawn on the first render; spent once this lobby is on screen (the effect below).
  lobbyGamesFromPage(type, systems);
  const list = useRead(lobbyGamesKey(lobbyKey(type, systems)), () => getGames(type, systemsKey ? systemsKey.split(',') : []));
  const games = list.data ?? null;
  useEffect(() => lobbyAnswersUsed(), []);
  // Recently played is an aside above the grid: a list that cannot be read is left out, as an empty one is.
  const recent = useRead(isPlayer ? 'casino:recent' : null, getRecentGames).data ?? NO_GAMES;
  const [provider, setProvider] = useState<string | null>(initialProvider);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<LobbySort>('recommend');
  const deferredSearch = useDeferredValue(search);
  const { favourites, toggle } = useFavourites(isPlayer);
  const { data: allSystems } = useRead(`systems:${type}`, () => getSystems(type), { shared: true });

  const providers = useMemo(() => {
    const present = new Set((games ?? []).map((g) => g.platform));
    return (allSystems ?? []).filter((s) => present.has(s.platform));
  }, [allSystems, games]);
  const names = useMemo(() => new Map((allSystems ?? []).map((s) => [s.platform, s.name])), [allSystems]);
  const providerName = useCallback((platform: string) => names.get(platform) ?? platform, [names]);

  const shown = useMemo(
    () => lobbyGames(games ?? [], { provider, search: deferredSearch, sort, tag }, favourites),
    [games, provider, deferredSearch, sort, tag, favourites],
  );
  const hot = useMemo(() => hotCodes(games ?? []), [games]);
  const favouriteSet = useMemo(() => new Set(favourites), [favourites]);
  const today = todayInDhaka();
  const isNew = useCallback((game: GameItem) => isNewGame(game, today), [today]);
  const onPlay = useCallback((game: GameItem) => openGame(navigate, game, game.name), [navigate]);
  const onFavourite = useCallback((game: GameItem, on: boolean) => toggle(game.code, on), [toggle]);

  if (blocked) {
    return (
      <Page width="wide" screen="LobbyPage">
        <PageHeader title={title} back="history" />
        <EmptyState icon="alert" title={t('lobby.blockedTitle')} description={t('shell:marketBlock.text', { section: title })} />
      </Page>
    );
  }

  return (
    <Page width="wide" screen="LobbyPage" className="lobby">
      <PageHeader title={title} back="history" subtitle={games ? t('lobby.count', { count: shown.length, n: f.integer(shown.length) }) : undefined} />
      {providers.length > 1 && (
        <Tabs
          variant="pill"
          label={t('lobby.providers')}
          active={provider ?? ALL}
          onChange={(k) => setProvider(k === ALL ? null : k)}
          items={[{ key: ALL, label: t('lobby.all') }, ...providers.map((p) => ({ key: p.platform, label: <span translate="no">{p.name}</span> }))]}
        />
      )}
      <div className="lobby-tools">
        <TextField
          label={t('lobby.searchLabel')}
          type="search"
          value={search}
          placeholder={t('lobby.search')}
          prefix={<LobbyIcon name="search" size={20} />}
          onChange={(e) => setSearch(e.target.value)}
          className="lobby-search"
        />
        <SelectField
          label={t('lobby.sort')}
          value={sort}
          onChange={setSort}
          className="lobby-sort"
          options={SORTS.map((s) => ({ value: s, label: t(`lobby.sorts.${s}`) }))}
        />
      </div>
      {search.trim() === '' && <RecentRow games={recent} onPlay={onPlay} />}
      {list.error !== undefined && games === null && <ErrorState title={t('lobby.loadFailed')} error={list.error} onRetry={list.refresh} />}
      {list.loading && <SkeletonList rows={6} />}
      {games !== null && shown.length === 0 && (
        <EmptyState icon="info" title={search.trim() ? t('lobby.noMatch', { search: search.trim() }) : t('lobby.noGames')} />
      )}
      {shown.length > 0 && (
        <GameGrid games={shown} providerName={providerName} favourites={favouriteSet} hot={hot} isNew={isNew} onPlay={onPlay} onFavourite={onFavourite} />
      )}
    </Page>
  );
}
