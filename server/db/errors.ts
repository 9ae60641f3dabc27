// What a driver error says, read the same way over pg and PGlite: drizzle wraps the driver's error in
// `cause`, so each reader walks a few causes down. The HTTP side of these (a 4xx for a value the
// database refused) is server/lib/db-errors.ts.

/** How deep the wrapped causes are searched: drizzle adds one level, a transaction another. */
const CAUSE_DEPTH = 4;

type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

function* causes(err: unknown): Generator<DriverError> {
  for (let e: unknown = err, depth = 0; e && depth < CAUSE_DEPTH; e = (e as DriverError).cause, depth++) yield e as DriverError;
}

/** The SQLSTATE of a driver error, if it carries one. */
export function sqlStateOf(err: unknown): string | undefined {
  for (const e of causes(err)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

const UNIQUE_VIOLATION = '23505';

/**
 * The unique index a driver error says was violated ('unknown' when the driver named none), or undefined
 * when the error is not a unique violation.
 */
export function violatedUniqueIndex(err: unknown): string | undefined {
  for (const e of causes(err)) {
    if (e.code === UNIQUE_VIOLATION) return typeof e.constraint === 'string' ? e.constraint : 'unknown';
  }
  return undefined;
}

/**
 * True when a driver error is the unique violation of the named index. A driver that leaves `constraint`
 * unset still names the index in its message ("violates unique constraint \"name\""), so that counts too.
 */
export function isUniqueViolation(err: unknown, index: string): boolean {
  for (const e of causes(err)) {
    if (e.code !== UNIQUE_VIOLATION) continue;
    if (e.constraint === index || (typeof e.message === 'string' && e.message.includes(index))) return true;
  }
  return false;
}
