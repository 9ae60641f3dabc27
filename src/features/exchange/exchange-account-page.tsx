import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ExchangeAccountPage() {
  return <PlaceholderScreen name="ExchangeAccountPage" />;
}
