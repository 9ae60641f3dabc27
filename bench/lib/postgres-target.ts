// Whether bench:api runs its PostgreSQL half. A machine with no PostgreSQL still runs the PGlite half and
// says in one line how to add the other; a PostgreSQL the caller asked for (TEST_DATABASE_URL set, or
// --only=postgres) that does not answer stops the bench before it starts, in one line, not a stack trace.
import pg from 'pg';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:55432/postgres';
export const ADD_POSTGRES = 'add it with TEST_DATABASE_URL=postgres://USER@HOST:PORT/DB npm run bench:api';

export type BenchTarget = 'pglite' | 'postgres';
export interface TargetPlan {
  targets: BenchTarget[];
  /** The PostgreSQL server's URL (admin database), used when `targets` has postgres. */
  url: string;
  /** Why the PostgreSQL half is left out, and how to add it. */
  note?: string;
  /** Why the bench cannot run as asked. */
  error?: string;
}

/** Null when PostgreSQL answers a query at `url`; else why not (ECONNREFUSED, a timeout, a refused log-in). */
export async function postgresUnreachable(url: string, timeoutMs = 3000): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A connection that fails after connecting must not become an unhandled 'error' event.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return err.code ?? err.message ?? String(e);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A URL fit to print: its password hidden. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

/** Which halves to run, from --only, TEST_DATABASE_URL and whether PostgreSQL answers. */
export async function planTargets(options: { only?: string; envUrl?: string; probe?: (url: string) => Promise<string | null> }): Promise<TargetPlan> {
  const { only, envUrl, probe = postgresUnreachable } = options;
  const url = envUrl || DEFAULT_PG_URL;
  const pglite: BenchTarget[] = !only || only === 'pglite' ? ['pglite'] : [];
  if (only && only !== 'pglite' && only !== 'postgres') return { targets: [], url, error: `--only=${only}: choose pglite or postgres` };
  if (only === 'pglite') return { targets: pglite, url };
  const why = await probe(url);
  if (why === null) return { targets: [...pglite, 'postgres'], url };
  if (envUrl || only === 'postgres')
    return { targets: [], url, error: `PostgreSQL at ${shownUrl(url)} does not answer (${why}); start it or correct TEST_DATABASE_URL` };
  return { targets: pglite, url, note: `PostgreSQL: none at ${shownUrl(url)} (${why}), so PGlite only; ${ADD_POSTGRES}` };
}
