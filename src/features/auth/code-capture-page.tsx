import { PlaceholderScreen } from '../../components/placeholder-screen.tsx';

export function ReferralCodeCapture() {
  return <PlaceholderScreen name="ReferralCodeCapture" />;
}

export function AffiliateCodeCapture() {
  return <PlaceholderScreen name="AffiliateCodeCapture" />;
}

export function AgentCodeCapture() {
  return <PlaceholderScreen name="AgentCodeCapture" />;
}
