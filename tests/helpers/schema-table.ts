// Table-like schema tests: each case is [name, input, expected], where expected is 'valid' or the first
// message per field exactly as the server's `errors` map holds it (server/lib/validate.ts).
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../../server/lib/validate.ts';

export type Outcome = 'valid' | Record<string, string>;
export type Case = [name: string, input: unknown, expected: Outcome];

export function firstMessages(schema: z.ZodType, input: unknown): Outcome {
  const result = schema.safeParse(input);
  return result.success ? 'valid' : toFieldErrors(result.error);
}

export const table = (schema: z.ZodType, cases: Case[]) => it.each(cases)('%s', (_, input, expected) => expect(firstMessages(schema, input)).toEqual(expected));
