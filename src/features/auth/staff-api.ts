// The console's two-step log-in (POST /api/operator/login, /login/enrol, /login/verify): the password gives
// a challenge, the authenticator's code (or a recovery code) gives the session. A solved proof-of-work
// challenge is sent along when the server asks for one, as for the player's log-in.
import { atom } from 'jotai';
import type { StaffChallenge } from '../../../contracts/common.ts';
import {
  staffEnrolResponseSchema,
  staffLoginResponseSchema,
  staffSessionResponseSchema,
  staffVerifyResponseSchema,
  type StaffSessionResponse,
} from '../../../contracts/staff.ts';
import { postJson } from '../../lib/api.ts';
import { withChallenge } from '../../lib/challenge.ts';
import { saveSession } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { staffSessionEndedAtom } from '../../lib/staff-session-end.ts';

/**
 * The console's second step, begun at the player's log-in (a staff member's right password there): the
 * console's log-in opens at the code, or at the authenticator's set-up, instead of asking for the password
 * again. Held in memory only, never in storage or the address, and taken once by the console's log-in.
 */
export type StaffHandoff = StaffChallenge & { secret?: string; uri?: string };
export const staffHandoffAtom = atom<StaffHandoff | null>(null);

/** Hands the begun log-in to the console's log-in form; an account that must set up its authenticator starts the set-up here. */
export async function handOverStaffLogin(begun: StaffChallenge): Promise<void> {
  const setUp = begun.next === 'enrol' ? await staffEnrol(begun.challenge) : undefined;
  store.set(staffHandoffAtom, { ...begun, ...(setUp ? { secret: setUp.secret, uri: setUp.uri } : {}) });
}

export const staffPassword = (username: string, password: string, onChecking?: () => void) =>
  withChallenge((headers) => postJson(staffLoginResponseSchema, 'operator/login', { username, password }, headers), onChecking);

export const staffEnrol = (challenge: string) => postJson(staffEnrolResponseSchema, 'operator/login/enrol', { challenge });

export const staffVerify = (challenge: string, second: { code: string } | { recovery_code: string }) =>
  postJson(staffVerifyResponseSchema, 'operator/login/verify', { challenge, ...second });

/** A new member's own password in place of the one-off they were given: the last step, which gives the session. */
export const staffNewPassword = (challenge: string, password: string) =>
  postJson(staffSessionResponseSchema, 'operator/login/password', { challenge, password });

/** Stores the staff session; the router then shows the console in the log-in's place. */
export function saveStaffSession(answer: StaffSessionResponse) {
  store.set(staffSessionEndedAtom, false);
  saveSession({ token: answer.token, remote_id: answer.remote_id, username: answer.username, role: 'operator', staffRole: answer.staff_role });
}
