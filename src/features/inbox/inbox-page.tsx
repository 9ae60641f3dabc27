import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function InboxPage() {
  return <PlaceholderScreen name="InboxPage" />;
}
