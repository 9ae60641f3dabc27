import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function SignupPage() {
  return <PlaceholderScreen name="SignupPage" />;
}
