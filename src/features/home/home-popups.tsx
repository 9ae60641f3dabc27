// The home page's popups, one per visit. After sign-up the welcome comes first; the operator's system
// notice waits for the next visit to home rather than opening the moment the welcome closes, so a new
// player never meets two popups in a row. Each stays dismissed once dismissed (the site's storage flags,
// lib/popup-flags.ts). The notice is a lazy chunk (it brings DOMPurify), loaded only when it is shown.
import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { popupFlagsAtom } from '../../lib/popup-flags.ts';
import { WelcomePopup } from './welcome-popup.tsx';

const SystemNoticePopup = lazy(() => import('./system-notice-popup.tsx').then((m) => ({ default: m.SystemNoticePopup })));

export function HomePopups({ systemNotice }: { systemNotice: string }) {
  const flags = useAtomValue(popupFlagsAtom);
  // Read once per visit (this component mounts with the home page): a visit that opened with the welcome
  // shows nothing else.
  const [welcomeVisit] = useState(flags.regPopup);
  if (flags.regPopup) return <WelcomePopup />;
  if (welcomeVisit || !flags.popup || systemNotice.trim() === '') return null;
  return (
    <Suspense fallback={null}>
      <SystemNoticePopup html={systemNotice} />
    </Suspense>
  );
}
