// A zod failure as the wire's 422 field map, never a 500: for the declared routes' validators
// (server/lib/route.ts) and for a body a handler reads itself (parseOrFail).
import type { z } from 'zod';
import { MESSAGES, isCatalogueText } from '../../contracts/messages/index.ts';
import { fieldErrors } from './errors.ts';

export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    // zod's own wording (a body that is null or an array, a type no field rule anticipated) is not in the
    // catalogue (as written or filled in), so the client could not translate it: it gets the general text.
    if (!(field in out)) out[field] = isCatalogueText(issue.message) ? issue.message : MESSAGES.invalidInput;
  }
  return out;
}

export function parseOrFail<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fieldErrors(toFieldErrors(result.error));
  return result.data;
}
