// The player API client: ky with the bearer token, answers parsed by the contracts, and every
// error turned into ApiError { message, code, errors, vars, status } whose message the UI translates.
// A 401 on any bearer call ends the session as the product asks for the balance call.
import ky, { HTTPError, type Options } from 'ky';
import type { z } from 'zod';
import type { Challenge } from '../../contracts/challenge.ts';
import { staffUseConsoleBodySchema, type StaffChallenge } from '../../contracts/common.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { takeEarlyAnswer } from './early-answers.ts';
import { showRateLimited } from './error-modal.ts';
import { clearSession, currentToken } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string>,
    /** Placeholder values of the message `code`: t(`errors:${code}`, vars) needs them. */
    readonly vars?: Record<string, string>,
    /** With code 'challengeRequired': the proof-of-work to solve (src/lib/challenge.ts). */
    readonly challenge?: Challenge,
    /** With code 'staffUseConsole': the console's second step, begun by the player's log-in. */
    readonly staffLogin?: StaffChallenge,
  ) {
    super(message);
  }
}

export const http = ky.create({
  prefixUrl: '/api',
  timeout: 20_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = currentToken();
        if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      },
      // The same call already sent by the early script (early-answers.ts): its answer, unless it failed to
      // arrive, in which case the request goes out as usual. ky runs the afterResponse hooks on it all the same.
      (request) => takeEarlyAnswer(request)?.catch(() => undefined),
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('authorization')) clearSession();
        // A lookup past the per-address limit: the shell says so (a write's refusal is its screen's to show).
        if (response.status === 429 && request.method === 'GET')
          void response
            .clone()
            .json()
            .then(showRateLimited, () => undefined);
      },
    ],
  },
});

/** Any failure of a call as an ApiError (screens with a client of their own use it too). */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    // Every error body; the player's log-in may add the console's second step for a staff account.
    const body = staffUseConsoleBodySchema.safeParse(await error.response.json().catch(() => null));
    if (body.success)
      return new ApiError(
        error.response.status,
        body.data.message,
        body.data.code,
        body.data.errors,
        body.data.vars,
        body.data.challenge,
        body.data.staff_login,
      );
    return new ApiError(error.response.status, MESSAGES.unexpectedError, 'unexpectedError');
  }
  return new ApiError(0, MESSAGES.networkError, 'networkError');
}

/** Calls the API and parses the answer with its contract; throws ApiError on any failure. */
export async function request<S extends z.ZodType>(schema: S, path: string, options: Options = {}): Promise<z.output<S>> {
  let data: unknown;
  try {
    data = await http(path.replace(/^\//, ''), options).json();
  } catch (error) {
    throw await toApiError(error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(0, MESSAGES.unexpectedError, 'unexpectedError');
  return parsed.data;
}

export const getJson = <S extends z.ZodType>(schema: S, path: string, searchParams?: Options['searchParams']) =>
  request(schema, path, { method: 'get', searchParams });

export const postJson = <S extends z.ZodType>(schema: S, path: string, json?: unknown, headers?: Record<string, string>) =>
  request(schema, path, { method: 'post', json: json ?? {}, headers });
