import { z } from 'zod';
import { challengeSchema } from './challenge.ts';
import { textSchema } from './fields.ts';
import { commonMessages } from './messages/common.ts';

/** Every error answer of the player API: a message, a stable code, and per-field messages. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** Values for the {placeholders} of the catalogue message `code`, for the client's translation. */
  vars: z.record(z.string(), z.string()).optional(),
  /** With code 'challengeRequired': the proof-of-work to solve before trying again (contracts/challenge.ts). */
  challenge: challengeSchema.optional(),
});

/** remote_id travels as a string or a number in the wire's payloads; only ever compared with the caller's id. */
export const remoteIdSchema = z
  .union([z.string(), z.number()], { error: commonMessages.idInvalid })
  .transform(String)
  .pipe(textSchema({ max: 20 }));

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
