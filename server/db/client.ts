// One database handle for the whole server, over PGlite (embedded default, on disk) or PostgreSQL.
// Typed as PgDatabase so both drivers share one API (a union type breaks .returning(); see STACK.md).
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { logger } from '../lib/logger.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs SQL text that may hold several statements (migrations, test setup). */
  execRaw(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export function fromPglite(client: PGlite | PGliteInterface): Database {
  return {
    db: drizzlePglite({ client: client as PGlite, schema }) as unknown as Db,
    kind: 'pglite',
    execRaw: async (sqlText) => { await client.exec(sqlText); },
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can die under us (a restart, a failover, a dropped database): pg then emits
  // 'error' on the pool, and without a listener that error would end the whole process. The pool
  // discards the dead client and opens a new one on the next query.
  pool.on('error', (err) => logger.warn('database connection lost', { error: err.message }));
  // A connection cut while it is checked out (between the statements of a transaction) emits 'error' on
  // the client itself, where the pool's listener does not hear it: unheard, it ended the whole server
  // (found by the fault runner, tests/faults/). The transaction's next statement fails and rolls back;
  // the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', (err) => logger.warn('database connection lost mid-request', { error: err.message })));
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    execRaw: async (sqlText) => { await pool.query(sqlText); },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const { mkdir } = await import('node:fs/promises');
  await mkdir(opts.dataDir, { recursive: true });
  return fromPglite(await PGlite.create(`${opts.dataDir}/pglite`));
}
