// One error type for every refusal the API makes; app.onError alone turns it into the body
// { message, code, errors, vars } that the client's ky hook parses (see server/app.ts).
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
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
}

/** A refusal whose text is in the catalogue; `vars` fill {placeholders}. */
export function fail(status: ContentfulStatusCode, key: MessageKey, vars: Record<string, string> = {}): ApiError {
  const text = MESSAGES[key].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? `{${name}}`);
  return new ApiError(status, key, text, undefined, Object.keys(vars).length ? vars : undefined);
}

/** Field errors (422), as the spec's `errors` map of field to message. */
export function fieldErrors(errors: Record<string, string>, key: MessageKey = 'invalidInput'): ApiError {
  return new ApiError(422, key, Object.values(errors)[0] ?? MESSAGES[key], errors);
}
