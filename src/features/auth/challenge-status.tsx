// The "Checking..." line shown while the browser solves a proof-of-work challenge the server asked for
// (src/lib/challenge.ts, docs/decisions/0015): a polite status, so a screen reader says it once.
import type { ReactNode } from 'react';

export function ChallengeStatus({ children }: { children: ReactNode }) {
  return (
    <p className="auth-status" role="status">
      {children}
    </p>
  );
}
