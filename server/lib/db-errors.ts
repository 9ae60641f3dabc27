// The database's own refusals of a value, as a 4xx: the net under the contracts. contracts/fields.ts
// is the fix (a NUL byte, an id past bigint, the 30th of February never reach a query); this catches
// whatever a future route lets past, so a fuzzed input is still never a 500. Only SQLSTATEs that
// mean "this value cannot be stored as asked" are mapped; any other database error stays a 500.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES, type MessageKey } from '../../contracts/messages/index.ts';
import { sqlStateOf } from '../db/errors.ts';
import { logger } from './logger.ts';

/** SQLSTATE class 22 (data exception) codes a request's values can cause. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22P05': 'untranslatable character',
  '22021': 'character not in repertoire (a NUL byte)',
  '22003': 'numeric value out of range',
  '22008': 'datetime field overflow',
  '22P02': 'invalid text representation',
  '22007': 'invalid datetime format',
  '22001': 'string data right truncation',
};
const FOREIGN_KEY_VIOLATION = '23503';

export interface DatabaseRefusal {
  status: ContentfulStatusCode;
  key: MessageKey;
  sqlstate: string;
  reason: string;
}

/** The 4xx for a database error the caller's input caused, or null for every other error. */
function refusalForDatabaseError(err: unknown): DatabaseRefusal | null {
  const sqlstate = sqlStateOf(err);
  if (!sqlstate) return null;
  if (sqlstate in DATA_EXCEPTIONS) return { status: 422, key: 'invalidInput', sqlstate, reason: DATA_EXCEPTIONS[sqlstate]! };
  if (sqlstate === FOREIGN_KEY_VIOLATION) return { status: 422, key: 'referenceNotFound', sqlstate, reason: 'foreign key violation' };
  return null;
}

/** For app.onError: the 4xx answer (logged as a warning with the route) when the database refused a value, else null. */
export function databaseRefusalResponse(err: unknown, c: Context): Response | null {
  const refusal = refusalForDatabaseError(err);
  if (!refusal) return null;
  logger.warn('database refused a value that passed the contract', {
    method: c.req.method,
    route: c.req.routePath,
    path: c.req.path,
    sqlstate: refusal.sqlstate,
    reason: refusal.reason,
  });
  return c.json({ message: MESSAGES[refusal.key], code: refusal.key }, refusal.status);
}
