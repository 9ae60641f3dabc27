import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function MakePaymentPage() {
  return <PlaceholderScreen name="MakePaymentPage" />;
}
