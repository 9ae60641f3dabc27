import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function GameRunPage() {
  return <PlaceholderScreen name="GameRunPage" />;
}
