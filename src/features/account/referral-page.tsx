import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ReferralPage() {
  return <PlaceholderScreen name="ReferralPage" />;
}
