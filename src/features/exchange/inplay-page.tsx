import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function InPlayPage() {
  return <PlaceholderScreen name="InPlayPage" />;
}
