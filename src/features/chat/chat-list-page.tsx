import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ChatListPage() {
  return <PlaceholderScreen name="ChatListPage" />;
}
