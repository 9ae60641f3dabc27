// The id this browser keeps for the site, sent with each bet: the risk team's "many accounts from one
// device" signal. A random value made here and kept in this browser's storage; it says nothing about the
// phone, is never used to sign in or to grant anything, and a cleared storage simply makes a new one.
const KEY = 'device';
const VALID = /^[A-Za-z0-9-]{8,64}$/;

export function deviceId(): string | null {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept && VALID.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    // Storage refused (a private window on an old browser): bet without it rather than not at all.
    return null;
  }
}
