import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function VipPage() {
  return <PlaceholderScreen name="VipPage" />;
}
