import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function OperatorPage() {
  return <PlaceholderScreen name="OperatorPage" />;
}
