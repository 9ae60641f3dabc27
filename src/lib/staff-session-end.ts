// A staff session the server ends while the console is open (a suspension, a change of role, its time up)
// is cleared by the API client on the 401 of the console's next call, and the router then shows the
// console's log-in where the console was. Without a word the staff member would not know why they are out:
// the console watches for its session going while it is on screen, and the log-in says the session ended.
// A log-out is no such ending: the console has left the screen (for /player/logout) before it clears.
import { atom } from 'jotai';
import { sessionAtom, type StoredSession } from './session.ts';
import { store } from './store.ts';

/** Set when an open console lost its staff session; a new staff log-in resets it. */
export const staffSessionEndedAtom = atom(false);

/** Whether a change of the stored session is a staff session ending (not a player's, not a new log-in). */
export const endsStaffSession = (before: StoredSession | null, after: StoredSession | null): boolean => before?.role === 'operator' && after === null;

/** Watches the session while the console is on screen; returns the unsubscribe, for an effect's clean-up. */
export function watchStaffSessionEnd(): () => void {
  let last = store.get(sessionAtom);
  return store.sub(sessionAtom, () => {
    const now = store.get(sessionAtom);
    if (endsStaffSession(last, now)) store.set(staffSessionEndedAtom, true);
    last = now;
  });
}
