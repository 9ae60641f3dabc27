// Input validation against the contracts. A zod failure becomes a 422 with a field map, never a 500.
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { requireAccessDecided } from '../middleware/auth.ts';
import { MESSAGES, isCatalogueText, type MessageKey } from '../../contracts/messages/index.ts';
import { fail, fieldErrors } from './errors.ts';

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

// Refuses to read input on a route that has not decided access yet (see server/middleware/auth.ts):
// checked before the body is even parsed, so no answer can describe a body to a caller not allowed in.
// Typed loosely on purpose: it wraps any validator and hands back exactly its type.
// biome-ignore lint/suspicious/noExplicitAny: a wrapper that hands back any validator's exact type
const afterAccess = <M extends (c: any, next: any) => any>(read: M): M =>
  (async (c: Context<AppEnv>, next: () => Promise<void>) => {
    requireAccessDecided(c);
    return read(c, next);
  }) as unknown as M;

/** JSON body validator; a body that is not JSON at all counts as an empty object. */
export const jsonBody = <S extends z.ZodType>(schema: S) => afterAccess(validator('json', (value) => parseOrFail(schema, value ?? {})));

export const queryParams = <S extends z.ZodType>(schema: S) => afterAccess(validator('query', (value) => parseOrFail(schema, value)));

/**
 * A path parameter through its contract (idSchema, keySchema ...). A value that no row can have
 * (a NUL byte, an id past bigint) names nothing: 404 with the route's own not-found message, the
 * same answer as a well-formed id that matches no row. Call it after the access guard.
 */
export function pathParam<S extends z.ZodType>(c: Context, name: string, schema: S, notFound: MessageKey): z.output<S> {
  const result = schema.safeParse(c.req.param(name));
  if (!result.success) throw fail(404, notFound);
  return result.data;
}
