import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function DepositPage() {
  return <PlaceholderScreen name="DepositPage" />;
}
