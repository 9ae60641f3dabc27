import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ChatPage() {
  return <PlaceholderScreen name="ChatPage" />;
}
