import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ExchangeLaunchPage() {
  return <PlaceholderScreen name="ExchangeLaunchPage" />;
}
