import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ChatBoxPage() {
  return <PlaceholderScreen name="ChatBoxPage" />;
}
