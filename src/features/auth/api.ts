// Account calls of the log-in, sign-up and password screens.
import { z } from 'zod';
import { loginResponseSchema, messageResponseSchema, signupResponseSchema, type LoginRequest } from '../../../contracts/account.ts';
import { messageKeyOf } from '../../../contracts/messages/index.ts';
import { ApiError, postJson } from '../../lib/api.ts';
import { withChallenge } from '../../lib/challenge.ts';
import { clearSession, saveSession } from '../../lib/session.ts';

/**
 * Logs in and stores the session as the client names it (exchangeToken = exchange[0].token). When the server
 * asks for a proof-of-work challenge, `onChecking` is told, the challenge is solved and the log-in sent again.
 */
export async function logIn(credentials: LoginRequest, onChecking?: () => void) {
  const answer = await withChallenge((headers) => postJson(loginResponseSchema, 'login', credentials, headers), onChecking);
  saveSession({
    token: answer.token,
    remote_id: answer.remote_id,
    username: answer.username,
    role: answer.role,
    exchangeToken: answer.exchange[0]?.token,
  });
  return answer;
}

/** Failure of a log-in: a network failure, the server's message, else 'Invalid credentials'. */
export function loginFailureKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'networkError') return 'networkError';
    return error.code ?? messageKeyOf(error.message) ?? 'invalidCredentials';
  }
  return 'invalidCredentials';
}

/** Signs up; a challenge the server asks for is solved as for log-in. */
export const signUp = (payload: Record<string, unknown>, onChecking?: () => void) =>
  withChallenge((headers) => postJson(signupResponseSchema, 'v1/create-players', payload, headers), onChecking);

const messageOnly = z.object({ message: z.string() }).or(messageResponseSchema);
export const sendResetOtp = (payload: Record<string, unknown>) => postJson(messageOnly, 'usr-forgot-password', payload);
export const resetPassword = (payload: Record<string, unknown>) => postJson(messageOnly, 'usr-reset-password', payload);
export const changePassword = (payload: Record<string, unknown>) => postJson(messageOnly, 'user-pwd', payload);

/** POST /api/logout then forget the session; a failed call still logs out on this device. */
export async function logOut() {
  await postJson(messageOnly, 'logout').catch(() => undefined);
  clearSession();
}

export const CODE_KEYS = { referral: 'referral_code', affiliate: 'affiliate_code', agent: 'agent_code' } as const;
