import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function OddsViewPage() {
  return <PlaceholderScreen name="OddsViewPage" />;
}
