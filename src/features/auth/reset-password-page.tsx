import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ResetPasswordPage() {
  return <PlaceholderScreen name="ResetPasswordPage" />;
}
