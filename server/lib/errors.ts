// One error type for every refusal the API makes; app.onError alone turns it into the body
// { message, code, errors, vars } that the client's ky hook parses (see server/app.ts).
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Challenge } from '../../contracts/challenge.ts';
import type { StaffChallenge } from '../../contracts/common.ts';
import { MESSAGES, type MessageKey } from '../../contracts/messages/index.ts';

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    /** The placeholder values, sent along so the client can fill its translation of `code`. */
    readonly vars?: Record<string, string>,
  ) {
    super(status, { message });
  }

  /** Sent as Retry-After on a 429 (see `limited`). */
  retryAfterSeconds?: number;
  /** A proof-of-work challenge the caller must solve and send back (see `challengeRequired`). */
  challenge?: Challenge;
  /** With 'staffUseConsole': the console's second step, begun for the staff member (see `staffUseConsole`). */
  staffLogin?: StaffChallenge;
}

/** A refusal whose text is in the catalogue; `vars` fill {placeholders}. */
export function fail(status: ContentfulStatusCode, key: MessageKey, vars: Record<string, string> = {}): ApiError {
  const text = MESSAGES[key].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? `{${name}}`);
  return new ApiError(status, key, text, undefined, Object.keys(vars).length ? vars : undefined);
}

/**
 * A 429 for a limit: the wait fills the message's {seconds} or {minutes} (rounded up) and Retry-After,
 * so the player is told how long, in their language.
 */
export function limited(key: MessageKey, retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait: Record<string, string> = { seconds: String(seconds), minutes: String(Math.ceil(seconds / 60)) };
  const used = [...MESSAGES[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const err = fail(429, key, Object.fromEntries(used.filter((n) => n in wait).map((n) => [n, wait[n]!])));
  err.retryAfterSeconds = seconds;
  return err;
}

/** The answer that asks the caller to solve `challenge` and try again (docs/decisions/0015). */
export function challengeRequired(challenge: Challenge): ApiError {
  const err = fail(429, 'challengeRequired');
  err.challenge = challenge;
  return err;
}

/**
 * A staff member's right password at the player's log-in: no session (a password alone never gives a staff
 * one), but the console's second step, begun, so the console asks for the code without the password again.
 */
export function staffUseConsole(staffLogin: StaffChallenge): ApiError {
  const err = fail(403, 'staffUseConsole');
  err.staffLogin = staffLogin;
  return err;
}

/** Field errors (422), as the wire's `errors` map of field to message. */
export function fieldErrors(errors: Record<string, string>, key: MessageKey = 'invalidInput'): ApiError {
  return new ApiError(422, key, Object.values(errors)[0] ?? MESSAGES[key], errors);
}
