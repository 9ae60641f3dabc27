import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function PaymentRequestPage() {
  return <PlaceholderScreen name="PaymentRequestPage" />;
}
