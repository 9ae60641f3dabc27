// Toasts: short confirmations ("Copied", "Saved") that need no answer. One polite live region,
// always in the page (a region added together with its text is often not read), holds at most
// three; each goes by itself after `duration` ms, or sooner with its close button. Hovering or
// focusing a toast holds it, so nobody loses a message they are reading. Errors that need an answer
// are the error dialog's job, not a toast's. showToast works from anywhere (the one store).
import { useAtomValue } from '../lib/atom-hooks.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { store } from '../lib/store.ts';
import { IconButton } from './button.tsx';
import { dismissToast, type Toast, toastsAtom } from './toast-store.ts';
import './toast.css';

export { dismissToast, showToast, TOAST_DURATION_MS, type Toast, type ToastTone, toastsAtom } from './toast-store.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const id = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(id);
  }, [held, toast.id, toast.duration]);
  return (
    <div
      className={`toast toast-${toast.tone}`}
      data-testid="toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="toast-text">{toast.text}</p>
      <IconButton icon="close" label={t('dismiss')} size={18} onClick={() => dismissToast(toast.id)} />
    </div>
  );
}

/** Mounted once, by the shell. */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom, { store });
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
