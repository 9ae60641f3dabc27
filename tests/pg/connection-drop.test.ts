// A database connection cut while a request holds it (between two statements of a transaction): the
// request fails and rolls back, and the server lives on. Before the fix in server/db/client.ts the cut
// emitted an unheard 'error' on the checked-out client, which ended the whole process (found by the
// fault runner, tests/faults/). Run with TEST_DATABASE_URL=postgres://...
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/test-db.ts';
import { rows } from '../../server/db/sql.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection cut mid-transaction', () => {
  it('fails that transaction only, and the next query on the pool works', async () => {
    const database = await createTestDatabase();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const [me] = await rows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
          expect((await admin.query('SELECT pg_terminate_backend($1) AS cut', [me!.pid])).rows[0].cut).toBe(true);
          // The client is checked out and idle here: the cut arrives as an 'error' event on it.
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute(sql`SELECT 1`);
          return 'committed';
        })
        .catch(() => 'failed');
      expect(outcome).toBe('failed');
      const [after] = await rows<{ n: number }>(database.db, sql`SELECT 1 AS n`);
      expect(Number(after!.n)).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
