import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function MultiMarketsPage() {
  return <PlaceholderScreen name="MultiMarketsPage" />;
}
