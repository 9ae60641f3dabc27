import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function TurnoverRecordPage() {
  return <PlaceholderScreen name="TurnoverRecordPage" />;
}
