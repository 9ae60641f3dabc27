import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function SportsPage() {
  return <PlaceholderScreen name="SportsPage" />;
}
