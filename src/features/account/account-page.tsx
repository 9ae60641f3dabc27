import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function AccountPage() {
  return <PlaceholderScreen name="AccountPage" />;
}
