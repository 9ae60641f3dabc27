// The service worker that makes the site an installable app (docs/decisions/0068): built by
// vite-plugin-pwa (Workbox) from vite.config.ts, registered here in production builds only (the
// dev server has none, so a developer never debugs a stale cache).
// Updates: the new worker installs in the background and takes over at once (skipWaiting); the open
// page is reloaded onto the new version when the player is not looking at it (the tab or app goes to
// the background), never under their thumb in the middle of a bet slip or a withdrawal form.
// Registrations are checked for a new version every hour, for an app that is left open for days.
import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registerSW({
    // Registered once the page has loaded (Workbox's default): the worker's install precaches every
    // chunk of the site, which on a phone's slow link must not compete with the first screen's own files.
    immediate: false,
    onNeedReload: reloadWhenHidden,
    onRegisteredSW(_url, registration) {
      if (registration)
        setInterval(() => {
          if (navigator.onLine) void registration.update();
        }, UPDATE_CHECK_MS);
    },
  });
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
