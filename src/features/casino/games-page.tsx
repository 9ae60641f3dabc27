import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function GamesPage() {
  return <PlaceholderScreen name="GamesPage" />;
}
