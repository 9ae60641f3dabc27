// Installing the site as an app (docs/decisions/0068): the browser's own install prompt where it
// offers one (Chrome, Edge, Samsung Internet fire beforeinstallprompt once the manifest and the
// service worker qualify), kept here so a button can show it later; otherwise the player is told
// how to add the site to the home screen by hand (Safari on an iPhone has no prompt).
// Listening starts with the first paint (main.tsx): the event fires only once per page load.
import { atom } from 'jotai';
import { store } from './store.ts';

/** Chrome's BeforeInstallPromptEvent (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installPromptAtom = atom<InstallPromptEvent | null>(null);

/** The site already runs as an installed app (opened from the home screen). */
export const runsInstalled = () =>
  typeof matchMedia === 'function' &&
  (matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true);

export function watchInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the prompt for our own button instead of the browser's mini bar.
    event.preventDefault();
    store.set(installPromptAtom, event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(installPromptAtom, null));
}

/** Shows the browser's prompt if there is one: true when it was shown, false when the player needs the instructions. */
export async function promptInstall(): Promise<boolean> {
  const event = store.get(installPromptAtom);
  if (!event) return false;
  // A prompt can be shown once; a new event comes if the player may be asked again.
  store.set(installPromptAtom, null);
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  return true;
}

/** Which instructions fit this browser. */
export function installPlatform(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): 'ios' | 'android' | 'desktop' {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}
