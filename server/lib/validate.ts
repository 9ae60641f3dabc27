// Input validation against the contracts. A zod failure becomes a 422 with a field map, never a 500.
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { fieldErrors } from './errors.ts';

export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

export function parseOrFail<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fieldErrors(toFieldErrors(result.error));
  return result.data;
}

/** JSON body validator; a body that is not JSON at all counts as an empty object. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', (value) => parseOrFail(schema, value ?? {}));

export const queryParams = <S extends z.ZodType>(schema: S) =>
  validator('query', (value) => parseOrFail(schema, value));

/** For handlers that read the body themselves (optional JSON, form data). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return {};
  }
}
