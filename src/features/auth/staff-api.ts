// The console's two-step log-in (POST /api/operator/login, /login/enrol, /login/verify): the password gives
// a challenge, the authenticator's code (or a recovery code) gives the session. A solved proof-of-work
// challenge is sent along when the server asks for one, as for the player's log-in.
import { staffEnrolResponseSchema, staffLoginResponseSchema, staffVerifyResponseSchema, type StaffVerifyResponse } from '../../../contracts/staff.ts';
import { postJson } from '../../lib/api.ts';
import { withChallenge } from '../../lib/challenge.ts';
import { saveSession } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { staffSessionEndedAtom } from '../../lib/staff-session-end.ts';

export const staffPassword = (username: string, password: string, onChecking?: () => void) =>
  withChallenge((headers) => postJson(staffLoginResponseSchema, 'operator/login', { username, password }, headers), onChecking);

export const staffEnrol = (challenge: string) => postJson(staffEnrolResponseSchema, 'operator/login/enrol', { challenge });

export const staffVerify = (challenge: string, second: { code: string } | { recovery_code: string }) =>
  postJson(staffVerifyResponseSchema, 'operator/login/verify', { challenge, ...second });

/** Stores the staff session; the router then shows the console in the log-in's place. */
export function saveStaffSession(answer: StaffVerifyResponse) {
  store.set(staffSessionEndedAtom, false);
  saveSession({ token: answer.token, remote_id: answer.remote_id, username: answer.username, role: 'operator', staffRole: answer.staff_role });
}
