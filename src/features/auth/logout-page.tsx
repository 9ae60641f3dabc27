import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function LogoutPage() {
  return <PlaceholderScreen name="LogoutPage" />;
}
