// Several processes started at once over one PostgreSQL must not apply the same migration twice (the
// second would fail on a table the first just made): startup's migrations and seeders run under a
// session-level advisory lock, one process at a time; the others wait, then find nothing left to do.
import pg from 'pg';

/** A different key from the leader's lock (server/cluster/leadership.ts): "startup" in ASCII. */
const STARTUP_LOCK_KEY = 0x73746172747570n;

export async function underStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    // Ending the session frees the lock even if the unlock below never ran.
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
