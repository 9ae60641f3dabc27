import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function HomePage() {
  return <PlaceholderScreen name="HomePage" />;
}
