import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function WithdrawalPage() {
  return <PlaceholderScreen name="WithdrawalPage" />;
}
