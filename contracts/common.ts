import { z } from 'zod';
import { challengeSchema } from './challenge.ts';
import { textSchema } from './fields.ts';
import { commonMessages } from './messages/common.ts';

/** A staff log-in whose password step is passed: what comes next, and the single-use token that proves the password was right. */
export const staffChallengeSchema = z.object({
  /** What the second step is: set up an authenticator first, or give its code. */
  next: z.enum(['enrol', 'verify']),
  challenge: z.string(),
});
export type StaffChallenge = z.infer<typeof staffChallengeSchema>;

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

/** The player's log-in refusing a staff account whose password is right ('staffUseConsole'): the console's second step, begun. */
export const staffUseConsoleBodySchema = errorBodySchema.extend({ staff_login: staffChallengeSchema.optional() });

/** remote_id travels as a string or a number in the wire's payloads; only ever compared with the caller's id. */
export const remoteIdSchema = z
  .union([z.string(), z.number()], { error: commonMessages.idInvalid })
  .transform(String)
  .pipe(textSchema({ max: 20 }));

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
