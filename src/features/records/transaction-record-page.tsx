import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function TransactionRecordPage() {
  return <PlaceholderScreen name="TransactionRecordPage" />;
}
