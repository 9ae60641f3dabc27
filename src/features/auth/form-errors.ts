// Client-side validation with the same zod schemas the server enforces: the first message of each
// field, kept as a catalogue key so the screen shows it in the chosen language.
import type { z } from 'zod';
import { isCatalogueText, messageKeyOf } from '../../../contracts/messages/index.ts';
import { ApiError } from '../../lib/api.ts';

export type FieldErrors = Record<string, string>;

/** First catalogue key per field ('' = the form as a whole); unknown texts are kept as they are. */
export function firstErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = messageKeyOf(issue.message) ?? issue.message;
  }
  return out;
}

/**
 * The server's `errors` map (field -> English text) as catalogue keys; a text with its placeholders
 * filled in ("Minimum VP Required: 10") stays a text, which FormField recognises with its values.
 */
export function serverFieldErrors(error: ApiError): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, text] of Object.entries(error.errors ?? {})) out[field] = messageKeyOf(text) ?? text;
  return out;
}

/** The placeholder values of an API error's message (how long a limit asks to wait), for FieldError's `vars`. */
export const apiErrorVars = (error: unknown) => (error instanceof ApiError ? error.vars : undefined);

/** The catalogue key of an API error (its code when the server sent one), or its filled-in catalogue text. */
export const apiErrorKey = (error: unknown, fallback: string) => {
  if (!(error instanceof ApiError)) return fallback;
  return error.code ?? messageKeyOf(error.message) ?? (isCatalogueText(error.message) ? error.message : fallback);
};
