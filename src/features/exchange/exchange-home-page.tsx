import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ExchangeHomePage() {
  return <PlaceholderScreen name="ExchangeHomePage" />;
}
