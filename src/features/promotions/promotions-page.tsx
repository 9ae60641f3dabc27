import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function PromotionsPage() {
  return <PlaceholderScreen name="PromotionsPage" />;
}
