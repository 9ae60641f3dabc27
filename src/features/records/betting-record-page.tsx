import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function BettingRecordPage() {
  return <PlaceholderScreen name="BettingRecordPage" />;
}
