import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function CasinoCategoryPage() {
  return <PlaceholderScreen name="CasinoCategoryPage" />;
}

export function SlotCategoryPage() {
  return <PlaceholderScreen name="SlotCategoryPage" />;
}

export function TableCategoryPage() {
  return <PlaceholderScreen name="TableCategoryPage" />;
}

export function CrashCategoryPage() {
  return <PlaceholderScreen name="CrashCategoryPage" />;
}

export function FishingCategoryPage() {
  return <PlaceholderScreen name="FishingCategoryPage" />;
}

export function ArcadeCategoryPage() {
  return <PlaceholderScreen name="ArcadeCategoryPage" />;
}

export function LotteryCategoryPage() {
  return <PlaceholderScreen name="LotteryCategoryPage" />;
}
