// The service worker that makes the site an installable app (docs/decisions/0068): built by
// vite-plugin-pwa (Workbox) from vite.config.ts, registered here in production builds only (the
// dev server has none, so a developer never debugs a stale cache).
// Updates: the new worker installs in the background and takes over at once (skipWaiting); the open
// page is reloaded onto the new version when the player is not looking at it (the tab or app goes to
// the background), never under their thumb in the middle of a bet slip or a withdrawal form.
// Registrations are checked for a new version every hour, for an app that is left open for days.
import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** After the page's load, a wait for the first screen's own calls (they start once its code has run). */
const REGISTER_AFTER_LOAD_MS = 3000;

export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Registered a few seconds after the page has loaded: the worker's install precaches every chunk of the
  // site, which on a phone's slow link must compete neither with the first screen's files nor with the
  // data calls its code makes once it runs (often after the load event).
  const register = () =>
    registerSW({
      immediate: true,
      onNeedReload: reloadWhenHidden,
      onRegisteredSW(_url, registration) {
        if (registration)
          setInterval(() => {
            if (navigator.onLine) void registration.update();
          }, UPDATE_CHECK_MS);
      },
    });
  const later = () => setTimeout(register, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function reloadWhenHidden(): void {
  if (document.visibilityState === 'hidden') {
    window.location.reload();
    return;
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') window.location.reload();
  });
}
