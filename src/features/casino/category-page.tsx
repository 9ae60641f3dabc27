// The category routes of the desktop navigation and the menus: each is the lobby of
// one catalogue type. Arcade is the crash category's arcade-tagged games (Plinko, Mines, Hi-Lo ...),
// since the product's types have no arcade of their own.
import { useTranslation } from 'react-i18next';
import type { GameType } from '../../../contracts/content.ts';
import { Lobby } from './lobby-page.tsx';

export const CATEGORY_LOBBIES = {
  casino: { type: 'LIVE' },
  slot: { type: 'SLOT' },
  table: { type: 'TABLE' },
  crash: { type: 'EGAME' },
  fishing: { type: 'FH' },
  arcade: { type: 'EGAME', tag: 'arcade' },
  lottery: { type: 'LOTTO' },
} as const satisfies Record<string, { type: GameType; tag?: string }>;

type CategoryKey = keyof typeof CATEGORY_LOBBIES;

function CategoryLobby({ category }: { category: CategoryKey }) {
  const { t } = useTranslation('casino');
  const lobby: { type: GameType; tag?: string } = CATEGORY_LOBBIES[category];
  return <Lobby key={category} type={lobby.type} tag={lobby.tag} title={t(`categories.${category}`)} />;
}

export const CasinoCategoryPage = () => <CategoryLobby category="casino" />;
export const SlotCategoryPage = () => <CategoryLobby category="slot" />;
export const TableCategoryPage = () => <CategoryLobby category="table" />;
export const CrashCategoryPage = () => <CategoryLobby category="crash" />;
export const FishingCategoryPage = () => <CategoryLobby category="fishing" />;
export const ArcadeCategoryPage = () => <CategoryLobby category="arcade" />;
export const LotteryCategoryPage = () => <CategoryLobby category="lottery" />;
