import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ProfilePage() {
  return <PlaceholderScreen name="ProfilePage" />;
}
