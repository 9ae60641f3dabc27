// Third-party chat widgets the operator may configure in the general settings (the chat
// button shows Intercom if present, else the WhatsApp link, else other widgets; here Tawk.to). Their
// scripts load only when the player taps the button, never on the first paint. A widget that cannot load
// (no network, or a Content-Security-Policy that does not list its origin) falls through to the next
// choice, and in the end to the product's own support chat: the tap always opens something.
declare global {
  interface Window {
    Intercom?: (command: string, options?: Record<string, unknown>) => void;
    intercomSettings?: Record<string, unknown>;
    Tawk_API?: { maximize?: () => void; onLoad?: () => void };
    Tawk_LoadStart?: Date;
  }
}

const LOAD_TIMEOUT_MS = 10_000;
const loading = new Map<string, Promise<void>>();

/** Adds a script once; resolves when it has run, rejects when it cannot load. */
export function loadScript(src: string): Promise<void> {
  let p = loading.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      const timer = setTimeout(() => reject(new Error(`timed out: ${src}`)), LOAD_TIMEOUT_MS);
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        clearTimeout(timer);
        reject(new Error(`could not load: ${src}`));
      };
      document.head.appendChild(script);
    });
    p.catch(() => loading.delete(src)); // a later tap may try again
    loading.set(src, p);
  }
  return p;
}

/** An app id or property id as the vendors issue them: letters, digits, '-', '_' (and '/' for Tawk's widget). */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64})?$/;

// Read afresh each time: the widget's script defines it while we wait.
const intercom = () => window.Intercom;

export async function showIntercom(appId: string): Promise<void> {
  if (typeof intercom() !== 'function') {
    if (!SAFE_ID.test(appId) || appId.includes('/')) throw new Error('not an Intercom app id');
    window.intercomSettings = { app_id: appId };
    await loadScript(`https://widget.intercom.io/widget/${appId}`);
    const started = intercom();
    if (typeof started !== 'function') throw new Error('Intercom did not start');
    started('boot', { app_id: appId });
  }
  intercom()!('show');
}

export async function showTawk(tawkId: string): Promise<void> {
  if (window.Tawk_API?.maximize) {
    window.Tawk_API.maximize();
    return;
  }
  if (!SAFE_ID.test(tawkId)) throw new Error('not a Tawk.to id');
  const path = tawkId.includes('/') ? tawkId : `${tawkId}/default`;
  const api = (window.Tawk_API ??= {});
  window.Tawk_LoadStart = new Date();
  const opened = new Promise<void>((resolve) => {
    api.onLoad = () => {
      api.maximize?.();
      resolve();
    };
  });
  await loadScript(`https://embed.tawk.to/${path}`);
  await opened;
}
